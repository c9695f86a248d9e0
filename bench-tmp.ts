import { randomGame, tileSet, PRESETS } from './packages/engine/src/index.ts';
for (const preset of ['classic','modern','winter'] as const) {
  const p = PRESETS[preset]; const set = tileSet(p.tileSet);
  let n = 0; const t0 = performance.now(); let sum=0;
  while (performance.now() - t0 < 2000) { const g = randomGame({tileSet:set, options:p.options, players:2, seed:'s'+n, moveSeed:n}); sum+=g.scores[0]!; n++; }
  const dt = performance.now()-t0;
  console.log(preset, (n/dt*1000).toFixed(0), 'games/s', (sum/n).toFixed(1));
}
