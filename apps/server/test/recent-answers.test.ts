/**
 * The answers kept for requests sent again (`core/recent-answers.ts`) are bounded by count and
 * by age: an answer is kept at least `ANSWER_KEPT_MS`, none older than twice that, and a person
 * silent that long is forgotten whole.
 */
import { expect, it } from 'vitest';
import { LIMITS } from '@carcassonne/protocol';
import { ANSWER_KEPT_MS, RecentAnswers } from '../src/core/recent-answers.js';

function answers() {
  let now = 1_000_000;
  const recent = new RecentAnswers(() => now);
  return {
    recent,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));
/** An answer made already, kept once made. */
const kept = (text: string) => Promise.resolve({ text, lasting: true });

it('keeps an answer as its text for at least the kept time, then forgets it', async () => {
  const { recent, pass } = answers();
  recent.remember(recent.of('u:1'), 'm1', kept('{"type":"reply","replyTo":"m1"}'));
  await settled();
  expect(recent.of('u:1').get('m1')).toBe('{"type":"reply","replyTo":"m1"}');
  pass(ANSWER_KEPT_MS - 1);
  expect(recent.of('u:1').get('m1')).toBe('{"type":"reply","replyTo":"m1"}');
  // Still there one period on (it was young when the generations turned), gone the next.
  pass(ANSWER_KEPT_MS);
  expect(recent.of('u:1').get('m1')).toBeDefined();
  pass(ANSWER_KEPT_MS);
  expect(recent.of('u:1').get('m1')).toBeUndefined();
});

it('keeps the last ids of a busy person, the number 5 apart from the string "5"', async () => {
  const { recent, pass } = answers();
  const seen = recent.of('u:1');
  recent.remember(seen, 5, kept('number'));
  recent.remember(seen, '5', kept('text'));
  for (let i = 0; i < LIMITS.recentIds - 2; i++) recent.remember(recent.of('u:1'), `m${i}`, kept(`${i}`));
  await settled();
  expect(recent.of('u:1').get(5)).toBe('number');
  expect(recent.of('u:1').get('5')).toBe('text');
  // Across a turn of the generations the count still bounds them: the oldest go first.
  pass(ANSWER_KEPT_MS);
  recent.remember(recent.of('u:1'), 'late', kept('late'));
  await settled();
  expect(recent.of('u:1').get(5)).toBeUndefined();
  expect(recent.of('u:1').get('5')).toBe('text');
  expect(recent.of('u:1').get('late')).toBe('late');
});

it('an answer being made is found while it is made; one not lasting is then forgotten', async () => {
  const { recent } = answers();
  const making = (lasting: boolean) => {
    let made: (text: string) => void = () => undefined;
    const answer = new Promise<{ text: string; lasting: boolean }>((resolve) => {
      made = (text) => resolve({ text, lasting });
    });
    return { answer, made: (text: string) => made(text) };
  };
  const lasting = making(true);
  const played = making(false);
  recent.remember(recent.of('c:7'), 'm1', lasting.answer);
  recent.remember(recent.of('c:7'), 'move', played.answer);
  const waiting = recent.of('c:7').get('move');
  expect(waiting).toBeInstanceOf(Promise);
  expect(recent.of('c:7').get('m1')).toBeInstanceOf(Promise);
  lasting.made('done');
  played.made('moved');
  // A request sent again while its answer was being made gets that answer.
  expect(await waiting).toBe('moved');
  await settled();
  expect(recent.of('c:7').get('m1')).toBe('done');
  expect(recent.of('c:7').get('move')).toBeUndefined();
});

it('forgets a person silent for twice the kept time, not one active meanwhile', async () => {
  const { recent, pass } = answers();
  recent.remember(recent.of('u:quiet'), 'm1', kept('quiet'));
  recent.remember(recent.of('u:busy'), 'm1', kept('busy'));
  await settled();
  for (let i = 0; i < 4; i++) {
    pass(ANSWER_KEPT_MS / 2);
    recent.remember(recent.of('u:busy'), `b${i}`, kept('b'));
  }
  await settled();
  expect(recent.of('u:busy').get('b3')).toBe('b');
  expect(recent.of('u:quiet').get('m1')).toBeUndefined();
});

it('an id answered again becomes young: it outlives the generation it was first kept in', async () => {
  const { recent, pass } = answers();
  recent.remember(recent.of('u:1'), 'm1', kept('first'));
  recent.remember(recent.of('u:1'), 'm2', kept('other'));
  pass(ANSWER_KEPT_MS);
  // Both are old now; m1 is kept again (as a request sent again after a restart would be).
  recent.remember(recent.of('u:1'), 'm1', kept('again'));
  pass(ANSWER_KEPT_MS);
  recent.of('u:1');
  await settled();
  expect(recent.of('u:1').get('m1')).toBe('again');
  expect(recent.of('u:1').get('m2')).toBeUndefined();
  expect(recent.of('u:1').size).toBe(1);
});
