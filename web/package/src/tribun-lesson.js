// The lesson API (`tribun.lesson`, documented in docs/LESSONS.md, typed in
// web/package/types/tribun-lesson.d.ts): what a rules course or a tutorial author needs.
//
// - Engine calls (decided in C++, src/tribun/lesson.h): legal actions filtered by kind and tile,
//   the practice step in which the same side moves again, goal evaluation.
// - The lesson format: `parse(json)` checks a lesson written as JSON and normalises it; every
//   problem is an Error with code INVALID_LESSON naming the field.
// - `start(lesson)`: a run of one lesson (plain JS over the calls above, no WASM handle, nothing
//   to dispose): restricted click options, `play(word)` with immediate feedback, hint, stars.
import { argumentError, codedError } from './errors.js';
import { describe, requireInteger, requireString, requireUint32 } from './validate.js';
import { readJsonLike, readOptions } from './options.js';
import { requireArea } from './areas.js';
import { BOARD_OPCODE_NAMES, isBoardWord, opcodeName } from '../board/action-words.js';
import { cidOfName, tileName, unitOfCode } from '../board/board-codes.js';

export const LESSON_FORMAT = 'tribun-lesson/1';

const BOARD_OPS = BOARD_OPCODE_NAMES;
const GOAL_TYPES = ['captureTribun', 'units', 'tribunSafe', 'noLegalAction', 'lastAction'];
const COLOR_NAMES = ['black', 'white'];
const MODES = ['normal', 'practice', 'opponent'];
// Opponent mode: the computer answers with tribun.bestAction bounded by nodes (deterministic).
const OPPONENT_DEFAULTS = Object.freeze({ level: 5, nodes: 4000, seed: 1 });
const LESSON_KEYS = ['format', 'id', 'title', 'board', 'units', 'setups', 'turn', 'allow', 'tile', 'mode', 'goal', 'answers',
  'maxMoves', 'marks', 'diagram', 'text', 'stars', 'opponent'];
const TEXT_KEYS = ['instruction', 'hint', 'success', 'wrong', 'intro'];
const MAX_TEXT = 4000;
// Caps of a lesson (docs/SECURITY.md, "Lessons"), checked before the work they would cost:
// the JSON text's length, then a one-pass copy of the value (own properties only, read once:
// nothing later sees a getter, a proxy or a polluted Object.prototype) bounded in depth, values
// and characters, then the counts of answers, actions per answer, goal conditions and tiles.
export const LESSON_LIMITS = Object.freeze({
  maxTextChars: 256 * 1024,  // the JSON text, and all strings and keys of an object together
  maxDepth: 6,               // lesson > answers > answer > action object > field: 5 levels used
  maxValues: 20_000,
  maxAnswers: 64,
  maxAnswerActions: 20,      // maxMoves is at most 20
  maxGoal: 16,
  maxTiles: 91,              // the board has 91 tiles
  maxAllow: 10,
});
const MAX_TILE_NAME = 64;  // a tile name (with spaces around it) is a few characters

// ---- tile names (Gliński-style, docs/LESSONS.md): the engine's mirror, web/package/board/board-codes.js

export { tileName };

/** The cid of a tile name such as "f6", or undefined. */
export function cidOfTileName(name) {
  return typeof name === 'string' ? cidOfName(name) ?? undefined : undefined;
}

// ---- lesson parsing --------------------------------------------------------------------------

function lessonError(where, message, ErrorClass = RangeError) {
  return codedError(ErrorClass, 'INVALID_LESSON', `lesson${where}: ${message}`);
}

