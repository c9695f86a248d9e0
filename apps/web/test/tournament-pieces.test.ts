// The tournament screens' pieces without a browser: the standings' columns, the bracket's layout,
// the same-tiles comparison, the entry panel's state, the create form's checks, and the polling
// that follows an open tournament and stops when hidden or left.
import { describe, expect, it } from 'vitest';
import type { TournamentPairing, TournamentSettingsView, TournamentView } from '@carcassonne/protocol';
import { bracketLayout, matchPlace } from '../src/tournaments/bracket.js';
import { dealSeats, dealsOf } from '../src/tournaments/deals.js';
import { entryState } from '../src/tournaments/entry.js';
import { startPolling } from '../src/tournaments/poll.js';
import { defaultForm, formProblems, settingsRequest } from '../src/tournaments/settings-form.js';
import { cellValue, standingColumns, standingNumber } from '../src/tournaments/standings.js';
import { fromLocalInput, localInput } from '../src/tournaments/local-time.js';
import { markOf, missingTable } from '../src/tournaments/useTournament.js';

const SETTINGS: TournamentSettingsView = {
  name: 'Cup',
  game: 'carcassonne',
  preset: 'classic',
  options: {},
  clock: { kind: 'none' },
  format: 'swiss',
  rounds: 3,
  tableSize: 2,
  gamesPerMatch: 2,
  duplicate: true,
  tieBreaks: ['sonneborn-berger', 'buchholz-cut1', 'margin'],
  ranking: 'score',
  arena: null,
  startsAt: 1_000_000,
  registrationOpensAt: 0,
  checkInMinutes: 10,
  maxPlayers: 16,
  rated: true,
  visibility: 'public',
};

const entrant = (id: string, more: { checkedIn?: boolean; withdrawn?: boolean } = {}) => ({
  id,
  name: id.toUpperCase(),
  kind: 'human' as const,
  rating: 1500,
  checkedIn: more.checkedIn ?? false,
  withdrawn: more.withdrawn ?? false,
});

function viewOf(
  over: Partial<Omit<TournamentView, 'settings'>> & { settings?: Partial<TournamentSettingsView> },
): TournamentView {
  return {
    id: 'tour-1',
    organizer: { id: 'o', name: 'Orga' },
    status: 'running',
    entrants: [],
    standings: [],
    rounds: [],
    champion: null,
    live: [],
    lateEntry: false,
    version: 1,
    ...over,
    settings: { ...SETTINGS, ...over.settings },
  };
}

const game = (n: number, seats: string[], scores: number[] | null, deal = `r1-${n}`) => ({
  game: n,
  seats,
  deal,
  table: `T-${seats.join('')}-${n}`,
  scores,
  forfeit: null,
});

describe('the standings', () => {
  it("shows the score, the games and the tie-breaks in the organizer's order, then the duplicate score", () => {
    const columns = standingColumns(viewOf({}).settings);
    expect(columns.map((c) => (c.kind === 'tie-break' ? c.tieBreak : c.kind))).toEqual([
      'score',
      'games',
      'sonneborn-berger',
      'buchholz-cut1',
      'margin',
      'duplicate',
    ]);
  });

  it('puts the duplicate score first when it ranks, once, and shows where elimination put players out', () => {
    const ranked = standingColumns({ ...SETTINGS, ranking: 'duplicate', tieBreaks: ['duplicate', 'wins'] });
    expect(ranked.map((c) => (c.kind === 'tie-break' ? c.tieBreak : c.kind))).toEqual([
      'duplicate',
      'score',
      'games',
      'wins',
    ]);
    const knockout = standingColumns({
      ...SETTINGS,
      format: 'double-elimination',
      duplicate: false,
      tieBreaks: ['margin'],
    });
    expect(knockout.map((c) => c.kind)).toEqual(['score', 'games', 'tie-break', 'out']);
  });

  it("reads each cell from the row, a missing figure as none, in the page's language", () => {
    const row = {
      rank: 1,
      entrant: 'a',
      score: 2.5,
      games: 3,
      wins: 2,
      byes: 0,
      tieBreaks: { margin: -12, 'buchholz-cut1': 4.5 },
      duplicate: 62.5,
      eliminatedIn: null,
    };
    expect(cellValue(row, { kind: 'score' })).toBe(2.5);
    expect(cellValue(row, { kind: 'tie-break', tieBreak: 'margin' })).toBe(-12);
    expect(cellValue(row, { kind: 'tie-break', tieBreak: 'sonneborn-berger' })).toBeNull();
    expect(cellValue(row, { kind: 'tie-break', tieBreak: 'duplicate' })).toBe(62.5);
    expect(cellValue(row, { kind: 'out' })).toBeNull();
    expect(standingNumber(4.5, 'nl')).toBe('4,5');
    expect(standingNumber(1 / 3, 'en')).toBe('0.33');
  });
});

