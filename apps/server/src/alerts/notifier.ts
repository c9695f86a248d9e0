import {
  DEFAULT_ALERT_SETTINGS,
  type AlertEvent,
  type Challenge,
  type TableState,
} from '@carcassonne/protocol';
import type { Storage, StoredEvent } from '../storage/types.js';
import type { PushSubscriptionRow } from '../storage/alerts.js';
import type { MailKind } from './mail-queue.js';
import { alertMail, type MailContent } from './mail-content.js';
import { alertWords, fill, type AlertWords } from './alert-words.js';
import type { PushMessage } from './push-sender.js';
import { quietUntil } from './quiet-hours.js';

/** What the alert for a move, a start, an end or a newcomer reads of a table. */
export type TableBrief = Pick<TableState, 'status' | 'seats' | 'actor'>;

/** What the notifier reads of a table in memory (a `TableRoom`). */
export interface AlertTable {
  readonly id: string;
  readonly host: string;
  readonly isLeader: boolean;
  readonly currentStatus: TableState['status'];
  /** The kind of clock: only a correspondence table's state is built for its deadline's reminders. */
  readonly clockKind: TableState['settings']['clock']['kind'];
  state(): TableState;
  /** The status, seats and player due alone (what an event's alert reads), without the board's view that `state()` builds. */
  brief(): TableBrief;
  /** Whether this person follows the table now, through any process. */
  isWatching(userId: string): boolean;
}

export interface AlertLog {
  warn(obj: object, msg: string): void;
}

/** Hours before a correspondence deadline when its player is reminded. */
export const DEADLINE_HOURS: readonly number[] = [24, 1];
const HOUR_MS = 3600_000;
/** Notes of deadline reminders are kept this long (longer than any turn). */
const KEEP_NOTES_MS = 40 * 24 * HOUR_MS;

/** How a push leaves (`PushSender`). */
export interface PushChannel {
  send(sub: PushSubscriptionRow, message: PushMessage): Promise<'sent' | 'gone' | 'failed'>;
}

/** How a mail is queued (`MailQueue`). */
export interface MailChannel {
  readonly enabled: boolean;
  unsubscribeUrl(token: string): string;
  enqueue(kind: MailKind, userId: string, address: string, content: MailContent, at: number): Promise<void>;
}

export interface Alert {
  readonly title: string;
  readonly body: string;
  /** The table it is about (its link), or null: the lobby (a challenge, before its table exists). */
  readonly table: string | null;
  /** The tournament it is about, when no table is (its page is the link). */
  readonly tournament?: string;
}

/** A tournament as its alerts name it. */
export interface AlertTournament {
  readonly id: string;
  readonly name: string;
}

/**
 * The alerts outside the page (docs/server/alerts.md). It hears the writes of the tables this
 * process commits (so in a cluster each event is heard by one process only: the one that stored
 * it) and the deadlines of the tables this process leads, and tells the players concerned who are
 * not watching the table, by push and by mail, as their settings and quiet hours say.
 */
export class Notifier {
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  /** Alerts being sent (a stop waits for them: the database is still open). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly storage: Storage,
    private readonly push: PushChannel,
    private readonly mail: MailChannel,
    private readonly base: () => string,
    private readonly log: AlertLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** A write this process just committed: its events, read once the room's operation is over. */
  heard(table: AlertTable, events: readonly StoredEvent[]): void {
    if (this.stopped || events.length === 0) return;
    setImmediate(() => {
      if (this.stopped) return;
      this.track(this.written(table, events));
    });
  }

