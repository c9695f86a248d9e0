import type { en } from './review-en.js';

/** Deutsch: Analysen des Servers, Links zu Stellungen und Rätsel. */
export const de: Readonly<Record<keyof typeof en, string>> = {
  'error.analysis-busy': 'zu viele Analysen warten; versuche es später noch einmal',
  'error.analysis-yours-waiting': 'deine Analysen warten schon; frag wieder, sobald eine fertig ist',
  'error.no-such-puzzle': 'dieses Rätsel gibt es nicht',
  'error.bad-link': 'dieser Link enthält keine Partie',
  'error.link-too-big': 'dieser Link ist zu lang für eine Partie',
  'link.error': 'Dieser Link lässt sich nicht öffnen: {msg}',
  'link.copy': 'Link kopieren',
  'link.copied': 'Link kopiert',
  'link.label': 'Link zu dieser Stellung',
  'review.open': 'Wiederholung und Analyse',
  'review.accuracy': '{who}: {pct} % der Züge höchstens einen Punkt hinter dem besten',
  'review.loading': 'Partie wird geladen…',
  'puzzle.menu': 'Rätsel',
  'puzzle.title': 'Rätsel',
  'puzzle.daily': 'Rätsel vom {day}',
  'puzzle.task': 'Finde den besten Zug für {who}: Plättchen, Platz und Gefolgsmann.',
  'puzzle.solved': 'Gelöst: das ist der beste gefundene Zug.',
  'puzzle.missed': 'Nicht der beste Zug. Der beste gefundene: {move}',
  'puzzle.again': 'Deine erste Antwort zählt; diese wurde nicht gespeichert.',
  'puzzle.tally': 'Deine Rätsel: {solved} von {n} beantworteten gelöst',
  'puzzle.none': 'Noch kein Rätsel: Rätsel entstehen aus analysierten Online-Partien.',
  'puzzle.signIn': 'Spiele einmal online (als Gast genügt), damit deine Antworten gespeichert werden.',
};
