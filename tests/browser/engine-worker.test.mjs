// tribun.createEngineWorker (and cotulenh's) in chromium: the worker answers legal moves, stop()
// ends a long think early with a legal move, and while it thinks the page has no main-thread task over
// 50 ms and answers clicks. Served from the repository root (the page is tools/harness/engine-worker.html).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { REPO, newPage, useBrowser } from '../../tools/harness/browser.mjs';

let page;
useBrowser({ root: REPO, setup: async (env) => {
  page = await newPage(env.browser);
  await page.goto(`${env.url}tools/harness/engine-worker.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
} });

test('engine worker: answers a legal move for a game and for a snapshot + log', async () => {
  const r = await page.evaluate(async () => {
    const { tribun } = window.fixture;
    const engine = tribun.createEngineWorker();
    const game = tribun.newGame();
    const first = await engine.think(game, { level: 3 });
    game.apply(first.word);
    const second = await engine.think({ snapshot: game.startSnapshot(), actions: game.actionsB64() }, { nodes: 3000 });
    const sync = tribun.bestAction(game, { nodes: 3000 });
    const legal = game.isLegal(second.word);
    engine.dispose();
    game.dispose();
    return { first, second, sync, legal };
  });
  assert.ok(r.legal);
  assert.ok(r.first.depth >= 1 && r.first.nodes > 0 && r.first.pv[0] === r.first.word);
  assert.deepEqual(r.second, r.sync, 'a node-bounded think answers as bestAction does');
});

// Each engine's worker: a level-6 think of 20 s stopped after `waitMs` (CoTuLenh's first slice
// searches level 6's floor of 100,000 positions before it reads its messages).
for (const [which, waitMs] of [['tribun', 600], ['cotulenh', 2500]]) {
  test(`engine worker (${which}): stop() resolves a 20 s think early with a legal move; one think at a time`, async () => {
    const r = await page.evaluate(async ([which, waitMs]) => {
      const api = window.fixture[which];
      const engine = api.createEngineWorker();
      const game = api.newGame();
      const ask = (options) => (which === 'tribun' ? engine.think(game, options) : engine.bestMove(game, options));
      const t0 = performance.now();
      const thinking = ask({ timeMs: 20000 });
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      engine.stop();
      const answer = await thinking;
      const ms = performance.now() - t0;
      const legal = which === 'tribun' ? game.isLegal(answer.word) : game.moves().includes(answer.moves[0]);
      let busy = null;
      const again = ask({ nodes: 500 });
      await ask({ nodes: 500 }).catch((e) => { busy = e.code; });
      await again;
      engine.stop();  // nothing pending: nothing happens
      const after = await ask({ level: 1 });
      engine.dispose();
      let disposed = null;
      await ask({}).catch((e) => { disposed = e.code; });
      game.dispose();
      return { ms, legal, depth: answer.depth, nodes: answer.nodes, busy, after: Boolean(after), disposed };
    }, [which, waitMs]);
    assert.ok(r.legal, 'the stopped think answers a legal move');
    assert.ok(r.depth >= 1 && r.nodes > 0);
    assert.ok(r.ms < 10000, `stopped after ${r.ms.toFixed(0)} ms`);
    assert.equal(r.busy, 'BUSY');
    assert.ok(r.after, 'the worker answers after a stop with nothing pending');
    assert.equal(r.disposed, 'DISPOSED');
  });
}

test('cotulenh engine worker: levels 1-5 and node budgets answer as bestMove', async () => {
  const r = await page.evaluate(async () => {
    const { cotulenh } = window.fixture;
    const engine = cotulenh.createEngineWorker();
    const game = cotulenh.newGame();
    const fixed = await engine.bestMove(game, { level: 3, seed: 5 });
    const byFen = await engine.bestMove({ fen: game.fen() }, { nodes: 3000 });
    const sync = [cotulenh.bestMove(game, { level: 3, seed: 5 }), cotulenh.bestMove(game, { nodes: 3000 })];
    engine.dispose();
    game.dispose();
    return { worker: [fixed, byFen], sync };
  });
  assert.deepEqual(r.worker, r.sync);
});

test('engine worker: a 1 s level-6 think leaves the main thread free and clicks answered', async () => {
  await page.evaluate(() => {
    window.fixture.longTasks.length = 0;
    window.fixture.clickDelays.length = 0;
    const { tribun } = window.fixture;
    window.fixture.engine = tribun.createEngineWorker();
    window.fixture.game = tribun.newGame();
    // Wait for the worker's module first, so the think below measures the search alone.
    return window.fixture.engine.think(window.fixture.game, { nodes: 200 });
  });
  await page.evaluate(() => {
    // Long tasks are counted by when they started, not by when their entries arrived: an entry
    // of a task before the think (the worker's start-up) may be delivered after this point.
    window.fixture.thinkStart = performance.now();
    window.fixture.thinking = window.fixture.engine.think(window.fixture.game, { level: 6, timeMs: 1000 });
  });
  for (let i = 0; i < 8; i++) {
    await page.click('#ping');
    await page.waitForTimeout(80);
  }
  const r = await page.evaluate(async () => {
    const result = await window.fixture.thinking;
    const out = {
      result,
      legal: window.fixture.game.isLegal(result.word),
      longTasks: window.fixture.longTasks.filter((t) => t.start + t.duration > window.fixture.thinkStart),
      clickDelays: window.fixture.clickDelays.slice(),
    };
    window.fixture.engine.dispose();
    window.fixture.game.dispose();
    return out;
  });
  assert.ok(r.legal);
  assert.ok(r.result.depth >= 2, `depth ${r.result.depth}`);
  assert.deepEqual(r.longTasks, [], 'no main-thread task over 50 ms while the engine thinks');
  assert.equal(r.clickDelays.length, 8);
  console.log(`engine worker: depth ${r.result.depth}, ${r.result.nodes} nodes in 1 s; click handler delays (ms): ${r.clickDelays.map((d) => d.toFixed(1)).join(' ')}`);
  assert.deepEqual(page.problems, []);
});

test('engine worker: continues the game like bestAction (a return to an earlier position is a draw)', async () => {
  const r = await page.evaluate(async () => {
    const { tribun } = window.fixture;
    const { backToTheStart } = await import('/tools/harness/tribun-games.mjs');
    const limits = { level: 3, nodes: 20000, seed: 1 };
    const { game, best } = backToTheStart(tribun, limits);
    const fresh = tribun.newGame();
    const engine = tribun.createEngineWorker();
    const inWorker = await engine.think(game, limits);
    const freshInWorker = await engine.think(fresh, limits);
    const sync = tribun.bestAction(game, limits);
    engine.dispose();
    game.dispose();
    fresh.dispose();
    return { best, inWorker: inWorker.word, freshInWorker: freshInWorker.word, sync: sync.word };
  });
  assert.equal(r.freshInWorker, r.best);
  assert.notEqual(r.inWorker, r.best, 'the worker knew the game had been in that position');
  assert.equal(r.inWorker, r.sync);
});