/** Parses a lesson (object or JSON text) into the normalised form; throws INVALID_LESSON. */
function parseLessonWith(t, module, input) {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > LESSON_LIMITS.maxTextChars) {
      throw lessonError('', `the JSON text is ${input.length} characters, more than the ${LESSON_LIMITS.maxTextChars} allowed`);
    }
    try {
      value = JSON.parse(input);
    } catch (e) {
      // V8's message quotes a piece of the text: a few words of it at most.
      throw lessonError('', `not valid JSON (${e.message.length > 120 ? `${e.message.slice(0, 120)}...` : e.message})`);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw lessonError('', `must be an object, got ${describe(value)}`, TypeError);
  }
  const json = readJsonLike(value, {
    maxDepth: LESSON_LIMITS.maxDepth, maxNodes: LESSON_LIMITS.maxValues, maxChars: LESSON_LIMITS.maxTextChars,
  }, (message) => lessonError('', message));
  const count = (where, list, max) => {
    if (Array.isArray(list) && list.length > max) throw lessonError('', `${where} has ${list.length} entries, more than the ${max} allowed`);
  };
  count('answers', json.answers, LESSON_LIMITS.maxAnswers);
  if (Array.isArray(json.answers)) json.answers.forEach((a, i) => count(`answers[${i}]`, a, LESSON_LIMITS.maxAnswerActions));
  count('goal', json.goal, LESSON_LIMITS.maxGoal);
  if (Array.isArray(json.goal)) json.goal.forEach((c, i) => count(`goal[${i}].at`, c?.at, LESSON_LIMITS.maxTiles));
  count('marks', json.marks, LESSON_LIMITS.maxTiles);
  count('diagram', json.diagram, LESSON_LIMITS.maxTiles);
  count('allow', json.allow, LESSON_LIMITS.maxAllow);
  const id = typeof json.id === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(json.id) ? json.id : null;
  const at = id ? ` "${id}"` : '';
  const fail = (message) => lessonError(at, message);
  if (!id) throw lessonError('', `id must be a string of lowercase letters, digits and "-", got ${describe(json.id)}`);
  for (const key of Object.keys(json)) if (!LESSON_KEYS.includes(key)) throw fail(`unknown field "${key}"`);
  if (json.format !== undefined && json.format !== LESSON_FORMAT) throw fail(`format must be "${LESSON_FORMAT}", got ${describe(json.format)}`);

  const tile = (where, name) => {
    const cid = cidOfTileName(name);
    if (cid === undefined) throw fail(`${where} must be a tile name such as "f6", got ${describe(name)}`);
    return cid;
  };
  const tiles = (where, list) => {
    if (!Array.isArray(list)) throw fail(`${where} must be an array of tile names, got ${describe(list)}`);
    return list.map((name, i) => tile(`${where}[${i}]`, name));
  };
  const text = (where, value, required) => {
    if (value === undefined && !required) return '';
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TEXT) {
      throw fail(`${where} must be a non-empty string of at most ${MAX_TEXT} characters, got ${describe(value)}`);
    }
    return value;
  };

  // Position: exactly one of units (tile -> unit code), setups (two setup codes, as players
  // share armies) and board (hex or base64 of the 121 bytes).
  const given = ['board', 'units', 'setups'].filter((key) => json[key] !== undefined);
  if (given.length !== 1) throw fail(`give exactly one of "units", "setups" and "board"${given.length ? ` (got ${given.join(' and ')})` : ''}`);
  let board;
  if (json.board !== undefined) {
    if (typeof json.board !== 'string') throw fail(`board must be a string (242 hex digits or base64), got ${describe(json.board)}`);
    try {
      board = t.parseBoard(json.board.trim());
    } catch (e) {
      throw fail(e.message);
    }
  } else if (json.setups !== undefined) {
    board = setupsBoard(t, fail, json.setups);
  } else {
    if (json.units === null || typeof json.units !== 'object' || Array.isArray(json.units)) {
      throw fail(`units must be an object of tile name -> unit code, got ${describe(json.units)}`);
    }
    board = new Uint8Array(121);
    for (const [name, code] of Object.entries(json.units)) board[tile(`units key`, name)] = unitByte(t, fail, name, code);
    const why = module.tribun_validateBoard(board);
    if (why) throw fail(`units: ${why}`);
  }

  const turn = json.turn === undefined ? 0 : COLOR_NAMES.indexOf(json.turn);
  if (turn < 0) throw fail(`turn must be "black" or "white", got ${describe(json.turn)}`);
  const allow = json.allow === undefined ? BOARD_OPS.slice() : json.allow;
  if (!Array.isArray(allow) || allow.length === 0 || allow.some((op) => !BOARD_OPS.includes(op))) {
    throw fail(`allow must be a non-empty array of ${BOARD_OPS.join(', ')}, got ${describe(json.allow)}`);
  }
  const onlyTile = json.tile === undefined ? null : tile('tile', json.tile);
  const mode = json.mode === undefined ? 'normal' : json.mode;
  if (!MODES.includes(mode)) throw fail(`mode must be "normal", "practice" or "opponent", got ${describe(json.mode)}`);
  if (json.opponent !== undefined && mode !== 'opponent') throw fail('opponent applies to mode "opponent" only');
  const opponent = mode === 'opponent' ? opponentLimits(fail, json.opponent) : null;

  if (!Array.isArray(json.goal) || json.goal.length === 0) throw fail(`goal must be a non-empty array of conditions, got ${describe(json.goal)}`);
  const goal = json.goal.map((c, i) => goalCondition(fail, `goal[${i}]`, c, turn, tiles));
  const packed = packGoal(goal);
  const check = module.tribunLesson_firstUnmet(board, 0, false, packed);  // validates the goal
  if (check.error !== undefined) throw fail(check.error);

  if (!Array.isArray(json.answers) || json.answers.length === 0) throw fail('answers must be a non-empty array of action sequences');
  const answers = json.answers.map((seq, i) => {
    if (!Array.isArray(seq) || seq.length === 0) throw fail(`answers[${i}] must be a non-empty array of actions`);
    // Actions in the notation are read in the position where they are played: the lesson's,
    // then (practice) the same side again after each action, or (opponent) after the
    // computer's answer to it. Positions are only followed while a later action needs one.
    let at = board;
    const lastText = seq.findLastIndex((a) => typeof a === 'string' && !HEX_WORD.test(a));
    return seq.map((a, k) => {
      const where = `answers[${i}][${k}]`;
      const word = typeof a === 'string' && !HEX_WORD.test(a)
        ? notationWord(t, fail, where, at, turn, a)
        : answerWord(t, fail, where, a, tile, turn);
      if (k < lastText) at = nextPosition(t, fail, where, at, turn, word, mode, opponent);
      return word;
    });
  });
  let longest = 0;
  for (const a of answers) longest = Math.max(longest, a.length);
  if (mode === 'normal' && longest !== 1) throw fail('a lesson in normal mode is answered by one action (use mode "practice" for several)');
  const maxMoves = json.maxMoves === undefined ? longest : json.maxMoves;
  if (!Number.isInteger(maxMoves) || maxMoves < longest || maxMoves > 20) {
    throw fail(`maxMoves must be an integer from the longest answer (${longest}) to 20, got ${describe(json.maxMoves)}`);
  }

  const src = json.text ?? Object.create(null);
  if (src === null || typeof src !== 'object' || Array.isArray(src)) throw fail(`text must be an object, got ${describe(src)}`);
  for (const key of Object.keys(src)) if (!TEXT_KEYS.includes(key)) throw fail(`unknown field "text.${key}"`);
  const wrong = Object.create(null);  // read by key in a run (wrong[kind]): never an inherited text
  if (src.wrong !== undefined) {
    if (src.wrong === null || typeof src.wrong !== 'object' || Array.isArray(src.wrong)) throw fail('text.wrong must be an object');
    for (const [key, value] of Object.entries(src.wrong)) {
      if (!['default', 'tribunExposed', 'tooManyMoves', ...BOARD_OPS].includes(key)) {
        throw fail(`text.wrong.${key}: keys are default, tribunExposed, tooManyMoves or an action kind`);
      }
      wrong[key] = text(`text.wrong.${key}`, value, true);
    }
  }
  const starsGiven = json.stars ?? Object.create(null);
  const starsOk = starsGiven !== null && typeof starsGiven === 'object' && !Array.isArray(starsGiven) &&
    Object.keys(starsGiven).every((key) => key === 'three' || key === 'two');
  const stars = { three: starsOk && starsGiven.three !== undefined ? starsGiven.three : 0, two: starsOk && starsGiven.two !== undefined ? starsGiven.two : 1 };
  if (!starsOk || !Number.isInteger(stars.three) || !Number.isInteger(stars.two) || stars.three < 0 || stars.two < stars.three) {
    throw fail(`stars must be {three, two}: the mistakes and hints allowed for 3 and 2 stars (0 <= three <= two), got ${describe(json.stars)}`);
  }
  return Object.freeze({
    id: json.id,
    title: text('title', json.title, true),
    board,
    turn,
    allow: Object.freeze(allow.slice()),
    tile: onlyTile,
    mode,
    goal: Object.freeze(goal),
    answers: Object.freeze(answers.map((a) => Object.freeze(a))),
    maxMoves,
    opponent,
    marks: Object.freeze(json.marks === undefined ? [] : tiles('marks', json.marks)),
    diagram: Object.freeze(json.diagram === undefined ? [] : tiles('diagram', json.diagram)),
    text: Object.freeze({
      intro: text('text.intro', src.intro, false),
      instruction: text('text.instruction', src.instruction, true),
      hint: text('text.hint', src.hint, true),
      success: text('text.success', src.success, true),
      wrong: Object.freeze(wrong),
    }),
    stars: Object.freeze(stars),
    packedGoal: packed,
  });
}

