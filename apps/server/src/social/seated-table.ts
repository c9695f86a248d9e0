import type { LevelId, PublicUser, QuickChoice, SeatSpec } from '@carcassonne/protocol';
import type { TableHost } from '../tables/table-host.js';
import { planTable } from '../tables/table-plan.js';
import { failure, success, type Outcome } from '../core/outcome.js';

/** A table to make with people already seated (a quick game or an accepted challenge). */
export interface SeatedTable {
  /** The first is the host; each takes the next seat. */
  readonly people: readonly PublicUser[];
  /** Bots for the seats after the people's. */
  readonly bots: readonly LevelId[];
  readonly choice: Omit<QuickChoice, 'players'>;
  readonly visibility: 'public' | 'private';
}

/**
 * Make, seat and start a table through the lobby's own steps: the `create` plan of its host, a
 * `join` per other person, then `start`. The table is the lobby's like any other (its caps aside:
 * the players asked to play now).
 */
export async function openSeatedTable(
  hub: TableHost,
  table: SeatedTable,
): Promise<Outcome<{ table: string }>> {
  const [host, ...others] = table.people;
  if (!host) return failure('bad-seats', 'a table needs a person');
  const seats: SeatSpec[] = [
    { kind: 'me' },
    ...others.map((): SeatSpec => ({ kind: 'open' })),
    ...table.bots.map((bot): SeatSpec => ({ kind: 'bot', bot })),
  ];
  const plan = planTable(
    {
      type: 'create',
      id: 0,
      preset: table.choice.preset,
      seats,
      visibility: table.visibility,
      clock: table.choice.clock,
      rated: table.choice.rated,
    },
    host,
    hub.clock.now(),
    hub.testOptions,
  );
  if (!plan.ok) return plan;
  await hub.storage.createTable(plan.value);
  const room = hub.openTable(plan.value, host.name, null);
  const invite = plan.value.invite ?? undefined;
  for (const [i, person] of others.entries()) {
    const joined = await room.join(person, i + 1, invite);
    if (!joined.ok) return joined;
  }
  const started = await room.start(host);
  if (!started.ok) return started;
  return success({ table: room.id });
}
