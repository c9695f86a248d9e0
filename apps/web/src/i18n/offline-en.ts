/** English words of the installed app: updates and playing without a network. */
export const en = {
  'offline.updateReady': 'A new version is ready — reload to use it.',
  'offline.reload': 'Reload',
  'offline.online':
    'You are offline. Online play needs the network and comes back with it; games against bots play on.',
  'offline.playLocal': 'Play against bots',
};
