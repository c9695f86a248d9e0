/** English words for screen readers: names of controls without a visible label, and what the live region says. */
export const en = {
  'a11y.seat': 'Seat {n}',
  'a11y.visibility': 'Who sees the table',
  'a11y.mark': 'Colour and letter',
  'a11y.event': 'Event',
  'a11y.notices': 'Notices for your account',
  'a11y.presence': 'Who came, went and was replaced',
  'a11y.panel': 'The game',
  'a11y.lobby': 'Play online',
  'a11y.yourTurn': 'Your turn: {tile}.',
  'a11y.fits': 'It fits in {n} places: {where}.',
  'a11y.fitsOne': 'It fits in one place: {where}.',
  'a11y.fitsNowhere': 'It fits nowhere.',
  'a11y.chat': '{who} in the chat: {text}',
  'a11y.timeLeft': 'Time left for {who}: {n} seconds.',
} as const;
