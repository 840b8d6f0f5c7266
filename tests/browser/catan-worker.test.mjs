// catan.createBotWorker in chromium: the worker plays a whole 4-player game with the same actions
// as the synchronous bestAction (no timeMs: deterministic), refuses a second request while one is
// in flight (BUSY) and any after dispose (DISPOSED), and while it decides the page has no
// main-thread task over 50 ms. The page is tools/harness/engine-worker.html.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { REPO, newPage, useBrowser } from '../../tools/harness/browser.mjs';

let page;
useBrowser({ root: REPO, setup: async (env) => {
  page = await newPage(env.browser);
  await page.goto(`${env.url}tools/harness/engine-worker.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
} });

test('Catan worker: a whole game at level 6 as bestAction plays it, and no long task meanwhile', async (t) => {
  const r = await page.evaluate(async () => {
    const { catan, longTasks } = window.fixture;
    const worker = catan.createBotWorker();
    const game = catan.newGame({ players: 4, seed: 12 });
    const times = [];
    const answers = [];
    const before = longTasks.length;
    while (!game.isOver && times.length < 3000) {
      const t0 = performance.now();
      const action = await worker.bestAction(game, { level: 6, seed: 4 });
      times.push(performance.now() - t0);
      answers.push(action);
      game.apply(action);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));  // long-task entries arrive late
    const mainThreadLong = longTasks.slice(before).filter((t) => t.duration > 50).length;
    // The same game again with the synchronous call (after the timed part: it runs on this thread).
    const mirror = catan.newGame({ players: 4, seed: 12 });
    let differ = 0;
    for (const answer of answers) {
      const action = catan.bestAction(mirror, { level: 6, seed: 4 });
      if (action !== answer) differ++;
      mirror.apply(action);
    }
    let busy = null;
    const other = catan.newGame({ players: 3, seed: 1 });
    const first = worker.bestAction(other);
    await worker.bestAction(other).catch((e) => { busy = e.code; });
    const legal = other.legalActions().includes(await first);
    let ended = null;
    await worker.bestAction(game).catch((e) => { ended = e.code; });
    worker.dispose();
    let disposed = null;
    await worker.bestAction(other).catch((e) => { disposed = e.code; });
    times.sort((a, b) => a - b);
    const result = { over: game.isOver, decisions: times.length, differ, mainThreadLong, busy, legal, ended, disposed,
      median: times[times.length >> 1] };
    for (const g of [game, mirror, other]) g.dispose();
    return result;
  });
  assert.equal(r.over, true, `not over after ${r.decisions} decisions`);
  assert.equal(r.differ, 0, 'the worker answers as bestAction does');
  assert.equal(r.mainThreadLong, 0, 'a main-thread task over 50 ms while the worker decided');
  assert.deepEqual([r.busy, r.legal, r.ended, r.disposed], ['BUSY', true, 'GAME_ENDED', 'DISPOSED']);
  t.diagnostic(`median round trip ${r.median.toFixed(2)} ms over ${r.decisions} decisions`);
});
