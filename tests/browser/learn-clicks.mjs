// Solving lessons by real clicks (shared by the learn*.test.mjs browser tests, not a test file).
// A stored answer word becomes the clicks a learner would make: the first tile (origin, enemy
// target, combine centre or split actor), then the other tiles, each clicked until the
// element's selection shows the wanted option, then Play.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../../tools/harness/paths.mjs';

/** The lessons of one chapter file of the course (web/site/learn/lessons/FILE). */
export const lessonsOf = (file) =>
  JSON.parse(readFileSync(join(REPO, 'web', 'site', 'learn', 'lessons', file), 'utf8')).lessons;

const DIR_OFFSET = [12, 11, 1, -12, -11, -1];

/** Clicks on the tiles of `lesson` (a <tribun-lesson> locator) until `word` is selected, then Play. */
export async function playWord(t, lesson, word) {
  const a = t.decodeAction(word);
  const tile = (cid) => lesson.locator(`[data-cid="${cid}"]`);
  const selection = () => lesson.evaluate((el) => el.selection);
  const clickUntil = async (cid, done, what) => {
    for (let i = 0; i < 10; ++i) {
      if (done(await selection())) return;
      await tile(cid).click();
    }
    assert.ok(done(await selection()), `${what}: ${t.describeAction(word)} not reached by clicks`);
  };
  const isWord = (s) => s?.word === word;
  switch (a.op) {
    case 'MOVE': case 'KILL': case 'ENSLAVE': case 'ATTACK_TRIBUN': {
      const from = a.op === 'MOVE' ? a.from : a.attacker;
      const to = a.op === 'MOVE' ? a.to : a.target;
      await clickUntil(from, (s) => s.mode === 'origin' && s.cid === from, 'select the unit');
      await clickUntil(to, isWord, 'choose the target');
      break;
    }
    case 'DAMAGE': case 'LIBERATE':
      await clickUntil(a.target, isWord, 'choose the attack');
      break;
    case 'COMBINE': case 'SYM_COMBINE': {
      await clickUntil(a.center, (s) => s.mode === 'center' && s.cid === a.center, 'select the centre');
      const donation = [0, 0, 0, 0, 0, 0];
      if (a.op === 'COMBINE') { donation[a.dirA] = a.donA; donation[a.dirB] = a.donB; }
      else [[0, 1, 2, 3, 4, 5], [0, 4, 5], [1, 2, 3]][a.config].forEach((d) => { donation[d] = a.donate; });
      for (let d = 0; d < 6; ++d) {
        if (donation[d]) await clickUntil(a.center + DIR_OFFSET[d], (s) => s.alloc[d] === donation[d], `donor ${d}`);
      }
      break;
    }
    case 'SPLIT': case 'BACKSTABB': {
      await clickUntil(a.actor, (s) => s.mode === 'actor' && s.cid === a.actor, 'select the actor');
      if (a.op === 'SPLIT') {
        for (let d = 0; d < 6; ++d) {
          if (a.heights[d]) await clickUntil(a.actor + DIR_OFFSET[d], (s) => s.alloc[d] === a.heights[d], `split ${d}`);
        }
      } else {
        await clickUntil(a.actor + DIR_OFFSET[a.dir], isWord, 'backstab');
      }
      break;
    }
    default:
      throw new Error(`no clicks for ${a.op}`);
  }
  assert.equal((await selection()).word, word, `selected ${t.describeAction(word)}`);
  await lesson.getByRole('button', { name: 'Play' }).click();
}

/** Waits until the <tribun-lesson> matching `selector` shows `lessonId` and is playable. */
export async function lessonReady(page, selector, lessonId) {
  await page.waitForFunction(([sel, id]) => {
    const el = document.querySelector(sel);
    return el?.dataset.ready === '1' && el.dataset.lesson === id;
  }, [selector, lessonId], { timeout: 20000 });
}
