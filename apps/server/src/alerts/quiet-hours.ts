import type { QuietHours } from '@carcassonne/protocol';

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether the server knows this IANA time zone. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The minute of the day (0–1439) at `now` in a time zone. */
function localMinute(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/**
 * When the quiet hours running at `now` end (ms since the epoch), or null when `now` is not in
 * them. `from` later than `to` spans midnight (22:00–07:00); equal times mean no quiet hours.
 */
export function quietUntil(quiet: QuietHours | null, now: number): number | null {
  if (!quiet || !knownTimeZone(quiet.timeZone)) return null;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return null;
  const m = localMinute(now, quiet.timeZone);
  const inside = from < to ? m >= from && m < to : m >= from || m < to;
  if (!inside) return null;
  const left = (to - m + 1440) % 1440;
  // To the start of the minute `to` (the seconds of this minute already passed).
  return now - (now % 60_000) + left * 60_000;
}
