import type { en } from './a11y-en.js';

/** Nederlands: woorden voor schermlezers. */
export const nl: Readonly<Record<keyof typeof en, string>> = {
  'a11y.seat': 'Plaats {n}',
  'a11y.visibility': 'Wie de tafel ziet',
  'a11y.mark': 'Kleur en letter',
  'a11y.event': 'Gebeurtenis',
  'a11y.notices': 'Berichten over je account',
  'a11y.presence': 'Wie kwam, ging en werd vervangen',
  'a11y.panel': 'Het spel',
  'a11y.lobby': 'Online spelen',
  'a11y.yourTurn': 'Jouw beurt: {tile}.',
  'a11y.fits': 'Hij past op {n} plaatsen: {where}.',
  'a11y.fitsOne': 'Hij past op één plaats: {where}.',
  'a11y.fitsNowhere': 'Hij past nergens.',
  'a11y.chat': '{who} in de chat: {text}',
  'a11y.timeLeft': 'Tijd over voor {who}: {n} seconden.',
  'title.lobby': 'Lobby',
  'title.table': 'Tafel',
  'title.player': 'Speler',
  'title.newTournament': 'Nieuw toernooi',
  'title.tournament': 'Toernooi',
  'title.position': 'Stelling',
  'title.game': 'Partij',
};