describe('the bracket', () => {
  const pairing = (match: string, players: string[], scores: (number[] | null)[]): TournamentPairing => ({
    table: 1,
    players,
    match,
    games: scores.map((s, i) => game(i, i % 2 === 0 ? players : [...players].reverse(), s)),
  });

  it('reads the match names', () => {
    expect(matchPlace('W1-2')).toEqual({ part: 'winners', stage: 1, index: 2 });
    expect(matchPlace('L3-1')).toEqual({ part: 'losers', stage: 3, index: 1 });
    expect(matchPlace('F2')).toEqual({ part: 'final', stage: 2, index: 1 });
    expect(matchPlace('GF')).toEqual({ part: 'final', stage: 1, index: 1 });
    expect(matchPlace('table 3')).toBeNull();
  });

  it('lays matches out by part, stage and place, with games won and the winner of a finished round', () => {
    const view = viewOf({
      settings: { format: 'double-elimination', gamesPerMatch: 3 },
      rounds: [
        {
          round: 1,
          finished: true,
          byes: [],
          pairings: [
            // Listed out of order: the layout sorts by place.
            pairing(
              'W1-2',
              ['c', 'd'],
              [
                [3, 9],
                [5, 5],
                [2, 8],
              ],
            ),
            pairing(
              'W1-1',
              ['a', 'b'],
              [
                [10, 2],
                [7, 1],
                [9, 3],
              ],
            ),
          ],
        },
        {
          round: 2,
          finished: false,
          byes: [],
          pairings: [pairing('L1-1', ['b', 'c'], [[4, 4]]), pairing('W2-1', ['a', 'd'], [null])],
        },
      ],
    });
    const layout = bracketLayout(view);
    expect(layout.map((s) => s.part)).toEqual(['winners', 'losers']);
    const winners = layout[0]!;
    expect(winners.columns.map((c) => c.stage)).toEqual([1, 2]);
    expect(winners.columns[0]!.matches.map((m) => m.name)).toEqual(['W1-1', 'W1-2']);
    const [first, second] = winners.columns[0]!.matches;
    // Game 2 swapped the seats: b's 7 against a's 1 is b's win.
    expect(first!.points).toEqual([2, 1]);
    expect(first!.winner).toBe('a');
    // d won game 1 (9–3) and game 3 (seats as game 1: c 2, d 8); game 2 a tie.
    expect(second!.points).toEqual([0.5, 2.5]);
    expect(second!.winner).toBe('d');
    const open = winners.columns[1]!.matches[0]!;
    expect(open).toMatchObject({ name: 'W2-1', played: 0, winner: null, round: 2 });
    expect(layout[1]!.columns[0]!.matches[0]!.winner).toBeNull();
  });
});

