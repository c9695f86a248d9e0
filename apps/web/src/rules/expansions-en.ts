import type { ExpansionRules } from './types.js';

/** The expansions' rules in English (docs/rules.md A7–A9). */
export const expansionsEn: ExpansionRules = {
  theRiver: {
    heading: 'The River',
    items: [
      'The game starts with the spring instead of the start tile; the start tile is shuffled in with the others.',
      'The ten other river tiles come first, in random order, then the lake; then the usual tiles.',
      'Each river tile must continue the river where its water ends, and its water must flow on into an empty square.',
      'The river may not bend the same way twice in a row, so it never turns back on itself.',
      'The water is not a feature: no follower goes on it and it scores nothing; it divides the fields on its banks.',
    ],
  },
  innsAndCathedrals: {
    heading: 'Inns & Cathedrals',
    items: [
      'Inns: a road with an inn beside it scores 2 points per tile when finished, and nothing if it is unfinished at the end.',
      'Cathedrals: a city with a cathedral scores 3 points per tile and per pennant when finished, and nothing if it is unfinished at the end.',
      'The big follower: each player has one more, larger follower. It is placed like a follower and comes back like one, and it counts as two followers in every majority.',
      'To place it: after laying the tile, pick "Big follower" beside the follower choices (or press B), then the spot.',
      'A sixth player: the grey followers of this expansion let six play (New game: add a sixth player once it is on).',
    ],
  },
  tradersAndBuilders: {
    heading: 'Traders & Builders',
    items: [
      'Goods: some city tiles show wine, grain or cloth. Whoever lays the tile that finishes a city takes its goods, with or without a follower in it.',
      "At the end, the player(s) with the most of each good score 10 points for it; the players panel counts each player's goods and shows their builder and pig while in hand.",
      'The builder: instead of a follower, put it on a road or city of the new tile that already holds one of your followers. Each later tile of yours that extends that road or city gives you a second tile at once (never a third).',
      'The pig: instead of a follower, put it on a field of the new tile where you already have a farmer. If you win that farm at the end, each of its finished cities scores 1 more point for you.',
      'Builder and pig stand with the followers but take no place in majorities. Choose them as the big follower: by name beside the follower choices, or with the B key.',
    ],
  },
  theAbbot: {
    heading: 'The Abbot',
    items: [
      'Each player has an abbot besides the followers. Instead of a follower, put it on the monastery of the tile you just laid (on the piece choice pick "Abbot" beside the follower choices, or press B).',
      'A monastery with the abbot scores like one with a monk: 9 points when its 3×3 square is complete (the abbot comes back), or 1 point per tile of the square at the end.',
      'Instead of placing a piece after laying a tile, you may take your abbot back: "Take the abbot back" among the follower choices, or the A key. Its monastery scores at once, 1 point per tile of its square, and the abbot may go out again on a later turn.',
      "Gardens: the new edition's tiles have gardens that take the abbot too. Our tiles are the first edition's and have none, so the abbot goes on monasteries only.",
    ],
  },
  abbeyAndMayor: {
    heading: 'Abbey & Mayor',
    items: [
      'Eleven more land tiles, among them a city with two pennants and a road that branches three ways (all three ends must be closed).',
      'The abbey: each player holds one abbey tile. Instead of laying the drawn tile, lay your abbey into a hole, an empty square with a tile on all four sides: it fits any edge (press A or use its button, then pick the hole). The drawn tile then goes to the next player.',
      'Every side of the abbey closes what it meets: roads and cities ending there are finished and score at once. The abbey is a monastery: you may put a monk on it.',
      'The mayor: instead of a follower, put it in a city of the new tile (B, or its name beside the follower choices). It counts as many followers as the city has pennants: in a city without pennants it has no strength.',
      'The final abbey round: after the last tile, each player still holding their abbey may lay it into a hole, in turn order, or keep it (pass).',
      'The wagon: instead of a follower, put it on a road, city or monastery of the new tile (B until its name shows, or its name beside the follower choices); never a field. It scores as a follower. When its feature scores, you may move it on to a free, unfinished road, city or monastery on a tile of that feature, or take it home: pick a target (its number) or “Wagon home”. With several wagons, their owners choose in turn order from the player whose turn it is.',
      'The barn: instead of a piece, put it on a corner of the new tile where four tiles meet with field on all four corners (tap or click the corner, or its button), into a field without a barn. The farmers there score 3 per completed city at once and go home; no farmer may join the barn later: farmers a tile joins to it score 1 per completed city and go home. At the end the most barns in a field score 4 per completed city.',
      'The players panel shows, for every player, the abbey, mayor, wagon and barn still in hand, drawn as on the board; a piece out on the board shows faded.',
    ],
  },
};
