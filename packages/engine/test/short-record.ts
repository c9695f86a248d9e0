/** Three moves of a classic game between Anna and Bo, with the tiles drawn: a record the tests of records start from (the engine's and the CLI's). */
export const SHORT_RECORD = {
  format: 'carcassonne-record/1',
  game: 'carcassonne',
  preset: 'classic',
  players: [
    { name: 'Anna', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  tiles: ['V', 'U', 'E'],
  moves: ['V@1,0r0', 'U@-1,0r90 N', 'E@0,-1r180 S'],
};
