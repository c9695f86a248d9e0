import { expect, it } from 'vitest';
import { gameHash, linkRecord, MAX_LINK_CHARS } from '../src/game/links.js';
import { parseLinkRoute } from '../src/route.js';
import { readRecord } from '../src/game/records.js';

it('a local game link carries its record, deflated, and reads back through the record reader', async () => {
  const record = JSON.stringify({ format: 'carcassonne-record/1', game: 'carcassonne', moves: ['a', 'b'] });
  const hash = await gameHash(record, 1);
  expect(typeof hash).toBe('string');
  const [path = '', query = ''] = (hash as string).slice(1).split('?');
  const route = parseLinkRoute(path, query);
  expect(route).toMatchObject({ kind: 'game', move: 1 });
  const back = await linkRecord(route?.kind === 'game' ? route.data : '');
  expect(back).toEqual({ ok: true, text: record });
});

it('a malformed or oversized link is refused with a code', async () => {
  expect(await linkRecord('%%%')).toMatchObject({ ok: false, error: { code: 'bad-link' } });
  expect(await linkRecord('AAAA')).toMatchObject({ ok: false, error: { code: 'bad-link' } });
  expect(await linkRecord('A'.repeat(MAX_LINK_CHARS + 1))).toMatchObject({
    ok: false,
    error: { code: 'link-too-big' },
  });
  // A small link that inflates to more than the bound (a run of one letter) is stopped while it inflates.
  const bomb = await gameHash('x'.repeat(1_000_000), 0);
  const data = (bomb as string).split('/')[3] ?? '';
  expect(data.length).toBeLessThan(MAX_LINK_CHARS);
  expect(await linkRecord(data)).toMatchObject({ ok: false, error: { code: 'link-too-big' } });
  // A link that inflates to text that is not a record: the record reader's own refusal.
  const text = await linkRecord(((await gameHash('not a record', 0)) as string).split('/')[3] ?? '');
  expect(text.ok && readRecord(text.text).ok).toBe(false);
});

it('online links name the table, the move and an invite', () => {
  expect(parseLinkRoute('r/abc/12', 'invite=0123456789abcdefXYZ')).toEqual({
    kind: 'review',
    table: 'abc',
    move: 12,
    invite: '0123456789abcdefXYZ',
  });
  expect(parseLinkRoute('puzzles', '')).toEqual({ kind: 'puzzle', id: null });
  expect(parseLinkRoute('online', '')).toBeNull();
});
