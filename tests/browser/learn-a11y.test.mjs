// Accessibility of the Learn pages: axe-core (npm axe-core, injected into the page) reports no
// violation (of any impact; the issue asked for none serious or critical) on the course index, a
// chapter page in each state a learner sees (playing, a wrong move explained, solved), the
// authors' example page and the reference sheet.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { REPO, newPage, useBrowser, withPage } from '../../tools/harness/browser.mjs';
import { lessonReady, playWord } from './learn-clicks.mjs';

const AXE = join(REPO, 'node_modules', 'axe-core', 'axe.min.js');
const { tribun: t } = await loadBoardrules();

const env = useBrowser();

async function violationsOf(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  // Every impact, moderate and minor too: the pages are clean of all, so any new one fails.
  return result.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('axe: the course index and a chapter page, playing, after a wrong move and solved', async () => {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    const page = await newPage(env.browser, viewport);
    await page.goto(`${env.url}learn/`);
    await page.waitForFunction(() => document.body.dataset.ready === '1');
    assert.deepEqual(await violationsOf(page), [], `index at ${viewport.width}`);

    await page.goto(`${env.url}learn/chapter.html?c=board-goal`);
    await lessonReady(page, '#lesson', 'goal-capture');
    assert.deepEqual(await violationsOf(page), [], `chapter at ${viewport.width}`);
    const lesson = page.locator('#lesson');
    const cid = (name) => t.lesson.tileCid(name);
    await playWord(t, lesson, t.encodeAction({ op: 'KILL', attacker: cid('f6'), target: cid('e6'), part: 0 }));
    await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'wrong');
    assert.deepEqual(await violationsOf(page), [], `wrong move at ${viewport.width}`);
    await lesson.getByRole('button', { name: 'Start over' }).click();
    await playWord(t, lesson, t.encodeAction({ op: 'ATTACK_TRIBUN', attacker: cid('f6'), target: cid('g6'), winner: 0 }));
    await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
    assert.deepEqual(await violationsOf(page), [], `solved at ${viewport.width}`);
    await page.close();
  }
});

test('axe: the tutorial authors\' example page', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}learn/example/`);
  await page.locator('#file-lesson').scrollIntoViewIfNeeded();
  await lessonReady(page, '#file-lesson', 'example-split');
  await lessonReady(page, '#inline-lesson', 'example-capture');
  assert.deepEqual(await violationsOf(page), []);
});

// The puzzles' positions hold units carrying slaves: their tiles' names must contain the heights
// drawn (axe label-content-name-mismatch, WCAG 2.5.3).
test('axe: the puzzle chapter, whose positions hold units carrying slaves', () => withPage(env, async (page) => {
  const puzzles = JSON.parse(readFileSync(join(REPO, 'web', 'site', 'learn', 'lessons', '16-puzzles.json'), 'utf8')).lessons;
  const withSlave = puzzles.findIndex((l) => [...t.lesson.parse(l).board].some((b) => b !== 0 && t.decodeUnit(b).s > 0));
  assert.ok(withSlave >= 0, 'a puzzle with a slave');
  await page.goto(`${env.url}learn/chapter.html?c=puzzles&l=${withSlave + 1}`);
  await lessonReady(page, '#lesson', puzzles[withSlave].id);
  assert.ok(await page.locator('#lesson [data-cid][aria-label*="slave"]').count() >= 1, 'a tile labelled with its slave');
  assert.deepEqual(await violationsOf(page), [], 'puzzle chapter');
}));

test('axe: the game chapter against the computer', () => withPage(env, async (page) => {
  await page.goto(`${env.url}learn/chapter.html?c=computer`);
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'you', null, { timeout: 20000 });
  assert.deepEqual(await violationsOf(page), [], 'game chapter');
}));

test('axe: the reference sheet (/tutorial/), its boards drawn', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}tutorial/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => [...document.querySelectorAll('tribun-board')].every((b) => b.shadowRoot?.querySelector('svg') || b.querySelector('svg')), null, { timeout: 15000 });
  assert.deepEqual(await violationsOf(page), []);
  await page.close();
});
