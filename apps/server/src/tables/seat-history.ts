import type { BotReason, GameEnding, TableEvent, TimeControl } from '@carcassonne/protocol';
import { initialBanks } from './time-bank.js';
import { SeatMap, SeatSet } from './seat-set.js';

/**
 * What the table's events say of each person's seat, beyond who sits there: why a bot plays it,
 * how many moves it played since the player last played or came back, timeouts in a row, who
 * resigned, who has moved, the time banks, the rematch and how the game ended. It is only ever
 * derived from the stored events (`note`), so a restart or another process rebuilds the same
 * from the database (`rebuild`): no column of its own.
 */
export class SeatHistory {
  readonly reasons = new SeatMap<BotReason>();
  botMoves: number[] = [];
  /** Moves each seat's player made themselves (not a bot for them): a rated game needs some. */
  playerMoves: number[] = [];
  timeouts: number[] = [];
  readonly resigned = new SeatSet();
  readonly moved = new SeatSet();
  /** Seats whose player berserked (arena: halved their own time bank before their first move). */
  readonly berserk = new SeatSet();
  banks: (number | null)[] = [];
  rematch: string | null = null;
  ending: GameEnding | null = null;
  /** The seat whose timed-out move the bot has yet to play (after a restart, it still does). */
  timedOut: number | null = null;

  constructor(
    private readonly seats: number,
    private readonly clock: TimeControl,
  ) {
    this.clear();
  }

  private clear(): void {
    this.reasons.clear();
    this.botMoves = new Array<number>(this.seats).fill(0);
    this.playerMoves = new Array<number>(this.seats).fill(0);
    this.timeouts = new Array<number>(this.seats).fill(0);
    this.resigned.clear();
    this.moved.clear();
    this.berserk.clear();
    this.banks = initialBanks(this.clock, this.seats);
    this.rematch = null;
    this.ending = null;
    this.timedOut = null;
  }

  /** Everything again from the table's events (after a restart or a reload). */
  rebuild(events: readonly { readonly event: TableEvent }[]): void {
    this.clear();
    for (const e of events) this.note(e.event);
  }

  note(event: TableEvent): void {
    switch (event.kind) {
      case 'move': {
        const seat = event.seat;
        this.moved.add(seat);
        this.timedOut = null;
        if (event.banks) this.banks = [...event.banks];
        if (event.by === 'player') {
          this.playerMoves[seat] = (this.playerMoves[seat] ?? 0) + 1;
          this.botMoves[seat] = 0;
          this.timeouts[seat] = 0;
          if (!this.resigned.has(seat)) this.reasons.delete(seat);
        } else if (event.for) {
          this.botMoves[seat] = (this.botMoves[seat] ?? 0) + 1;
        }
        return;
      }
      case 'control':
        if (event.by === 'bot') {
          this.reasons.set(event.seat, event.reason === 'returned' ? 'absent' : event.reason);
          if (event.reason === 'timeout' || event.reason === 'timeouts')
            this.timeouts[event.seat] = (this.timeouts[event.seat] ?? 0) + 1;
          if (event.reason === 'timeout') this.timedOut = event.seat;
        } else {
          this.reasons.delete(event.seat);
          this.botMoves[event.seat] = 0;
          this.timeouts[event.seat] = 0;
        }
        return;
      case 'resigned':
        this.resigned.add(event.seat);
        this.reasons.set(event.seat, 'resigned');
        return;
      case 'berserk':
        this.berserk.add(event.seat);
        this.banks = [...event.banks];
        return;
      case 'rematch':
        this.rematch = event.table;
        return;
      case 'finished':
        this.ending = event.ending ?? {
          end: 'played',
          resigned: [],
          abandoned: [],
          rated: event.ratings.length > 0,
        };
        return;
      default:
        return;
    }
  }
}
