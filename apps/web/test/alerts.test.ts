/**
 * The alerts of an online table, without a browser: which changes alert (my turn begins, my game
 * ends, someone joins my table), which do not (the first state seen, my own last move, a
 * spectator, the same state again); the icon with a dot; deadlines in a given time zone.
 */
import { expect, it } from 'vitest';
import type { MyGame, SeatState, TableEvent, TableState } from '@carcassonne/protocol';
import { alertsBetween, gameAlerts, loadSoundSettings, type TableMoment } from '../src/online/alerts.js';
import { dottedIcon } from '../src/online/tab-badge.js';
import { dateTime, fromNow } from '../src/online/when.js';

const person = (user: string): SeatState => ({
  kind: 'human',
  user,
  name: user,
  connected: true,
  substitute: false,
});
const open: SeatState = { kind: 'open' };

function moment(
  status: TableState['status'],
  actor: number,
  seats: SeatState[],
  events: TableEvent[] = [],
): TableMoment {
  const state = { id: 't1', host: 'me', status, actor, seats, deadline: null } as unknown as TableState;
  return { state, events: events.map((event, i) => ({ seq: i + 1, event })) };
}
const move = (seat: number, by: 'player' | 'bot' = 'player'): TableEvent => ({
  kind: 'move',
  seat,
  move: 'x',
  version: 0,
  by,
  events: [],
});

it('alerts when my turn begins, once, and never for the first state seen', () => {
  const theirs = moment('playing', 1, [person('me'), person('bob')]);
  const mine = moment('playing', 0, [person('me'), person('bob')], [move(1)]);
  expect(alertsBetween(null, mine, 'me')).toEqual([]);
  expect(alertsBetween(theirs, mine, 'me')).toEqual(['turn']);
  expect(alertsBetween(mine, mine, 'me')).toEqual([]);
  // Bob sees my turn begin: nothing for him.
  expect(alertsBetween(theirs, mine, 'bob')).toEqual([]);
  // A spectator hears nothing.
  expect(alertsBetween(theirs, mine, 'watcher')).toEqual([]);
});

it('alerts at the end of my game unless my own move or resignation ended it', () => {
  const playing = moment('playing', 1, [person('me'), person('bob')]);
  const byBob = moment('finished', -1, [person('me'), person('bob')], [move(0), move(1)]);
  const byMe = moment('finished', -1, [person('me'), person('bob')], [move(1), move(0)]);
  const iResigned = moment(
    'finished',
    -1,
    [person('me'), person('bob')],
    [move(1), { kind: 'resigned', seat: 0 }],
  );
  expect(alertsBetween(playing, byBob, 'me')).toEqual(['over']);
  expect(alertsBetween(playing, byMe, 'me')).toEqual([]);
  expect(alertsBetween(playing, iResigned, 'me')).toEqual([]);
  expect(alertsBetween(playing, iResigned, 'bob')).toEqual(['over']);
});

it('no turn alert for the host who starts the game; the other player is told', () => {
  const waiting = moment('open', -1, [person('bob'), person('me')]);
  const hostFirst = moment('playing', 1, [person('bob'), person('me')]);
  const otherFirst = moment('playing', 0, [person('bob'), person('me')]);
  expect(alertsBetween(waiting, hostFirst, 'me')).toEqual([]);
  expect(alertsBetween(waiting, otherFirst, 'bob')).toEqual(['turn']);
});

it('alerts when another person takes a seat at my table before the start', () => {
  const waiting = moment('open', -1, [person('me'), open, open]);
  const joined = moment('open', -1, [person('me'), person('bob'), open]);
  expect(alertsBetween(waiting, joined, 'me')).toEqual(['joined']);
  expect(alertsBetween(joined, joined, 'me')).toEqual([]);
  // Bob himself, taking the seat, is not alerted.
  expect(alertsBetween(waiting, joined, 'bob')).toEqual([]);
});

it('puts a dot on the page icon and reads default settings without storage', () => {
  const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Crect/%3E%3C/svg%3E";
  const dotted = dottedIcon(icon);
  expect(dotted.startsWith(icon.slice(0, -'%3C/svg%3E'.length))).toBe(true);
  expect(dotted).toContain('circle');
  expect(dotted.endsWith('%3C/svg%3E')).toBe(true);
  expect(dottedIcon('/favicon.png')).toContain('circle');
  expect(loadSoundSettings()).toEqual({ muted: false, volume: 0.5 });
});

it('shows a deadline in the given time zone, and from now', () => {
  const at = Date.UTC(2026, 10, 27, 12, 0);
  expect(dateTime(at, 'en-GB', 'Europe/Stockholm')).toContain('13:00');
  expect(dateTime(at, 'en-GB', 'America/New_York')).toContain('07:00');
  expect(fromNow(at, at - 2 * 86_400_000, 'en')).toBe('in 2 days');
  expect(fromNow(at, at + 3 * 3_600_000, 'en')).toBe('3 hours ago');
});

it('alerts in the lobby when my turn comes at one of my games, one starts, or one ends', () => {
  const game = (table: string, yourTurn: boolean, status: MyGame['status'] = 'playing'): MyGame => ({
    table,
    preset: 'classic',
    status,
    seat: 0,
    actor: yourTurn ? 0 : 1,
    yourTurn,
    deadline: null,
    invite: null,
  });
  const first = [game('a', false), game('b', true)];
  expect(gameAlerts(null, first)).toEqual([]);
  expect(gameAlerts(first, first)).toEqual([]);
  expect(gameAlerts(first, [game('a', true), game('b', true)])).toEqual([{ kind: 'turn', table: 'a' }]);
  expect(gameAlerts(first, [game('b', true)])).toEqual([{ kind: 'over', table: 'a' }]);
  // A game that comes in already started (a tournament's): its start, or my turn when it is mine.
  expect(gameAlerts(first, [...first, game('c', false, 'playing')])).toEqual([
    { kind: 'started', table: 'c' },
  ]);
  expect(gameAlerts(first, [...first, game('c', true, 'playing')])).toEqual([{ kind: 'turn', table: 'c' }]);
  // A table I waited at, started later: no alert of its start.
  expect(gameAlerts([game('w', false, 'open')], [game('w', false, 'playing')])).toEqual([]);
  // A table waiting to start that goes away (cancelled) is no game over.
  expect(gameAlerts([game('w', false, 'open')], [])).toEqual([]);
});
