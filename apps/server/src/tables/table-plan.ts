import {
  createMatch,
  definitionOfPreset,
  seatsProblem,
  type MatchSetup,
  type Player,
} from '@carcassonne/engine';
import { levelInfo, TOP_LEVEL } from '@carcassonne/ai';
import {
  clockProblem,
  type ClientMessageOf,
  type PublicUser,
  type SeatBot,
  type SeatOccupant,
  type TableSettings,
} from '@carcassonne/protocol';
import { botNameOf } from './bots.js';
import { LEVEL_TITLES } from '../core/levels.js';
import type { StoredTable } from '../storage/types.js';
import { randomId, randomInvite, randomSeed } from '../core/identity.js';
import { failure, success, type Outcome } from '../core/outcome.js';

/** Seconds a disconnected player keeps the seat by default (tables with no clock or a move clock). */
export const DEFAULT_GRACE = 60;

const BOT_TITLES = { random: 'Random bot', greedy: 'Greedy bot' } as const;

/**
 * The seat a bot request becomes: a level as itself (the first protocol's `mcts` at level N is
 * stored as `levelN`), named by its title (core/levels.ts); random and greedy keep theirs.
 */
export function botSeat(spec: Extract<ClientMessageOf<'create'>['seats'][number], { kind: 'bot' }>): {
  bot: SeatBot;
  level: number;
  title: string;
} {
  if (spec.bot === 'random' || spec.bot === 'greedy')
    return { bot: spec.bot, level: spec.level, title: BOT_TITLES[spec.bot] };
  const level = levelInfo(botNameOf(spec.bot, spec.level ?? 0)) ?? TOP_LEVEL;
  return { bot: level.id, level: level.level, title: LEVEL_TITLES[level.id] };
}

/**
 * Check a `create` request against the game's definition (preset, options, seat range) and turn it
 * into a new table. Game-agnostic: the options are tried on a throw-away match of the preset.
 */
export function planTable(
  request: ClientMessageOf<'create'>,
  host: PublicUser,
  now: number,
  allowTestOptions: boolean,
): Outcome<StoredTable> {
  const definition = definitionOfPreset(request.preset);
  if (!definition.ok) return failure('unknown-preset', definition.error.message);
  const def = definition.value;
  const seats = request.seats;
  const seatCount = seatsProblem(def.seats, request.options, seats.length, def.title);
  if (seatCount !== null) return failure('bad-seats', seatCount);
  if (seats.filter((s) => s.kind === 'me').length > 1)
    return failure('bad-seats', 'the host takes at most one seat');
  const badClock = clockProblem(request.clock);
  if (badClock !== null) return failure('bad-clock', badClock);
  if (request.testTiles !== undefined && !allowTestOptions)
    return failure('bad-option', 'testTiles is only accepted by a server started with test options');
  const options = request.options ?? {};
  const trial = createMatch({
    preset: request.preset,
    options,
    players: placeholderPlayers(seats.length, def.colors),
    seed: 'check',
  });
  if (!trial.ok) return failure(trial.error.code, trial.error.message);
  if (
    request.testTiles !== undefined &&
    !shortBag(trial.value.toRecord(), request.testTiles, {
      preset: request.preset,
      options,
      players: placeholderPlayers(seats.length, def.colors),
    })
  )
    return failure('bad-option', 'this game cannot be shortened with testTiles');

  const hasBot = seats.some((s) => s.kind === 'bot');
  const botCount = new Map<string, number>();
  const occupants: SeatOccupant[] = seats.map((s): SeatOccupant => {
    if (s.kind === 'open') return { kind: 'open' };
    if (s.kind === 'me') return { kind: 'human', user: host.id, name: host.name };
    const { bot, level, title } = botSeat(s);
    const n = (botCount.get(bot) ?? 0) + 1;
    botCount.set(bot, n);
    return { kind: 'bot', bot, level, name: n > 1 ? `${title} ${n}` : title };
  });
  const correspondence = request.clock.kind === 'days';
  const settings: TableSettings = {
    preset: request.preset,
    options,
    visibility: request.visibility,
    clock: request.clock,
    grace: correspondence ? null : (request.grace ?? DEFAULT_GRACE),
    rated: !hasBot && (request.rated ?? true),
    ...(request.abandon === 'rated' ? { abandon: 'rated' } : {}),
    ...(request.aids === true ? { aids: true } : {}),
  };
  return success({
    id: randomId(),
    host: host.id,
    game: def.id,
    settings,
    invite: request.visibility === 'private' ? randomInvite() : null,
    status: 'open',
    seats: occupants,
    setup: null,
    deadline: null,
    substitutes: [],
    testTiles: request.testTiles ?? null,
    createdAt: now,
    finishedAt: null,
    scores: null,
  });
}

function placeholderPlayers(n: number, colors: readonly string[]): Player[] {
  return Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, color: colors[i] ?? 'red' }));
}

/** Three stacks of `n` tiles in all, as even as can be (the first ones take the remainder). */
function shortStacks(n: number): [number, number, number] {
  const first = Math.ceil(n / 3);
  const second = Math.ceil((n - first) / 2);
  return [first, second, n - first - second];
}

/**
 * The setup of a test table whose bag is cut to its first `tiles` tiles, if the game allows it.
 * The City's cut bag is dealt into three stacks again (the same for every table of a deal).
 */
function shortBag(
  record: { readonly tiles?: readonly string[]; readonly stacks?: readonly number[] },
  tiles: number,
  base: Omit<MatchSetup, 'seed' | 'tiles'>,
): MatchSetup | null {
  if (!record.tiles) return null;
  const cut = record.tiles.slice(0, tiles);
  const setup: MatchSetup = {
    ...base,
    tiles: cut,
    ...(record.stacks ? { stacks: shortStacks(cut.length) } : {}),
  };
  return createMatch(setup).ok ? setup : null;
}

/** Players for the start: seat names made distinct, colours in the game's order. */
export function playersOf(seats: readonly SeatOccupant[], colors: readonly string[]): Player[] {
  const used = new Set<string>();
  return seats.map((s, i) => {
    const base = s.kind === 'open' ? `Seat ${i + 1}` : s.name;
    let name = base;
    for (let k = 2; used.has(name); k++) name = `${base} (${k})`;
    used.add(name);
    return { name, color: colors[i] ?? 'red' };
  });
}

/**
 * The setup a table starts with: a fresh random seed (or the one given: a tournament's deal), or a
 * test table's short bag of that seed's first tiles.
 */
export function startSetup(table: StoredTable, seed: string = randomSeed()): Outcome<MatchSetup> {
  const definition = definitionOfPreset(table.settings.preset);
  if (!definition.ok) return failure('unknown-preset', definition.error.message);
  const players = playersOf(table.seats, definition.value.colors);
  const base = { preset: table.settings.preset, options: table.settings.options, players };
  const seeded: MatchSetup = { ...base, seed };
  if (table.testTiles === null) return success(seeded);
  const full = createMatch(seeded);
  if (!full.ok) return failure(full.error.code, full.error.message);
  const short = shortBag(full.value.toRecord(), table.testTiles, base);
  return short ? success(short) : failure('bad-option', 'this game cannot be shortened with testTiles');
}