// The computer's search limits in opponent mode: {level 1..5, nodes 1..200000, seed uint32}.
function opponentLimits(fail, value) {
  const v = value ?? {};
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw fail(`opponent must be an object, got ${describe(value)}`);
  for (const key of Object.keys(v)) if (!Object.hasOwn(OPPONENT_DEFAULTS, key)) throw fail(`unknown field "opponent.${key}"`);
  const out = { ...OPPONENT_DEFAULTS, ...v };
  const ranges = { level: [1, 5], nodes: [1, 200000], seed: [0, 0xffffffff] };
  for (const [key, [lo, hi]] of Object.entries(ranges)) {
    if (!Number.isInteger(out[key]) || out[key] < lo || out[key] > hi) throw fail(`opponent.${key} must be an integer ${lo}..${hi}, got ${describe(v[key])}`);
  }
  return Object.freeze(out);
}

// "b3", "wT1" (tribun), "b4/1" (a black 4 carrying a white slave of height 1).
function unitByte(t, fail, name, code) {
  const unit = unitOfCode(code);
  if (!unit) throw fail(`units.${name} must be a unit code such as "b3", "wT1" or "b4/1", got ${describe(code)}`);
  try {
    return t.encodeUnit(unit);
  } catch (e) {
    throw fail(`units.${name} "${code}": ${e.message.replace(/^unit: /, '')}`);
  }
}

