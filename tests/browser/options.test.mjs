// The option grouping as the package exposes it (g.options(), t.groupOptions), in the browser:
// over random playouts every legal board word is in exactly one option and no option is not
// legal; the documented orders hold; bad arguments give TypeError/RangeError.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';

let page;
useBrowser({ setup: async (env) => {
  page = await newPage(env.browser);
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    window.t = (await loadBoardrules()).tribun;
  });
} });

test('options: partition the legal board actions along random playouts, in the documented orders', async () => {
  const report = await page.evaluate(() => {
    const t = window.t;
    let seed = 12345;
    const rand = (n) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const problems = [];
    let positions = 0, words = 0;
    const rank = (o) => (o.op === 'ENSLAVE' ? 2 : o.op === 'ATTACK_TRIBUN' ? 0 : 1 - o.part);
    for (let gameNo = 0; gameNo < 25; ++gameNo) {
      const g = t.newGame();
      for (let ply = 0; ply < 50 && g.status === 'active'; ++ply) {
        const legal = [...g.legalActions()].filter((w) => w >>> 28 <= 9);
        if (legal.length === 0) break;
        const o = g.options();
        const got = [];
        const tiles = new Set();
        for (const org of o.origins) {
          tiles.add(org.origin);
          for (const tg of org.targets) {
            for (const op of tg.options) got.push(op.word);
            const ranks = tg.options.map(rank);
            if (ranks.some((r, i) => i > 0 && r < ranks[i - 1])) problems.push(`target order at ${org.origin}->${tg.target}`);
            if (tg.options.some((op) => (op.op === 'MOVE') === tg.attack)) problems.push(`attack flag at ${tg.target}`);
          }
        }
        for (const e of o.enemyTargets) {
          tiles.add(e.target);
          for (const op of e.options) got.push(op.word);
          const lib = e.options.findIndex((op) => op.op === 'LIBERATE');
          if (lib >= 0 && lib !== e.options.length - 1) problems.push(`LIBERATE not last at ${e.target}`);
          const dmg = e.options.filter((op) => op.op === 'DAMAGE').map((op) => op.damage);
          if (dmg.some((d, i) => i > 0 && d <= dmg[i - 1])) problems.push(`damage order at ${e.target}`);
        }
        for (const c of o.centers) {
          tiles.add(c.center);
          for (const k of [...c.combines, ...c.symCombines]) {
            got.push(k.word);
            for (const d of c.donors) if (k.donation[d.dir] && !d.donations.includes(k.donation[d.dir])) problems.push('donation list');
          }
        }
        for (const a of o.actors) {
          tiles.add(a.actor);
          for (const s of a.splits) got.push(s.word);
          for (const d of a.directions) if (d.backstabb !== null) got.push(d.backstabb);
        }
        got.sort((x, y) => x - y);
        legal.sort((x, y) => x - y);
        if (got.join() !== legal.join()) problems.push(`game ${gameNo} ply ${ply}: ${got.length} options vs ${legal.length} legal`);
        if ([...tiles].sort((x, y) => x - y).join() !== o.selectable.join()) problems.push(`selectable at game ${gameNo} ply ${ply}`);
        positions += 1;
        words += legal.length;
        g.apply(legal[rand(legal.length)]);
      }
      g.dispose();
    }
    return { problems: problems.slice(0, 10), positions, words };
  });
  console.log(`# options checked on ${report.positions} positions, ${report.words} legal board words`);
  assert.ok(report.positions > 500);
  assert.deepEqual(report.problems, []);
});

test('options: bad arguments are TypeError / RangeError naming the argument', async () => {
  const errors = await page.evaluate(() => {
    const t = window.t;
    const board = t.defaultBoard();
    const caught = (fn) => {
      try {
        fn();
        return 'no error';
      } catch (e) {
        return `${e.name}: ${e.message}`;
      }
    };
    const bad = board.slice();
    bad[10] = 0x01;  // cid 10 = (-5,5) is off the board
    return {
      turn: caught(() => t.groupOptions(board, 2)),
      turnType: caught(() => t.groupOptions(board, '0')),
      short: caught(() => t.groupOptions(new Uint8Array(5), 0)),
      offBoard: caught(() => t.groupOptions(bad, 0)),
    };
  });
  assert.match(errors.turn, /^RangeError: turn/);
  assert.match(errors.turnType, /^TypeError: turn/);
  assert.match(errors.short, /^RangeError: board/);
  assert.match(errors.offBoard, /^RangeError: board.*cid 10/);
});
