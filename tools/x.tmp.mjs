import { newPage, startBrowser } from './harness/browser.mjs';
const env = await startBrowser();
const dir = process.argv[2] ?? '';
try {
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await page.goto(`${env.url}games/catan/?pace=0`);
  await page.waitForSelector('body[data-ready="1"]');
  await page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const g = catan.newGame({ players: 4, seed: 12 });
    while (!g.isOver && g.actionCount < 460) g.apply(catan.bestAction(g, { seat: g.current, level: 2, seed: g.actionCount }));
    localStorage.setItem('boardrules:catan:play:v1', JSON.stringify({ seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }], record: g.record(), state: g.toState(), log: [], note: '' }));
    g.dispose();
  });
  for (let r = 0; r < 5; r++) {
    await page.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForTimeout(1500);
    console.log(await page.evaluate(() => [window.longTasks, document.getElementById('log').dataset.lines]));
  }
} finally {
  await env.browser.close();
  env.server?.close?.();
  process.exit(0);
}
