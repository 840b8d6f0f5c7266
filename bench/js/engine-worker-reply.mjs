// Reply time of each engine level in a browser: chromium, the package's engine worker
// (tribun.createEngineWorker), timed in the page from think() to its answer (so it includes the
// messages to and from the worker and the worker's 40 ms slices). Same positions as
// bench/js/engine-bench.mjs (bench/js/engine-positions.mjs); level 6 at its default 1000 ms.
// A benchmark, not a test: figures go to docs/ENGINE.md.
//   node bench/js/engine-worker-reply.mjs [rounds=2]     (needs ./build-wasm.sh)
import { REPO, newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';

const rounds = Number(process.argv[2] ?? 2);

const env = await startBrowser({ root: REPO });
try {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}tools/harness/engine-worker.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const rows = await page.evaluate(async (rounds) => {
    const { enginePositions } = await import('/bench/js/engine-positions.mjs');
    const { tribun } = window.fixture;
    const positions = enginePositions(tribun);
    const engine = tribun.createEngineWorker();
    const times = Array.from({ length: 7 }, () => []);
    const depths = Array.from({ length: 7 }, () => []);
    try {
      // Warm-up: the worker's module instantiation and the first calls' tier-up.
      for (let level = 1; level <= 5; level++) {
        const g = tribun.newGame({ board: positions[0].board, turn: positions[0].turn });
        await engine.think(g, { level, seed: 1 });
        g.dispose();
      }
      for (let round = 0; round < rounds; round++) {
        for (let level = 1; level <= 6; level++) {
          for (const p of positions) {
            const g = tribun.newGame({ board: p.board, turn: p.turn });
            const t0 = performance.now();
            const r = await engine.think(g, { level, seed: 1 });
            times[level].push(performance.now() - t0);
            depths[level].push(r.depth);
            g.dispose();
          }
        }
      }
    } finally {
      engine.dispose();
    }
    return { positions: positions.length, times, depths };
  }, rounds);
  console.log(`reply time per level in chromium's engine worker (${rows.positions} positions x ${rounds} rounds, seed 1; median, max):`);
  for (let level = 1; level <= 6; level++) {
    const t = rows.times[level];
    console.log(`  level ${level}: ${median(t).toFixed(0)} ms (max ${Math.max(...t).toFixed(0)}), depth ${median(rows.depths[level])}`);
  }
} finally {
  await env.close();
}
