import { portIndex, SIDE_PORTS, type Port } from './ports.js';
import type { SegmentDef, SegmentKind, TileDef, MarketKind } from './tile-data.js';

/**
 * A compact text form for tile tables, so the data reads like tiles.md:
 *   "city* [N] [W] | road E S | field ENE SSW >0 | field ESE SSE"
 * `*` marks a shield (`**` two), `[N]` is the three ports of a side, `>0 2` lists touched segments.
 * Markets are written `market:fish`, attributes `road+inn` (an expansion's inn on the road).
 */
export function parseSegments(text: string): SegmentDef[] {
  return text.split('|').map((part) => {
    const [head = '', ...rest] = part.trim().split(/\s+/);
    const [kindHead = '', ...attributes] = head.split('+');
    const stars = kindHead.length - kindHead.replace(/\*/g, '').length;
    const shield = stars > 0;
    const [kindName = '', market] = kindHead.replace(/\*/g, '').split(':');
    const ports: Port[] = [];
    const touches: number[] = [];
    for (const tok of rest) {
      if (tok.startsWith('>')) {
        touches.push(Number(tok.slice(1)));
      } else if (/^\[[NESW]\]$/.test(tok)) {
        const side = 'NESW'.indexOf(tok[1] ?? '');
        for (let k = 0; k < 3; k++) ports.push(SIDE_PORTS[3 * side + k] as Port);
      } else if (/^\d+$/.test(tok)) {
        touches.push(Number(tok));
      } else {
        if (portIndex(tok) < 0) throw new Error(`bad port ${tok} in "${text}"`);
        ports.push(tok as Port);
      }
    }
    const seg: SegmentDef = {
      kind: kindName as SegmentKind,
      ports,
      ...(shield ? { shield: true } : {}),
      ...(stars > 1 ? { shields: stars } : {}),
      ...(touches.length ? { touches } : {}),
      ...(market ? { market: market as MarketKind } : {}),
      ...(attributes.length ? { attributes } : {}),
    };
    return seg;
  });
}

export function tile(id: string, count: number, segments: string, extra: Partial<TileDef> = {}): TileDef {
  return { id, count, segments: parseSegments(segments), ...extra };
}
