import { randomBytes } from 'node:crypto';
import { definitionOfPreset, seatsWith } from '@carcassonne/engine';
import { clockProblem, type PublicUser, type QuickChoice, type ServerMessage } from '@carcassonne/protocol';
import type { SocialHub } from './social-hub.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { Logger } from '../tables/table-room.js';
import type { Connection } from '../core/transport.js';
import { botLevelFor } from './bot-level.js';
import {
  avoidNobody,
  formGroups,
  QUICK_BOTS_AFTER_MS,
  QUICK_WINDOW,
  type Avoid,
  type QueueEntry,
} from './matchmaking.js';
import { currentRating } from '../ratings/player-rating.js';
import type { QueueStore } from './quick-queue.js';
import type { Storage } from '../storage/types.js';
import { openSeatedTable } from './seated-table.js';

/** How often each process pairs the queue (ms). */
export const QUICK_ROUND_MS = 1000;

export interface QuickGamesOptions {
  readonly hub: SocialHub;
  readonly store: QueueStore;
  /** Send a message to every connection of these users (on any process). */
  readonly deliver: (users: readonly string[], message: ServerMessage) => void;
  /** Pairs never seated together (default: none); see matchmaking.ts. */
  readonly avoid?: Avoid;
  readonly log: Logger;
}

/** A wait queued through this process: its connection, and the timer of its offer of bots. */
interface LocalWait {
  readonly conn: Connection;
  readonly token: string;
  readonly stopOffer: () => void;
}

/**
 * The quick-game queue (docs/server/social.md, "Quick games"): players queue with their choices, each
 * process pairs the queue every `QUICK_ROUND_MS` (one at a time: `QueueStore.exclusive`), makes
 * and starts each full table through the lobby's steps, and tells the players. After
 * `QUICK_BOTS_AFTER_MS` a player is offered bots of their strength instead.
 */
export class QuickGames {
  private readonly local = new Map<string, LocalWait>();
  private pairing: Promise<void> | null = null;
  private stopRounds: (() => void) | null = null;
  private readonly avoid: Avoid;

  constructor(private readonly options: QuickGamesOptions) {
    this.avoid = options.avoid ?? avoidNobody;
  }

  /** Pair the queue every round from now on. */
  start(): void {
    if (this.stopRounds) return;
    const round = () => {
      this.stopRounds = this.options.hub.clock.after(QUICK_ROUND_MS, () => {
        void this.pair().finally(round);
      });
    };
    round();
  }

  stop(): void {
    this.stopRounds?.();
    this.stopRounds = null;
    for (const wait of this.local.values()) wait.stopOffer();
    this.local.clear();
  }

  async join(
    conn: Connection,
    user: PublicUser,
    choice: QuickChoice,
  ): Promise<Outcome<{ window: number; botsAfter: number }>> {
    const definition = definitionOfPreset(choice.preset);
    if (!definition.ok) return failure('unknown-preset', definition.error.message);
    // Quick games are played without expansions.
    const { min, max } = seatsWith(definition.value.seats, undefined);
    if (choice.players < min || choice.players > max)
      return failure('bad-seats', `${definition.value.title} is played by ${min} to ${max} players`);
    const badClock = clockProblem(choice.clock);
    if (badClock !== null) return failure('bad-clock', badClock);
    const { storage, clock } = this.options.hub;
    const entry: QueueEntry = {
      user: user.id,
      name: user.name,
      username: user.username,
      rating: await currentRating(storage, user.id, choice.preset, choice.clock),
      choice,
      since: clock.now(),
      token: randomBytes(9).toString('base64url'),
    };
    if (!(await this.options.store.add(entry)))
      return failure('already-queued', 'you are in the queue already');
    const stopOffer = clock.after(QUICK_BOTS_AFTER_MS, () => void this.offer(entry).catch(() => undefined));
    this.local.set(user.id, { conn, token: entry.token, stopOffer });
    void this.pair();
    return success({ window: QUICK_WINDOW.base, botsAfter: QUICK_BOTS_AFTER_MS / 1000 });
  }

  /** Leave the queue (from any connection of the player). */
  async cancel(user: PublicUser): Promise<Outcome<{ left: boolean }>> {
    const entry = await this.options.store.get(user.id);
    if (!entry) return failure('not-queued', 'you are not in the queue');
    this.forget(user.id, entry.token);
    return success({ left: await this.options.store.remove(user.id, entry.token) });
  }

