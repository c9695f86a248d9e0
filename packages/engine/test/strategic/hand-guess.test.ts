/**
 * The strategic variant's guess at the hidden hands (`sample`: bots, and a delta's rebuilt view):
 * every view of a game rebuilds, whatever a hand could not have held when, and mid-turn.
 */
import { describe, expect, it } from 'vitest';
import { carcassonne, createMatch, gameDefinition, Mulberry32, type GameMatch } from '../../src/index.js';

const PLAYERS = ['Anna', 'Bo', 'Cas', 'Dee', 'Eli'].map((name, i) => ({
  name,
  color: ['red', 'blue', 'green', 'yellow', 'black'][i]!,
}));

/** The view of `seat` (a spectator's without) rebuilt by a guess: the same view, or the error. */
function rebuilt(m: GameMatch, seat: number | undefined, seed: number): string {
  const view = m.view(seat);
  const sampled = gameDefinition(view.game)!.sample(view, new Mulberry32(seed));
  if (!sampled.ok) return `${sampled.error.code}: ${sampled.error.message}`;
  return JSON.stringify(sampled.value.view(seat)) === JSON.stringify(view) ? 'same' : 'another view';
}

describe('the guess at the hidden hands (strategic variant)', () => {
  it('puts a tile drawn early later in its hand when it fit nowhere before its player’s turn', () => {
    // Seed g27's first 100 tiles, three players each playing the last legal move: at move 13
    // the B (a monastery) seat 0 plays came up when every open square needed a road or a city,
    // so seat 0 cannot have held it at its second turn; the first guess (the tiles revealed
    // first, in order) has it there, and the guess was refused.
    const players = PLAYERS.slice(0, 3);
    const full = createMatch({ preset: 'classic', options: { strategic: true }, players, seed: 'g27' });
    if (!full.ok) throw new Error(full.error.message);
    const tiles = (full.value.toRecord().tiles ?? []).slice(0, 100);
    const created = createMatch({ preset: 'classic', options: { strategic: true }, players, tiles });
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    const outcomes = new Set<string>();
    while (!m.finished && m.view().version < 40) {
      const r = m.play(m.actor, m.legalMoves().at(-1)!);
      if (!r.ok) throw new Error(r.error.message);
      for (const seat of [undefined, 0, 1, 2]) outcomes.add(rebuilt(m, seat, 1));
    }
    expect([...outcomes]).toEqual(['same']);
  });

  it('rebuilds every view of whole games, mid-turn too (a dragon’s flight, a wagon’s move)', () => {
    const cases: [string, Record<string, boolean>][] = [
      ['classic', {}],
      ['winter', {}],
      ['modern', { innsAndCathedrals: true, tradersAndBuilders: true }],
      ['classic', { abbeyAndMayor: true }],
      ['modern', { princessAndDragon: true, abbeyAndMayor: true }],
    ];
    const outcomes = new Map<string, number>();
    let views = 0;
    for (let g = 0; g < 10; g++) {
      const [preset, extra] = cases[g % cases.length]!;
      const players = PLAYERS.slice(0, 2 + (g % 4));
      const created = createMatch({
        preset,
        options: { strategic: true, ...extra },
        players,
        seed: `guess-${g}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(g);
      while (!m.finished) {
        const legal = m.legalMoves();
        const r = m.play(m.actor, g % 2 === 0 ? legal.at(-1)! : legal[rng.int(legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        if (m.finished) break;
        // One view a move, in turn: each seat's and the spectator's.
        const seat = views % (players.length + 1);
        const outcome = rebuilt(m, seat === players.length ? undefined : seat, views++);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }
    expect(views).toBeGreaterThan(500);
    expect([...outcomes.keys()]).toEqual(['same']);
  });
  it('while a wagon’s owner or the dragon’s stepper moves, the turn’s owner rebuilt ends the turn with its hand less the tile placed', () => {
    let found = 0;
    for (let g = 0; g < 200 && found < 20; g++) {
      const extra = g % 2 ? { abbeyAndMayor: true } : { princessAndDragon: true };
      const created = carcassonne.Match.create({
        game: 'carcassonne',
        preset: 'classic',
        options: { strategic: true, ...extra },
        players: PLAYERS.slice(0, 3) as carcassonne.PlayerInfo[],
        seed: `owner-${g}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(g);
      const midTurn = () => m.game.phase !== 'place' && m.game.turnOwner !== m.game.current;
      while (!m.finished && !midTurn()) {
        const legal = m.legalMoves();
        expect(m.play(legal[rng.int(legal.length)]!).ok).toBe(true);
      }
      if (m.finished) continue;
      found++;
      const owner = m.game.turnOwner;
      const placedId = m.game.types[m.game.placedType[m.game.placedCount - 1]!]!.id;
      const view = m.view(owner);
      const sampled = gameDefinition('carcassonne')!.sample(view, new Mulberry32(g));
      if (!sampled.ok) throw new Error(sampled.error.message);
      // The turn's last steps, the same on both; then the owner's hand but the tile drawn after play.
      while (!m.finished && m.game.phase !== 'place') {
        const legal = m.legalMoves();
        const move = legal[rng.int(legal.length)]!;
        expect(m.play(move).ok).toBe(true);
        expect(sampled.value.play(sampled.value.actor, move).ok).toBe(true);
      }
      const guessed = sampled.value.view(owner) as carcassonne.PlayerView;
      const after = m.view(owner);
      const placed = view.hand!.indexOf(placedId);
      if (placed < 0) {
        // An abbey (Abbey & Mayor) was placed: the hand stays as it was, nothing is drawn.
        expect(guessed.hand).toEqual(view.hand);
        expect(after.hand).toEqual(view.hand);
        continue;
      }
      const kept = (v: carcassonne.PlayerView) => (view.tilesLeft > 0 ? v.hand!.slice(0, -1) : v.hand);
      expect(kept(guessed)).toEqual(kept(after));
      expect(kept(after)).toEqual(view.hand!.filter((_, i) => i !== placed));
    }
    expect(found).toBe(20);
  });
});
