/**
 * The caps read only the tables of the player creating or starting one and of their address: they
 * read every table in memory at each create and start, which made a ramp to 5,000 tables cost 25
 * million reads (each new table O(N)). Counted here in reads, not time.
 */
import { expect, it } from 'vitest';
import { TableOwners } from '../src/tables/table-owners.js';
import { DEFAULT_TABLE_CAPS, withinCaps } from '../src/tables/table-caps.js';
import type { TableRoom } from '../src/tables/table-room.js';

let reads = 0;

/** A table as the caps read it, counting each read of its status. */
function table(host: string, address: string | null, status = 'playing') {
  return {
    host,
    address,
    get currentStatus() {
      reads++;
      return status;
    },
    unattended: false,
  };
}
type Fake = ReturnType<typeof table>;
const asRooms = (rooms: Iterable<Fake>) => rooms as unknown as Iterable<TableRoom>;
const ann = { id: 'ann', name: 'Ann', username: null };

it('a create with 5,000 tables of others in memory reads only the creator’s and the address’s', () => {
  const owners = new TableOwners<Fake>();
  for (let i = 0; i < 5000; i++) owners.note(table(`p${i}`, `10.0.${i >> 8}.${i & 255}`));
  const mine = [table('ann', '10.9.9.9', 'open'), table('ann', '10.9.9.8'), table('bo', '10.9.9.9', 'open')];
  for (const t of mine) owners.note(t);
  reads = 0;
  const caps = { ...DEFAULT_TABLE_CAPS, openPerAddress: 2 };
  const refused = withinCaps(asRooms(owners.of('ann', '10.9.9.9')), caps, ann, '10.9.9.9', { open: true });
  expect(refused).toMatchObject({ ok: false, error: { code: 'too-many-tables' } });
  expect(reads).toBe(3);
  reads = 0;
  expect(withinCaps(asRooms(owners.of('ann', '10.1.1.1')), caps, ann, '10.1.1.1', { open: true }).ok).toBe(
    true,
  );
  expect(reads).toBe(2);
});

it('files a table again when its host passes on, and forgets it when it leaves memory', () => {
  const owners = new TableOwners<{ host: string; address: string | null }>();
  const t = { host: 'ann', address: '10.0.0.1' };
  owners.note(t);
  t.host = 'bo';
  owners.note(t);
  expect([...owners.of('ann', null)]).toEqual([]);
  expect([...owners.of('bo', null)]).toEqual([t]);
  expect([...owners.of('cy', '10.0.0.1')]).toEqual([t]);
  owners.forget(t);
  expect([...owners.of('bo', '10.0.0.1')]).toEqual([]);
  expect(owners.size).toBe(0);
});
