/// <reference types="node" />
/**
 * Rule-book conformance: every worked scoring example of the rule books, rebuilt as a small game
 * record (cases/*.carc.json) and replayed through `replayRecord`.
 *
 * Sources: the rule books (Dutch, 2000 rules; Swedish; German, Winter Edition; see docs/rules.md). The books' pictures are not in the text, so each layout is a
 * reconstruction that matches the numbers of the text exactly (tiles, shields, followers, points).
 *
 * Drawings: one tile = 3×3 characters showing its side ports as it lies on the board
 *   NNW N NNE / W id E / SSW S SSE   with  # city  = road  . field  * shield;
 *   `d` is the start tile D/WinD at (0,0); A and B are monasteries. x grows east, y grows south.
 * Ids are drawn without the `Win` prefix; winter records use WinA … WinX.
 *
 * What is compared: `finished`, `scores`, `winners`, and the scoring `events` projected onto
 * move, kind, points, players, tiles, cities, final (and tile for discards). Events caused by the
 * same move (and the final-scoring events) may come in any order, and `players` in any order; the
 * book's order of final scoring (incomplete features first, then farms) is checked separately.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/index.js';

type Preset = 'classic' | 'classic-se' | 'winter' | 'modern';
type Kind = 'road' | 'city' | 'monastery' | 'farm' | 'discard';
interface Ev {
  move: number | null;
  kind: Kind;
  points?: number;
  players?: string[];
  tiles?: number;
  cities?: number;
  final?: true;
  tile?: string;
}
interface Outcome {
  scores: Record<string, number>;
  events: Ev[];
  finished?: boolean;
}
interface RecordJson {
  preset: string;
  tiles: string[];
  moves: string[];
  [key: string]: unknown;
}

const CASES = new URL('./cases/', import.meta.url);
const load = (name: string): RecordJson =>
  JSON.parse(readFileSync(new URL(`${name}.carc.json`, CASES), 'utf8')) as RecordJson;

/** The same scenario under another preset (WinX ↔ X; only for records without animal tiles). */
function asPreset(rec: RecordJson, preset: Preset): RecordJson {
  const id = (t: string): string => {
    const base = t.replace(/^Win/, '');
    return preset === 'winter' ? `Win${base}` : base;
  };
  const move = (m: string): string => {
    const at = m.indexOf('@');
    return id(m.slice(0, at)) + m.slice(at);
  };
  return { ...rec, preset, tiles: rec.tiles.map(id), moves: rec.moves.map(move) };
}

// Event builders.
const at = (move: number, kind: Kind, points: number, players: string[], tiles: number): Ev => ({
  move,
  kind,
  points,
  players,
  tiles,
});
const fin = (kind: Kind, points: number, players: string[], tiles: number): Ev => ({
  move: null,
  kind,
  points,
  players,
  tiles,
  final: true,
});
const farm = (points: number, players: string[], cities: number): Ev => ({
  move: null,
  kind: 'farm',
  points,
  players,
  cities,
  final: true,
});

const FIELDS = ['move', 'kind', 'points', 'players', 'tiles', 'cities', 'final', 'tile'] as const;
function project(e: object): Record<string, unknown> {
  const src = e as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of FIELDS) {
    const v = src[k];
    if (v === undefined) continue;
    out[k] = k === 'players' ? [...(v as string[])].sort() : v;
  }
  return out;
}
const sortKey = (e: Record<string, unknown>): string =>
  JSON.stringify([
    e.move ?? 1e9,
    e.kind === 'farm' ? 1 : 0,
    e.kind,
    e.points,
    e.players,
    e.tiles,
    e.cities,
    e.tile,
  ]);
const canon = (list: readonly object[]): Record<string, unknown>[] =>
  list.map(project).sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));

