import type { TournamentStanding, TournamentTieBreak, TournamentView } from '@carcassonne/protocol';

/** A column of the standings: the score, a tie-break (in the organizer's order), the duplicate score. */
export type StandingColumn =
  | { readonly kind: 'score' }
  | { readonly kind: 'games' }
  | { readonly kind: 'tie-break'; readonly tieBreak: TournamentTieBreak }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'out' };

/**
 * The standings' columns after rank and name: what ranks first (the score, or the duplicate score
 * when the organizer ranks by it), the games, the tie-breaks in the settings' order, the duplicate
 * score if it is not shown already, and for elimination the stage each player went out.
 */
export function standingColumns(settings: TournamentView['settings']): StandingColumn[] {
  const byDuplicate = settings.ranking === 'duplicate';
  const columns: StandingColumn[] = byDuplicate
    ? [{ kind: 'duplicate' }, { kind: 'score' }]
    : [{ kind: 'score' }];
  columns.push({ kind: 'games' });
  for (const tieBreak of settings.tieBreaks)
    if (!(byDuplicate && tieBreak === 'duplicate')) columns.push({ kind: 'tie-break', tieBreak });
  const shown = byDuplicate || settings.tieBreaks.includes('duplicate');
  if (settings.duplicate && !shown) columns.push({ kind: 'duplicate' });
  if (settings.format === 'single-elimination' || settings.format === 'double-elimination')
    columns.push({ kind: 'out' });
  return columns;
}

/** A number as the standings show it: up to two decimals, in the page's language ("1,5" in Dutch). */
export function standingNumber(n: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
}

/** A cell's value: a number, or null where the player has none (no duplicate score yet, still in). */
export function cellValue(row: TournamentStanding, column: StandingColumn): number | null {
  switch (column.kind) {
    case 'score':
      return row.score;
    case 'games':
      return row.games;
    case 'tie-break':
      // The duplicate score as a tie-break is the standings' own `duplicate` figure.
      return row.tieBreaks[column.tieBreak] ?? (column.tieBreak === 'duplicate' ? row.duplicate : null);
    case 'duplicate':
      return row.duplicate;
    case 'out':
      return row.eliminatedIn;
  }
}

/** Entrants by id (names for every table of the page); an unknown id shows as itself. */
export function namesOf(view: TournamentView): (id: string) => string {
  const names = new Map(view.entrants.map((e) => [e.id, e.name]));
  return (id) => names.get(id) ?? id;
}
