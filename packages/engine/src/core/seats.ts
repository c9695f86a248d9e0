/** How many players a game takes. */
export interface SeatRange {
  readonly min: number;
  readonly max: number;
  /**
   * A rule option that, switched on, lets more players sit down (its box brings their pieces:
   * Inns & Cathedrals' grey followers for a sixth player).
   */
  readonly raisedBy?: { readonly option: string; readonly name: string; readonly max: number };
}

/** The players a match with these options takes (option overrides or resolved options alike). */
export function seatsWith(
  range: SeatRange,
  options: Readonly<Record<string, unknown>> | undefined,
): { readonly min: number; readonly max: number } {
  const raised = range.raisedBy;
  return { min: range.min, max: raised && options?.[raised.option] === true ? raised.max : range.max };
}

/** Why `count` players do not fit `range` with these options, as a sentence; null when they do. */
export function seatsProblem(
  range: SeatRange,
  options: Readonly<Record<string, unknown>> | undefined,
  count: number,
  what: string,
): string | null {
  const { min, max } = seatsWith(range, options);
  if (count >= min && count <= max) return null;
  const raised = range.raisedBy;
  const more = raised && count > max && count <= raised.max ? ` (${raised.max} with ${raised.name})` : '';
  return `${what} has ${min} to ${max} players${more}, not ${count}`;
}
