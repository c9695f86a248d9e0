import type { RulesText } from './types.js';
import { expansionsEn } from './expansions-en.js';

export const en: RulesText = {
  games: {
    carcassonne: [
      {
        heading: 'Goal',
        items: [
          'Together you build a landscape of tiles. You score with the roads, cities and monasteries your followers stand on once they are finished, and at the end with what is left unfinished and with farms. The most points wins.',
        ],
      },
      {
        heading: 'Your turn',
        items: [
          'Draw a tile and place it so that it touches at least one tile along a whole side. Every side that meets another tile must match: city to city, road to road, field to field. The tile in hand is shown to everybody.',
          'If the tile fits nowhere, it is set aside and you draw the next one.',
          'Then you may put one follower from your supply on the tile you just placed: a knight in a city, a robber on a road, a monk in a monastery or a farmer (lying down) in a field.',
          'Not on a road, city or field that already holds a follower anywhere along it, yours or anyone else’s. Two features with followers may grow together later; then both followers count.',
          'Last, every road, city and monastery the tile finished is scored at once, even one you put a follower on this very turn.',
        ],
      },
      {
        heading: 'Scoring during the game',
        items: [
          'A road is finished when both ends stop (at a crossroads, a city, a monastery or a house) or when it closes in a loop: 1 point per tile.',
          'A city is finished when its wall is closed without a gap: 2 points per tile and 2 per shield.',
          'A monastery is finished when all eight squares around it hold tiles: 9 points.',
          'Whoever has the most followers on a finished feature takes all its points; on a tie every tied player scores in full. The followers then go back to their owners and can be placed again.',
        ],
      },
      {
        heading: 'End of the game',
        items: [
          'The game ends after the turn in which the last tile is placed.',
          'Unfinished features with followers still score: a road 1 point per tile, a city 1 per tile and 1 per shield, a monastery 1 plus 1 for each tile around it.',
          'Then the farms: a farm is a connected field, bounded by roads, cities and the edge of the tiles. Only finished cities count for farms.',
          'The most points wins; a tie is a shared win.',
        ],
      },
    ],
    'the-city': [
      {
        heading: 'Goal',
        items: [
          'Together you build the city of Carcassonne. Roads and markets score while you build; once the city wall goes up, guards on the wall and patrons in the residential districts score at the end. The most points wins.',
        ],
      },
      {
        heading: 'Set-up and your turn',
        items: [
          'The tiles are shuffled into three stacks of 30, 25 and 20. The first player lays the first tile of stack 1 and may put a follower on it.',
          'On your turn draw a tile and place it against the city along at least one whole side. Only roads must line up: a road side meets a road side, and any other side meets any other side.',
          'Then you may put a follower on the tile: a citizen on a road, a market woman at a market or a patron (lying down) in a residential district. Not on a project that already holds a follower, and not on a road or market this tile finished if it was empty.',
          'A tile that fits nowhere is set aside and the next one of the same stack is drawn.',
        ],
      },
      {
        heading: 'Scoring during the game',
        items: [
          'A finished road scores 1 point per tile when it has 1 to 3 tiles, and 2 points per tile from 4 tiles on.',
          'A finished market scores its number of tiles times the number of different goods in it (fish, grain, cattle: 1 to 3).',
          'The most followers take all the points, ties each score in full. Citizens and market women go back to their owners; patrons stay until the end.',
        ],
      },
      {
        heading: 'The city wall',
        items: [
          'When stack 1 is used up, the wall phase begins. After every turn in which a road or market with followers was scored, the wall is built: with stack 2 one piece per player, with stack 3 two pieces each (with two players twice as many, taking turns one piece at a time). The player who scored builds first.',
          'The first wall round starts with the city gate, set by the player who scored. Every later piece extends one of the two ends of the wall along the outside of the city.',
          'On a piece you just built you may put one of your followers as a guard (never on the gate), unless another guard already faces it across a row of tiles without a gap.',
          'After the round, the player who scored may put a tower at a free end of the wall: 1 point for each wall piece back to the nearest tower or the gate.',
          'No tile may be placed outside the wall, nor so that the wall would be surrounded.',
        ],
      },
      {
        heading: 'End of the game',
        items: [
          'The game ends when the wall is closed, when the wall pieces run out, when the last tile is placed, or after a turn that leaves 5 or fewer open edges between the ends of the wall. The wall is then closed all the way round.',
          'Followers on unfinished roads and markets are removed without points.',
          'Patrons: every residential district scores 2 points for each market next to it, for the player with the most patrons in it.',
          'Guards: each guard looks along the row of tiles in front of it, from the wall inward up to the first gap, and scores 2 points per public building and 3 per historical building there.',
          'The most points wins; a tie is a shared win.',
        ],
      },
    ],
  },
  tileSets: {
    base: '72 tiles, the start tile (with the dark back) already on the table.',
    winter:
      '84 snowy tiles: the 72 shapes of the base game and 12 tiles with animals. They play by the same rules; a road that runs into a farmhouse ends there.',
    'the-city':
      '75 city tiles with roads, markets, residential districts, public and historical buildings, and a city wall of 72 pieces with one gate.',
  },
  options: {
    'farmers.true': 'Farmers are in play: fields take followers and farms are scored at the end.',
    'farmers.false': 'No farmers: fields take no followers and farms are not scored.',
    'smallCityTwoPoints.true': 'A finished city of only two tiles scores 2 points instead of 4.',
    'smallCityTwoPoints.false': 'A finished city of two tiles scores the usual 4 points.',
    'farmerScoring.perCity4':
      'Farms are scored city by city: for each finished city, the player with the most farmers in the fields next to it scores 4 points (a player scores each city at most once).',
    'farmerScoring.perField3':
      'Farms are scored field by field: the player with the most farmers in a field scores 3 points for every finished city that field touches.',
    'theRiver.true':
      'The River: the game starts at the spring; the 10 river tiles are laid first, each continuing the river and never turning the same way twice in a row, then the lake; then the normal game.',
    'theRiver.false': 'Without The River: the game starts with the usual start tile.',
    'innsAndCathedrals.true':
      'Inns & Cathedrals: 18 more tiles. A road with an inn scores 2 per tile when finished and nothing when unfinished; a city with a cathedral scores 3 per tile and pennant when finished and nothing when unfinished. Each player has a big follower that counts as two.',
    'innsAndCathedrals.false': 'Without Inns & Cathedrals.',
    'tradersAndBuilders.true':
      'Traders & Builders: 24 more tiles. Whoever finishes a city takes its goods (wine, grain, cloth); the most of each good scores 10 at the end. The builder gives a second tile; the pig adds 1 per finished city to its farm.',
    'tradersAndBuilders.false': 'Without Traders & Builders.',
    'theAbbot.true':
      'The Abbot: each player has an abbot besides the followers. Instead of a follower it may go on the monastery of the tile just placed, and scores like a monk. Instead of placing a piece you may take your abbot back: its monastery scores at once, 1 point per tile around it and itself. (Our tiles have no gardens, so the abbot goes on monasteries only.)',
    'theAbbot.false': 'Without The Abbot.',
    'abbeyAndMayor.true':
      'Abbey & Mayor: twelve more land tiles; each player holds an abbey tile and a mayor. Instead of the drawn tile you may place your abbey into a hole with a tile on all four sides: it fits any edge, closes the roads and cities it meets (they score if complete) and is a monastery for a monk. The mayor goes on a city instead of a follower and counts as many followers as the city has coats of arms (none: no strength). The wagon goes on a road, city or monastery like a follower; when its feature scores it may move on to a free, unfinished feature on a tile of it. The barn goes on a corner where four fields meet: the farmers there score at once and go home, and at the end it scores 4 per completed city of its field.',
    'abbeyAndMayor.false': 'Without Abbey & Mayor.',
    'princessAndDragon.true':
      "The Princess & the Dragon: 30 more tiles. A volcano brings the dragon, and no piece goes on it. After a dragon tile (once the dragon is on the board) the dragon flies six squares, one step per player in turn order starting with whoever placed the tile: never to a square it visited in this flight, never onto the fairy's square; it sends home every piece on a square it enters. Instead of placing a piece you may: put the fairy next to one of your followers (1 point at the start of each of your turns, 3 more when that follower's feature scores; the dragon cannot reach it); with a princess tile joined to a city, send one of its knights home; with a magic portal, put a follower on any free, unfinished feature. On the board: each step of the dragon is a numbered disc on an edge of its square (its digit, or N / P and Enter); the fairy, princess and portal choices are buttons beside the follower choices, numbered on after them (the digit on the board, or N / P to step through them and Enter).",
    'princessAndDragon.false': 'Without The Princess & the Dragon.',
    'strategic.true':
      'Strategic variant: each player holds a hidden hand of three tiles, plays any one of them and then draws one. A tile of your hand that fits nowhere is put aside face up and replaced. When the stack is empty, play goes on until every hand is empty.',
    'strategic.false': 'Without the strategic variant: each player draws one tile and places it.',
  },
  expansions: expansionsEn,
};
