import { fnv1a, formatMove } from '@carcassonne/engine';
import type { SeatBot } from '@carcassonne/protocol';
import { failure } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { PlayOutcome } from '@carcassonne/engine';

/** The bots' turns commit their moves through `commit` (the room's `TableMoves`, given at construction). */
type BotsSlice = RoomCore & { readonly commit: (outcome: PlayOutcome) => Promise<unknown> };

/**
 * The turns of bots (a bot seat, or the substitute of a person): the bot pool is asked for a move
 * outside the room's queue, and its answer is played and committed in the queue if the decision
 * is still the same. A refused answer is replaced by a seeded legal move: a bot never stalls a game.
 */
export class TableBots {
  /** The version a bot is choosing a move for (one request per decision). */
  private thinking: number | null = null;

  constructor(private readonly p: BotsSlice) {}

  /** Forget a pending answer's decision (no longer the leader, or the game was reloaded). */
  reset(): void {
    this.thinking = null;
  }

  turn(seat: number, bot: SeatBot, level: number): void {
    const p = this.p;
    const match = p.t.match!;
    const version = match.version;
    if (this.thinking === version) return;
    this.thinking = version;
    const seed = fnv1a(`${p.t.id}:${version}`);
    // The answer is played in the queue, detached: a fault there (the database away while the bot
    // was thinking) is logged and the table read again, never thrown at nobody.
    const asked = p.deps.bots
      // The seat's own view: in the strategic variant its hand, never the others'.
      .choose({ owner: p.t.host, table: p.t.id, bot, level, view: match.view(seat), seed })
      .catch((e: unknown) => failure('illegal-move', `bot failed: ${e instanceof Error ? e.message : e}`));
    void asked.then((answer) =>
      p.detach(async () => {
        if (this.thinking === version) this.thinking = null;
        const t = p.t;
        const m = t.match;
        if (t.disposed || !t.leader || t.status !== 'playing' || !m) return;
        if (m.version !== version || m.actor !== seat) return;
        const occupant = t.seats[seat];
        if (occupant?.kind !== 'bot' && !t.substitutes.has(seat) && !t.timedOut.has(seat)) return;
        let played = answer.ok ? m.play(seat, answer.value, version) : answer;
        if (!played.ok) {
          // A failed or refused bot move must not stall the game: a seeded legal move instead.
          p.log.warn({ seat, problem: played.error }, 'bot move refused; playing a fallback move');
          const legal = m.legalMoves();
          const fallback = legal[seed % Math.max(1, legal.length)];
          if (!fallback) return;
          played = m.play(seat, formatMove(fallback), version);
          if (!played.ok) return;
        }
        await p.commit(played.value);
      }),
    );
  }
}
