import type { StoredEvent } from './types.js';

const texts = new WeakMap<StoredEvent, string>();

/**
 * A stored event's JSON text, written once: the database stores it and the followers' frame
 * carries the same string (a move's event was serialised twice before, issue 44). Kept only as
 * long as the event object lives.
 */
export function eventText(e: StoredEvent): string {
  let text = texts.get(e);
  if (text === undefined) {
    text = JSON.stringify(e.event);
    texts.set(e, text);
  }
  return text;
}
