// The board component's drawing (web/package/board/), checked where a newcomer saw it wrong (issue 32):
// slave discs in the slave's own colour, the captured tribun crossed out (the course too), attack
// marks only where an attack is possible, rank numbers on the line of the tiles they name
// (flipped too, never overlapping), and one marker language on every board.
//   node --test tests/browser/board-drawing.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { lessonReady, lessonsOf, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();

const env = useBrowser();

const cid = (x, y) => (x + 5) * 11 + (y + 5);
// White 3 carrying a black 2 on f6, black 2 carrying a white 1 on g6, the two tribuns.
const SLAVES = new Uint8Array(121);
SLAVES[cid(0, 0)] = t.encodeUnit({ color: 1, p: 3, s: 2 });
SLAVES[cid(1, 0)] = t.encodeUnit({ color: 0, p: 2, s: 1 });
SLAVES[cid(-5, -5)] = t.encodeUnit({ color: 0, tribun: true, p: 1 });
SLAVES[cid(5, 5)] = t.encodeUnit({ color: 1, tribun: true, p: 1 });
const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

async function boardsPage(html) {
  const page = await newPage(env.browser, { width: 1366, height: 900 });
  await page.route(`${env.url}__drawing.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>drawing</title>
<script type="module" src="/package/tribun-board.js"></script></head><body>${html}</body></html>`,
  }));
  await page.goto(`${env.url}__drawing.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('tribun-board')].every((b) => b.dataset.ready === '1'));
  return page;
}

// Relative luminance contrast of two CSS rgb() colours.
const CONTRAST = `(a, b) => {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\\d.]+/g).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}`;

test('slaves: a small disc in the slave\'s own colour with its height readable, under either holder', async () => {
  const page = await boardsPage(`<tribun-board id="b" style="width:500px" board="${hex(SLAVES)}"></tribun-board>`);
  const seen = await page.evaluate(([cids, contrastSrc]) => {
    const contrast = eval(contrastSrc);  // eslint-disable-line no-eval
    return cids.map((c) => {
      const slave = document.querySelector(`#b [data-cid="${c}"] .slave`);
      const holder = document.querySelector(`#b [data-cid="${c}"] .unit > .disc`);
      const disc = getComputedStyle(slave.querySelector('.disc')).fill;
      const text = getComputedStyle(slave.querySelector('.height')).fill;
      return {
        slaveClass: slave.getAttribute('class'), height: slave.textContent, disc, holderDisc: getComputedStyle(holder).fill,
        textOnDisc: contrast(disc, text), discOnHolder: contrast(disc, getComputedStyle(holder).fill),
      };
    });
  }, [[cid(0, 0), cid(1, 0)], CONTRAST]);
  // The black 2 under the white 3: a dark disc (it was drawn white, its "2" white on white).
  assert.equal(seen[0].slaveClass, 'slave unit-black');
  assert.equal(seen[0].height, '2');
  assert.ok(seen[0].discOnHolder > 3, `the black slave disc stands out on the white holder (${JSON.stringify(seen[0])})`);
  assert.ok(seen[0].textOnDisc >= 4.5, `its height is readable (${JSON.stringify(seen[0])})`);
  // The white 1 under the black 2 (already right): a light disc with a dark "1".
  assert.equal(seen[1].slaveClass, 'slave unit-white');
  assert.ok(seen[1].discOnHolder > 3 && seen[1].textOnDisc >= 4.5, JSON.stringify(seen[1]));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('rank numbers sit on the line of the tiles they name and never overlap (flipped too)', async () => {
  const page = await boardsPage('<tribun-board id="u" style="width:500px"></tribun-board><tribun-board id="f" flip style="width:500px"></tribun-board>');
  for (const id of ['u', 'f']) {
    const report = await page.evaluate((boardId) => {
      const centre = (el) => {
        const r = el.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2];
      };
      const tiles = [...document.querySelectorAll(`#${boardId} [data-cid]`)].map((g) => {
        const name = g.id.split('-').pop();
        return { name, rank: Number(name.slice(1)), c: centre(g.querySelector('.hex')) };
      });
      const step = Math.hypot(...[0, 1].map((k) => tiles.find((x) => x.name === 'f6').c[k] - tiles.find((x) => x.name === 'f7').c[k]));
      const labels = [...document.querySelectorAll(`#${boardId} .coord`)].map((el) => ({ text: el.textContent, box: el.getBoundingClientRect(), c: centre(el) }));
      const problems = [];
      for (const l of labels.filter((x) => /^\d+$/.test(x.text))) {
        const rank = tiles.filter((x) => x.rank === Number(l.text));
        const d = (x) => Math.hypot(x.c[0] - l.c[0], x.c[1] - l.c[1]);
        rank.sort((a, b) => d(a) - d(b));
        const nearestAll = [...tiles].sort((a, b) => d(a) - d(b))[0];
        if (nearestAll.rank !== Number(l.text)) problems.push(`${l.text}: the nearest tile is ${nearestAll.name}`);
        if (rank.length >= 2) {
          // Distance of the label from the line through the rank's two tiles nearest to it.
          const [a, b] = [rank[0].c, rank[1].c];
          const off = Math.abs((b[0] - a[0]) * (a[1] - l.c[1]) - (a[0] - l.c[0]) * (b[1] - a[1])) / Math.hypot(b[0] - a[0], b[1] - a[1]);
          if (off > step * 0.15) problems.push(`${l.text}: ${off.toFixed(1)} px off the line ${rank[0].name}-${rank[1].name} (tile step ${step.toFixed(1)})`);
        }
      }
      for (const [i, a] of labels.entries()) {
        for (const b of labels.slice(i + 1)) {
          const overlap = a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom;
          if (overlap) problems.push(`"${a.text}" and "${b.text}" overlap`);
        }
      }
      return { problems, count: labels.length };
    }, id);
    assert.equal(report.count, 22, id);
    assert.deepEqual(report.problems, [], `board ${id}`);
  }
  await page.close();
});

