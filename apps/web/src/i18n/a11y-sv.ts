import type { en } from './a11y-en.js';

/** Svenska: ord för skärmläsare. */
export const sv: Readonly<Record<keyof typeof en, string>> = {
  'a11y.seat': 'Plats {n}',
  'a11y.visibility': 'Vem som ser bordet',
  'a11y.mark': 'Färg och bokstav',
  'a11y.event': 'Händelse',
  'a11y.notices': 'Meddelanden om ditt konto',
  'a11y.presence': 'Vem som kom, gick och ersattes',
  'a11y.panel': 'Partiet',
  'a11y.lobby': 'Spela online',
  'a11y.yourTurn': 'Din tur: {tile}.',
  'a11y.fits': 'Den passar på {n} ställen: {where}.',
  'a11y.fitsOne': 'Den passar på ett ställe: {where}.',
  'a11y.fitsNowhere': 'Den passar ingenstans.',
  'a11y.chat': '{who} i chatten: {text}',
  'a11y.timeLeft': 'Tid kvar för {who}: {n} sekunder.',
  'title.lobby': 'Lobby',
  'title.table': 'Bord',
  'title.player': 'Spelare',
  'title.newTournament': 'Ny turnering',
  'title.tournament': 'Turnering',
  'title.position': 'Ställning',
  'title.game': 'Parti',
};
