import type { en } from './presence-en.js';

/** Nederlands: aanwezigheid, klokken, opgeven en revanche aan een online tafel. */
export const nl: Readonly<Record<keyof typeof en, string>> = {
  'presence.here': 'verbonden',
  'presence.away': '{t} geleden weggegaan',
  'presence.awayBotIn': '{who} is {t} geleden weggegaan — over {s} speelt een bot voor {who}',
  'presence.botAbsent': 'een bot speelt voor {who}: afwezig',
  'presence.botTimeout': 'tijd op: een bot speelde deze zet voor {who}',
  'presence.botTimeouts': 'een bot speelt voor {who} na {n} keer achter elkaar tijd op',
  'presence.botResigned': '{who} gaf op: een bot speelt de plaats uit',
  'presence.youAbsent': 'Een bot speelde {n#zet#zetten} voor je terwijl je weg was: zie het logboek.',
  'presence.youTimeout': 'Tijd op: een bot speelde die zet voor je. Je plaats blijft van jou.',
  'presence.youTimeouts':
    'Je tijd liep {n} keer achter elkaar op: een bot speelt voor je tot je je plaats terugneemt.',
  'presence.youBack': 'Je bent terug: een bot speelde {n#zet#zetten} voor je (gemarkeerd in het logboek).',
  'presence.botMove': 'gespeeld door een bot',
  'presence.reconnecting': 'Verbinding verbroken — opnieuw verbinden…',
  'presence.sending': 'Je zet wordt verstuurd…',
  'presence.refusedAfter': 'Je zet, verstuurd voor de verbinding wegviel, werd geweigerd: {why}',
  'clock.left': '{t}',
  'clock.low': 'weinig tijd',
  'clock.bankOption': 'tijdbank (minuten) + increment',
  'clock.increment': 'increment (s)',
  'clock.bank': '{m} min + {s} s per zet',
  'end.resign': 'Opgeven',
  'end.berserk': 'Berserk',
  'end.berserkTitle': 'Halveer je eigen klok vóór je eerste zet: een winst levert één arenapunt meer op.',
  'end.berserked': '{who} gaat berserk: de klok is gehalveerd.',
  'end.resignConfirm': 'Dit spel opgeven? Dat kan niet ongedaan worden.',
  'end.resignYes': 'Ja, opgeven',
  'end.cancel': 'Annuleren',
  'end.abort': 'Afbreken (zonder rating)',
  'end.rematch': 'Revanche',
  'end.rematchOpen': 'Naar de revanche',
  'end.resigned': '{who} gaf op',
  'end.aborted': 'Het spel is afgebroken: niemand krijgt een rating.',
  'end.wonByResign': 'Het spel eindigde door opgave.',
  'end.abandoned': '{who} verliet het spel: zonder rating voor de anderen, een verlies voor {who}.',
  'end.timedOut':
    '{who} liep te vaak door de tijd heen: zonder rating voor de anderen, een verlies voor {who}.',
  'end.noWinner': 'Niemand bleef tot het eind: niemand wint.',
  'end.unratedEarly':
    'Het spel telt niet voor de rating: een speler deed minder zetten dan een gewaardeerd spel vraagt.',
  'end.unratedRepeated':
    'Het spel telt niet voor de rating: deze spelers speelden vandaag al hun gewaardeerde spellen tegen elkaar.',
  'end.unratedGuest':
    'Het spel telt niet voor de rating: een speler is gast, en alleen geregistreerde accounts spelen om rating.',
  'error.bad-clock': 'die klok valt buiten de toegestane grenzen',
  'error.resigned': 'je hebt dit spel opgegeven',
  'error.berserk-refused':
    'berserk kan alleen op je eigen plaats aan een arenatafel die het toestaat, vóór je eerste zet, één keer',
  'error.too-late-to-abort': 'iedereen heeft al gezet: het spel kan niet meer worden afgebroken (geef op)',
  'error.not-over': 'een revanche kan pas als het spel voorbij is',
  'error.rematch-taken': 'de revanche is al gemaakt',
};
