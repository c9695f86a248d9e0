import type { PublicUser } from '@carcassonne/protocol';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { TableRoom } from './table-room.js';

/**
 * How many tables one user, and one address, may hold at once (docs/server/tables.md, "Caps"): tables
 * waiting for players they host, and tables being played that they host where no seated person
 * is present (their bots wait, but each is kept in memory).
 */
export interface TableCaps {
  readonly openPerUser: number;
  readonly openPerAddress: number;
  readonly unattendedPerUser: number;
  readonly unattendedPerAddress: number;
}

export const DEFAULT_TABLE_CAPS: TableCaps = {
  openPerUser: 10,
  openPerAddress: 50,
  unattendedPerUser: 3,
  unattendedPerAddress: 10,
};

function cap(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new Error(`${name} must be an integer from 1 to 1000000, not ${JSON.stringify(value)}`);
  return n;
}

export function tableCapsFromEnv(env: NodeJS.ProcessEnv): TableCaps {
  const d = DEFAULT_TABLE_CAPS;
  return {
    openPerUser: cap(env.MAX_OPEN_TABLES_PER_USER, d.openPerUser, 'MAX_OPEN_TABLES_PER_USER'),
    openPerAddress: cap(env.MAX_OPEN_TABLES_PER_ADDRESS, d.openPerAddress, 'MAX_OPEN_TABLES_PER_ADDRESS'),
    unattendedPerUser: cap(env.MAX_UNATTENDED_PER_USER, d.unattendedPerUser, 'MAX_UNATTENDED_PER_USER'),
    unattendedPerAddress: cap(
      env.MAX_UNATTENDED_PER_ADDRESS,
      d.unattendedPerAddress,
      'MAX_UNATTENDED_PER_ADDRESS',
    ),
  };
}

/**
 * Whether `user` (from `address`) may create a table (`open`: it counts the waiting tables too) or
 * start one (`except`: the table being started is not counted).
 */
export function withinCaps(
  rooms: Iterable<TableRoom>,
  caps: TableCaps,
  user: PublicUser,
  address: string | null,
  check: { readonly open: boolean; readonly except?: TableRoom },
): Outcome<null> {
  const count = { openMine: 0, openHere: 0, awayMine: 0, awayHere: 0 };
  for (const r of rooms) {
    if (r === check.except) continue;
    const mine = r.host === user.id ? 1 : 0;
    const here = address !== null && r.address === address ? 1 : 0;
    if (mine + here === 0) continue;
    if (r.currentStatus === 'open') {
      count.openMine += mine;
      count.openHere += here;
    } else if (r.unattended) {
      count.awayMine += mine;
      count.awayHere += here;
    }
  }
  if (check.open && count.openMine >= caps.openPerUser)
    return failure('too-many-tables', `you already have ${count.openMine} tables waiting for players`);
  if (check.open && count.openHere >= caps.openPerAddress)
    return failure(
      'too-many-tables',
      `your address already has ${count.openHere} tables waiting for players`,
    );
  if (count.awayMine >= caps.unattendedPerUser)
    return failure(
      'too-many-unattended',
      `you already host ${count.awayMine} games nobody is at: go back to one, or let it expire`,
    );
  if (count.awayHere >= caps.unattendedPerAddress)
    return failure('too-many-unattended', `your address already has ${count.awayHere} games nobody is at`);
  return success(null);
}
