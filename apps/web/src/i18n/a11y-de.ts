import type { en } from './a11y-en.js';

/** Deutsch: Wörter für Bildschirmleser. */
export const de: Readonly<Record<keyof typeof en, string>> = {
  'a11y.seat': 'Platz {n}',
  'a11y.visibility': 'Wer den Tisch sieht',
  'a11y.mark': 'Farbe und Buchstabe',
  'a11y.event': 'Ereignis',
  'a11y.notices': 'Hinweise zu deinem Konto',
  'a11y.presence': 'Wer kam, ging und ersetzt wurde',
  'a11y.panel': 'Die Partie',
  'a11y.lobby': 'Online spielen',
  'a11y.yourTurn': 'Du bist dran: {tile}.',
  'a11y.fits': 'Es passt an {n} Stellen: {where}.',
  'a11y.fitsOne': 'Es passt an einer Stelle: {where}.',
  'a11y.fitsNowhere': 'Es passt nirgends.',
  'a11y.chat': '{who} im Chat: {text}',
  'a11y.timeLeft': 'Verbleibende Zeit für {who}: {n} Sekunden.',
  'title.lobby': 'Lobby',
  'title.table': 'Tisch',
  'title.player': 'Spieler',
  'title.newTournament': 'Neues Turnier',
  'title.tournament': 'Turnier',
  'title.position': 'Stellung',
  'title.game': 'Partie',
};
