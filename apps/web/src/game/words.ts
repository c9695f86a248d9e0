import type { T } from '../i18n/index.js';
import type { Key } from '../i18n/index.js';
import { shieldsOf } from './breakdown.js';
import type { UiEvent } from './types.js';
import type { carcassonne, TileDef, theCity } from '@carcassonne/engine';
import { capitalize, tileWords } from './describe.js';

/** "Anna", "Anna and Bo", "Anna, Bo and Carl". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** The sentence of each kind of scoring of both games (a discard has its own, without points). */
const EVENT_WORDS = {
  road: 'ev.road',
  city: 'ev.city',
  monastery: 'ev.monastery',
  farm: 'ev.farm',
  pig: 'ev.pig',
  goods: 'ev.goods',
  fairy: 'ev.fairy',
  market: 'ev.market',
  district: 'ev.district',
  guard: 'ev.guard',
  tower: 'ev.tower',
} as const satisfies Record<
  Exclude<carcassonne.ScoreEvent['kind'] | theCity.CityScoreEvent['kind'], 'discard'>,
  Key
>;

function eventKey(e: UiEvent, shields: number): Key {
  if (e.kind === 'city' && shields > 0) return 'ev.cityShields';
  // A record of a later version may name a kind this one does not know: its points, plainly.
  return Object.hasOwn(EVENT_WORDS, e.kind) ? EVENT_WORDS[e.kind as keyof typeof EVENT_WORDS] : 'ev.other';
}

/** One scoring event in words, e.g. "Anna scores 8 for a city of 3 tiles and 1 shield". */
export function describeEvent(
  e: UiEvent,
  names: readonly string[],
  t: T,
  tileDef?: (id: string) => TileDef | undefined,
  markFinal = true,
): string {
  if (e.kind === 'discard')
    return capitalize(t('ev.discarded', { tile: tileWords(tileDef?.(e.tile ?? ''), t) }));
  const who = joinNames(
    e.players.map((p) => names[p] ?? '?'),
    t('ev.and'),
  );
  const shields = shieldsOf(e);
  const text = t(eventKey(e, shields), {
    who,
    points: e.points,
    tiles: e.tiles ?? 0,
    shields,
    cities: e.cities ?? 0,
    kinds: e.kinds ?? 0,
    markets: e.markets ?? 0,
  });
  const plural = e.players.length > 1 ? text.replace(` ${t('ev.verb1')} `, ` ${t('ev.verbN')} `) : text;
  return e.final && markFinal ? `${plural} ${t('ev.final')}` : plural;
}
