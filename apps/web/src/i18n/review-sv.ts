import type { en } from './review-en.js';

/** Svenska: serverns analyser, länkar till ställningar och problem. */
export const sv: Readonly<Record<keyof typeof en, string>> = {
  'error.analysis-busy': 'för många analyser väntar; försök igen senare',
  'error.analysis-yours-waiting': 'dina analyser väntar redan; fråga igen när en är klar',
  'error.no-such-puzzle': 'det finns inget sådant problem',
  'error.bad-link': 'den här länken innehåller inget parti',
  'error.link-too-big': 'den här länken är för lång för ett parti',
  'link.error': 'Länken kunde inte öppnas: {msg}',
  'link.copy': 'Kopiera länk',
  'link.copied': 'Länken kopierad',
  'link.label': 'Länk till den här ställningen',
  'review.open': 'Repris och analys',
  'review.accuracy': '{who}: {pct} % av dragen inom en poäng från det bästa',
  'review.loading': 'Partiet laddas…',
  'puzzle.menu': 'Problem',
  'puzzle.title': 'Problem',
  'puzzle.daily': 'Problem för {day}',
  'puzzle.task': 'Hitta det bästa draget för {who}: bricka, plats och följare.',
  'puzzle.solved': 'Löst: det är det bästa draget som hittades.',
  'puzzle.missed': 'Inte det bästa draget. Det bästa som hittades: {move}',
  'puzzle.again': 'Ditt första svar räknades; det här sparades inte.',
  'puzzle.tally': 'Dina problem: {solved} lösta av {n} besvarade',
  'puzzle.none': 'Inga problem än: problemen kommer från analyserade onlinepartier.',
  'puzzle.signIn': 'Spela online en gång (som gäst räcker) så sparas dina svar.',
};
