/**
 * What the server remembers of an answer to send it again (`hub/answers.ts`): a reply's result
 * text alone, written back into the very frame `frame` writes, byte for byte; an error whole.
 */
import { expect, it } from 'vitest';
import { frame, made, sentAgain } from '../src/hub/answers.js';

const results = [
  { version: 22, seq: 24 },
  {},
  { table: 'Ab3-"quoted"', channel: 'ünïcode \u2028 line', seats: [0, 1], nested: { a: null, b: [true] } },
] as const;

it('writes a reply as frame does and keeps only its result', () => {
  for (const replyTo of ['m1', 5, '190b-14', 'a"b\\c'] as const) {
    for (const result of results) {
      const answer = made(replyTo, result as never);
      const written = frame({ type: 'reply', replyTo, result } as never);
      expect(answer.frame).toBe(written);
      expect(answer.kept).toBe(JSON.stringify(result));
      expect(sentAgain(replyTo, answer.kept)).toBe(written);
    }
  }
  // A move's reply: its result is a third of the frame.
  const move = made('190b-14', { version: 22, seq: 24 } as never);
  expect(move.kept.length).toBe(23);
  expect(move.frame.length).toBe(69);
});

it('keeps an error whole and sends it again unchanged', () => {
  const text = frame({ type: 'error', code: 'stale-state', message: 'the table changed', replyTo: 7 });
  expect(sentAgain(7, `!${text}`)).toBe(text);
});