describe('the bracket, level matches', () => {
  const level = (match: string, players: string[]): TournamentPairing => ({
    table: 1,
    players,
    match,
    games: [game(0, players, [4, 4])],
  });
  const round = (n: number, finished: boolean, pairings: TournamentPairing[]) => ({
    round: n,
    finished,
    byes: [],
    pairings,
  });

  it('marks as winner the player seen further on, and the champion of the last final', () => {
    const view = viewOf({
      settings: { format: 'double-elimination', gamesPerMatch: 1 },
      champion: 'b',
      rounds: [
        round(1, true, [level('W1-1', ['a', 'b']), level('W1-2', ['c', 'd'])]),
        round(2, true, [level('W2-1', ['a', 'c']), level('L1-1', ['b', 'd'])]),
        round(3, true, [level('L2-1', ['b', 'c'])]),
        round(4, true, [level('F1', ['a', 'b'])]),
        round(5, true, [level('F2', ['a', 'b'])]),
      ],
    });
    const winners = Object.fromEntries(
      bracketLayout(view).flatMap((s) => s.columns.flatMap((c) => c.matches.map((m) => [m.name, m.winner]))),
    );
    // W1: a and c go on in the winners' bracket (b and d drop to the losers'); L1: b goes on.
    expect(winners).toEqual({
      'W1-1': 'a',
      'W1-2': 'c',
      'W2-1': 'a',
      'L1-1': 'b',
      'L2-1': 'b',
      F1: null,
      F2: 'b',
    });
  });
});

describe('same tiles', () => {
  it('compares every table of a deal seat by seat, best margin first, pending games last', () => {
    const view = viewOf({
      rounds: [
        {
          round: 1,
          finished: false,
          byes: [],
          pairings: [
            { table: 1, players: ['a', 'b'], match: null, games: [game(0, ['a', 'b'], [80, 70], 'r1-0')] },
            { table: 2, players: ['c', 'd'], match: null, games: [game(0, ['c', 'd'], [60, 75], 'r1-0')] },
            { table: 3, players: ['e', 'f'], match: null, games: [game(0, ['e', 'f'], null, 'r1-0')] },
            { table: 4, players: ['g', 'h'], match: null, games: [game(1, ['h', 'g'], [1, 2], 'r1-1')] },
          ],
        },
      ],
    });
    expect(dealsOf(view)).toEqual(['r1-0', 'r1-1']);
    const seats = dealSeats(view, 'r1-0');
    expect(seats).toHaveLength(2);
    expect(seats[0]!.map((s) => [s.player, s.margin])).toEqual([
      ['a', 10],
      ['c', -15],
      ['e', null],
    ]);
    expect(seats[1]!.map((s) => [s.player, s.score, s.margin, s.pairing])).toEqual([
      ['d', 75, 15, 2],
      ['b', 70, -10, 1],
      ['f', null, null, 3],
    ]);
    expect(dealSeats(view, 'r9-9')).toEqual([]);
  });
});

describe('the entry panel', () => {
  const MIN = 60_000;
  const upcoming = (entrants: ReturnType<typeof entrant>[]) => viewOf({ status: 'upcoming', entrants });
  const me = { id: 'a', registered: true };

  it('tells visitors and guests why they cannot enter, and says nothing once it is over', () => {
    expect(entryState(upcoming([]), null, 0).kind).toBe('signed-out');
    expect(entryState(upcoming([]), { id: 'a', registered: false }, 0).kind).toBe('guest');
    expect(entryState(viewOf({ status: 'finished' }), me, 0).kind).toBe('over');
  });

  it('offers registration while open, check-in in its window only, withdrawal after the start', () => {
    const start = SETTINGS.startsAt;
    expect(entryState(upcoming([]), me, 0)).toMatchObject({ kind: 'open', actions: ['register'] });
    expect(
      entryState(viewOf({ status: 'upcoming', settings: { registrationOpensAt: 500 } }), me, 100).kind,
    ).toBe('not-yet');
    const early = entryState(upcoming([entrant('a')]), me, start - 11 * MIN);
    expect(early).toMatchObject({
      kind: 'entrant',
      actions: ['unregister'],
      checkIn: { opens: start - 10 * MIN },
    });
    expect(entryState(upcoming([entrant('a')]), me, start - 5 * MIN)).toMatchObject({
      actions: ['check-in', 'unregister'],
    });
    expect(entryState(upcoming([entrant('a', { checkedIn: true })]), me, start - 5 * MIN)).toMatchObject({
      actions: ['unregister'],
      checkIn: null,
    });
    expect(entryState(viewOf({ entrants: [entrant('a')] }), me, start + MIN)).toMatchObject({
      actions: ['withdraw'],
    });
    expect(entryState(viewOf({ entrants: [] }), me, start + MIN).kind).toBe('closed');
    // A late entry while the server says it is open (a Swiss's first half, an arena's first ¾).
    expect(entryState(viewOf({ entrants: [], lateEntry: true }), me, start + MIN)).toMatchObject({
      kind: 'open',
      actions: ['register'],
    });
    expect(
      entryState(viewOf({ entrants: [entrant('a', { withdrawn: true })] }), me, start + MIN),
    ).toMatchObject({
      kind: 'entrant',
      actions: [],
    });
  });
});

