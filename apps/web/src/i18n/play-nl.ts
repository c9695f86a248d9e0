import type { PlayDict } from './play-en.js';

export const nl: PlayDict = {
  'continue.title': 'Verder spelen',
  'continue.detail': '{moves#zet#zetten} gespeeld, nog {n#tegel#tegels}',
  'continue.resume': 'Verder',
  'continue.forget': 'Vergeten',
  'continue.forgetGame': 'Vergeet het spel van {who}',
  'save.failed': 'Deze browser bewaart het spel niet (opslag vol of privévenster); gebruik Opslaan om het te bewaren.',
  'load.failed': 'Kon het spel niet starten: {msg}.',
  'notice.close': 'Sluiten',
  'error.atMove': 'zet {n} is niet toegestaan: {reason}',
};