const HEX_WORD = /^0x[0-9a-fA-F]{1,8}$/;

// "setups": {black, white}, each a setup code or {code, flip} (docs/rules/tribun-setup-codes.md):
// the start board those two armies make (tribun.boardFromSetups).
function setupsBoard(t, fail, setups) {
  if (setups === null || typeof setups !== 'object' || Array.isArray(setups)) {
    throw fail(`setups must be an object {"black": code, "white": code} (setup codes such as "TRADITIONALSETUP"), got ${describe(setups)}`);
  }
  for (const key of Object.keys(setups)) if (key !== 'black' && key !== 'white') throw fail(`unknown field "setups.${key}"`);
  for (const side of ['black', 'white']) {
    const v = setups[side];
    const ok = typeof v === 'string' || (v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v.code === 'string'
      && Object.keys(v).every((k) => k === 'code' || k === 'flip') && (v.flip === undefined || typeof v.flip === 'boolean'));
    if (!ok) throw fail(`setups.${side} must be a setup code or {"code": ..., "flip": true|false}, got ${describe(v)}`);
  }
  try {
    return t.boardFromSetups({ black: setups.black, white: setups.white });
  } catch (e) {
    // The records API names the side at the start ("black setup: ..."): as a field name here.
    const m = /^(black|white) setup: (.*)$/s.exec(e.message);
    throw fail(`setups${m ? `.${m[1]}: ${m[2]}` : `: ${e.message}`} (${e.code ?? 'invalid'})`);
  }
}

// An answer in the move notation (docs/NOTATION.md), read in the position where it is played.
function notationWord(t, fail, where, board, turn, text) {
  try {
    return t.parseAction(board, turn, text);
  } catch (e) {
    const why = e.message.replace(/^"[^"]*": /, '');
    throw fail(`${where} "${text}": ${why}${why.includes('to move)') ? '' : ` (${COLOR_NAMES[turn]} to move)`}`);
  }
}

// The position in which the learner's next answer action is played (see parseLessonWith).
function nextPosition(t, fail, where, board, turn, word, mode, opponent) {
  let after;
  try {
    after = t.lesson.applyPractice(board, turn, word);
  } catch (e) {
    throw fail(`${where}: ${e.message}`);
  }
  if (mode !== 'opponent') return after;
  // The computer's answer exactly as a run computes it (LessonRun.play: bestAction with the
  // lesson's deterministic limits, applied as a practice step).
  if (t.lesson.legalActions(after, turn ^ 1).length === 0) throw fail(`${where}: the computer has no answer to it, so no action can follow`);
  const game = t.newGame({ board: after, turn: turn ^ 1 });
  let reply;
  try {
    reply = t.bestAction(game, { level: opponent.level, nodes: opponent.nodes, seed: opponent.seed }).word;
  } finally {
    game.dispose();
  }
  return t.lesson.applyPractice(after, turn ^ 1, reply);
}

// A stored answer: a word (number or "0x..." hex string) or an action object with tile names.
function answerWord(t, fail, where, a, tile, turn) {
  if (typeof a === 'number' || typeof a === 'string') {
    const word = typeof a === 'number' ? a : /^0x[0-9a-fA-F]{1,8}$/.test(a) ? Number(a) : NaN;
    if (!Number.isInteger(word) || word < 0 || word > 0xffffffff) throw fail(`${where} must be an action word, got ${describe(a)}`);
    return word >>> 0;
  }
  if (a === null || typeof a !== 'object' || Array.isArray(a)) throw fail(`${where} must be a word or an action object, got ${describe(a)}`);
  const action = { ...a };
  for (const key of ['from', 'to', 'attacker', 'target', 'center', 'actor']) {
    if (action[key] !== undefined) action[key] = tile(`${where}.${key}`, action[key]);
  }
  if (action.part === undefined && (action.op === 'MOVE' || action.op === 'KILL')) action.part = 0;
  if (action.op === 'ATTACK_TRIBUN' && action.winner === undefined) action.winner = turn;
  try {
    return t.encodeAction(action);
  } catch (e) {
    throw fail(`${where}: ${e.message}`);
  }
}

