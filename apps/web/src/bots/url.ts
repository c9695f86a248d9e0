/**
 * A positive whole number from the page's URL (`?hintIterations=20`): test hooks like `botDelay`,
 * so browser tests can value positions quickly. Absent or bad: `fallback`.
 */
export function urlNumber(name: string, fallback: number): number;
export function urlNumber(name: string, fallback?: undefined): number | undefined;
export function urlNumber(name: string, fallback?: number): number | undefined {
  const v = Number(typeof location !== 'undefined' ? new URLSearchParams(location.search).get(name) : null);
  return Number.isSafeInteger(v) && v > 0 ? v : fallback;
}
