/**
 * Moments shown to the player in their own time zone (the browser's, through Intl): a date and
 * time ("27 Nov 2026, 14:05") and how far from now ("in 2 days").
 */
export function dateTime(at: number, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone !== undefined ? { timeZone } : {}),
  }).format(new Date(at));
}

/** How far `at` is from `now`, in the largest unit that fits ("in 3 hours", "2 days ago"). */
export function fromNow(at: number, now: number, lang: string): string {
  const s = Math.round((at - now) / 1000);
  const f = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (Math.abs(s) < 60) return f.format(s, 'second');
  if (Math.abs(s) < 3600) return f.format(Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return f.format(Math.round(s / 3600), 'hour');
  return f.format(Math.round(s / 86400), 'day');
}
