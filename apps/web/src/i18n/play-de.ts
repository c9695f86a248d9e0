import type { PlayDict } from './play-en.js';

export const de: PlayDict = {
  'continue.title': 'Spiel fortsetzen',
  'continue.detail': '{moves#Zug#Züge} gespielt, noch {n#Plättchen#Plättchen}',
  'continue.resume': 'Fortsetzen',
  'continue.forget': 'Vergessen',
  'continue.forgetGame': 'Das Spiel von {who} vergessen',
  'save.failed': 'Dieser Browser speichert das Spiel nicht (Speicher voll oder privates Fenster); sichere es mit „Speichern“.',
  'load.failed': 'Das Spiel konnte nicht gestartet werden: {msg}.',
  'notice.close': 'Schließen',
  'error.atMove': 'Zug {n} ist nicht erlaubt: {reason}',
};
