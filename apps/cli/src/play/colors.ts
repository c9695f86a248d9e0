// The text board in colour for a terminal that shows it: each player's pieces in their colour,
// the terrain in its own, the squares to choose from standing out. Only when standard output is
// a terminal and NO_COLOR (https://no-color.org) is not set; piped output stays plain.

const RESET = '\x1b[0m';
const code = (n: string) => `\x1b[${n}m`;

/** A player's colour (the engine's colour names) as a terminal colour. */
const PLAYER: Readonly<Record<string, string>> = {
  red: '1;91',
  blue: '1;94',
  green: '1;92',
  yellow: '1;93',
  // Black pieces on a dark terminal would vanish: magenta stands in for them.
  black: '1;95',
  gray: '1;37',
};

/** The terrain's characters (render.ts) and their colours. */
const TERRAIN: Readonly<Record<string, string>> = {
  '#': '33',
  '.': '32',
  '=': '97',
  '|': '97',
  '+': '97',
  M: '91',
  ':': '36',
  $: '35',
};

/** Whether to colour what goes to standard output. */
export function colourWanted(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && (env.NO_COLOR ?? '') === '';
}

/**
 * The text board with colour codes: a seat's letter (`A`…, its other pieces `a`…) in its
 * player's colour, a square's label (`[a]`) bold, the terrain by kind; anything else as it is.
 */
export function colourBoard(board: string, playerColors: readonly string[], letters: string): string {
  return board
    .split('\n')
    .map((line) => {
      let out = '';
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (ch === '[' && line[i + 2] === ']') {
          out += `${code('1;96')}[${line[i + 1]}]${RESET}`;
          i += 2;
          continue;
        }
        const seat = letters.indexOf(ch.toUpperCase());
        const colour = seat >= 0 ? PLAYER[playerColors[seat] ?? ''] : TERRAIN[ch];
        out += colour === undefined ? ch : `${code(colour)}${ch}${RESET}`;
      }
      return out;
    })
    .join('\n');
}