test('a tribun attack crosses the tribun out: on <tribun-board> and in the course', async () => {
  // The element: the black 1 on f6 takes the white tribun on g6.
  const board = new Uint8Array(121);
  board[cid(0, 0)] = t.encodeUnit({ color: 0, p: 1 });
  board[cid(1, 0)] = t.encodeUnit({ color: 1, tribun: true, p: 1 });
  board[cid(-5, -5)] = t.encodeUnit({ color: 0, tribun: true, p: 1 });
  const page = await boardsPage(`<tribun-board id="e" interactive style="width:500px" board="${hex(board)}"></tribun-board>`);
  await page.locator(`#e [data-cid="${cid(0, 0)}"]`).click();
  await page.locator(`#e [data-cid="${cid(1, 0)}"]`).click();
  await page.locator('#e button', { hasText: 'Play' }).click();
  await page.waitForSelector(`#e [data-captured="${cid(1, 0)}"]`);
  await page.close();

  const json = lessonsOf('01-board-goal.json')[0];  // capture the tribun
  const learn = await newPage(env.browser);
  await learn.goto(`${env.url}learn/chapter.html?c=board-goal&l=1`);
  await lessonReady(learn, '#lesson', json.id);
  const lesson = learn.locator('#lesson');
  await playWord(t, lesson, t.lesson.parse(json).answers[0][0]);
  await learn.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
  const target = t.decodeAction(t.lesson.parse(json).answers[0][0]).target;
  assert.equal(await lesson.locator(`[data-captured="${target}"] .cross`).count(), 1, 'the captured tribun is crossed out');
  assert.match(await lesson.locator(`[data-cid="${target}"]`).getAttribute('aria-label') ?? await lesson.locator(`[data-cid="${target}"] title`).textContent(), /captured white tribun/);
  assert.deepEqual(learn.problems, []);
  await learn.close();
});

test('course diagrams: the board\'s own markers, and no attack mark on a unit of your side', async () => {
  const json = lessonsOf('03-height-1.json')[0];  // the diagram of the 1 on f4; a black 1 on e4, on one of its attack tiles
  const page = await newPage(env.browser);
  await page.goto(`${env.url}learn/chapter.html?c=height-1&l=1`);
  await lessonReady(page, '#lesson', json.id);
  await page.waitForSelector('#lesson .ov-diagram [data-diagram]');
  const marks = await page.evaluate(() => {
    const lesson = document.querySelector('#lesson');
    return [...lesson.querySelectorAll('.ov-diagram [data-diagram]')].map((m) => {
      const c = Number(m.dataset.tile);
      return {
        kind: m.dataset.diagram, cid: c, unit: lesson.querySelector(`[data-cid="${c}"]`).dataset.unit,
        shape: m.querySelector('.mk-move, .mk-attack')?.getAttribute('class') ?? null,
        fill: getComputedStyle(m.querySelector('.mk-move, .mk-attack') ?? m).fill,
      };
    });
  });
  assert.ok(marks.some((m) => m.kind === 'move') && marks.some((m) => m.kind === 'attack'), JSON.stringify(marks));
  // The unit on e4 is black, like the diagram's unit: no attack mark on it.
  const own = marks.filter((m) => m.kind === 'attack' && m.unit !== '00' && ((parseInt(m.unit, 16) >> 6) & 1) === 0);
  assert.deepEqual(own, [], 'an attack mark on the learner\'s own unit');
  // The same shapes and colours as a selection's targets on the play page (view.js marks).
  for (const m of marks) assert.equal(m.shape, m.kind === 'move' ? 'mk-move' : 'mk-attack');
  const playFills = { move: 'rgb(18, 60, 132)', attack: 'rgb(154, 11, 28)' };
  for (const m of marks) assert.equal(m.fill, playFills[m.kind], `${m.kind} mark colour`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('reference sheet: pattern boards mark with the same dots and corner marks, the tiles keep their colours', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}tutorial/`);
  await page.waitForFunction(() => [...document.querySelectorAll('tribun-board[pattern]')].every((b) => b.dataset.ready === '1'));
  const seen = await page.evaluate(() => {
    const board = document.querySelector('tribun-board[pattern="2"]');
    const hinted = board.querySelector('[data-hint="move attack"]');
    const plain = [...board.querySelectorAll('[data-cid]:not([data-hint])')].find((g) => g.getAttribute('class') === hinted.getAttribute('class'));
    return {
      hinted: getComputedStyle(hinted.querySelector('.hex')).fill, plain: getComputedStyle(plain.querySelector('.hex')).fill,
      move: getComputedStyle(hinted.querySelector('.mk-move')).fill, attack: getComputedStyle(hinted.querySelector('.mk-attack')).fill,
      key: [...document.querySelectorAll('.key svg')].map((s) => s.firstElementChild.getAttribute('fill')),
    };
  });
  assert.equal(seen.hinted, seen.plain, 'no tile fill for a pattern (a third marker style)');
  assert.deepEqual([seen.move, seen.attack], ['rgb(18, 60, 132)', 'rgb(154, 11, 28)']);
  assert.deepEqual(seen.key, ['#123c84', '#9a0b1c'], 'the legend shows the same marks');
  assert.deepEqual(page.problems, []);
  await page.close();
});
