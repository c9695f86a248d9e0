import type { en } from './offline-en.js';

/** Deutsch: die installierte App, Updates und Spielen ohne Netz. */
export const de: Readonly<Record<keyof typeof en, string>> = {
  'offline.updateReady': 'Eine neue Version ist bereit — neu laden, um sie zu nutzen.',
  'offline.reload': 'Neu laden',
  'offline.online':
    'Du bist offline. Online-Spiele brauchen das Netz und gehen weiter, sobald es zurück ist; Spiele gegen Bots laufen weiter.',
  'offline.playLocal': 'Gegen Bots spielen',
};
