import type { en } from './offline-en.js';

/** Nederlands: de geïnstalleerde app, updates en spelen zonder netwerk. */
export const nl: Readonly<Record<keyof typeof en, string>> = {
  'offline.updateReady': 'Er is een nieuwe versie klaar — herlaad om haar te gebruiken.',
  'offline.reload': 'Herladen',
  'offline.online':
    'Je bent offline. Online spelen heeft het netwerk nodig en komt terug zodra dat er is; spellen tegen bots gaan door.',
  'offline.playLocal': 'Spelen tegen bots',
};
