import type { JSX } from 'preact';
import type { Key } from '../i18n/index.js';
import type { BoardFollower } from '../board/config.js';
import { positionWords, segmentAtPort, segmentWords, SIDE_DIR, tileWords } from '../game/describe.js';
import type { WordContext } from '../game/describe.js';
import type { UiTile, UiWall } from '../game/types.js';
import { useT } from './context.js';

/**
 * The board as text, for screen readers and anyone who prefers a list: every tile in reading
 * order (north to south, west to east) with where it lies, what it shows and whose followers
 * stand on it, and the wall pieces.
 */
export function BoardText({
  tiles,
  followers,
  wall,
  words,
}: {
  tiles: readonly UiTile[];
  followers: readonly BoardFollower[];
  wall: readonly UiWall[];
  words: WordContext;
}): JSX.Element {
  const t = useT();
  const sorted = [...tiles].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <details class="board-text">
      <summary>{t('text.title', { n: tiles.length })}</summary>
      <ul data-board-text>
        {sorted.map((tile) => {
          const def = words.tileDef(tile.tile);
          const here = followers.filter((f) => f.x === tile.x && f.y === tile.y);
          const people = here.flatMap((f) => {
            const seg = def ? segmentAtPort(def, tile.rotation, f.port) : undefined;
            if (!def || !seg) return [];
            const role = words.roles[seg.kind];
            return [
              t('text.follower', {
                who: words.names[f.player] ?? '?',
                role: t(role ? (`role.${role}` as Key) : 'role.follower'),
                where: segmentWords(def, tile.rotation, seg, t),
              }),
            ];
          });
          const guards = wall
            .filter((w) => w.x === tile.x && w.y === tile.y && w.guard !== undefined)
            .map((w) =>
              t('text.guard', {
                who: words.names[w.guard!] ?? '?',
                side: t(`side.${SIDE_DIR[w.side]}`),
              }),
            );
          const walls = wall
            .filter((w) => w.x === tile.x && w.y === tile.y)
            .map((w) =>
              t(w.kind === 'gate' ? 'text.gate' : 'text.wall', {
                side: t(`side.${SIDE_DIR[w.side]}`),
              }),
            );
          return (
            <li key={`${tile.x},${tile.y}`}>
              {positionWords(tile.x, tile.y, t)}: {tileWords(def, t)}
              {[...people, ...walls, ...guards].map((p) => `; ${p}`).join('')}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
