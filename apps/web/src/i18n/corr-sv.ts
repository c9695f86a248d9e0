import type { en } from './corr-en.js';

/** Svenska: aviseringar (titel, ikon, ljud), tidsgränser i "mina spel" och semester. */
export const sv: Readonly<Record<keyof typeof en, string>> = {
  'alerts.title': 'Aviseringar',
  'alerts.sound':
    'Spela ett ljud när det är min tur, ett av mina spel tar slut eller någon sätter sig vid mitt bord',
  'alerts.volume': 'Volym',
  'alerts.try': 'Prova ljudet',
  'alerts.yourTurn': 'Din tur',
  'alerts.gameOver': 'Spelet är slut',
  'alerts.joined': 'En spelare har satt sig',
  'mygames.deadline': 'tiden tar slut {date} ({rel})',
  'mygames.paused': 'klockan står still: på semester till {date}',
  'vacation.title': 'Semester',
  'vacation.explain':
    'På semester står dina klockor i korrespondensspel (dagar per drag) still och ingen bot spelar åt dig: {n} dagar om året.',
  'vacation.used': '{used} av {n} dagar använda i år',
  'vacation.days': 'Dagar',
  'vacation.take': 'Ta semester',
  'vacation.end': 'Avsluta semestern nu',
  'vacation.until': 'Du är på semester till {date}.',
  'vacation.guests': 'Semester är för registrerade spelare: registrera dig för att ta en.',
  'vacation.seat': '{who} är på semester till {date}: klockan står still.',
  'vacation.player': 'På semester till {date}: klockorna i korrespondensspelen står still.',
  'error.vacation-registered-only': 'bara registrerade spelare kan ta semester',
  'error.vacation-over-allowance': 'så mycket semester finns inte kvar i år',
  'error.on-vacation': 'du är redan på semester',
};
