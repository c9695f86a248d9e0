import type { en } from './corr-en.js';

/** Nederlands: meldingen (titel, pictogram, geluid), termijnen in "mijn spellen" en vakantie. */
export const nl: Readonly<Record<keyof typeof en, string>> = {
  'alerts.title': 'Meldingen',
  'alerts.sound':
    'Een geluid spelen als ik aan de beurt ben, een spel van mij eindigt of iemand aan mijn tafel komt',
  'alerts.volume': 'Volume',
  'alerts.try': 'Geluid proberen',
  'alerts.yourTurn': 'Jouw beurt',
  'alerts.gameOver': 'Spel afgelopen',
  'alerts.joined': 'Er is iemand aangeschoven',
  'mygames.deadline': 'tijd loopt af {date} ({rel})',
  'mygames.paused': 'klok stil: op vakantie tot {date}',
  'vacation.title': 'Vakantie',
  'vacation.explain':
    'Op vakantie staan je klokken in correspondentiespellen (dagen per zet) stil en speelt geen bot voor je: {n} dagen per jaar.',
  'vacation.used': '{used} van {n} dagen dit jaar gebruikt',
  'vacation.days': 'Dagen',
  'vacation.take': 'Vakantie nemen',
  'vacation.end': 'Vakantie nu beëindigen',
  'vacation.until': 'Je bent op vakantie tot {date}.',
  'vacation.guests': 'Vakantie is voor geregistreerde spelers: registreer je om er een te nemen.',
  'vacation.seat': '{who} is op vakantie tot {date}: de klok staat stil.',
  'vacation.player': 'Op vakantie tot {date}: de klokken van de correspondentiespellen staan stil.',
  'error.vacation-registered-only': 'alleen geregistreerde spelers nemen vakantie',
  'error.vacation-over-allowance': 'zoveel vakantie is er dit jaar niet meer over',
  'error.on-vacation': 'je bent al op vakantie',
};