describe('the create form', () => {
  const NOW = Date.UTC(2026, 10, 29, 12);

  it('sends every setting of a valid form, defaults left out', () => {
    const form = { ...defaultForm(NOW), name: '  Winter cup ' };
    expect(formProblems(form, NOW)).toEqual([]);
    const request = settingsRequest(form, 0);
    expect(request).toEqual({
      name: 'Winter cup',
      preset: 'classic',
      clock: { kind: 'bank', minutes: 10, increment: 10 },
      format: 'swiss',
      gamesPerMatch: 2,
      duplicate: true,
      ranking: 'score',
      startsAt: form.startsAt,
      checkInMinutes: 15,
      maxPlayers: 32,
      rated: true,
      visibility: 'public',
    });
    const arena = settingsRequest(
      { ...form, format: 'arena', arenaMinutes: 45, berserk: true, tieBreaks: ['wins'], rounds: 4 },
      3,
    );
    expect(settingsRequest({ ...form, tableSize: 4 }, 0)).toMatchObject({ tableSize: 4 });
    expect(arena).toMatchObject({
      gamesPerMatch: 1,
      arena: { minutes: 45, berserk: true },
      tieBreaks: ['wins'],
      rounds: 4,
      testTiles: 3,
    });
  });

  it('names the field and the words of every impossible setting', () => {
    const form = {
      ...defaultForm(NOW),
      name: ' ',
      clock: 'bank' as const,
      clockValue: 0,
      format: 'single-elimination' as const,
      gamesPerMatch: 2,
      startsAt: NOW - 1,
      checkInMinutes: 500,
      maxPlayers: 1,
      tableSize: 3,
      duplicate: false,
      ranking: 'duplicate' as const,
    };
    expect(formProblems(form, NOW)).toEqual([
      { field: 'name', error: 'name' },
      { field: 'clockValue', error: 'clock' },
      { field: 'tableSize', error: 'table-size' },
      { field: 'gamesPerMatch', error: 'best-of' },
      { field: 'startsAt', error: 'start-past' },
      { field: 'registrationOpensAt', error: 'registration-late' },
      { field: 'checkInMinutes', error: 'check-in' },
      { field: 'maxPlayers', error: 'players' },
      { field: 'duplicate', error: 'duplicate-needed' },
    ]);
  });

  it('reads back the times it shows', () => {
    const at = new Date(2026, 10, 29, 14, 5).getTime();
    expect(fromLocalInput(localInput(at))).toBe(at);
    expect(fromLocalInput('')).toBeNaN();
  });
});