function goalCondition(fail, where, c, mover, tiles) {
  if (c === null || typeof c !== 'object' || Array.isArray(c)) throw fail(`${where} must be an object, got ${describe(c)}`);
  if (!GOAL_TYPES.includes(c.type)) throw fail(`${where}.type must be one of ${GOAL_TYPES.join(', ')}, got ${describe(c.type)}`);
  const side = c.side === undefined ? (c.type === 'noLegalAction' ? 'opponent' : 'me') : c.side;
  if (side !== 'me' && side !== 'opponent') throw fail(`${where}.side must be "me" or "opponent", got ${describe(c.side)}`);
  const out = { type: c.type, color: side === 'me' ? mover : mover ^ 1, height: 0, slave: -1, tribun: -1, tiles: [], min: 1, max: 91, ops: [] };
  const allowed = { captureTribun: ['type'], tribunSafe: ['type', 'side'], noLegalAction: ['type', 'side'],
    lastAction: ['type', 'ops'], units: ['type', 'side', 'height', 'slave', 'tribun', 'at', 'min', 'max'] }[c.type];
  for (const key of Object.keys(c)) if (!allowed.includes(key)) throw fail(`${where}: "${key}" does not apply to ${c.type}`);
  if (c.type === 'units') {
    // Numbers are checked to be integers that pack exactly (an Int32Array would wrap 2 ** 32 + 8
    // to 8); which heights and counts the rules allow is the engine's to say (validateGoal in
    // src/tribun/lesson.cpp, reached through the firstUnmet check in parseLessonWith).
    if (c.height !== undefined) out.height = packedInteger(fail, `${where}.height`, c.height, 1);
    if (c.slave !== undefined) out.slave = packedInteger(fail, `${where}.slave`, c.slave, 0);
    if (c.tribun !== undefined) {
      if (typeof c.tribun !== 'boolean') throw fail(`${where}.tribun must be a boolean, got ${describe(c.tribun)}`);
      out.tribun = c.tribun ? 1 : 0;
    }
    if (c.at !== undefined) out.tiles = tiles(`${where}.at`, c.at);
    for (const key of ['min', 'max']) if (c[key] !== undefined) out[key] = packedInteger(fail, `${where}.${key}`, c[key], 0);
    // "At most max" alone: the default "at least one" must not contradict it.
    if (c.max !== undefined && c.min === undefined) out.min = Math.min(out.min, out.max);
  }
  if (c.type === 'lastAction') {
    if (!Array.isArray(c.ops) || c.ops.length === 0 || c.ops.some((op) => !BOARD_OPS.includes(op))) {
      throw fail(`${where}.ops must be a non-empty array of action kinds, got ${describe(c.ops)}`);
    }
    out.ops = c.ops.slice();
  }
  return Object.freeze(out);
}

// A count or height of the lesson file: an integer from `least` that the packed goal holds exactly.
function packedInteger(fail, where, value, least) {
  if (!Number.isInteger(value) || value < least || value > 0x7fffffff) {
    throw fail(`${where} must be an integer of at least ${least}, got ${describe(value)}`);
  }
  return value;
}

function opMask(ops) {
  return ops.reduce((m, op) => m | (1 << BOARD_OPS.indexOf(op)), 0);
}

// The goal as the binding's packed Int32Array bytes (layout in bindings/tribun_lesson_bindings.cpp).
function packGoal(goal) {
  const ints = [];
  for (const c of goal) {
    ints.push(GOAL_TYPES.indexOf(c.type), c.color, c.height, c.slave, c.tribun, c.min, c.max, opMask(c.ops), c.tiles.length);
    for (const tile of c.tiles) ints.push(tile);
  }
  return new Uint8Array(Int32Array.from(ints).buffer);
}

// ---- restricted click options ----------------------------------------------------------------

/** The grouped options of `options` (TribunOptions) keeping only the words in `keep`. */
export function restrictOptions(options, keep) {
  const origins = [];
  for (const o of options.origins) {
    const targets = o.targets
      .map((tg) => ({ ...tg, options: tg.options.filter((x) => keep.has(x.word)) }))
      .filter((tg) => tg.options.length > 0);
    if (targets.length) origins.push({ origin: o.origin, targets });
  }
  const enemyTargets = options.enemyTargets
    .map((e) => ({ target: e.target, options: e.options.filter((x) => keep.has(x.word)) }))
    .filter((e) => e.options.length > 0);
  const centers = [];
  for (const c of options.centers) {
    const combines = c.combines.filter((k) => keep.has(k.word));
    const symCombines = c.symCombines.filter((k) => keep.has(k.word));
    if (!combines.length && !symCombines.length) continue;
    const donors = c.donors
      .map((d) => ({ ...d, donations: [...new Set([...combines, ...symCombines].map((k) => k.donation[d.dir]).filter((v) => v > 0))].sort((a, b) => a - b) }))
      .filter((d) => d.donations.length > 0);
    centers.push({ center: c.center, combines, symCombines, donors });
  }
  const actors = [];
  for (const a of options.actors) {
    const splits = a.splits.filter((s) => keep.has(s.word));
    const directions = a.directions
      .map((d) => ({
        ...d,
        heights: [...new Set(splits.map((s) => s.heights[d.dir]).filter((v) => v > 0))].sort((x, y) => x - y),
        backstabb: d.backstabb !== null && keep.has(d.backstabb) ? d.backstabb : null,
      }))
      .filter((d) => d.heights.length > 0 || d.backstabb !== null);
    if (splits.length || directions.length) actors.push({ actor: a.actor, splits, directions });
  }
  const selectable = new Set();
  for (const o of origins) selectable.add(o.origin);
  for (const e of enemyTargets) selectable.add(e.target);
  for (const c of centers) selectable.add(c.center);
  for (const a of actors) selectable.add(a.actor);
  return { origins, enemyTargets, centers, actors, selectable: [...selectable].sort((a, b) => a - b) };
}

