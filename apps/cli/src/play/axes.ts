// Coordinates around the text board (render.ts: three characters a tile side), so that a move said
// as "at 1,0" can be found: x over the columns, y before the rows (x east, y south of the start).

/** A board's lines with x above each column of tiles and y before each row; `x0`, `y0` its first tile's square. */
export function withAxes(board: string, x0: number, y0: number): string {
  const lines = board.split('\n');
  const columns = Math.ceil(Math.max(0, ...lines.map((l) => l.length)) / 3);
  const label = (n: number) => String(n).padStart(2).padEnd(3);
  const head = `    ${Array.from({ length: columns }, (_, i) => label(x0 + i)).join('')}`.trimEnd();
  const rows = lines.map((line, i) =>
    `${i % 3 === 1 ? String(y0 + (i - 1) / 3).padStart(3) : '   '} ${line}`.trimEnd(),
  );
  return [head, ...rows].join('\n');
}
