// The tutorial author's example (web/site/learn/example/): two lessons written only in the lesson
// format, one inline and one from src=, served by a plain static server; their events bubble.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { newPage, useBrowser, withPage } from '../../tools/harness/browser.mjs';
import { lessonReady, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();
const cid = (name) => t.lesson.tileCid(name);

const env = useBrowser();

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

test('example page: a lesson written with setup codes and answers in the notation plays; a wrong answer is named', () => withPage(env, async (page) => {
  await page.goto(`${env.url}learn/example/`);
  await lessonReady(page, '#inline-lesson', 'example-capture');
  const lesson = {
    id: 'example-setups', title: 'Open from the traditional army',
    setups: { black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' },
    allow: ['MOVE'], goal: [{ type: 'units', at: ['e1'] }], answers: [['f1-e1']],
    text: { instruction: 'Move a unit to e1.', hint: 'The unit on f1 steps left.', success: 'Done.' },
  };
  const add = (json, id) => page.evaluate(([json, id]) => {
    const el = document.createElement('tribun-lesson');
    el.id = id;
    el.setAttribute('eager', '');
    el.lesson = json;
    document.querySelector('main').prepend(el);
  }, [json, id]);
  await add(lesson, 'setups-lesson');
  await lessonReady(page, '#setups-lesson', 'example-setups');
  const el = page.locator('#setups-lesson');
  // The board drawn is the one the two codes make.
  const expected = t.boardFromSetups(lesson.setups);
  const drawn = await el.evaluate((e) => [...e.querySelectorAll('[data-cid][data-unit]')].map((g) => [Number(g.dataset.cid), g.dataset.unit]));
  assert.ok(drawn.length >= 91);
  for (const [c, unit] of drawn) assert.equal(parseInt(unit, 16), expected[c], `tile ${c}`);
  const word = await el.evaluate((e) => e.run.lesson.answers[0][0]);
  assert.equal(t.formatAction(expected, 0, word), 'f1-e1');
  await playWord(t, el, word);
  await page.waitForFunction(() => document.querySelector('#setups-lesson').dataset.status === 'solved');

  await add({ ...lesson, id: 'example-bad', answers: [['f1xe1']] }, 'bad-lesson');
  await page.waitForFunction(() => document.querySelector('#bad-lesson').dataset.error);
  assert.match(await page.locator('#bad-lesson .tl-feedback').textContent(),
    /^This lesson could not be loaded: lesson "example-bad": answers\[0\]\[0\] "f1xe1": .+/);
}));
