// The tutorial author's example (web/learn/example/): two lessons written only in the lesson
// format, one inline and one from src=, served by a plain static server; their events bubble.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { loadBoardrules } from '../../web/index.js';
import { newPage, startBrowser } from './helpers.mjs';
import { lessonReady, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();
const cid = (name) => t.lesson.tileCid(name);

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

test('example page: both lessons play, explain a wrong move, and fire bubbling events', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}learn/example/`);
  await page.evaluate(() => {
    window.seen = [];
    for (const type of ['tribun-move', 'tribun-lesson-complete', 'tribun-lesson-fail']) {
      document.addEventListener(type, (e) => window.seen.push({ type, bubbles: e.bubbles, composed: e.composed, ...e.detail }));
    }
  });
  // Below the fold the second board is built lazily: scroll each lesson into view first.
  await page.locator('#inline-lesson').scrollIntoViewIfNeeded();
  await lessonReady(page, '#inline-lesson', 'example-capture');
  const inline = page.locator('#inline-lesson');
  await playWord(t, inline, t.encodeAction({ op: 'KILL', attacker: cid('f6'), target: cid('e6'), part: 0 }));
  assert.match(await inline.locator('.tl-feedback').textContent(), /That unit is not the tribun/);
  await inline.getByRole('button', { name: 'Start over' }).click();
  await playWord(t, inline, t.encodeAction({ op: 'ATTACK_TRIBUN', attacker: cid('f6'), target: cid('g6'), winner: 0 }));
  await page.waitForFunction(() => document.querySelector('#inline-lesson').dataset.status === 'solved');

  await page.locator('#file-lesson').scrollIntoViewIfNeeded();
  await lessonReady(page, '#file-lesson', 'example-split');
  const file = page.locator('#file-lesson');
  await playWord(t, file, t.encodeAction({ op: 'SPLIT', actor: cid('f6'), heights: [2, 0, 0, 0, 0, 0] }));
  await page.waitForFunction(() => document.querySelector('#file-lesson').dataset.status === 'solved');

  const seen = await page.evaluate(() => window.seen);
  assert.deepEqual(seen.map((e) => `${e.type} ${e.lessonId}`), [
    'tribun-move example-capture', 'tribun-lesson-fail example-capture',
    'tribun-move example-capture', 'tribun-lesson-complete example-capture',
    'tribun-move example-split', 'tribun-lesson-complete example-split',
  ]);
  assert.ok(seen.every((e) => e.bubbles && e.composed));
  assert.equal(seen[3].stars, 2);  // one mistake: two stars
  assert.equal(seen[5].stars, 3);
  assert.match(await page.locator('#log').textContent(), /tribun-lesson-complete/);
  assert.deepEqual(page.problems, []);
});

test('example page: a broken lesson says what is wrong instead of failing silently', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}learn/example/`);
  await page.evaluate(() => {
    const el = document.createElement('tribun-lesson');
    el.id = 'broken';
    el.setAttribute('eager', '');
    el.lesson = { id: 'broken', title: 'Broken', units: { f6: 'b5' }, goal: [{ type: 'captureTribun' }], answers: [['0x0']],
      text: { instruction: 'x', hint: 'y', success: 'z' } };
    document.querySelector('main').prepend(el);
  });
  await page.waitForFunction(() => document.querySelector('#broken').dataset.error);
  assert.match(await page.locator('#broken').getAttribute('data-error'), /units\.f6/);
  assert.match(await page.locator('#broken .tl-feedback').textContent(), /could not be loaded/);
});
