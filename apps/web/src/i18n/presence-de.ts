import type { en } from './presence-en.js';

/** Deutsch: Anwesenheit, Uhren, Aufgeben und Revanche am Online-Tisch. */
export const de: Readonly<Record<keyof typeof en, string>> = {
  'presence.here': 'verbunden',
  'presence.away': 'seit {t} weg',
  'presence.awayBotIn': '{who} ist seit {t} weg — in {s} spielt ein Bot für {who}',
  'presence.botAbsent': 'ein Bot spielt für {who}: abwesend',
  'presence.botTimeout': 'Zeit abgelaufen: ein Bot hat diesen Zug für {who} gespielt',
  'presence.botTimeouts': 'ein Bot spielt für {who} nach {n} Zeitüberschreitungen in Folge',
  'presence.botResigned': '{who} hat aufgegeben: ein Bot spielt den Platz zu Ende',
  'presence.youAbsent': 'Ein Bot hat {n#Zug#Züge} für dich gespielt, während du weg warst: siehe Protokoll.',
  'presence.youTimeout':
    'Zeit abgelaufen: ein Bot hat diesen Zug für dich gespielt. Dein Platz bleibt deiner.',
  'presence.youTimeouts':
    'Deine Zeit ist {n}-mal in Folge abgelaufen: ein Bot spielt für dich, bis du deinen Platz zurücknimmst.',
  'presence.youBack': 'Du bist zurück: ein Bot hat {n#Zug#Züge} für dich gespielt (im Protokoll markiert).',
  'presence.botMove': 'von einem Bot gespielt',
  'presence.reconnecting': 'Verbindung verloren — verbinde neu…',
  'presence.sending': 'Dein Zug wird gesendet…',
  'presence.refusedAfter': 'Dein vor dem Verbindungsabbruch gesendeter Zug wurde abgelehnt: {why}',
  'clock.left': '{t}',
  'clock.low': 'wenig Zeit',
  'clock.bankOption': 'Zeitkonto (Minuten) + Zuschlag',
  'clock.increment': 'Zuschlag (s)',
  'clock.bank': '{m} Min + {s} s pro Zug',
  'end.resign': 'Aufgeben',
  'end.berserk': 'Berserk',
  'end.berserkTitle':
    'Halbiere vor deinem ersten Zug deine eigene Uhr: ein Sieg bringt einen Arena-Punkt mehr.',
  'end.berserked': '{who} geht Berserk: die Uhr ist halbiert.',
  'end.resignConfirm': 'Diese Partie aufgeben? Das lässt sich nicht zurücknehmen.',
  'end.resignYes': 'Ja, aufgeben',
  'end.cancel': 'Abbrechen',
  'end.abort': 'Partie abbrechen (ohne Wertung)',
  'end.rematch': 'Revanche',
  'end.rematchOpen': 'Zur Revanche',
  'end.resigned': '{who} hat aufgegeben',
  'end.aborted': 'Die Partie wurde abgebrochen: niemand wird gewertet.',
  'end.wonByResign': 'Die Partie endete durch Aufgabe.',
  'end.abandoned': '{who} hat die Partie verlassen: für die anderen ohne Wertung, für {who} eine Niederlage.',
  'end.timedOut':
    '{who} hat zu oft die Zeit überschritten: für die anderen ohne Wertung, für {who} eine Niederlage.',
  'end.noWinner': 'Niemand ist bis zum Ende geblieben: niemand gewinnt.',
  'end.unratedEarly':
    'Die Partie wird nicht gewertet: ein Spieler hat weniger Züge gemacht, als eine gewertete Partie braucht.',
  'end.unratedRepeated':
    'Die Partie wird nicht gewertet: diese Spieler haben heute schon ihre gewerteten Partien gegeneinander gespielt.',
  'end.unratedGuest':
    'Die Partie wird nicht gewertet: ein Spieler ist Gast, und nur registrierte Konten spielen gewertet.',
  'error.bad-clock': 'diese Bedenkzeit liegt außerhalb der erlaubten Grenzen',
  'error.resigned': 'du hast diese Partie aufgegeben',
  'error.berserk-refused':
    'Berserk geht nur auf dem eigenen Platz an einem Arena-Tisch, der es erlaubt, vor dem ersten Zug, einmal',
  'error.too-late-to-abort':
    'alle haben schon gezogen: die Partie kann nicht mehr abgebrochen werden (gib stattdessen auf)',
  'error.not-over': 'eine Revanche gibt es, sobald die Partie vorbei ist',
  'error.rematch-taken': 'die Revanche wurde schon angelegt',
};
