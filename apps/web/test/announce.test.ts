// What the online table's live region says besides the moves: the turn with its tile and the
// squares it fits, other people's chat lines (not my own), a clock near its end, the game's end.
import { describe, expect, it } from 'vitest';
import { translator } from '../src/i18n/index.js';
import { CLOCK_WARNING_S, tableNotes, turnWords } from '../src/online/announce.js';

const t = translator('en');
const base = {
  t,
  version: 7,
  placing: null,
  myTurn: false,
  chat: [],
  me: 'U1',
  actor: 'Bob',
  secondsLeft: null,
  over: null,
} as const;

describe('the online live region', () => {
  it('names the tile and where it fits, each square once', () => {
    const placements = [
      { x: 0, y: -1, rotation: 0 as const },
      { x: 0, y: -1, rotation: 90 as const },
      { x: 1, y: 0, rotation: 0 as const },
    ];
    expect(turnWords(undefined, placements, t)).toBe(
      `Your turn: ${t('tile.some')}. It fits in 2 places: north of the start; east of the start.`,
    );
    expect(turnWords(undefined, [], t)).toMatch(/It fits nowhere\.$/);
  });

  it('says other people’s chat lines as past news, not my own', () => {
    const notes = tableNotes({
      ...base,
      chat: [
        { user: 'U2', name: 'Bob', text: 'hi', at: 1 },
        { user: 'U1', name: 'Ann', text: 'hello', at: 2 },
      ],
    });
    expect(notes).toEqual([{ key: 'chat:1:U2', text: 'Bob in the chat: hi', history: true }]);
  });

  it('warns of a clock once it is near its end, once a turn', () => {
    expect(tableNotes({ ...base, secondsLeft: CLOCK_WARNING_S + 1 })).toEqual([]);
    expect(tableNotes({ ...base, secondsLeft: 4 })).toEqual([
      { key: 'clock:7', text: 'Time left for Bob: 4 seconds.' },
    ]);
  });

  it('says my turn and the end', () => {
    expect(tableNotes({ ...base, myTurn: true }).map((n) => n.key)).toEqual(['turn:7']);
    expect(tableNotes({ ...base, over: ['Game over'] })).toEqual([{ key: 'over', text: 'Game over' }]);
  });
});
