// CoTuLenh: a saved game played again through the package, `cotulenh.fromTurns(turns)` (what the
// CoTuLenh page does on load and a server does to check a game), and `game.turns()`. One seeded
// random game of 60 turns (deploy turns included); each figure is the median of 40 calls after
// the game was made once (warm). With a second package folder, both are run one after the other,
// and the command repeated gives alternating runs.
//   node bench/js/cotulenh-replay.mjs [PACKAGE_DIR=web/package] [OTHER_PACKAGE_DIR]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

async function measure(dir) {
  const { loadBoardrules } = await import(pathToFileURL(resolve(dir, 'index.js')).href);
  const { cotulenh } = await loadBoardrules();
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const g = cotulenh.newGame();
  while (g.turns().length < 60 && !g.status().gameOver) {
    const moves = g.moves();
    if (moves.length === 0) {
      if (g.inDeploy) g.commit();
      else break;
      continue;
    }
    g.move(moves[Math.floor(rand() * moves.length)]);
    if (g.inDeploy && rand() < 0.3) {
      try {
        g.commit();
      } catch {
        // a deploy turn that cannot end yet: more steps
      }
    }
  }
  if (g.inDeploy) g.cancel();
  const turns = g.turns();
  const median = (fn) => {
    const times = [];
    for (let r = 0; r < 40; r++) {
      const t = performance.now();
      fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return `median ${times[20].toFixed(2)} ms (min ${times[0].toFixed(2)})`;
  };
  const replay = median(() => cotulenh.fromTurns(turns).dispose());
  const listed = median(() => g.turns());
  g.dispose();
  console.log(`${dir}: ${turns.length} turns; fromTurns ${replay}; turns() ${listed}`);
}

const dirs = process.argv.slice(2);
for (const dir of dirs.length ? dirs : ['web/package']) await measure(dir);
