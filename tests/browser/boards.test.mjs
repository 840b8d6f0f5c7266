// The board pages (web/site/games/*.html) render in chromium without console errors.
// Each page sets document.body.dataset.ready = '1' once drawn, and data-error too when drawing
// failed (the page shows the error instead of throwing): a failed page fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser, withPage } from '../../tools/harness/browser.mjs';

const env = useBrowser();
// The other boards' pages (web/site/games/), by the name the tests use.
const PAGES = { catan: 'games/catan/', cotulenh: 'games/cotulenh/', 'zone graph': 'games/zone-graph/' };

for (const name of Object.keys(PAGES)) {
  test(`boards: the ${name} page renders without console errors`, async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.url}${PAGES[name]}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    const error = await page.evaluate(() => (document.body.dataset.error ? document.getElementById('status')?.textContent ?? 'error' : null));
    assert.equal(error, null, `the ${name} page failed to draw`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// The board first, whole, at every size: beside its controls on wide screens, above them on
// narrow ones (before, at 1366x768 every board page cut its board at the bottom).
for (const name of Object.keys(PAGES)) {
  test(`boards: the ${name} page shows the whole board on screen at load, using the screen, with its status`, async () => {
    const sizes = [[1366, 768], [1280, 720], [1024, 600], [844, 390], [390, 844], [360, 640]];
    for (const viewport of sizes.map(([width, height]) => ({ width, height }))) {
      const page = await newPage(env.browser, viewport);
      await page.goto(`${env.url}${PAGES[name]}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
      const board = await page.locator('#board').boundingBox();
      const at = `the ${name} page at ${viewport.width}x${viewport.height}`;
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width, `${at}: the board fits the width`);
      assert.ok(board.y >= 0 && board.y + board.height <= viewport.height, `${at}: the board fits the height (${JSON.stringify(board)})`);
      // As large as the screen allows: most of its width or most of its height.
      assert.ok(Math.max(board.width / viewport.width, board.height / viewport.height) >= 0.6, `${at}: the board uses the screen (${JSON.stringify(board)})`);
      if (viewport.width >= 1024) {
        const status = await page.locator('#status').boundingBox();
        assert.ok(status.y + status.height <= viewport.height, `${at}: the status is on screen beside the board`);
      }
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  });
}

test('boards: spatial.html takes the keyboard: one focus stop, arrows along rows and straight columns, Enter and Shift+Enter', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/zone-graph/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.locator('#board g[data-zone][role="button"][aria-label]').count(), 37);
  await page.focus('nav.board-nav a:last-child');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'the map is the next focus stop');
  const cursor = async () => {
    const id = await page.getAttribute('#board [data-cursor]', 'data-cursor');
    assert.equal(await page.getAttribute('#board', 'aria-activedescendant'), `zone-${id}`);
    return id.slice(4);
  };
  assert.equal(await cursor(), '0_0', 'the cursor starts on the start zone');
  const path = [];
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
    path.push(await cursor());
  }
  // Up, Up from n1_0 keeps to its column through the staggered rows; the top row stops it.
  assert.deepEqual(path, ['n1_0', 'n1_n1', '0_n2', '0_n3', '0_n3', '1_n3', '0_n2', '0_n1', 'n1_0']);
  await page.keyboard.press('Enter');
  // Zones carry plain names (1, 2, 3... in reading order), never the package's ids (issue 32).
  const names = await page.locator('#board g[data-zone] text').allTextContents();
  assert.deepEqual([...names].sort((a, b) => a - b), Array.from({ length: 37 }, (_, i) => String(i + 1)));
  const nameOf = (id) => page.locator(`#zone-${id} text`).textContent();
  assert.equal(await page.getAttribute('#zone-hex_n1_0', 'aria-label'), `zone ${await nameOf('hex_n1_0')}, the start`);
  const reachedText = async () => Number(/(\d+) zones? can be reached/.exec(await page.locator('#status').textContent())[1]);
  assert.equal(await reachedText(), await page.locator('#board [data-reached="1"]').count(), 'the status counts the shaded zones');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Enter');
  assert.equal(await page.getAttribute('#zone-hex_0_0', 'aria-label'), `zone ${await nameOf('hex_0_0')}, a wall`);
  assert.equal(await reachedText(), await page.locator('#board [data-reached="1"]').count(), 'the status counts the shaded zones');
  assert.equal(await page.getAttribute('#zone-hex_n2_0', 'aria-label'), `zone ${await nameOf('hex_n2_0')}, reached in 1 step`);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
}));
