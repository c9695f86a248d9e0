import type { PublicUser } from '@carcassonne/protocol';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { StoredEvent, TableChange } from '../storage/types.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableClocks } from './table-clocks.js';

/** What berserk calls of the other parts. */
type BerserkSlice = {
  readonly core: RoomCore;
  readonly broadcast: Pick<TableBroadcast, 'publish'>;
  readonly clocks: Pick<TableClocks, 'schedule'>;
};

/**
 * Arena berserk (docs/server/tournaments.md, "Arena"): a seated player halves their own time bank
 * before their first move, once, at a table whose tournament allows it (`settings.berserk`, set
 * when the tournament seats it; a time bank only). When the player is due, the turn running loses
 * the same time. The event carries every seat's time, so everyone sees the halved clock, and the
 * tournament reads it from the table's events (a won berserk game scores one point more).
 */
export async function berserk(p: BerserkSlice, user: PublicUser): Promise<Outcome<{ seat: number }>> {
  const { t, deps } = p.core;
  const refuse = (why: string) => failure('berserk-refused', why);
  const seat = t.seatOf(user.id);
  if (seat === null) return failure('not-seated', 'you have no seat at this table');
  if (t.settings.berserk !== true || t.settings.clock.kind !== 'bank')
    return refuse('berserk is only for arena tables whose tournament allows it');
  if (t.status !== 'playing' || !t.match || t.match.finished)
    return failure('not-started', 'the game is not being played');
  if (t.history.berserk.has(seat)) return refuse('you have berserked already');
  if (t.history.moved.has(seat)) return refuse('berserk is only before your first move');
  const banks = [...t.history.banks];
  const bank = banks[seat];
  if (bank === null || bank === undefined) return refuse('this seat has no time bank');
  const half = Math.floor(bank / 2);
  banks[seat] = half;
  const due = t.match.actor === seat && t.deadline !== null;
  const deadline = due && t.deadline !== null ? t.deadline - (bank - half) : t.deadline;
  const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'berserk', seat, banks } };
  const change: TableChange = { deadline };
  await deps.storage.updateTable(t.id, change, [event]);
  t.deadline = deadline;
  t.seq = event.seq;
  p.core.written(change, [event]);
  p.broadcast.publish([event]);
  if (due) p.clocks.schedule();
  return success({ seat });
}
