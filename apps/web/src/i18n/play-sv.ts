import type { PlayDict } from './play-en.js';

export const sv: PlayDict = {
  'continue.title': 'Fortsätt ett parti',
  'continue.detail': '{moves#drag#drag} spelade, {n#bricka#brickor} kvar',
  'continue.resume': 'Fortsätt',
  'continue.forget': 'Glöm',
  'continue.forgetGame': 'Glöm partiet med {who}',
  'save.failed': 'Den här webbläsaren sparar inte partiet (lagringen full eller privat läge); använd Spara för att behålla det.',
  'load.failed': 'Kunde inte starta partiet: {msg}.',
  'notice.close': 'Stäng',
  'error.atMove': 'drag {n} är inte tillåtet: {reason}',
};