  /** The connection that queued closed: its wait ends. */
  disconnected(conn: Connection, user: string): void {
    const wait = this.local.get(user);
    if (!wait || wait.conn !== conn) return;
    this.forget(user, wait.token);
    this.options.store.remove(user, wait.token).catch((e: unknown) => {
      this.options.log.warn({ user, err: String(e) }, 'could not take a player out of the queue');
    });
  }

  /** Take the offer: a started table against bots of the player's strength. */
  async bots(user: PublicUser): Promise<Outcome<{ table: string }>> {
    const { store, hub } = this.options;
    const entry = await store.get(user.id);
    if (!entry) return failure('not-queued', 'you are not in the queue');
    const waited = hub.clock.now() - entry.since;
    if (waited < QUICK_BOTS_AFTER_MS)
      return failure('too-early', `bots are offered after ${QUICK_BOTS_AFTER_MS / 1000} s in the queue`);
    if (!(await store.take([entry]))) return failure('not-queued', 'you are not in the queue any more');
    this.forget(user.id, entry.token);
    const level = botLevelFor(entry.rating, entry.choice.preset);
    const bots = Array.from({ length: entry.choice.players - 1 }, () => level);
    return openSeatedTable(hub, { people: [user], bots, choice: entry.choice, visibility: 'public' });
  }

  /** How many players wait in the queue (all processes). */
  async waiting(): Promise<number> {
    return (await this.options.store.all()).length;
  }

  /** One round of pairing (also run after each new wait); resolves when its tables are made. */
  pair(): Promise<void> {
    if (!this.pairing)
      this.pairing = this.round()
        .catch((e: unknown) => {
          this.options.log.warn({ err: String(e) }, 'quick-game pairing failed');
        })
        .finally(() => {
          this.pairing = null;
        });
    return this.pairing;
  }

  private async round(): Promise<void> {
    const { store, hub, deliver, log } = this.options;
    await store.exclusive(async () => {
      const waiting = await store.all();
      const blocked = await blockedPairs(hub.storage, waiting);
      const avoid: Avoid = (a, b) => blocked.has(`${a} ${b}`) || this.avoid(a, b);
      const groups = formGroups(waiting, hub.clock.now(), avoid);
      for (const group of groups) {
        if (!(await store.take(group))) continue;
        const people = group.map((e): PublicUser => ({ id: e.user, name: e.name, username: e.username }));
        const first = group[0]!;
        const made = await openSeatedTable(hub, {
          people,
          bots: [],
          choice: first.choice,
          visibility: 'public',
        }).catch((e: unknown) => failure('storage-failed', String(e)));
        if (!made.ok) {
          // Nobody was seated: they wait again, as they were.
          log.warn({ problem: made.error }, 'could not open a quick-game table');
          for (const e of group) await store.add(e);
          continue;
        }
        for (const e of group) this.forget(e.user, e.token);
        deliver(
          group.map((e) => e.user),
          { type: 'quick-seated', table: made.value.table },
        );
      }
    });
  }

  private forget(user: string, token: string): void {
    const wait = this.local.get(user);
    if (!wait || wait.token !== token) return;
    wait.stopOffer();
    this.local.delete(user);
  }

  private async offer(entry: QueueEntry): Promise<void> {
    const now = await this.options.store.get(entry.user);
    if (now?.token !== entry.token) return this.forget(entry.user, entry.token);
    const level = botLevelFor(entry.rating, entry.choice.preset);
    this.options.deliver([entry.user], { type: 'quick-offer', level });
  }
}

/** The pairs of waiting players where one blocked the other (`a b`, both orders): never paired. */
async function blockedPairs(storage: Storage, waiting: readonly QueueEntry[]): Promise<Set<string>> {
  const here = new Set(waiting.map((e) => e.user));
  const pairs = new Set<string>();
  for (const user of here) {
    const { blocks, blockedBy } = await storage.moderation.relations(user);
    for (const other of [...blocks, ...blockedBy])
      if (here.has(other)) pairs.add(`${user} ${other}`).add(`${other} ${user}`);
  }
  return pairs;
}
