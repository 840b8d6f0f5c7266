// Benchmark of undo/redo through the JS API (issue 14, compact history): a game of 1,000 plies
// is undone ply by ply to its start, then redone ply by ply to its end; also goTo(0) and
// goTo(1000) in one call each. Positions are recomputed from the nearest snapshot on undo
// (src/tribun/history.h), so this is the cost the compact tree adds.
// A benchmark, not a test: it prints medians (docs/PERFORMANCE.md, "Records and game history").
//
// Usage: node bench/js/history-undo.mjs [--plies N] [--rounds R] [--before DIR]
//   --before DIR: also measure the package tree in DIR (web/src + web/dist of another build),
//   alternating with this one round by round, so both see the same machine load.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { option } from '../../tools/harness/options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const plies = Number(option('--plies', 1000));
const rounds = Number(option('--rounds', 15));
const before = option('--before');

async function load(dir) {
  const { default: createModule } = await import(pathToFileURL(`${dir}/web/package/dist/boardrules-wasm.js`).href);
  const { createTribunApi } = await import(pathToFileURL(`${dir}/web/package/src/tribun.js`).href);
  return createTribunApi(await createModule());
}

// The same game for every build: board actions that do not capture a tribun (op < 9), picked by
// a fixed generator; a draw offer and its retraction when none is left.
function playGame(tribun) {
  let seed = 1000;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const g = tribun.newGame();
  while (g.ply < plies) {
    const moves = g.legalActions().filter((w) => w >>> 28 < 9);
    if (moves.length > 0) {
      g.apply(moves[Math.floor(rnd() * moves.length)]);
    } else {
      g.apply(tribun.encodeAction({ op: 'DRAW', action: 'offer', color: g.turn }));
      if (g.ply < plies) g.apply(tribun.encodeAction({ op: 'DRAW', action: 'retract', color: g.turn }));
    }
  }
  return g;
}

// Wall and CPU milliseconds of fn (CPU: this process's user + system time, which a loaded
// machine inflates far less than the wall clock).
function timed(fn) {
  const t = performance.now();
  const c = process.cpuUsage();
  fn();
  const used = process.cpuUsage(c);
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 };
}

function timeRound(g) {
  return {
    undo: timed(() => { for (let i = 0; i < plies; ++i) g.undo(); }),
    redo: timed(() => { for (let i = 0; i < plies; ++i) g.redo(); }),
    goStart: timed(() => g.goTo(0)),
    goEnd: timed(() => g.goTo(plies)),
  };
}

const builds = [{ name: 'this build', tribun: await load(root) }];
if (before) builds.push({ name: `--before ${before}`, tribun: await load(resolve(before)) });
for (const b of builds) {
  b.game = playGame(b.tribun);
  b.hash = b.game.hash();
  b.runs = [];
  for (let w = 0; w < 3; ++w) timeRound(b.game);  // warm-up
}
if (builds.length === 2 && builds[0].hash !== builds[1].hash) throw new Error('the two builds played different games');
for (let r = 0; r < rounds; ++r) {
  for (const b of r % 2 ? [...builds].reverse() : builds) b.runs.push(timeRound(b.game));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`a game of ${plies} plies, ${rounds} rounds (medians)`);
for (const b of builds) {
  if (b.game.hash() !== b.hash) throw new Error(`${b.name}: not back at the same position`);
  const m = (key) => ['cpu', 'wall'].map((k) => median(b.runs.map((x) => x[key][k])).toFixed(2)).join(' / ');
  console.log(`  ${b.name} (ms CPU / wall): ${plies} undos ${m('undo')}, ${plies} redos ${m('redo')}, goTo(0) ${m('goStart')}, goTo(${plies}) ${m('goEnd')}`);
}
