// Helpers of the play-page tests (web/site/play/): open the page with a reference game of the same
// engine in `window.ref`, read the drawn board, and turn a legal word into the tile clicks (or
// keys) a player would use.
import { newPage } from '../../tools/harness/browser.mjs';

/** Opens /play/ (fresh storage; two players unless `path` says otherwise: the page's default is a game against the computer) and installs window.t, window.ref, window.refApply, window.hexOf. */
export async function openPlay(env, viewport, path = 'play/?players=2') {
  const page = await newPage(env.browser, viewport);
  await page.goto(`${env.url}${path}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(page);
  return page;
}

export async function installRef(page) {
  await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    const t = (await loadBoardrules()).tribun;
    window.t = t;
    window.ref = t.newGame();
    window.refStart = window.ref.snapshot();
    window.refWords = [];
    window.pack = (words) => {
      const bytes = new Uint8Array(words.length * 4);
      const view = new DataView(bytes.buffer);
      words.forEach((w, i) => view.setUint32(4 * i, w, true));
      return btoa(String.fromCharCode(...bytes));
    };
    window.refApply = (word) => {
      window.ref.apply(word);
      window.refWords.push(word);
    };
    window.hexOf = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    window.pageBoardHex = () => {
      const units = new Array(121).fill('00');
      for (const el of document.querySelectorAll('#board-area [data-cid]')) units[Number(el.dataset.cid)] = el.dataset.unit;
      return units.join('');
    };
  });
}

/**
 * Clicks `button` inside the open `dialog` (a form method="dialog" button) and returns once the
 * page has handled the dialog's close event. The dialog hides at once, but the page acts on the
 * answer (starts the new game, resigns, ...) in its close event, a task the browser queues after
 * the click: a test that reads the page as soon as the dialog is hidden can see the old game.
 * Our listener is added after the page's own, so it runs after it.
 */
export async function closeDialogWith(page, dialog, button) {
  await page.locator(`${dialog}[open]`).evaluate((d) => {
    window.dialogHandled = false;
    d.addEventListener('close', () => { window.dialogHandled = true; }, { once: true });
  });
  await page.locator(`${dialog} ${button}`).click();
  await page.waitForFunction(() => window.dialogHandled, null, { polling: 'raf' });
}

/** The page's board as 242 hex digits, read from the tiles' data-unit (cid order). */
export const pageBoardHex = (page) => page.evaluate(() => window.pageBoardHex());
export const refBoardHex = (page) => page.evaluate(() => window.hexOf(window.ref.board()));
export const logCount = (page) => page.locator('#log li').count();
export const statesOf = (page, state) =>
  page.evaluate((s) => [...document.querySelectorAll(`#board-area [data-state="${s}"]`)].map((e) => Number(e.dataset.cid)).sort((a, b) => a - b), state);

/** Installs window.clicksForWord (in the page): the left clicks that select `word`, or null. */
export async function installClicks(page) {
  await page.evaluate(`window.clicksForWord = ${clicksForWord.toString()}`);
}

// In the page: the left clicks that select `word` through the grouped options (the page's own
// interaction model), or null when the word is not reachable.
function clicksForWord(word) {
  const o = window.ref.options();
  for (const org of o.origins) {
    for (const tg of org.targets) {
      const i = tg.options.findIndex((x) => x.word === word);
      if (i >= 0) return [org.origin, ...Array(i + 1).fill(tg.target)];
    }
  }
  for (const e of o.enemyTargets) {
    const i = e.options.findIndex((x) => x.word === word);
    if (i >= 0) return Array(i + 1).fill(e.target);
  }
  for (const c of o.centers) {
    const k = [...c.combines, ...c.symCombines].find((x) => x.word === word);
    if (!k) continue;
    const out = [c.center];
    for (const d of c.donors) for (let n = [0, ...d.donations].indexOf(k.donation[d.dir]); n > 0; --n) out.push(d.cid);
    return out;
  }
  for (const a of o.actors) {
    const split = a.splits.find((x) => x.word === word);
    const stab = a.directions.find((d) => d.backstabb === word);
    if (!split && !stab) continue;
    const out = o.origins.some((x) => x.origin === a.actor) ? [a.actor, a.actor] : [a.actor];
    for (const d of a.directions) {
      const cycle = [0, ...d.heights, ...(d.backstabb ? ['B'] : [])];
      const value = split ? split.heights[d.dir] : d === stab ? 'B' : 0;
      for (let n = cycle.indexOf(value); n > 0; --n) out.push(d.cid);
    }
    return out;
  }
  return null;
}

/** In-page: a seeded pick of the next word, captures of the tribun first, then kills. */
export function installPicker(page, seed) {
  return page.evaluate((s) => {
    let state = s;
    window.pickWord = () => {
      state = (state * 1103515245 + 12345) >>> 0;
      const legal = [...window.ref.legalActions()].filter((w) => w >>> 28 <= 9);
      const wins = legal.filter((w) => w >>> 28 === 9);
      const kills = legal.filter((w) => w >>> 28 === 1);
      const pool = wins.length ? wins : kills.length ? kills : legal;
      return pool[(state >>> 8) % pool.length];
    };
  }, seed);
}

/**
 * Selects the first legal MOVE of the page's game (read back from its save, so it follows the
 * computer's and a link's moves too) by clicks or taps on its tiles, as a player would; returns
 * the word. Needs installRef and installClicks.
 */
export async function selectFirstMove(page, how = 'click') {
  const clicks = await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
    window.ref.dispose();
    window.ref = window.t.replay(s.snapshot, s.actionsB64);
    const w = [...window.ref.legalActions()].find((x) => x >>> 28 === 0 && window.clicksForWord(x));
    return { word: w, cids: window.clicksForWord(w) };
  });
  for (const cid of clicks.cids) await page.locator(`#board-area [data-cid="${cid}"]`)[how]();
  return clicks.word;
}