// ---- describing goals (the fallback explanation) ---------------------------------------------

/** What a goal condition asks, as a phrase after "the goal is to" (player words). */
export function describeCondition(c, mover) {
  const whose = (color) => (color === mover ? 'your' : COLOR_NAMES[color]);
  switch (c.type) {
    case 'captureTribun': return 'capture the enemy tribun';
    case 'tribunSafe': return `keep ${whose(c.color)} tribun safe from capture on the next move`;
    case 'noLegalAction': return `leave ${c.color === mover ? 'yourself' : COLOR_NAMES[c.color]} without a legal move`;
    case 'lastAction': return `finish by ${c.ops.map(opWord).join(' or ')}`;
    default: {
      const what = `${c.tribun === 1 ? 'tribun' : 'unit'}${c.height ? ` of height ${c.height}` : ''}${c.slave > 0 ? ` carrying a slave of height ${c.slave}` : ''}`;
      const plural = what.replace(/^(tribun|unit)/, '$1s');
      const where = c.tiles.length ? ` on ${c.tiles.map(tileName).join(' or ')}` : '';
      if (c.max === 0) return `leave no ${whose(c.color)} ${what}${where}`;
      if (c.min === c.max) return `have exactly ${c.min} ${whose(c.color)} ${c.min === 1 ? what : plural}${where}`;
      if (c.min > 1) return `have at least ${c.min} ${whose(c.color)} ${plural}${where}`;
      return `have ${c.color === mover ? 'a' : `a ${COLOR_NAMES[c.color]}`} ${what}${where}`;
    }
  }
}

// ---- the API object ----------------------------------------------------------------------------

