import type { en } from './offline-en.js';

/** Svenska: den installerade appen, uppdateringar och spel utan nätverk. */
export const sv: Readonly<Record<keyof typeof en, string>> = {
  'offline.updateReady': 'En ny version är klar — ladda om för att använda den.',
  'offline.reload': 'Ladda om',
  'offline.online':
    'Du är offline. Onlinespel behöver nätverket och kommer tillbaka med det; spel mot botar fortsätter.',
  'offline.playLocal': 'Spela mot botar',
};
