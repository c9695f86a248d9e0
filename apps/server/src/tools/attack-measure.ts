// The normal player of the attack benchmark (`tools/attack.ts`): its ping, its bot's first move,
// the page and the server's memory, measured for a phase.
import { LEVEL_IDS } from '@carcassonne/protocol';
import type { AttackOptions } from './attack-options.js';
import type { GameClient } from './client.js';
import { memory } from './loadtest-report.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: readonly number[], p: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export interface PhaseResult {
  readonly pings: number;
  readonly pingP50Ms: number | null;
  readonly pingP99Ms: number | null;
  readonly pingMaxMs: number | null;
  /** Start → the bot's first move, per sample (null: not within the bound). */
  readonly botFirstMoveMs: readonly (number | null)[];
  /** `GET /` answered, per sample (null: failed). */
  readonly pageMs: readonly (number | null)[];
  readonly rssMb: number | null;
  readonly peakRssMb: number | null;
}

/** The normal player (from 127.0.0.1): pings, bot first moves and page loads for `seconds`. */
export async function measure(
  normal: GameClient,
  base: string,
  o: AttackOptions,
  pid: number | null,
): Promise<PhaseResult> {
  const end = performance.now() + o.seconds * 1000;
  const pings: number[] = [];
  const pages: (number | null)[] = [];
  let rssPeak: number | null = null;
  const pingLoop = async () => {
    while (performance.now() < end && !normal.isClosed) {
      const t0 = performance.now();
      const a = await normal.request({ type: 'ping' });
      if (a.ok) pings.push(performance.now() - t0);
      await wait(50);
    }
  };
  const pageLoop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      // Any answer counts (a server without the built web app answers 404 as fast).
      const ok = await fetch(base)
        .then((r) => r.arrayBuffer().then(() => true))
        .catch(() => false);
      pages.push(ok ? performance.now() - t0 : null);
      await wait(1000);
    }
  };
  const memoryLoop = async () => {
    while (performance.now() < end) {
      const m = pid === null ? null : memory(pid);
      if (m) rssPeak = Math.max(rssPeak ?? 0, m.now);
      await wait(250);
    }
  };
  const bots: (number | null)[] = [];
  const botLoop = async () => {
    for (let i = 0; i < o.botSamples; i++) bots.push(await botFirstMove(normal, o));
  };
  await Promise.all([pingLoop(), pageLoop(), memoryLoop(), botLoop()]);
  const sorted = pings.sort((x, y) => x - y);
  const now = pid === null ? null : memory(pid);
  return {
    pings: sorted.length,
    pingP50Ms: round(percentile(sorted, 50)),
    pingP99Ms: round(percentile(sorted, 99)),
    pingMaxMs: round(sorted.at(-1) ?? null),
    botFirstMoveMs: bots.map(round),
    pageMs: pages.map(round),
    rssMb: now?.now ?? null,
    peakRssMb: now ? Math.max(rssPeak ?? 0, now.now) : rssPeak,
  };
}

/** A private table of a bot (seat 0, moving first) and the player: start → the bot's first move. */
export async function botFirstMove(normal: GameClient, o: AttackOptions): Promise<number | null> {
  const created = await normal.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'bot', bot: LEVEL_IDS[o.botLevel - 1]! }, { kind: 'me' }],
    visibility: 'private',
    clock: { kind: 'none' },
  });
  if (!created.ok) {
    console.error(`the normal player's bot table was refused: ${created.code}`);
    return null;
  }
  const table = created.result.table;
  await normal.request({ type: 'watch', table });
  const t0 = performance.now();
  const started = await normal.request({ type: 'start', table });
  if (!started.ok) return null;
  const moved = () => (normal.events.get(table) ?? []).some((e) => e.event.kind === 'move');
  // Bounded: a bot starved for longer than this counts as "not within the bound".
  const ms = await normal
    .until(moved, Math.max(60_000, o.seconds * 3000), 'the bot’s first move')
    .then(() => performance.now() - t0)
    .catch(() => null);
  // Aborted (no rating; the person has not moved): left running, it would count as a game played
  // with nobody present and the next sample would be refused (`too-many-unattended`).
  await normal.request({ type: 'abort', table });
  await normal.request({ type: 'unwatch', table });
  return ms;
}
