import type { TileCatalog } from '@carcassonne/engine';
import { kindAtPort } from '../render.js';
import type { LaidMove } from './choices.js';

const FIGURES: Readonly<Record<string, string>> = {
  big: 'big follower',
  builder: 'builder',
  pig: 'pig',
  abbot: 'abbot',
  mayor: 'mayor',
  wagon: 'wagon',
};
/** A follower's name on each kind of feature (docs/rules.md). */
const ROLES: Readonly<Record<string, string>> = {
  city: 'knight',
  road: 'robber',
  field: 'farmer',
  monastery: 'monk',
  district: 'follower',
  market: 'follower',
};
const WHERE: Readonly<Record<string, string>> = {
  city: 'in the city',
  road: 'on the road',
  field: 'in the field',
  monastery: 'in the monastery',
  district: 'in the district',
  market: 'in the market',
};
const CORNERS: Readonly<Record<string, string>> = {
  NE: 'north-east',
  SE: 'south-east',
  SW: 'south-west',
  NW: 'north-west',
};

/**
 * A piece choice in words: what follows a placement in a move (`N`, `E big`, `SW barn`, `recall`,
 * `fairy 1,0,N`) for tile `tile` turned `rotation`. The empty string is no piece.
 */
export function pieceWords(set: TileCatalog, tile: string, rotation: number, piece: string): string {
  if (piece === '') return 'no piece';
  const [first = '', second = ''] = piece.split(' ');
  if (first === 'recall') return 'take your abbot back (its monastery scores now)';
  if (first === 'fairy') return `move the fairy beside your follower at ${second}`;
  if (first === 'princess') return `the princess sends home the knight at ${second}`;
  if (first === 'portal') return `through the magic portal: a follower at ${second}`;
  if (second === 'barn') return `barn on the ${CORNERS[first] ?? first} corner`;
  const kind = kindAtPort(set, tile, rotation, first);
  const who = second === '' ? (ROLES[kind] ?? 'follower') : (FIGURES[second] ?? second);
  return `${who} ${WHERE[kind] ?? ''} at ${first}`.replace(/ {2,}/g, ' ');
}

/** How a laid move turns its tile and what piece it puts: `turned 90°, knight in the city at E`. */
export function turnAndPiece(set: TileCatalog, laid: LaidMove): string {
  return `turned ${laid.rotation}°, ${pieceWords(set, laid.tile, laid.rotation, laid.piece)}`;
}