/** Builds `tribun.lesson` over the WASM module; `t` is the Tribun API (for boards and words). */
export function createLessonApi(module, t) {
  requireArea(module, 'tribun_lesson');  // registered on first use (bindings/lazy_area.h)
  // The lessons this API's parse() returned: only those are taken as parsed; anything else,
  // however it looks ({packedGoal: ...} included), is read as a lesson and checked. Kept per API
  // (one per module instance), not per copy of this file: the package's entry carries a copy of
  // its own (tools/bundle-package.mjs).
  const parsedLessons = new WeakSet();
  // A board in any input form, checked by the engine: INVALID_ARGUMENT for the wrong shape,
  // BAD_BOARD (the message names the cid) for bytes that are no valid board.
  function boardArg(name, board) {
    try {
      return t.parseBoard(board);
    } catch (e) {
      throw codedError(e.constructor, e.code ?? 'INVALID_ARGUMENT', e.message.replace(/^board\b/, name));
    }
  }
  const color = (name, v) => requireInteger(name, v, 0, 1);

  // Read (getters run) before the board is: see legalActions.
  function filterOf(input) {
    if (input === undefined) return { mask: 0x3ff, tile: -1 };
    const filter = readOptions('filter', input, ['ops', 'tile']);
    let mask = 0x3ff;
    if (filter.ops !== undefined) {
      const ops = Array.isArray(filter.ops) && filter.ops.length <= 64 ? Array.from(filter.ops) : null;
      if (ops === null || ops.some((op) => !BOARD_OPS.includes(op))) {
        throw argumentError(RangeError, `filter.ops must be an array of at most 64 of ${BOARD_OPS.join(', ')}, got ${describe(filter.ops)}`);
      }
      mask = opMask(ops);
    }
    let tile = -1;
    if (filter.tile !== undefined && filter.tile !== null) {
      tile = requireInteger('filter.tile', filter.tile, 0, 120);
      if (!module.tribun_isValidCid(tile)) throw argumentError(RangeError, `filter.tile ${tile} is not an on-board cid`);
    }
    return { mask, tile };
  }

  function legalActions(board, turn, filter) {
    const { mask, tile } = filterOf(filter);
    const bytes = boardArg('board', board);
    color('turn', turn);
    const r = module.tribunLesson_filteredActions(bytes, turn, mask, tile);
    if (r.error !== undefined) throw argumentError(RangeError, r.error);
    return r.value.slice();
  }

  function applyPractice(board, turn, word) {
    const bytes = boardArg('board', board);
    color('turn', turn);
    requireUint32('word', word);
    const r = module.tribunLesson_applyPractice(bytes, turn, word);
    if (r.error !== undefined) throw codedError(Error, 'ILLEGAL_ACTION', r.error);
    return r.value.slice();
  }

  function unmetIndex(bytes, lesson, last) {
    const r = module.tribunLesson_firstUnmet(bytes, last ?? 0, last !== undefined && last !== null, lesson.packedGoal);
    if (r.error !== undefined) throw codedError(Error, 'INVALID_LESSON', r.error);
    return r.value;
  }

  // The argument itself must be a lesson's kind of value (INVALID_ARGUMENT, naming it); what is
  // inside it is the lesson format's to judge (INVALID_LESSON).
  function lessonValue(name, value, allowText) {
    if (allowText && typeof value === 'string') return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const kinds = allowText ? 'a lesson object or its JSON text' : 'a lesson object';
      throw argumentError(TypeError, `${name} must be ${kinds}, got ${describe(value)}`);
    }
    return value;
  }

  function parse(json) {
    const lesson = parseLessonWith(t, module, lessonValue('json', json, true));
    parsedLessons.add(lesson);
    return lesson;
  }

  function lessonArg(lesson) {
    lessonValue('lesson', lesson, true);
    return parsedLessons.has(lesson) ? lesson : parse(lesson);
  }

  /** {met, unmet: index of the first failing condition or -1, text} on `board` after `last`. */
  function checkGoal(lesson, board, last) {
    const l = lessonArg(lesson);
    const bytes = boardArg('board', board);
    if (last !== undefined && last !== null) requireUint32('last', last);
    const unmet = unmetIndex(bytes, l, last);
    return { met: unmet < 0, unmet, text: unmet < 0 ? '' : describeCondition(l.goal[unmet], l.turn) };
  }

  // The computer's answer on `board` with `turn` to move (opponent mode), or null without one.
  function opponentReply(board, turn, limits) {
    if (legalActions(board, turn).length === 0) return null;
    const game = t.newGame({ board, turn });
    try {
      return t.bestAction(game, { level: limits.level, nodes: limits.nodes, seed: limits.seed }).word;
    } finally {
      game.dispose();
    }
  }

  function start(lesson) {
    return new LessonRun(lessonArg(lesson), { t, module, legalActions, applyPractice, unmetIndex, opponentReply });
  }

  return Object.freeze({ FORMAT: LESSON_FORMAT, legalActions, applyPractice, parse, checkGoal, start, tileName: (cid) => {
    requireInteger('cid', cid, 0, 120);
    if (!module.tribun_isValidCid(cid)) throw argumentError(RangeError, `cid ${cid} is not on the board`);
    return tileName(cid);
  }, tileCid: (name) => {
    const cid = cidOfTileName(requireString('name', name, MAX_TILE_NAME));
    if (cid === undefined) throw argumentError(RangeError, `name ${describe(name)} is not a tile name (a1..l11, no j)`);
    return cid;
  } });
}

// ---- one run of a lesson --------------------------------------------------------------------------

class LessonRun {
  #lesson;
  #x;
  #board;
  #turn;
  #moves = [];
  #replies = [];
  #allowed;

  constructor(lesson, engine) {
    this.#lesson = lesson;
    this.#x = engine;
    this.mistakes = 0;
    this.hintsUsed = 0;
    this.#restart();
  }

