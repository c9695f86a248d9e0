/** English words of the local game (saved games, the move log, rules, scoring steps, touch, …). */
export const en = {
  'continue.title': 'Continue a game',
  'continue.detail': '{moves#move#moves} played, {n#tile#tiles} left',
  'continue.resume': 'Continue',
  'continue.forget': 'Forget',
  'continue.forgetGame': 'Forget the game of {who}',
  'save.failed': 'This browser would not keep the game (storage full or private mode); use Save to keep it.',
  'load.failed': 'Could not start the game: {msg}.',
  'notice.close': 'Close',
  'error.atMove': 'move {n} is not legal: {reason}',
} as const;

export type PlayKey = keyof typeof en;
export type PlayDict = Readonly<Record<PlayKey, string>>;
