import { expect, it } from 'vitest';
import { createMatch } from '@carcassonne/engine';
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

it('names from a local game link are shown without bidi controls (an override would turn the page backwards)', async () => {
  const created = createMatch({
    preset: 'classic',
    seed: 'bidi',
    players: [
      { name: 'Ann\u202Edrowkcab', color: 'red' },
      { name: '\u2067Bo\u2069\u200F', color: 'blue' },
      { name: '\u202E\u061C', color: 'green' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  const record = JSON.stringify(created.value.toRecord());
  const data = ((await gameHash(record, 0)) as string).split('/')[3] ?? '';
  const text = await linkRecord(data);
  const read = text.ok ? readRecord(text.text) : null;
  if (!read?.ok) throw new Error('the link did not read back');
  expect(read.table.view().players.map((p) => p.name)).toEqual(['Anndrowkcab', 'Bo', '#3']);
  expect(JSON.stringify(read.table.view())).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u);
});