  #restart() {
    this.#board = this.#lesson.board.slice();
    this.#turn = this.#lesson.turn;
    this.#moves = [];
    this.#replies = [];
    this.status = 'playing';
    this.#allowed = null;
  }

  get lesson() { return this.#lesson; }
  /** The current board (a copy). */
  get board() { return this.#board.slice(); }
  /** Side to move: the learner in practice mode; the other side once a normal-mode move is made. */
  get turn() { return this.#turn; }
  /** The learner's words so far in this attempt. */
  get moves() { return this.#moves.slice(); }
  /** Opponent mode: the computer's answers so far in this attempt. */
  get replies() { return this.#replies.slice(); }

  /** The actions the lesson allows now (its kinds and tile), ascending. */
  legalActions() {
    if (this.status !== 'playing') return new Uint32Array(0);
    this.#allowed ??= this.#x.legalActions(this.#board, this.#turn, { ops: [...this.#lesson.allow], tile: this.#lesson.tile ?? undefined });
    return this.#allowed.slice();
  }

  /** Click-UI options (TribunOptions) restricted to the allowed actions. */
  options() {
    const keep = new Set(this.legalActions());
    return restrictOptions(this.#x.t.groupOptions(this.#board, this.#turn), keep);
  }

  /** The hint text; counts against the stars. */
  hint() {
    this.hintsUsed += 1;
    return this.#lesson.text.hint;
  }

  /** Starts the attempt over (after a wrong move, or at will). */
  retry() {
    this.#restart();
  }

  /** Stars of a solved run: 3, 2 or 1 by mistakes + hints (lesson.stars). 0 while unsolved. */
  get stars() {
    if (this.status !== 'solved') return 0;
    const penalties = this.mistakes + this.hintsUsed;
    return penalties <= this.#lesson.stars.three ? 3 : penalties <= this.#lesson.stars.two ? 2 : 1;
  }

  /**
   * Plays the learner's word. Returns {outcome, message}: 'solved' (goal reached; message is the
   * success text), 'continue' (practice mode, goal not reached yet, moves left), 'wrong' (the
   * attempt failed: message explains why; call retry()), or 'not-allowed' (not one of the
   * lesson's actions now: nothing changes, no mistake counted).
   */
  play(word) {
    requireUint32('word', word);
    if (this.status !== 'playing') throw codedError(Error, 'LESSON_OVER', `the attempt is ${this.status}: call retry() first`);
    const lesson = this.#lesson;
    if (!this.legalActions().includes(word)) {
      const kind = isBoardWord(word) ? opcodeName(word) : null;
      const legal = kind !== null && this.#x.legalActions(this.#board, this.#turn).includes(word);
      const message = !legal
        ? 'That is not a legal action here.'
        : !lesson.allow.includes(kind)
          ? `This lesson is about ${lesson.allow.map(opWord).join(' and ')}: ${opWord(kind)} is not part of it.`
          : `This lesson uses the unit on ${tileName(lesson.tile)} only.`;
      return { outcome: 'not-allowed', message };
    }
    const mover = this.#turn;
    this.#board = this.#x.applyPractice(this.#board, mover, word);
    this.#moves.push(word);
    if (lesson.mode === 'normal') this.#turn ^= 1;
    this.#allowed = null;
    const unmet = this.#x.unmetIndex(this.#board, lesson, word);
    if (unmet < 0) {
      this.status = 'solved';
      return { outcome: 'solved', message: lesson.text.success };
    }
    if (lesson.mode === 'practice' && this.#moves.length < lesson.maxMoves && this.legalActions().length > 0) {
      return { outcome: 'continue', message: '' };
    }
    if (lesson.mode === 'opponent' && this.#moves.length < lesson.maxMoves) {
      const reply = this.#x.opponentReply(this.#board, mover ^ 1, lesson.opponent);
      if (reply !== null) {
        this.#board = this.#x.applyPractice(this.#board, mover ^ 1, reply);
        this.#replies.push(reply);
        this.#allowed = null;
        const captured = opcodeName(reply) === 'ATTACK_TRIBUN';
        if (!captured && this.legalActions().length > 0) return { outcome: 'continue', message: '', reply };
        this.status = 'wrong';
        this.mistakes += 1;
        const { wrong } = lesson.text;
        const message = captured
          ? (wrong.tribunExposed ?? 'The computer captured your tribun.')
          : (wrong.default ?? this.#explain(word, mover, unmet));
        return { outcome: 'wrong', message, reply };
      }
    }
    this.status = 'wrong';
    this.mistakes += 1;
    return { outcome: 'wrong', message: this.#explain(word, mover, unmet) };
  }

  #explain(word, mover, unmet) {
    const { wrong } = this.#lesson.text;
    const attacked = this.#x.legalActions(this.#board, mover ^ 1, { ops: ['ATTACK_TRIBUN'] }).length > 0;
    // (Opponent mode: a capture would already have been played by the computer.)
    if (attacked && wrong.tribunExposed && this.#lesson.mode !== 'opponent') return wrong.tribunExposed;
    if (this.#lesson.mode === 'practice' && this.#moves.length >= this.#lesson.maxMoves && wrong.tooManyMoves) return wrong.tooManyMoves;
    const kind = opcodeName(word);
    if (wrong[kind]) return wrong[kind];
    if (wrong.default) return wrong.default;
    return `Not quite: the goal is to ${describeCondition(this.#lesson.goal[unmet], this.#lesson.turn)}.`;
  }
}

function opWord(op) {
  return { MOVE: 'moving', KILL: 'killing', LIBERATE: 'liberating', DAMAGE: 'damaging', ENSLAVE: 'enslaving',
    COMBINE: 'combining', SYM_COMBINE: 'symmetric combining', SPLIT: 'splitting', BACKSTABB: 'backstabbing',
    ATTACK_TRIBUN: 'capturing the tribun' }[op];
}
