import type { en } from './corr-en.js';

/** Deutsch: Hinweise (Titel, Symbol, Ton), Fristen in „Meine Spiele“ und Urlaub. */
export const de: Readonly<Record<keyof typeof en, string>> = {
  'alerts.title': 'Hinweise',
  'alerts.sound':
    'Einen Ton spielen, wenn ich am Zug bin, ein Spiel von mir endet oder jemand an meinen Tisch kommt',
  'alerts.volume': 'Lautstärke',
  'alerts.try': 'Ton ausprobieren',
  'alerts.yourTurn': 'Du bist dran',
  'alerts.gameOver': 'Spiel zu Ende',
  'alerts.joined': 'Jemand hat sich gesetzt',
  'mygames.deadline': 'Zeit läuft ab {date} ({rel})',
  'mygames.paused': 'Uhr angehalten: im Urlaub bis {date}',
  'vacation.title': 'Urlaub',
  'vacation.explain':
    'Im Urlaub stehen deine Uhren in Fernpartien (Tage pro Zug) still und kein Bot spielt für dich: {n} Tage im Jahr.',
  'vacation.used': '{used} von {n} Tagen in diesem Jahr genommen',
  'vacation.days': 'Tage',
  'vacation.take': 'Urlaub nehmen',
  'vacation.end': 'Urlaub jetzt beenden',
  'vacation.until': 'Du bist im Urlaub bis {date}.',
  'vacation.guests': 'Urlaub gibt es für registrierte Spieler: registriere dich, um welchen zu nehmen.',
  'vacation.seat': '{who} ist im Urlaub bis {date}: die Uhr steht still.',
  'vacation.player': 'Im Urlaub bis {date}: die Uhren der Fernpartien stehen still.',
  'error.vacation-registered-only': 'nur registrierte Spieler können Urlaub nehmen',
  'error.vacation-over-allowance': 'so viel Urlaub ist in diesem Jahr nicht mehr übrig',
  'error.on-vacation': 'du bist schon im Urlaub',
};
