// The Catan page while the computer plays: main-thread tasks over 50 ms (the Long Tasks API)
// during a game of four computer players (the page applies, logs, keeps and draws every move; the
// players decide in the bot worker), with no pause between moves (?pace=0, the worst case for
// the page's thread), for a fixed time; with the CPU as is and slowed 4x (Lighthouse's mobile
// preset). Measures only; the figures go into the report of the change that needs them.
//   node bench/site/catan-play-tasks.mjs [level=6] [seconds=20] [pace=0]  (pace: ms between moves, the page's ?pace=)
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';

const level = Number(process.argv[2] ?? 6);
const seconds = Number(process.argv[3] ?? 20);
const pace = Number(process.argv[4] ?? 0);
const env = await startBrowser();
try {
  for (const slowdown of [1, 4]) {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${env.url}games/catan/?pace=${pace}`);
    await page.waitForSelector('body[data-ready="1"]');
    await page.locator('#new-game').click();
    await page.locator('#ng-players').selectOption('4');
    for (let i = 0; i < 4; ++i) await page.locator(`#ng-seat-${i}`).selectOption(String(level));
    await page.locator('#ng-seed').fill('17');
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.locator('dialog.new-game button.primary').click();
    await page.waitForTimeout(seconds * 1000);
    const r = await page.evaluate(() => ({ tasks: window.longTasks, moves: Number(document.getElementById('log').dataset.lines ?? 0), over: !document.getElementById('game-over').hidden }));
    const max = r.tasks.length ? Math.max(...r.tasks).toFixed(0) : '-';
    console.log(`CPU x${slowdown}, level ${level}, pace ${pace} ms, ${seconds} s: ${r.moves} log lines${r.over ? ' (game over)' : ''}; ${r.tasks.length} tasks over 50 ms, longest ${max} ms`);
    await page.close();
  }
} finally {
  await env.close();
}
