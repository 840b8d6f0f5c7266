// The play page says moves in words (issue 32 item 4): the selection before Play, the move list
// (the sentence, then the notation, with a legend), the screen reader's announcement and the
// computer's move, all from the engine's one describer (g.explainAction, docs/NOTATION.md).
//   node --test tests/browser/play-words.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { startBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, openPlay } from './play-helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const announced = (page) => page.evaluate(() => document.querySelector('.tb-sr[aria-live]').textContent.replace(/\u00a0$/, ''));

/** Selects `word` by clicks on the page's board. */
async function select(page, word) {
  const clicks = await page.evaluate((w) => window.clicksForWord(w), word);
  assert.ok(clicks, `word ${word} reachable by clicks`);
  for (const cid of clicks) await page.locator(`#board-area [data-cid="${cid}"]`).click();
}

test('play: the selection, the move list and the announcement say the move in words, the notation beside', async () => {
  const page = await openPlay(env, { width: 1366, height: 768 }, 'play/?players=2');
  await installClicks(page);
  // Two moves: a split of black's 3 on f2 (a sentence with heights and tiles), then a white move.
  for (const pick of [(l) => l.find((w) => w >>> 28 === 7), (l) => l[0]]) {
    const { word, present, past, notation, side } = await page.evaluate((src) => {
      const w = eval(src)([...window.ref.legalActions()]);  // eslint-disable-line no-eval
      return {
        word: w, present: window.ref.explainAction(w, { tense: 'present' }), past: window.ref.explainAction(w),
        notation: window.ref.formatAction(w), side: window.ref.turn === 0 ? 'Black' : 'White',
      };
    }, pick.toString());
    assert.match(past, new RegExp(`^${side} `), 'the sentence names the side');
    await select(page, word);
    const selection = await page.locator('#selection').textContent();
    assert.ok(selection.startsWith(present), `the selection in words: "${selection}" starts with "${present}"`);
    assert.ok(selection.includes(`(${notation})`), 'the notation beside it');
    await page.locator('#submit').click();
    await page.evaluate((w) => window.refApply(w), word);
    const row = page.locator('#log li').last();
    assert.equal(await row.locator('.words').textContent(), past, 'the move list says the move in words');
    assert.equal(await row.locator('.text').textContent(), `${side} ${notation}`, 'and carries its notation');
    assert.equal(await row.locator('.text .sr-only').textContent(), `${side} `, 'the notation shows no side (the sentence says it)');
    assert.equal(await announced(page), past, 'the screen reader hears the sentence');
    assert.equal(await page.locator('#last-action').textContent(), `Last move: ${past} (${notation})`);
  }
  // The legend of the notation, under the list.
  await page.locator('.notation-legend summary').click();
  const legend = await page.locator('.notation-legend dt').allTextContents();
  for (const form of ['e5-f6', 'e5xf6', 'e5xf6#', 'e5>f6', 'f6-2', 'free f6', 'e6=e5+f7:1', 'e5<f6:1+d5:2', 'stab e5-f6', '/p, /s']) {
    assert.ok(legend.includes(form), `the legend explains ${form}`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: the computer\'s move is a sentence beside the board, not only a tint', async () => {
  const page = await openPlay(env, { width: 1366, height: 768 }, 'play/?players=2');
  await page.click('#new-game');
  await page.check('#new-game-form input[name="mode"][value="computer"]');
  await page.selectOption('#new-game-form select[name="human"]', '1');  // the computer plays black, first
  await page.selectOption('#new-game-form select[name="level"]', '1');
  await page.click('#new-game-start');
  await page.waitForFunction(() => document.querySelectorAll('#log li').length === 1, null, { timeout: 20000 });
  const expected = await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
    const g = window.t.replay(s.snapshot, '');
    const w = window.t.replay(s.snapshot, s.actionsB64).actions()[0];
    const out = `The computer\u2019s move: ${g.explainAction(w)} (${g.formatAction(w)})`;
    g.dispose();
    return out;
  });
  assert.equal(await page.locator('#last-action').textContent(), expected);
  assert.match(expected, /: Black (moved|split|combined|killed)/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: a selected note row ("Black offers a draw") keeps its text readable (contrast)', async () => {
  const page = await openPlay(env, { width: 1366, height: 768 }, 'play/?players=2');
  await page.locator('#offer-draw').click();
  await page.locator('#log li button').last().click();
  const ratio = await page.evaluate(() => {
    const note = document.querySelector('#log button[aria-current="step"] .note');
    const lum = (c) => {
      const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = lum(getComputedStyle(note).color), bg = lum(getComputedStyle(note.closest('button')).backgroundColor);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
  assert.ok(ratio >= 4.5, `contrast ${ratio.toFixed(2)}`);
  await page.close();
});
