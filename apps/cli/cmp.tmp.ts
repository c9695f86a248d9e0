import { fnv1a, Mulberry32 } from '/work/wt/selfplay/packages/engine/src/index.ts';
import { selfPlayer, randomGame, tileSet, type Game } from '/work/wt/selfplay/packages/engine/src/internal.ts';
import { CARCASSONNE_RULES } from '/work/wt/selfplay/packages/engine/src/carcassonne/tables.ts';
const preset = process.argv[2] ?? 'classic';
const N = 4000;
const sp = selfPlayer({ preset, players: [{ name: 'P1', color: 'red' }, { name: 'P2', color: 'blue' }] as never });
if (!sp.ok) throw new Error(sp.error.message);
const self = sp.value;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
function runSelf(k: number) { for (let i = 0; i < N; i++) { const s = `x${k}-${i}`; self.play(s, new Mulberry32(fnv1a(`moves:${s}`))); } }
const p = CARCASSONNE_RULES.preset(preset)!;
const set = p.tileSet();
const options = p.resolve({}).ok ? (p.resolve({}) as any).value.options : null;
let g: Game | undefined;
function runBench(k: number) { for (let i = 0; i < N; i++) g = randomGame({ tileSet: set, options, players: 2, seed: `x${k}-${i}`, moveSeed: i }, g); }
for (let r = 0; r < 6; r++) {
  let t = cpu(); runSelf(r); const a = cpu() - t; t = cpu(); runBench(r); const b = cpu() - t;
  console.log(`self ${(a / N * 1000).toFixed(1)} us/game   core ${(b / N * 1000).toFixed(1)} us/game`);
}
