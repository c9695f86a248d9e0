import type { JSX, OlHTMLAttributes } from 'preact';

/**
 * A list that scrolls (a log, the chat): Tab reaches it, so that the arrow keys scroll it, and its
 * label names it. Otherwise an `ol` as given.
 */
export function ScrollList(props: OlHTMLAttributes<HTMLOListElement>): JSX.Element {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
  return <ol {...props} tabIndex={0} />;
}