function replayOk(rec: RecordJson) {
  const r = replayRecord(rec);
  if (!r.ok)
    throw new Error(`replay refused the record: exit ${r.error.exit} ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function check(rec: RecordJson, want: Outcome): void {
  const got = replayOk(rec);
  const finished = want.finished ?? true;
  expect(got.finished, 'finished').toBe(finished);
  expect(got.scores, 'scores').toEqual(want.scores);
  const max = Math.max(...Object.values(want.scores));
  const winners = finished ? Object.keys(want.scores).filter((n) => want.scores[n] === max) : [];
  expect([...got.winners].sort(), 'winners').toEqual(winners.sort());
  expect(canon(got.events), 'events').toEqual(canon(want.events));
  // Order: events of the game by move, then final scoring: incomplete features before farms.
  const moves = got.events.map((e) => (e.move === null ? Infinity : e.move));
  expect(moves, 'events in move order, final scoring last').toEqual([...moves].sort((a, b) => a - b));
  const finals = got.events.filter((e) => e.move === null);
  const firstFarm = finals.findIndex((e) => e.kind === 'farm');
  if (firstFarm >= 0)
    expect(
      finals.slice(firstFarm).every((e) => e.kind === 'farm'),
      'farms after incomplete features',
    ).toBe(true);
  for (const e of got.events)
    expect(e.final === true, `final flag of ${JSON.stringify(e)}`).toBe(e.move === null);
}

/**
 * One rule-book scenario: the record file under its own preset, plus the same layout under
 * further presets where the books' rules give the same (or the stated) result.
 */
function scenario(name: string, want: Outcome, also: Partial<Record<Preset, Outcome | 'same'>> = {}): void {
  const rec = load(name);
  it(`${name} [${rec.preset}]`, () => check(rec, want));
  for (const [preset, w] of Object.entries(also) as [Preset, Outcome | 'same'][]) {
    it(`${name} [as ${preset}]`, () => check(asPreset(rec, preset), w === 'same' ? want : w));
  }
}
const ALL_SAME = { modern: 'same', classic: 'same', 'classic-se': 'same' } as const;

function refused(name: string, exit: 1 | 2, move?: number): void {
  it(`${name} → exit ${exit}`, () => {
    const r = replayRecord(load(name));
    expect(r.ok, 'the record must be refused').toBe(false);
    if (r.ok) return;
    expect(r.error.exit).toBe(exit);
    if (move !== undefined) expect(r.error.message).toMatch(new RegExp(`^move ${move}\\b`));
  });
}

describe('seed 004 (Winter-Edition, German): completed roads', () => {
  // 004: "Für eine fertige Straße erhält der Spieler, der auf dieser Straße einen Wegelagerer hat,
  // so viele Punkte, wie die Straße „lang“ ist (Anzahl der Karten)." — "Rot erhält 4 Punkte."
  // Crossroads (W) to crossroads (W): 4 tiles.
  //         -1      0      1      2
  //        . . .  # # #  . . .  . . .
  // y=0    = W =  = d =  = U =  = W =
  //        . = .  . . .  . . .  . = .
  //   followers: Red robber W(-1,0)
  scenario('004-road-4', { scores: { Red: 4, Blue: 0 }, events: [at(2, 'road', 4, ['Red'], 4)] }, ALL_SAME);

  // 004: "Rot erhält 3 Punkte." — a road from a monastery (A) to a city (S): 3 tiles.
  //         -1      0      1
  //        . . .  # # #  # # #
  // y=0    . A =  = d =  = S*#
  //        . . .  . . .  # # #
  //   followers: Red robber A(-1,0)
  scenario('004-road-3', { scores: { Red: 3, Blue: 0 }, events: [at(1, 'road', 3, ['Red'], 3)] }, ALL_SAME);

  // 004: "… oder wenn die Straße einen geschlossenen Kreis ergibt." — a loop of 4 curves.
  //          0      1
  //        # # #
  // y=0    = d =
  //        . . .
  //        . . .  . . .
  // y=1    . V =  = V .
  //        . = .  . = .
  //        . = .  . = .
  // y=2    . V =  = V .
  //        . . .  . . .
  //   followers: Red robber V(0,1)
  scenario(
    '004-road-loop',
    { scores: { Red: 4, Blue: 0 }, events: [at(3, 'road', 4, ['Red'], 4)] },
    ALL_SAME,
  );

  // 004: "Auch die 12 zusätzlichen Karten mit Tier-Illustrationen werden nach den üblichen Regeln
  // gespielt." — road-4 again with WinTierD (monastery, as A) and WinTierA (crossroads, as W).
  //         -1      0      1      2
  //        . . .  # # #  . . .  . . .
  // y=0    . TD=  = d =  = U =  = TA=
  //        . . .  . . .  . . .  . = .      Red robber on WinTierD(-1,0)
  scenario('004-animal-tiles-usual-rules', {
    scores: { Red: 4, Blue: 0 },
    events: [at(2, 'road', 4, ['Red'], 4)],
  });
});

describe('seed 004: completed cities', () => {
  // 004: "Rot erhält 8 Punkte (3 Stadtteile und 1 Wappen)." — D + M (shield) + E.
  //          0      1
  //        . . .  . . .
  // y=-1   . M*#  # E .
  //        # # #  . . .
  //        # # #
  // y=0    = d =
  //        . . .
  //   followers: Red knight M(0,-1)
  scenario(
    '004-city-3-tiles-1-shield',
    { scores: { Red: 8, Blue: 0 }, events: [at(1, 'city', 8, ['Red'], 3)] },
    ALL_SAME,
  );

  // 004: "Rot enthält 8 Punkte (4 Stadtteile und kein Wappen). Wenn die beiden Stadtteile in 1 Stadt
  // liegen, zählen sie nur als 1 Stadtteil." — a ring of I + 3 N: I's two separate city segments
  // both belong to the ring, 5 segments on 4 tiles.
  //          0      1
  //        # # #
  // y=0    = d =
  //        . . .
  //        . . .  . . .
  // y=1    . I #  # N .
  //        # # #  # # #
  //        # # #  # # #
  // y=2    . N #  # N .
  //        . . .  . . .
  //   followers: Red knight I(0,1)
  scenario(
    '004-city-4-tiles-no-shield',
    { scores: { Red: 8, Blue: 0 }, events: [at(3, 'city', 8, ['Red'], 4)] },
    ALL_SAME,
  );

  // 004: "Die neue Karte verbindet die vorher getrennten Stadtteile zu einer fertigen Stadt. Blau und
  // Rot erhalten beide die volle Punktzahl, nämlich 10 Punkte" — Red's knight in d+M, Blue's in D;
  // the new N joins them: 4 tiles + 1 shield.
  //         -1      0
  //        . . .  . . .
  // y=-1   . N #  # M*.
  //        # # #  # # #
  //        # # #  # # #
  // y=0    = D =  = d =
  //        . . .  . . .
  //   followers: Red knight M(0,-1); Blue knight D(-1,0)
  scenario(
    '004-city-tie-10',
    { scores: { Red: 10, Blue: 10 }, events: [at(2, 'city', 10, ['Red', 'Blue'], 4)] },
    ALL_SAME,
  );
});

describe('seed 004: monasteries and the return of followers', () => {
  // 004: "Rot erhält 9 Punkte (für 8 umliegende Karten und das Kloster selbst)."
  //         -1      0      1
  //        . . .  # # #  . . .
  // y=0    = U =  = d =  = U =
  //        . . .  . . .  . . .
  //        . . .  . . .  . . .
  // y=1    # E .  . B .  . E #
  //        . . .  . . .  . . .
  //        . . .  . . .  . . .
  // y=2    . E .  . E .  . E .
  //        # # #  # # #  # # #
  //   followers: Red monk B(0,1)
  scenario(
    '004-monastery-9',
    { scores: { Red: 9, Blue: 0 }, events: [at(7, 'monastery', 9, ['Red'], 9)] },
    ALL_SAME,
  );

  // 004 "Rückkehr der Gefolgsleute": "Es ist möglich, im selben Zug einen Gefolgsmann zu setzen,
  // sofort zu werten und den Gefolgsmann wieder zurück zu bekommen." — "Rot erhält 3 Punkte." /
  // "Rot erhält 4 Punkte." Red's knight on the tile completing a 2-tile city (4), then Red's
  // robber on the tile completing a 3-tile road (3). Under 000's small-city rule the city gives 2.
  //         -1      0      1
  //               . . .
  // y=-1          . E .
  //               # # #
  //        . . .  # # #  # # #
  // y=0    . A =  = d =  = S*#
  //        . . .  . . .  # # #
  //   followers: Red knight E(0,-1); Red robber S(1,0)
  scenario(
    '004-return-followers',
    { scores: { Red: 7, Blue: 0 }, events: [at(0, 'city', 4, ['Red'], 2), at(2, 'road', 3, ['Red'], 3)] },
    {
      modern: 'same',
      'classic-se': 'same',
      classic: {
        scores: { Red: 5, Blue: 0 },
        events: [at(0, 'city', 2, ['Red'], 2), at(2, 'road', 3, ['Red'], 3)],
      },
    },
  );
});

describe('seed 004: final scoring of incomplete roads, cities and monasteries', () => {
  // 004: "Grün erhält für die große unfertige Stadt 8 Punkte (5 Stadtteile, 3 Wappen). Schwarz erhält
  // nichts, da Grün mit 2 Rittern die Mehrheit in der Stadt hat." — Green's knights on both D
  // tiles, Black's on Q; the two M tiles join the three parts; Q's south side stays open.
  //         -1      0      1
  //        . . .  # # #  . . .
  // y=0    = D =  = d =  = D =
  //        # # #  . . .  # # #
  //        # # #  . . .  # # #
  // y=1    . M*#  # Q*#  # M*.
  //        . . .  # # #  . . .
  //   followers: Green knight D(-1,0); Black knight Q(0,1); Green knight D(1,0)
  scenario(
    '004-final-city-majority',
    { scores: { Green: 8, Black: 0 }, events: [fin('city', 8, ['Green'], 5)] },
    ALL_SAME,
  );

  // 004: "Für die nicht fertige Straße erhält Rot 3 Punkte (3 Straßenabschnitte)."
  //         -1      0      1
  //        . . .  # # #  . . .
  // y=0    = U =  = d =  = U =
  //        . . .  . . .  . . .
  //   followers: Red robber U(1,0)
  scenario('004-final-road', { scores: { Red: 3, Blue: 0 }, events: [fin('road', 3, ['Red'], 3)] }, ALL_SAME);

  // 004: "Gelb erhält für das nicht fertige Kloster 5 Punkte (4 unliegende Karten und die Klosterkarte)."
  //         -1      0      1
  //        . . .  # # #  . . .
  // y=0    = U =  = d =  = U =
  //        . . .  . . .  . . .
  //               . . .
  // y=1           . B .
  //               . . .
  //               . . .
  // y=2           . E .
  //               # # #
  //   followers: Yellow monk B(0,1)
  scenario(
    '004-final-monastery',
    { scores: { Yellow: 5, Red: 0 }, events: [fin('monastery', 5, ['Yellow'], 5)] },
    ALL_SAME,
  );

  // 004: "Blau erhält für die nicht fertige Stadt 3 Punkte. (2 Stadtteile, 1 Wappen)" — "Auch ein
  // Wappen zählt jetzt nur 1 Punkt." (000: "Een stad brengt per stadsdeel en per wapenschild 1 punt
  // op." — no small-city exception at the end.)
  //          0
  //        # # #
  // y=-1   . F*.
  //        # # #
  //        # # #
  // y=0    = d =
  //        . . .
  //   followers: Blue knight F(0,-1)
  scenario(
    '004-final-city-shield',
    { scores: { Blue: 3, Red: 0 }, events: [fin('city', 3, ['Blue'], 2)] },
    ALL_SAME,
  );
});

describe('seed 004: farmers (3 points per completed city, field by field)', () => {
  // 004: "Blau erhält 6 Punkte. Rot erhält 3 Punkte. Die nicht fertige Stadt bringt keine Punkte."
  // Blue's field (south of the road, through H) touches the two completed cities of H and the
  // incomplete city of E(0,2); Red's field (around E(0,-1)) touches the city d+E.
  //         -1      0      1
  //               . . .
  // y=-1          . E .
  //               # # #
  //               # # #
  // y=0           = d =
  //               . . .
  //        . . .  . . .  . . .
  // y=1    . E #  # H #  # E .
  //        . . .  . . .  . . .
  //               . . .
  // y=2           . E .
  //               # # #
  //   followers: Red farmer E(0,-1); Blue farmer H(0,1)
  scenario(
    '004-farm-blue-6-red-3',
    { scores: { Red: 3, Blue: 6 }, events: [farm(6, ['Blue'], 2), farm(3, ['Red'], 1)] },
    { modern: 'same' },
  );

  // 004: "Blau erhält 9 Punkte (6 Punkte für den oberen Bauern und 3 Punkte für den unteren)."
  // "Grenzt eine Stadt an mehrere Wiesen, erhalten alle Besitzer dieser Wiesen für die Stadt 3 Punkte."
  // Upper field touches both cities (d+E and E+E); lower field (d's strip) touches d+E only.
  //          0      1
  //        . . .
  // y=-3   . E .
  //        # # #
  //        # # #
  // y=-2   . E .
  //        . . .
  //        . . .
  // y=-1   . E .
  //        # # #
  //        # # #  . . .
  // y=0    = d =  = U =
  //        . . .  . . .
  //   followers: Blue farmer E(0,-1); Blue farmer U(1,0)
  scenario(
    '004-farm-blue-9-two-fields',
    { scores: { Blue: 9, Red: 0 }, events: [farm(6, ['Blue'], 2), farm(3, ['Blue'], 1)] },
    { modern: 'same' },
  );

  // 004: "Blau besitzt die kleine Wiese. Er erhält für die Stadt A 3 Punkte. Rot besitzt die große
  // Wiese. Er hat die Mehrheit mit 2 Bauern. Rot erhält 6 Punkte (je 3 für die Städte A und B).
  // Gelb hat nur keine Mehrheit auf der Wiese und bekommt keine Punkte."
  // City A = d+E(0,-1), city B = E(0,1)+E(0,2). Small field: around E(0,-1). The big field is
  // three parts — north of the road (Red on W), south of the road (Yellow on E(0,1)), south-west
  // of the crossroads (Red on U(-2,0)) — joined by the two monastery tiles A(1,0) and A(-1,1).
  //         -2     -1      0      1
  //                      . . .
  // y=-1                 . E .
  //                      # # #
  //        . . .  . . .  # # #  . . .
  // y=0    = U =  = W =  = d =  = A .
  //        . . .  . = .  . . .  . . .
  //               . = .  . . .
  // y=1           . A .  . E .
  //               . . .  # # #
  //                      # # #
  // y=2                  . E .
  //                      . . .
  //   followers: Red farmer W(-1,0); Yellow farmer E(0,1); Blue farmer E(0,-1); Red farmer U(-2,0)
  scenario(
    '004-farm-small-big-majority',
    { scores: { Red: 6, Yellow: 0, Blue: 3 }, events: [farm(6, ['Red'], 2), farm(3, ['Blue'], 1)] },
    { modern: 'same' },
  );

  // 004: "Blau erhält 3 Punkte für Stadt A. Auf der großen Wiese haben Rot und Gelb je 2 Bauern.
  // Beide besitzen diese Wiese. Beide erhalten 6 Punkte (je 3 Punkte für die Städte A und B)."
  // As above; Yellow's second farmer stands around E(0,2), joined to the big field by V(-1,2).
  //         -2     -1      0      1
  //                      . . .
  // y=-1                 . E .
  //                      # # #
  //        . . .  . . .  # # #  . . .
  // y=0    = U =  = W =  = d =  = A .
  //        . . .  . = .  . . .  . . .
  //               . = .  . . .
  // y=1           . A .  . E .
  //               . . .  # # #
  //               . . .  # # #
  // y=2           = V .  . E .
  //               . = .  . . .
  //   followers: Red farmer W(-1,0); Yellow farmer E(0,1); Blue farmer E(0,-1); Red farmer U(-2,0); Yellow farmer E(0,2)
  scenario(
    '004-farm-small-big-tie',
    { scores: { Red: 6, Yellow: 6, Blue: 3 }, events: [farm(6, ['Red', 'Yellow'], 2), farm(3, ['Blue'], 1)] },
    { modern: 'same' },
  );

  // 004 "Beispiel für die Bauernwertung": "Wiese 1: Blau … erhält also 6 Punkte. Wiese 2: Rot und
  // Blau besitzen die Wiese 2. Insgesamt 3 fertige Städte (A, B und C) … Rot und Blau erhalten je
  // 9 Punkte. … Die Stadt links unten ist nicht fertig gebaut. … Wiese 3: Gelb besitzt Wiese 3, da
  // er dort einen Bauern mehr hat als Schwarz. 4 fertige Städte grenzen an Wiese 3 … Gelb erhält
  // 12 Punkte."
  // Cities: A = d+E(0,-1), B = D(1,0)+E(1,-1), C = D(-2,0)+E(-2,-1); between the H tiles and with
  // E(1,1), E(-1,2)+K(0,2) four more. H(-2,1)'s west city stays open ("links unten").
  // Wiese 1 = fields of E(0,-1)+E(1,-1): Blue. Wiese 2 = the strip between the cities of row 0 and
  // the road: Red on D(1,0), Blue on D(-2,0). Wiese 3 = south of the road with the H tiles: Yellow
  // on H(0,1) and H(-2,1), Black on H(-1,1). The last tile U(-1,0) joins the parts of Wiese 2 and 3.
  //         -2     -1      0      1
  //        . . .         . . .  . . .
  // y=-1   . E .         . E .  . E .
  //        # # #         # # #  # # #
  //        # # #  . . .  # # #  # # #
  // y=0    = D =  = U =  = d =  = D =
  //        . . .  . . .  . . .  . . .
  //        . . .  . . .  . . .  . . .
  // y=1    # H #  # H #  # H #  # E .
  //        . . .  . . .  . . .  . . .
  //               . . .  . . .
  // y=2           . E #  # K =
  //               . . .  . = .
  //   followers: Yellow farmer H(0,1); Black farmer H(-1,1); Red farmer D(1,0); Blue farmer E(0,-1); Yellow farmer H(-2,1); Blue farmer D(-2,0)
  scenario(
    '004-farm-wiese-1-2-3',
    {
      scores: { Yellow: 12, Black: 0, Red: 9, Blue: 15 },
      events: [farm(6, ['Blue'], 2), farm(9, ['Red', 'Blue'], 3), farm(12, ['Yellow'], 4)],
    },
    { modern: 'same' },
  );

  // 004 "Wie können mehrere Gefolgsleute auf einem Bauwerk stehen?": "Zug 1: Blau setzt einen Bauern
  // auf die Wiese. Zug 2: Rot legt die Karte oben rechts an und setzt seinen Bauern … da die beiden
  // Wiesen zu diesem Zeitpunkt noch nicht verbunden sind. … Über die Ecken sind die Wiesen nicht
  // verbunden! Zug 3: Nun werden die beiden Wiesen zu einer größeren Wiese verbunden."
  // The joined field has one farmer each and touches the completed city d+E: both own it.
  //          0      1
  //        . . .  # # #
  // y=-1   . E .  . E .
  //        # # #  . . .
  //        # # #  . . .
  // y=0    = d =  = U =
  //        . . .  . . .
  //   followers: Blue farmer E(0,-1); Red farmer U(1,0)
  scenario(
    '004-farm-corner-join',
    { scores: { Blue: 3, Red: 3 }, events: [farm(3, ['Blue', 'Red'], 1)] },
    { modern: 'same', classic: { scores: { Blue: 4, Red: 4 }, events: [farm(4, ['Blue', 'Red'], 1)] } },
  );
});

describe('seeds 000 and 003: the small city', () => {
  // 000: "Enige uitzondering: een 'kleine' afgewerkte stad van twee kaartjes, brengt slechts 2 punten op!"
  //          0
  //        . . .
  // y=-1   . E .
  //        # # #
  //        # # #
  // y=0    = d =
  //        . . .
  //   followers: Red knight E(0,-1)
  scenario('000-small-city-classic', { scores: { Red: 2, Blue: 0 }, events: [at(0, 'city', 2, ['Red'], 2)] });
  // 003: "… får 2 poäng för varje segment i staden (antalet brickor som använts)." — no exception.
  scenario('003-small-city-classic-se', {
    scores: { Red: 4, Blue: 0 },
    events: [at(0, 'city', 4, ['Red'], 2)],
  });
  // 004: "2 Punkte für jeden Stadtteil" — no exception either (modern; winter the same).
  scenario(
    '004-small-city-modern',
    { scores: { Red: 4, Blue: 0 }, events: [at(0, 'city', 4, ['Red'], 2)] },
    { winter: 'same' },
  );
});

describe('seeds 000 and 003: farmers (4 points per completed city, city by city)', () => {
  // 000 voorbeeld 1: "De stad grenst aan drie weidelandschappen. Daarbinnen staan samen 2 blauwe en
  // één rode boer. Blauw krijgt de 4 punten."
  // City d+G+E. Field 1: d's strip + U(-1,0) + B(-1,-1) + west of G (Blue on U). Field 2: east of
  // G (Red on G). Field 3: around E(0,-2) (Blue on E). Blue 2 : Red 1 summed over the fields.
  // 003: "… får den spelare som har flest bönder i någon av dessa bondgårdar de 4 poängen."
  //         -1      0
  //               . . .
  // y=-2          . E .
  //               # # #
  //        . . .  # # #
  // y=-1   . B .  . G .
  //        . . .  # # #
  //        . . .  # # #
  // y=0    = U =  = d =
  //        . . .  . . .
  //   followers: Blue farmer U(-1,0); Red farmer G(0,-1); Blue farmer E(0,-2)
  scenario('000-farm-three-fields', { scores: { Blue: 4, Red: 0 }, events: [farm(4, ['Blue'], 1)] });
  scenario('003-farm-three-fields', { scores: { Blue: 4, Red: 0 }, events: [farm(4, ['Blue'], 1)] });

  // 000 voorbeeld 2: "Aan de kleine stad grenzen twee weidelandschappen. In het ene staat een rode
  // boer in het andere een blauwe boer. Beide spelers krijgen 4 punten voor die stad. Aan de grote
  // stad grenzen eveneens 2 weidelandschappen. In elk van die landschappen staat een blauwe boer.
  // Blauw ontvangt nog eens 4 punten. (Niet dubbel tellen!)"
  // Big city d+N(0,-1)+E(1,-1): fields "north-west of N" (Blue on N) and "strip of d + U + around
  // E(1,-1) + around E(2,-1)" (Blue on E(2,-1)). Small city E(2,-1)+E(3,-1): that second field and
  // the field around E(3,-1) (Red).
  //          0      1      2      3
  //        . . .  . . .  . . .  . . .
  // y=-1   . N #  # E .  . E #  # E .
  //        # # #  . . .  . . .  . . .
  //        # # #  . . .
  // y=0    = d =  = U =
  //        . . .  . . .
  //   followers: Blue farmer N(0,-1); Blue farmer E(2,-1); Red farmer E(3,-1)
  scenario('000-farm-not-double', {
    scores: { Blue: 8, Red: 4 },
    events: [farm(4, ['Blue'], 1), farm(4, ['Blue', 'Red'], 1)],
  });
  scenario('003-farm-not-double', {
    scores: { Blue: 8, Red: 4 },
    events: [farm(4, ['Blue'], 1), farm(4, ['Blue', 'Red'], 1)],
  });
});

describe('seeds 000 and 004: followers run out and come back', () => {
  // 000: "Heeft een speler na verloop van tijd geen figuren meer in zijn voorraad, dan kan hij enkel
  // nog kaartjes aanleggen. Door 'gepast' inzetten zal hij later zijn ingezette figuren wel terug
  // krijgen" — 004: "Die Spieler können sie ab dem nächsten Zug wieder … neu einsetzen."
  // Red puts 6 monks out, then a knight that completes d+E at once (2 points, knight returned), so
  // the farmer on U(-4,0) is Red's 7th follower on the board and is legal. The same record with a
  // farmer instead of the knight on E is refused at move 14 (err-no-followers-left, below).
  // Final: monasteries 6,6,6,6 (B) and 5,5 (A); the row's north field touches d+E: 4.
  //         -4     -3     -2     -1      0      1      2      3      4
  //                                    . . .
  // y=-1                               . E .
  //                                    # # #
  //        . . .  . . .  . . .  . . .  # # #  . . .  . . .  . . .  . . .
  // y=0    = U =  = U =  = U =  = U =  = d =  = U =  = U =  = U =  = U =
  //        . . .  . . .  . . .  . . .  . . .  . . .  . . .  . . .  . . .
  //                      . . .  . . .  . . .  . . .  . . .  . . .
  // y=1                  . A .  . B .  . B .  . B .  . B .  . A .
  //                      . = .  . . .  . . .  . . .  . . .  . = .
  //   followers: Red monk B(0,1); Red monk B(1,1); Red monk B(-1,1); Red monk B(2,1); Red monk A(-2,1); Red monk A(3,1); Red knight E(0,-1); Red farmer U(-4,0)
  scenario('000-followers-returned', {
    scores: { Red: 40, Blue: 0 },
    events: [
      at(12, 'city', 2, ['Red'], 2),
      fin('monastery', 6, ['Red'], 6),
      fin('monastery', 6, ['Red'], 6),
      fin('monastery', 6, ['Red'], 6),
      fin('monastery', 6, ['Red'], 6),
      fin('monastery', 5, ['Red'], 5),
      fin('monastery', 5, ['Red'], 5),
      farm(4, ['Red'], 1),
    ],
  });
});

describe('seeds 000 and 004: discarded tiles, unfinished records', () => {
  // 000: "In het zeldzame geval dat een speler het getrokken kaartje niet kan aanleggen, wordt dit uit
  // het spel genomen en mag die speler een nieuw kaartje trekken en leggen." After d+E the city tile
  // C fits nowhere; Blue draws again and places U with a robber (final: road d+U, 2).
  //          0      1
  //        . . .
  // y=-1   . E .
  //        # # #
  //        # # #  . . .
  // y=0    = d =  = U =
  //        . . .  . . .
  //   followers: Blue robber U(1,0)
  scenario('discard', {
    scores: { Red: 0, Blue: 2 },
    events: [{ move: 1, kind: 'discard', tile: 'C' }, fin('road', 2, ['Blue'], 2)],
  });
  // notation.md: a record that stops before the end is a game in progress — no final scoring.
  scenario('unfinished', { scores: { Red: 0, Blue: 0 }, events: [], finished: false });
});

describe('illegal and malformed records', () => {
  // 004: "Ein Anlegen Ecke an Ecke ist nicht zulässig." — U touches d only at a corner.
  refused('err-corner-contact', 1, 0);
  // 004: "So z. B. darf nicht angelegt werden." — E's field faces d's city.
  refused('err-edge-mismatch', 1, 0);

  // 000 voorbeeld 1: "Speler blauw kan enkel zijn figuur als 'boer' inzetten. Het stadsdeel op zijn
  // kaartje is nl. verbonden met het stadsdeel … waarop reeds een rode 'ridder' staat." / 004: "Blau
  // darf keinen Ritter in die Stadt setzen, die Stadt ist schon besetzt. Er darf einen Wegelagerer
  // auf die Straße stellen …" — Blue's knight on K(1,-1) is refused, Blue's robber is fine (and
  // Red's knight scores the city d+N+K: 6; Blue's robber: road of 1 tile at the end).
  //          0      1
  //        . . .  . . .
  // y=-1   . N #  # K =
  //        # # #  . = .
  //        # # #
  // y=0    = d =
  //        . . .
  //   followers: Red knight N(0,-1); Blue knight K(1,-1)
  refused('err-knight-occupied-city', 1, 1);
  scenario('ok-knight-occupied-city-robber', {
    scores: { Red: 6, Blue: 1 },
    events: [at(1, 'city', 6, ['Red'], 3), fin('road', 1, ['Blue'], 1)],
  });

  // 004: "Blau darf keinen Wegelagerer einsetzen, die Straße ist schon besetzt. Er darf einen Mönch
  // einsetzen oder einen Bauern auf die Wiese legen." — final: Red's road d+U+A 3, Blue's monk 2.
  //          0      1      2
  //        # # #  . . .  . . .
  // y=0    = d =  = U =  = A .
  //        . . .  . . .  . . .
  //   followers: Red robber U(1,0); Blue robber A(2,0)
  refused('err-robber-occupied-road', 1, 1);
  scenario('ok-robber-occupied-road-monk', {
    scores: { Red: 3, Blue: 2 },
    events: [fin('road', 3, ['Red'], 3), fin('monastery', 2, ['Blue'], 2)],
  });

  // 004: "Der Spieler, der die neue Karte gelegt hat, darf keinen Bauern setzen, da auf der nun
  // verbundenen Wiese bereits Bauern stehen." — the joining tile of 004-farm-corner-join with a farmer,
  // and the joining tile U(-1,0) of 004-farm-wiese-1-2-3 (three fields of Wiese 3) with a farmer.
  refused('err-farmer-joined-field', 1, 2);
  refused('err-farmer-three-fields-joined', 1, 11);

  // 000 voorbeeld 2: "In dat weiland staat (drie kaartjes verder) reeds een rode figuur. Hierdoor kan
  // rood geen nieuwe 'boer' meer plaatsen. Hij heeft wel nog de keuze … als 'boer' op het apart
  // begrensde weiland te plaatsen." — own farmer, same field: refused; the field across the road: fine.
  //         -1      0      1      2
  //        . . .  # # #  . . .  . . .
  // y=0    = U =  = d =  = U =  = U =
  //        . . .  . . .  . . .  . . .
  //   followers: Red farmer U(1,0); Red farmer U(-1,0)
  refused('err-own-farmer-field', 1, 2);
  scenario('ok-own-farmer-other-field', { scores: { Red: 0, Blue: 0 }, events: [] });

  // 000/004: 7 followers — Red's 8th placement with all 7 on the board.
  refused('err-no-followers-left', 1, 14);

  // notation.md: the tile in a move must be the drawn one; nothing after the last tile.
  refused('err-wrong-tile', 1, 0);
  refused('err-move-after-end', 1, 1);

  // Malformed (exit 2): unknown tile ids, more C tiles than the set holds (1), bad move grammar.
  refused('err-unknown-tile', 2);
  refused('err-unknown-tile-winter', 2);
  refused('err-too-many-tiles', 2);
  refused('err-bad-grammar', 2);
});