  /** Send in the background; a stop waits for it, a failure is logged. */
  private track(work: Promise<void>): void {
    if (this.stopped) return;
    const sending = work
      .catch((e: unknown) => this.log.warn({ err: e }, 'alert failed'))
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** Look at the deadlines of the tables `tables` gives every `pollMs`. */
  start(tables: () => Iterable<AlertTable>, pollMs: number): void {
    this.timer = setInterval(() => {
      this.deadlines(tables()).catch((e: unknown) => this.log.warn({ err: e }, 'deadline alerts failed'));
    }, pollMs);
    this.timer.unref();
  }

  /** Hear nothing more; resolves once the alerts being sent are sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.sending]);
  }

  private async written(table: AlertTable, events: readonly StoredEvent[]): Promise<void> {
    const kinds = new Set(events.map((e) => e.event.kind));
    const state = table.brief();
    const names = state.seats.map((s) => (s.kind === 'open' ? '' : s.name)).filter((n) => n !== '');
    const at = names.length > 0 ? ` (${names.join(', ')})` : '';
    if (kinds.has('finished')) {
      const users = new Set(state.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : [])));
      for (const user of users)
        if (!table.isWatching(user))
          await this.alert(user, 'ended', (w) => ({
            title: w.endedTitle,
            body: fill(w.endedBody, { at }),
            table: table.id,
          }));
      return;
    }
    if ((kinds.has('move') || kinds.has('started')) && state.status === 'playing') {
      const seat = state.seats[state.actor];
      if (seat?.kind === 'human' && !seat.substitute && !table.isWatching(seat.user))
        await this.alert(seat.user, 'turn', (w) => ({
          title: w.turnTitle,
          body: fill(w.turnBody, { at }),
          table: table.id,
        }));
    }
    for (const e of events) {
      const ev = e.event;
      if (ev.kind !== 'seat' || ev.occupant.kind !== 'human' || state.status !== 'open') continue;
      if (ev.occupant.user === table.host || table.isWatching(table.host)) continue;
      const name = ev.occupant.name;
      await this.alert(table.host, 'joined', (w) => ({
        title: w.joinedTitle,
        body: fill(w.joinedBody, { name }),
        table: table.id,
      }));
    }
  }

  /** Remind the player due at a correspondence table 24 h and 1 h before the deadline (once each). */
  async deadlines(tables: Iterable<AlertTable>): Promise<void> {
    const now = this.now();
    for (const table of tables) {
      // The state (with the board's view) is built for correspondence tables only: built for every
      // table, it was kept until that table's next move (a fifth of 5,000 tables' views at once).
      if (!table.isLeader || table.currentStatus !== 'playing' || table.clockKind !== 'days') continue;
      const state = table.state();
      const clock = state.settings.clock;
      if (clock.kind !== 'days' || state.deadline === null) continue;
      const seat = state.seats[state.actor];
      if (seat?.kind !== 'human' || seat.substitute) continue;
      for (const hours of DEADLINE_HOURS) {
        // A turn shorter than the reminder's distance gets no such reminder (it would come at once).
        if (hours >= clock.days * 24) continue;
        const due = state.deadline - hours * HOUR_MS;
        if (now < due || now >= state.deadline) continue;
        // Noted in the database: once per turn and hour, whichever process leads the table then.
        if (!(await this.storage.alerts.claimAlert(`deadline:${table.id}:${state.deadline}:${hours}`, now)))
          continue;
        if (table.isWatching(seat.user)) continue;
        await this.alert(seat.user, 'deadline', (w) => ({
          title: w.deadlineTitle,
          body: hours === 1 ? w.deadlineHour : fill(w.deadlineHours, { hours }),
          table: table.id,
        }));
      }
    }
    await this.storage.alerts.pruneAlerts(now - KEEP_NOTES_MS);
  }

  /** A challenge sent to the player (friends' `notify` hook): told like the other events. */
  challenged(userId: string, challenge: Challenge): void {
    if (challenge.status !== 'pending' || challenge.to.id !== userId) return;
    const name = challenge.from.name;
    this.track(
      this.alert(userId, 'challenge', (w) => ({
        title: w.challengeTitle,
        body: fill(w.challengeBody, { name }),
        table: null,
      })),
    );
  }

  /** A round of a tournament is paired: each person seated in it is told (the tournaments' hook). */
  paired(users: readonly string[], tournament: AlertTournament, round: number): void {
    const name = tournament.name;
    for (const user of new Set(users))
      this.track(
        this.alert(user, 'paired', (w) => ({
          title: w.pairedTitle,
          body: fill(w.pairedBody, { name, round }),
          table: null,
          tournament: tournament.id,
        })),
      );
  }

  /** A tournament game's table started: each person seated at it is told, unless watching it. */
  gameStarts(
    users: readonly string[],
    tournament: AlertTournament,
    table: string,
    watching: (user: string) => boolean,
  ): void {
    const name = tournament.name;
    for (const user of new Set(users))
      if (!watching(user))
        this.track(
          this.alert(user, 'gameStart', (w) => ({
            title: w.gameStartTitle,
            body: fill(w.gameStartBody, { name }),
            table,
          })),
        );
  }

  /**
   * Tell one player, by the channels their settings choose for this event, outside quiet hours,
   * in their language (`alert` given the words of it).
   */
  async alert(
    userId: string,
    event: AlertEvent,
    worded: Alert | ((words: AlertWords) => Alert),
  ): Promise<void> {
    const store = this.storage.alerts;
    const settings = (await store.settings(userId)) ?? DEFAULT_ALERT_SETTINGS;
    const words = alertWords(settings.lang);
    const alert = typeof worded === 'function' ? worded(words) : worded;
    const channels = settings.events[event];
    const now = this.now();
    const quiet = quietUntil(settings.quiet, now);
    const url =
      alert.table !== null
        ? `${this.base()}/#/t/${encodeURIComponent(alert.table)}`
        : alert.tournament !== undefined
          ? `${this.base()}/#/tournaments/${encodeURIComponent(alert.tournament)}`
          : `${this.base()}/#/online`;
    if (channels.push && quiet === null) {
      const message = {
        title: alert.title,
        body: alert.body,
        url,
        tag:
          alert.table !== null
            ? `table-${alert.table}`
            : alert.tournament !== undefined
              ? `tournament-${alert.tournament}`
              : `${event}-${userId}`,
      };
      for (const sub of await store.subscriptions(userId)) await this.push.send(sub, message);
    }
    if (!channels.mail || settings.mail === 'none' || !this.mail.enabled) return;
    const user = await this.storage.user(userId);
    const address = await store.mailAddress(userId);
    // Mail is for registered players with a confirmed address only.
    if (!user?.username || !address || address.confirmedAt === null) return;
    const line = `${alert.title}: ${alert.body}`;
    if (settings.mail === 'digest') {
      await store.addDigestLine(userId, line, url, now);
      return;
    }
    const content = alertMail(
      `Carcassonne: ${alert.title}`,
      [{ line, url }],
      this.mail.unsubscribeUrl(address.unsubscribe),
      words,
    );
    await this.mail.enqueue('alert', userId, address.address, content, quiet ?? now);
  }
}