describe('following a tournament', () => {
  /** Timers and a page by hand: what is due runs when the test says. */
  function harness(answers: { version: number; open: boolean }[]) {
    const due: { work: () => void; id: number }[] = [];
    let id = 0;
    let hidden = false;
    let changed: (() => void) | null = null;
    const asked: number[] = [];
    const shown: number[] = [];
    const stop = startPolling({
      load: async () => {
        asked.push(asked.length);
        return answers[Math.min(asked.length - 1, answers.length - 1)] ?? null;
      },
      every: 1000,
      onAnswer: (v) => shown.push(v.version),
      goOn: (v) => v.open,
      timers: {
        set: (work) => {
          due.push({ work, id: ++id });
          return id;
        },
        clear: (handle) => {
          const i = due.findIndex((d) => d.id === handle);
          if (i >= 0) due.splice(i, 1);
        },
      },
      page: {
        hidden: () => hidden,
        watch: (f) => {
          changed = f;
          return () => {
            changed = null;
          };
        },
      },
    });
    const settle = () => new Promise((r) => setTimeout(r, 0));
    return {
      asked,
      shown,
      due,
      stop,
      settle,
      tick: async () => {
        due.shift()?.work();
        await settle();
      },
      hide: (on: boolean) => {
        hidden = on;
        changed?.();
      },
      listening: () => changed !== null,
    };
  }

  it('asks at once, then again after each answer, one request at a time', async () => {
    const h = harness([
      { version: 1, open: true },
      { version: 2, open: true },
    ]);
    await h.settle();
    expect(h.asked).toHaveLength(1);
    expect(h.due).toHaveLength(1);
    await h.tick();
    expect(h.shown).toEqual([1, 2]);
    expect(h.due).toHaveLength(1);
    h.stop();
  });

  it('stops while the page is hidden and asks once at once when it shows again', async () => {
    const h = harness([{ version: 1, open: true }]);
    await h.settle();
    h.hide(true);
    expect(h.due).toHaveLength(0);
    await h.settle();
    expect(h.asked).toHaveLength(1);
    h.hide(false);
    await h.settle();
    expect(h.asked).toHaveLength(2);
    expect(h.due).toHaveLength(1);
    h.stop();
  });

  it('tells a changed view by its version and by its entries, which change without it', () => {
    const before = viewOf({ status: 'upcoming', entrants: [entrant('a')] });
    expect(markOf(viewOf({ status: 'upcoming', entrants: [entrant('a')] }))).toBe(markOf(before));
    expect(markOf({ ...before, entrants: [entrant('a', { checkedIn: true })] })).not.toBe(markOf(before));
    expect(markOf({ ...before, entrants: [entrant('a'), entrant('b')] })).not.toBe(markOf(before));
    expect(markOf({ ...before, version: 2 })).not.toBe(markOf(before));
  });

  it('asks for my tables again while the view seats me at a table they do not list', () => {
    const live = { table: 't1', round: 1, pairing: 1, game: 0, seats: ['a', 'b'] };
    const view = { ...viewOf({ status: 'running', entrants: [entrant('a'), entrant('b')] }), live: [live] };
    const invite = { round: 1, table: 't1', invite: 'x' };
    expect(missingTable(view, 'a', { entrant: null, games: [] })).toBe(true);
    expect(missingTable(view, 'a', { entrant: null, games: [invite] })).toBe(false);
    expect(missingTable(view, 'c', { entrant: null, games: [] })).toBe(false);
  });

  it('stops for good when left (an answer on its way changes nothing) and when the tournament is over', async () => {
    const left = harness([{ version: 1, open: true }]);
    left.stop();
    await left.settle();
    expect(left.shown).toEqual([]);
    expect(left.due).toHaveLength(0);
    expect(left.listening()).toBe(false);
    left.hide(false);
    expect(left.asked).toHaveLength(1);

    const over = harness([
      { version: 1, open: true },
      { version: 2, open: false },
    ]);
    await over.settle();
    await over.tick();
    expect(over.shown).toEqual([1, 2]);
    expect(over.due).toHaveLength(0);
    expect(over.listening()).toBe(false);
  });
});
