import type { AlertLanguage } from '@carcassonne/protocol';

/**
 * The words of pushes and mails in each language a player may choose (their alert settings keep
 * it; English when none). `{name}`-style places take values; what players wrote (names) is put in
 * as text, and escaped where the mail's HTML is made.
 */
export const ALERT_WORDS = {
  en: {
    endedTitle: 'Game over',
    endedBody: 'A game you play ended{at}.',
    turnTitle: 'Your turn',
    turnBody: 'It is your turn{at}.',
    joinedTitle: 'A player joined',
    joinedBody: '{name} joined your table.',
    deadlineTitle: 'Time is running out',
    deadlineHour: 'Your move is due in an hour.',
    deadlineHours: 'Your move is due in {hours} hours.',
    challengeTitle: 'Challenge',
    challengeBody: '{name} challenges you to a game',
    pairedTitle: 'Round paired',
    pairedBody: 'Round {round} of {name} is paired.',
    gameStartTitle: 'Your game starts',
    gameStartBody: 'Your game in {name} starts now.',
    digestOne: 'Carcassonne: 1 alert of the day',
    digestMany: 'Carcassonne: {n} alerts of the day',
    footer: 'You get this mail because you asked for alerts. Stop them all:',
    unsubscribe: 'unsubscribe',
    confirmSubject: 'Confirm your address for Carcassonne alerts',
    confirmLine: 'Confirm this address for Carcassonne alerts (the link works once, for {hours} hours):',
    confirmIgnore: 'If you did not ask for it, ignore this mail.',
  },
  de: {
    endedTitle: 'Spiel vorbei',
    endedBody: 'Ein Spiel, in dem du mitspielst, ist zu Ende{at}.',
    turnTitle: 'Du bist dran',
    turnBody: 'Du bist am Zug{at}.',
    joinedTitle: 'Ein Spieler ist dazugekommen',
    joinedBody: '{name} hat sich an deinen Tisch gesetzt.',
    deadlineTitle: 'Die Zeit wird knapp',
    deadlineHour: 'Dein Zug ist in einer Stunde fällig.',
    deadlineHours: 'Dein Zug ist in {hours} Stunden fällig.',
    challengeTitle: 'Herausforderung',
    challengeBody: '{name} fordert dich zu einer Partie heraus',
    pairedTitle: 'Runde ausgelost',
    pairedBody: 'Runde {round} von {name} ist ausgelost.',
    gameStartTitle: 'Deine Partie beginnt',
    gameStartBody: 'Deine Partie in {name} beginnt jetzt.',
    digestOne: 'Carcassonne: 1 Hinweis des Tages',
    digestMany: 'Carcassonne: {n} Hinweise des Tages',
    footer: 'Du bekommst diese Mail, weil du Hinweise bestellt hast. Alle abbestellen:',
    unsubscribe: 'abbestellen',
    confirmSubject: 'Bestätige deine Adresse für Carcassonne-Hinweise',
    confirmLine:
      'Bestätige diese Adresse für Carcassonne-Hinweise (der Link gilt einmal, {hours} Stunden lang):',
    confirmIgnore: 'Wenn du das nicht angefordert hast, beachte diese Mail nicht.',
  },
  nl: {
    endedTitle: 'Spel afgelopen',
    endedBody: 'Een spel waarin je speelt is afgelopen{at}.',
    turnTitle: 'Jouw beurt',
    turnBody: 'Je bent aan de beurt{at}.',
    joinedTitle: 'Er is een speler bijgekomen',
    joinedBody: '{name} is aan je tafel gaan zitten.',
    deadlineTitle: 'De tijd raakt op',
    deadlineHour: 'Je zet moet binnen een uur gedaan zijn.',
    deadlineHours: 'Je zet moet binnen {hours} uur gedaan zijn.',
    challengeTitle: 'Uitdaging',
    challengeBody: '{name} daagt je uit voor een spel',
    pairedTitle: 'Ronde ingedeeld',
    pairedBody: 'Ronde {round} van {name} is ingedeeld.',
    gameStartTitle: 'Je spel begint',
    gameStartBody: 'Je spel in {name} begint nu.',
    digestOne: 'Carcassonne: 1 melding van vandaag',
    digestMany: 'Carcassonne: {n} meldingen van vandaag',
    footer: 'Je krijgt deze mail omdat je meldingen hebt aangevraagd. Alles stoppen:',
    unsubscribe: 'afmelden',
    confirmSubject: 'Bevestig je adres voor Carcassonne-meldingen',
    confirmLine: 'Bevestig dit adres voor Carcassonne-meldingen (de link werkt één keer, {hours} uur lang):',
    confirmIgnore: 'Heb je hier niet om gevraagd, negeer deze mail dan.',
  },
  sv: {
    endedTitle: 'Spelet är slut',
    endedBody: 'Ett spel du är med i har tagit slut{at}.',
    turnTitle: 'Din tur',
    turnBody: 'Det är din tur{at}.',
    joinedTitle: 'En spelare har anslutit',
    joinedBody: '{name} har satt sig vid ditt bord.',
    deadlineTitle: 'Tiden håller på att ta slut',
    deadlineHour: 'Ditt drag ska göras inom en timme.',
    deadlineHours: 'Ditt drag ska göras inom {hours} timmar.',
    challengeTitle: 'Utmaning',
    challengeBody: '{name} utmanar dig till ett parti',
    pairedTitle: 'Rond lottad',
    pairedBody: 'Rond {round} av {name} är lottad.',
    gameStartTitle: 'Ditt parti börjar',
    gameStartBody: 'Ditt parti i {name} börjar nu.',
    digestOne: 'Carcassonne: 1 avisering i dag',
    digestMany: 'Carcassonne: {n} aviseringar i dag',
    footer: 'Du får det här mejlet för att du bad om aviseringar. Stoppa alla:',
    unsubscribe: 'avregistrera',
    confirmSubject: 'Bekräfta din adress för Carcassonne-aviseringar',
    confirmLine:
      'Bekräfta den här adressen för Carcassonne-aviseringar (länken fungerar en gång, i {hours} timmar):',
    confirmIgnore: 'Om du inte bad om det kan du strunta i det här mejlet.',
  },
} as const satisfies Record<AlertLanguage, Record<string, string>>;

export type AlertWordKey = keyof (typeof ALERT_WORDS)['en'];
/** One language's words: every key of the English table. */
export type AlertWords = Readonly<Record<AlertWordKey, string>>;

/** The words of a player's language (English when none is kept). */
export function alertWords(lang: AlertLanguage | undefined): AlertWords {
  return ALERT_WORDS[lang ?? 'en'];
}

/** A text with its `{place}`s filled. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => {
    const value = values[key];
    return value === undefined ? all : String(value);
  });
}
