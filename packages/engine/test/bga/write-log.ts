import { createMatch, loadMatch, carcassonne, canonicalPort, type Port } from '../../src/index.js';
import { portIndex } from '../../src/core/ports.js';
import { bgaTypeOf, turnPort } from '../../src/bga/tiles.js';

/**
 * Tests only: a record of ours written as a BGA game log in the shape docs/bga.md describes
 * (the archive's `{"status": 1, "data": {"logs": [...], "players": {...}}}`), with the noise a
 * real log carries (scoring and state notifications) that the import passes over.
 */
export interface Written {
  readonly status: number;
  readonly data: { readonly logs: unknown[]; readonly players: Record<string, unknown> };
}

const HEX: Record<string, string> = {
  red: 'ff0000',
  blue: '0000ff',
  green: '008000',
  yellow: 'ffa500',
  black: '000000',
};

interface PlainRecord {
  readonly preset: string;
  readonly options?: Record<string, unknown>;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  readonly tiles: readonly string[];
  readonly moves: readonly string[];
}

/** The segment (index in the tile's definition) a board port names, for a tile turned `turns`. */
function segmentAt(id: string, turns: number, port: Port): number {
  const def = carcassonne.BASE.tiles.find((t) => t.id === id)!;
  const canonical = canonicalPort(portIndex(port), turns);
  return def.segments.findIndex((s) => s.ports.some((p) => portIndex(p) === canonical));
}

export function writeBgaLog(record: PlainRecord): Written {
  const ids = record.players.map((_, i) => String(84000000 + i * 1111));
  const players: Record<string, unknown> = {};
  record.players.forEach((p, i) => {
    players[ids[i]!] = { player_id: ids[i], player_name: p.name, player_color: HEX[p.color] };
  });
  const report = loadMatch(record);
  if (!report.ok) throw new Error(report.error.message);
  const discards = report.value.report().events.filter((e) => e.kind === 'discard');
  const m = createMatch({ ...record, moves: undefined });
  if (!m.ok) throw new Error(m.error.message);
  const logs: unknown[] = [];
  let drawn = 0;
  let physical = 100;
  const pick = (id: string) => {
    const t = bgaTypeOf(id)!;
    physical++;
    return { type: 'pickTile', log: '', args: { id: String(physical), type: String(t.type) } };
  };
  record.moves.forEach((move, i) => {
    for (const d of discards.filter((e) => e.move === i)) {
      const id = record.tiles[drawn++]!;
      logs.push({
        data: [pick(id), { type: 'cantPlay', args: { tile_id: String(physical) } }],
        move_id: String(d.move),
      });
      void id;
    }
    const seat = m.value.actor;
    const [placement, port] = move.split(' ') as [string, Port | undefined];
    const [, id, x, y, r] = /^([A-Z])@(-?\d+),(-?\d+)r(\d+)$/.exec(placement)!;
    const tile = bgaTypeOf(id!)!;
    const turns = Number(r) / 90;
    const ori = ((((turns - tile.turn) % 4) + 4) % 4) + 1;
    const data: unknown[] = [
      pick(record.tiles[drawn++]!),
      { type: 'gameStateChange', args: { type: 'activeplayer', active_player: ids[seat] } },
      {
        type: 'playTile',
        log: 'a tile is placed',
        args: {
          player_id: ids[seat],
          player_name: record.players[seat]!.name,
          type: String(tile.type),
          x,
          y,
          ori: String(ori),
          id: String(physical),
        },
      },
    ];
    if (port !== undefined) {
      const want = segmentAt(id!, turns, port);
      const pos = Object.entries(tile.positions).find(
        ([, art]) => segmentAt(id!, turns, turnPort(art, ori - 1)) === want,
      );
      if (!pos) throw new Error(`no BGA position for ${move}`);
      data.push({
        type: 'playPartisan',
        args: { x, y, pos: pos[0], id: String(physical), piece: 'partisan' },
      });
    }
    const played = m.value.play(seat, move);
    if (!played.ok) throw new Error(played.error.message);
    for (const e of played.value.events)
      data.push({
        type: 'winPoints',
        args: { player_id: ids[seat], points: String(e.kind === 'discard' ? 0 : e.points) },
      });
    logs.push({ move_id: String(i + 1), time: String(1700000000 + i), data });
  });
  return { status: 1, data: { logs, players } };
}
