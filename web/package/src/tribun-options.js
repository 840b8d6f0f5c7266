// Click-UI option grouping for Tribun (issue 4): the engine's legal board actions regrouped per
// tile, computed in C++ (src/tribun/ui_options.h) and returned as plain, frozen-free objects.
// The shape is documented in web/package/types/tribun-options.d.ts (`TribunOptions`).
//
// The binding returns one flat Uint32Array (layout in bindings/tribun_ui_bindings.cpp); this file
// only reads it back. Nothing here decides legality: every option is a word the engine listed.

import { codedError } from './errors.js';
import { requireBytes, requireInteger } from './validate.js';
import { requireArea } from './areas.js';
import { damageAmount, movePart, opcodeName } from '../board/action-words.js';


// Direction vectors of docs/rules/tribun.md section 1, as cid offsets: cid = (x + 5) * 11 + (y +
// 5).
const DIR_CID_OFFSET = [12, 11, 1, -12, -11, -1];

/** The neighbour of an on-board cid in direction d (callers only ask for tiles the engine named). */
function neighbour(cid, dir) {
  return cid + DIR_CID_OFFSET[dir];
}

/** A target/enemy option: the word plus the fields a label needs, read from the word's bits. */
function describeOption(word) {
  const op = opcodeName(word);
  const option = { word, op };
  if (op === 'MOVE' || op === 'KILL') option.part = movePart(word);
  if (op === 'DAMAGE') option.damage = damageAmount(word);
  return option;
}

class FlatReader {
  constructor(flat) {
    this.flat = flat;
    this.at = 0;
  }
  next() {
    return this.flat[this.at++];
  }
  list() {
    const n = this.next();
    const out = [];
    for (let i = 0; i < n; ++i) out.push(this.next());
    return out;
  }
  six() {
    const out = [];
    for (let d = 0; d < 6; ++d) out.push(this.next());
    return out;
  }
}

function readOrigins(r) {
  const origins = [];
  for (let n = r.next(); n > 0; --n) {
    const origin = r.next();
    const targets = [];
    for (let k = r.next(); k > 0; --k) {
      const target = r.next();
      const attack = r.next() === 1;
      targets.push({ target, attack, options: r.list().map(describeOption) });
    }
    origins.push({ origin, targets });
  }
  return origins;
}

function readEnemyTargets(r) {
  const enemies = [];
  for (let n = r.next(); n > 0; --n) {
    const target = r.next();
    enemies.push({ target, options: r.list().map(describeOption) });
  }
  return enemies;
}

function readCombines(r) {
  const combines = [];
  for (let n = r.next(); n > 0; --n) combines.push({ word: r.next(), donation: r.six() });
  return combines;
}

function readCenters(r) {
  const centers = [];
  for (let n = r.next(); n > 0; --n) {
    const center = r.next();
    const combines = readCombines(r);
    const symCombines = readCombines(r);
    const donors = [];
    for (let dir = 0; dir < 6; ++dir) {
      const donations = r.list();
      if (donations.length > 0) donors.push({ dir, cid: neighbour(center, dir), donations });
    }
    centers.push({ center, combines, symCombines, donors });
  }
  return centers;
}

function readActors(r) {
  const actors = [];
  for (let n = r.next(); n > 0; --n) {
    const actor = r.next();
    const splits = [];
    for (let k = r.next(); k > 0; --k) splits.push({ word: r.next(), heights: r.six() });
    const backstabb = r.six();
    const directions = [];
    for (let dir = 0; dir < 6; ++dir) {
      const heights = r.list();
      if (heights.length > 0 || backstabb[dir] !== 0) {
        directions.push({ dir, cid: neighbour(actor, dir), heights, backstabb: backstabb[dir] || null });
      }
    }
    actors.push({ actor, splits, directions });
  }
  return actors;
}

/**
 * Groups the legal board actions of `turn` on `boardBytes` per tile, for click interfaces.
 * @param {object} module the instantiated boardrules WASM module
 * @param {Uint8Array|number[]} boardBytes the 121-byte board
 * @param {number} turn side to move, 0 (black) or 1 (white)
 * @returns {import('../types/tribun-options').TribunOptions}
 * @throws {TypeError|RangeError} bad arguments; {Error} an invalid board (the message names the cid)
 */
export function groupOptions(module, boardBytes, turn) {
  const bytes = requireBytes('boardBytes', boardBytes, 121);
  requireInteger('turn', turn, 0, 1);
  requireArea(module, 'tribun_ui');  // its binding is registered on first use (bindings/lazy_area.h)
  const answer = module.tribunUi_groupOptions(bytes, turn);
  if (answer.error !== undefined) throw codedError(Error, 'BAD_BOARD', `groupOptions: ${answer.error}`);
  const r = new FlatReader(answer.value);
  const origins = readOrigins(r);
  const enemyTargets = readEnemyTargets(r);
  const centers = readCenters(r);
  const actors = readActors(r);
  const selectable = r.list();
  return { origins, enemyTargets, centers, actors, selectable };
}
