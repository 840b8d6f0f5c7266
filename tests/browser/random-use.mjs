// Seeded random use of a page (shared by play-monkey and learn-monkey, not a test file): the
// generator, and the loop that runs the steps, checks after each one, and names the seed and the
// last steps when a check fails.
import assert from 'node:assert/strict';

/** MONKEY_SEED replays one seed; MONKEY_STEPS lengthens a run. */
export function monkeyRuns(defaultSteps, defaultSeeds) {
  return {
    steps: Number(process.env.MONKEY_STEPS ?? defaultSteps),
    seeds: process.env.MONKEY_SEED ? [Number(process.env.MONKEY_SEED)] : defaultSeeds,
  };
}

/** A small seeded generator (LCG): the same seed gives the same choices. */
export function randomFrom(seed) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

/**
 * Runs `steps` calls of `step(rnd)` (each returns what it did), then `check()` after each, with
 * no error or warning allowed in `page`. A step that fails other than by an assertion is
 * recorded as skipped (a control that went away under the click: a dialog closing, the computer
 * moving). Returns the list of what was done.
 */
export async function runRandomSteps(page, { seed, steps, rnd, step, check }) {
  const done = [];
  try {
    for (let i = 0; i < steps; ++i) {
      let what;
      try {
        what = await step(rnd);
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
        what = `skipped: ${error.message.split('\n')[0]}`;
      }
      done.push(`${i}: ${what}`);
      await page.waitForTimeout(20);
      assert.deepEqual(page.problems, [], 'no error or warning in the page');
      await check();
    }
  } catch (error) {
    error.message += `\nseed ${seed}, last steps:\n  ${done.slice(-12).join('\n  ')}`;
    throw error;
  }
  if (process.env.MONKEY_LOG) console.log(done.join('\n'));
  return done;
}

/**
 * Clicks a random tile of the board inside `scope` (a locator), mostly what the board offers: a
 * selected unit's targets first, then the units that can act, now and then any tile. Returns
 * what it did.
 */
export async function clickRandomTile(scope, rnd) {
  const offered = await scope.locator('.tile[data-state="interactable"]').all();
  const marked = await scope.locator('.tile:not([data-state="default"])').all();
  const u = rnd.next();
  const tiles = offered.length && u < 0.7 ? offered : marked.length && u < 0.9 ? marked : await scope.locator('.tile').all();
  const tile = rnd.pick(tiles);
  const cid = await tile.getAttribute('data-cid');
  await tile.click({ timeout: 2000 });
  return `tile ${cid}`;
}
