import type { en } from './presence-en.js';

/** Svenska: närvaro, klockor, att ge upp och revansch vid ett onlinebord. */
export const sv: Readonly<Record<keyof typeof en, string>> = {
  'presence.here': 'ansluten',
  'presence.away': 'gick för {t} sedan',
  'presence.awayBotIn': '{who} gick för {t} sedan — om {s} spelar en bot för {who}',
  'presence.botAbsent': 'en bot spelar för {who}: borta',
  'presence.botTimeout': 'tiden tog slut: en bot spelade detta drag för {who}',
  'presence.botTimeouts': 'en bot spelar för {who} efter {n} tidsöverskridanden i rad',
  'presence.botResigned': '{who} gav upp: en bot spelar platsen till slut',
  'presence.youAbsent': 'En bot spelade {n#drag#drag} åt dig medan du var borta: se loggen.',
  'presence.youTimeout': 'Tiden tog slut: en bot spelade det draget åt dig. Platsen är fortfarande din.',
  'presence.youTimeouts':
    'Din tid tog slut {n} gånger i rad: en bot spelar åt dig tills du tar tillbaka platsen.',
  'presence.youBack': 'Du är tillbaka: en bot spelade {n#drag#drag} åt dig (markerade i loggen).',
  'presence.botMove': 'spelat av en bot',
  'presence.reconnecting': 'Anslutningen bröts — ansluter igen…',
  'presence.sending': 'Ditt drag skickas…',
  'presence.refusedAfter': 'Ditt drag som skickades innan anslutningen bröts avvisades: {why}',
  'clock.left': '{t}',
  'clock.low': 'lite tid kvar',
  'clock.bankOption': 'tidsbank (minuter) + tillägg',
  'clock.increment': 'tillägg (s)',
  'clock.bank': '{m} min + {s} s per drag',
  'end.resign': 'Ge upp',
  'end.berserk': 'Berserk',
  'end.berserkTitle': 'Halvera din egen klocka före ditt första drag: en vinst ger en arenapoäng mer.',
  'end.berserked': '{who} går berserk: klockan är halverad.',
  'end.resignConfirm': 'Ge upp detta parti? Det går inte att ångra.',
  'end.resignYes': 'Ja, ge upp',
  'end.cancel': 'Avbryt',
  'end.abort': 'Avbryt partiet (utan rating)',
  'end.rematch': 'Revansch',
  'end.rematchOpen': 'Till revanschen',
  'end.resigned': '{who} gav upp',
  'end.aborted': 'Partiet avbröts: ingen får rating.',
  'end.wonByResign': 'Partiet slutade med att någon gav upp.',
  'end.abandoned': '{who} lämnade partiet: utan rating för de andra, en förlust för {who}.',
  'end.timedOut':
    '{who} fick slut på tiden för många gånger: utan rating för de andra, en förlust för {who}.',
  'end.noWinner': 'Ingen stannade till slutet: ingen vinner.',
  'end.unratedEarly':
    'Partiet räknas inte till rating: en spelare gjorde färre drag än ett ratingparti kräver.',
  'end.unratedRepeated':
    'Partiet räknas inte till rating: de här spelarna har redan spelat sina ratingpartier mot varandra i dag.',
  'end.unratedGuest':
    'Partiet räknas inte till rating: en spelare är gäst, och bara registrerade konton spelar om rating.',
  'error.bad-clock': 'den klockan ligger utanför de tillåtna gränserna',
  'error.resigned': 'du har gett upp detta parti',
  'error.berserk-refused':
    'berserk går bara på din egen plats vid ett arenabord som tillåter det, före ditt första drag, en gång',
  'error.too-late-to-abort': 'alla har dragit: partiet kan inte längre avbrytas (ge upp i stället)',
  'error.not-over': 'revansch kan erbjudas när partiet är slut',
  'error.rematch-taken': 'revanschen är redan skapad',
};
