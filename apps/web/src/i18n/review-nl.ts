import type { en } from './review-en.js';

/** Nederlands: analyses van de server, links naar stellingen en puzzels. */
export const nl: Readonly<Record<keyof typeof en, string>> = {
  'error.analysis-busy': 'er wachten te veel analyses; probeer het later nog eens',
  'error.analysis-yours-waiting': 'je analyses wachten al; vraag het opnieuw zodra er een klaar is',
  'error.no-such-puzzle': 'deze puzzel bestaat niet',
  'error.bad-link': 'deze link bevat geen partij',
  'error.link-too-big': 'deze link is te lang voor een partij',
  'link.error': 'Deze link kan niet worden geopend: {msg}',
  'link.copy': 'Link kopiëren',
  'link.copied': 'Link gekopieerd',
  'link.label': 'Link naar deze stelling',
  'review.open': 'Herhaling en analyse',
  'review.accuracy': '{who}: {pct}% van de zetten binnen een punt van de beste',
  'review.loading': 'De partij wordt geladen…',
  'puzzle.menu': 'Puzzels',
  'puzzle.title': 'Puzzel',
  'puzzle.daily': 'Puzzel van {day}',
  'puzzle.task': 'Vind de beste zet voor {who}: tegel, plaats en volgeling.',
  'puzzle.solved': 'Opgelost: dat is de beste gevonden zet.',
  'puzzle.missed': 'Niet de beste zet. De beste gevonden: {move}',
  'puzzle.again': 'Je eerste antwoord telde; dit is niet opgeslagen.',
  'puzzle.tally': 'Jouw puzzels: {solved} opgelost van {n} beantwoord',
  'puzzle.none': 'Nog geen puzzel: puzzels komen uit geanalyseerde online partijen.',
  'puzzle.signIn': 'Speel één keer online (als gast is genoeg) om je antwoorden te laten bewaren.',
};
