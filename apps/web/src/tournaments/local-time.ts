/** A moment as a `datetime-local` input shows it, in the browser's time zone ("2026-11-29T14:05"). */
export function localInput(at: number): string {
  if (Number.isNaN(at)) return '';
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A `datetime-local` input's value as ms since the epoch (NaN when empty or unreadable). */
export function fromLocalInput(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value).getTime() : Number.NaN;
}
