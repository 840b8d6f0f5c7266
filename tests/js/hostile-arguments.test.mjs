// Issue 6, JS boundary: every exported function, called with a wrong type, NaN, a negative
// number, a value above 2^32, a fraction, undefined, null or an object in each argument position,
// answers with a TypeError / RangeError with code INVALID_ARGUMENT whose message starts with the
// argument's documented name (or, for content such as base64, an Error saying what is wrong),
// never with a WebAssembly trap; and the module keeps working: a valid call follows every bad
// one. Disposed handles and ended games answer with an Error too. A test below checks that every
// exported function is in the list, so a new export cannot be forgotten.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { CAPTURE_LESSON } from './helpers.mjs';

const br = await loadBoardrules();
const t = br.tribun;

const HOSTILE = { string: 'x', nan: NaN, negative: -1, above2to32: 2 ** 32, fraction: 3.7, undefined, null: null, object: {} };

// Calls whose documented answer to some hostile value is a normal return, as "name:position:value".
const ANSWERS = new Set([
  'tribun.packCid:0:negative', 'tribun.packCid:1:negative',          // -1 is a coordinate
  'tribun.isOnBoard:0:negative', 'tribun.isOnBoard:1:negative',      // predicates answer false/true
  'tribun.isOnBoard:0:above2to32', 'tribun.isOnBoard:1:above2to32',
  'cotulenh.isValidSquare:0:negative', 'cotulenh.isValidSquare:0:above2to32',
  'cotulenh.isValidMove:0:negative', 'cotulenh.isValidMove:0:above2to32',
  'cotulenh.isValidMove:1:negative', 'cotulenh.isValidMove:1:above2to32',
  'cotulenh.newGame:0:undefined',                                    // the standard start
  'cotulenh.fromTurns:1:undefined',                                  // from the standard start
  'cotulenhGame.moves:0:undefined', 'cotulenhGame.moves:0:object',   // no options, empty options
  'catan.createBoard:0:negative',                                     // seeds wrap like JS >>> 0
  'tribun.newGame:0:undefined', 'tribun.newGame:0:object',           // options are optional
  'catan.createBoard:1:undefined', 'catan.createBoard:1:object',
  'board.connectedZones:1:undefined', 'board.connectedZones:1:object',
  'board.isConnected:2:undefined', 'board.isConnected:2:object',
  'board.placeToken:1:string',                                       // a string is a token id
  'cotulenh.isRiverSquare:0:negative', 'cotulenh.isRiverSquare:0:above2to32',  // any integer: false
  'cotulenh.isBridgeSquare:0:negative', 'cotulenh.isBridgeSquare:0:above2to32',
  'cotulenh.canNavyEnter:0:negative', 'cotulenh.canNavyEnter:0:above2to32',
  'cotulenh.canLandPieceEnter:0:negative', 'cotulenh.canLandPieceEnter:0:above2to32',
  'catan.mulberry32Sequence:0:negative',                              // seeds wrap like JS >>> 0
  'catan.loadState:1:negative', 'catan.loadState:1:undefined',       // seeds wrap; the seed is optional
  'board.moveTokenAdjacent:1:undefined', 'board.moveTokenAdjacent:1:object',  // bindings are optional
  'spatial.conditionText:0:string',                                  // condition text passes through
  'tribun.bestAction:1:undefined', 'tribun.bestAction:1:object',
  'cotulenh.bestMove:1:undefined', 'cotulenh.bestMove:1:object',     // default limits (level 6)     // default limits (level 6, 1 s)
  'tribun.createEngineWorker:0:undefined', 'tribun.createEngineWorker:0:object',  // no options: UNSUPPORTED in Node, as documented
  'catan.bestAction:1:undefined', 'catan.bestAction:1:object',       // default: level 6, the seat to act
  'catan.createBotWorker:0:undefined', 'catan.createBotWorker:0:object',  // no options: UNSUPPORTED in Node
  'cotulenh.createEngineWorker:0:undefined', 'cotulenh.createEngineWorker:0:object',
  'tribun.boardFromSetups:1:undefined', 'tribun.boardFromSetups:1:object',  // constraints are optional
  'game.toRecord:0:undefined', 'game.toRecord:0:object',             // headers are optional
  'tribun.explainAction:3:undefined', 'tribun.explainAction:3:object',  // options are optional
  'game.explainAction:1:undefined', 'game.explainAction:1:object',
  'lesson.legalActions:2:undefined', 'lesson.legalActions:2:object', // no filter, empty filter
  'lesson.checkGoal:2:undefined', 'lesson.checkGoal:2:null',         // no last action
  'clock.start:1:undefined',                                         // firstTurn defaults to black
  'clock.start:0:above2to32', 'clock.completeTurn:0:above2to32',    // now: any millisecond time up to
  'clock.check:0:above2to32', 'clock.read:0:above2to32',             // 2^53 (2^32 ms is 49 days)
  'game.setComment:0:string',                                        // any text is a comment
  'tribun.formatSetupCode:0:string',                                 // formats any text ("x" -> "X");
                                                                     // decodeSetup judges it
]);

// Well-typed values whose content is wrong and that carry their own documented code instead of
// INVALID_ARGUMENT, as "name:position:value" -> code.
const CONTENT = new Map([
  ['tribun.boardFromSetups:0:object', 'SETUP_REQUIRED'],             // {}: neither side has a setup
  ['lesson.parse:0:object', 'INVALID_LESSON'],                       // {}: a lesson without an id
  ['lesson.checkGoal:0:object', 'INVALID_LESSON'],
  ['lesson.start:0:object', 'INVALID_LESSON'],
  ['catan.loadState:0:object', 'BAD_STATE'],                         // {}: a position without a board
  ['catan.loadRecord:0:object', 'BAD_RECORD'],
  ['catanGame.apply:0:string', 'ILLEGAL_ACTION'],                    // 'x': a string, not an action
]);

// Limits on a combination of arguments (grid(rows, cols) too large) quote the value instead of
// naming one argument, as "name:position:value".
const QUOTED = new Set(['spatial.generateGrid:0:above2to32', 'spatial.generateGrid:1:above2to32',
  'spatial.generateHex:0:above2to32']);

// The message starts with the argument's name, or with "macro: " and the name (grid: rows ...),
// then a space or a path inside the argument (name.field, name[3], name: ...).
function startsWithName(message, argName) {
  const escaped = argName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(\\w+: )?${escaped}[ .\\[:]`).test(message);
}

// moveTokenAdjacent on its own board each time, so a call that succeeds does not change the next.
function moveOnFreshBoard(effect, bindings) {
  const fresh = br.spatial.createBoard(br.spatial.generateGrid(2, 2));
  try {
    fresh.placeToken('cell_0_0', { id: 'mover' });
    return fresh.moveTokenAdjacent(effect, bindings);
  } finally {
    fresh.dispose();
  }
}

function specs() {
  const game = t.newGame();
  const board = br.spatial.createBoard(br.spatial.generateGrid(2, 2));
  const start = game.startSnapshot();
  const word0 = game.legalActions()[0];
  const text0 = game.formatAction(word0);
  const record = game.toRecord();
  const setup = t.decodeSetup('TRADITIONALSETUP');
  const L = t.lesson;
  const lessonWord = L.start(LESSON).legalActions()[0];
  const cotulenhGame = br.cotulenh.newGame();
  const catanGame = br.catan.newGame({ players: 2, seed: 4 });
  const catanState = catanGame.toState();
  const catanRecord = catanGame.record();
  const catanFirst = catanGame.legalActions()[0];
  const list = {
    'tribun.packCid': [(a, b) => t.packCid(a, b), [0, 0], ['x', 'y']],
    'tribun.unpackCid': [(a) => t.unpackCid(a), [60], ['cid']],
    'tribun.isOnBoard': [(a, b) => t.isOnBoard(a, b), [0, 0], ['x', 'y']],
    'tribun.neighborCid': [(a, b) => t.neighborCid(a, b), [60, 0], ['cid', 'dir']],
    'tribun.areAdjacent': [(a, b) => t.areAdjacent(a, b), [60, 61], ['a', 'b']],
    'tribun.tileColor': [(a) => t.tileColor(a), [60], ['cid']],
    'tribun.decodeAction': [(a) => t.decodeAction(a), [0x243c], ['word']],
    'tribun.describeAction': [(a) => t.describeAction(a), [0x243c], ['word']],
    'tribun.encodeAction': [(a) => t.encodeAction(a), [{ op: 'MOVE', from: 60, to: 72, part: 0 }], ['action']],
    'tribun.decodeUnit': [(a) => t.decodeUnit(a), [1], ['byte']],
    'tribun.encodeUnit': [(a) => t.encodeUnit(a), [{ color: 0, tribun: false, p: 1, s: 0 }], ['unit']],
    'tribun.parseBoard': [(a) => t.parseBoard(a), [t.defaultBoard()], ['board']],
    'tribun.boardToHex': [(a) => t.boardToHex(a), [t.defaultBoard()], ['board']],
    'tribun.boardToBase64': [(a) => t.boardToBase64(a), [t.defaultBoard()], ['board']],
    'tribun.newGame': [(a) => t.newGame(a).dispose(), [{}], ['options']],
    'tribun.replay': [(a, b) => t.replay(a, b).dispose(), [start, ''], ['snapshot', 'actionsB64']],
    'tribun.groupOptions': [(a, b) => t.groupOptions(a, b), [t.defaultBoard(), 0], ['board', 'turn']],
    'game.isLegal': [(a) => game.isLegal(a), [0x243c], ['word']],
    'game.apply': [(a) => game.apply(a), [0x7fffffff], ['word']],
    'game.endByServer': [(a, b) => game.endByServer(a, b), [2, 0], ['reason', 'loser']],
    'spatial.generateGrid': [(a, b) => br.spatial.generateGrid(a, b), [2, 2], ['rows', 'cols']],
    'spatial.generateHex': [(a) => br.spatial.generateHex(a), [1], ['radius']],
    'spatial.validateZones': [(a) => br.spatial.validateZones(a), [[{ id: 'a' }]], ['zones']],
    'spatial.createBoard': [(a) => br.spatial.createBoard(a).dispose(), [[{ id: 'a' }]], ['zones']],
    'board.adjacentZones': [(a) => board.adjacentZones(a), ['cell_0_0'], ['zone']],
    'board.connectedZones': [(a, b) => board.connectedZones(a, b), ['cell_0_0', {}], ['start', 'options']],
    'board.isAdjacent': [(a, b) => board.isAdjacent(a, b), ['cell_0_0', 'cell_0_1'], ['a', 'b']],
    'board.isConnected': [(a, b, c) => board.isConnected(a, b, c), ['cell_0_0', 'cell_1_1', {}], ['a', 'b', 'options']],
    'board.placeToken': [(a, b) => board.placeToken(a, b), ['cell_0_0', { id: 't1' }], ['zone', 'token']],
    'board.tokensIn': [(a) => board.tokensIn(a), ['cell_0_0'], ['zone']],
    'board.tokensInAdjacentZones': [(a) => board.tokensInAdjacentZones(a), ['cell_0_0'], ['zone']],
    'cotulenh.newGame': [(a) => br.cotulenh.newGame(a).dispose(), [br.cotulenh.START_FEN], ['fen']],
    'cotulenh.fromTurns': [(a, b) => br.cotulenh.fromTurns(a, b).dispose(), [[], br.cotulenh.START_FEN], ['turns', 'fen']],
    'cotulenhGame.move': [(a) => withCotulenhGame((g) => g.move(a)), ['Ic5c6'], ['move']],
    'cotulenhGame.explainMove': [(a) => withCotulenhGame((g) => g.explainMove(a)), ['Ic5c6'], ['move']],
    'cotulenhGame.moves': [(a) => withCotulenhGame((g) => g.moves(a)), [{ verbose: true }], ['options']],
    'cotulenhGame.goTo': [(a) => withCotulenhGame((g) => g.goTo(a)), [0], ['ply']],
    'cotulenh.bestMove': [(a, b) => br.cotulenh.bestMove(a, b), [cotulenhGame, { level: 1 }], ['game', 'options']],
    'board.moveTokenAdjacent': [(a, b) => moveOnFreshBoard(a, b), [{ token: 'mover', to: 'cell_0_1' }, {}], ['effect', 'bindings']],
    'spatial.conditionText': [(a) => br.spatial.conditionText(a), [{ and: ['empty', { not: 'occupied' }] }], ['condition']],
    'catan.createBoard': [(a, b) => br.catan.createBoard(a, b), [1, {}], ['seed', 'options']],
    'catan.hexesInRange': [(a, b) => br.catan.hexesInRange(a, b), [{ q: 0, r: 0 }, 1], ['center', 'radius']],
    'catan.hexNeighbors': [(a) => br.catan.hexNeighbors(a), [{ q: 0, r: 0 }], ['hex']],
    'catan.hexDistance': [(a, b) => br.catan.hexDistance(a, b), [{ q: 0, r: 0 }, { q: 1, r: 0 }], ['a', 'b']],
    'catan.hexEquals': [(a, b) => br.catan.hexEquals(a, b), [{ q: 0, r: 0 }, { q: 1, r: 0 }], ['a', 'b']],
    'catan.mulberry32Sequence': [(a, b) => br.catan.mulberry32Sequence(a, b), [42, 3], ['seed', 'count']],
    'catan.newGame': [(a) => br.catan.newGame(a).dispose(), [{ players: 2 }], ['options']],
    'catan.loadState': [(a, b) => br.catan.loadState(a, b).dispose(), [catanState, 1], ['state', 'seed']],
    'catan.loadRecord': [(a) => br.catan.loadRecord(a).dispose(), [catanRecord], ['record']],
    'catan.simulate': [(a) => br.catan.simulate(a), [{ games: 1, players: 2 }], ['options']],
    'catan.bestAction': [(a, b) => br.catan.bestAction(a, b), [catanGame, { level: 1 }], ['game', 'options']],
    'catan.createBotWorker': [(a) => unsupportedInNode(() => br.catan.createBotWorker(a)), [{}], ['options']],
    'cotulenh.algebraicToSquare': [(a) => br.cotulenh.algebraicToSquare(a), ['e6'], ['notation']],
    'cotulenh.squareToAlgebraic': [(a) => br.cotulenh.squareToAlgebraic(a), [100], ['square']],
    'cotulenh.isValidSquare': [(a) => br.cotulenh.isValidSquare(a), [100], ['square']],
    'cotulenh.isValidMove': [(a, b) => br.cotulenh.isValidMove(a, b), [100, 84], ['from', 'to']],
    'cotulenh.terrainOf': [(a) => br.cotulenh.terrainOf(a), [100], ['square']],
    'cotulenh.zoneOf': [(a) => br.cotulenh.zoneOf(a), [100], ['square']],
    'cotulenh.canHeavyPieceMove': [(a, b) => br.cotulenh.canHeavyPieceMove(a, b), [100, 84], ['from', 'to']],
    'cotulenh.isRiverSquare': [(a) => br.cotulenh.isRiverSquare(a), [100], ['square']],
    'cotulenh.isBridgeSquare': [(a) => br.cotulenh.isBridgeSquare(a), [100], ['square']],
    'cotulenh.canNavyEnter': [(a) => br.cotulenh.canNavyEnter(a), [100], ['square']],
    'cotulenh.canLandPieceEnter': [(a) => br.cotulenh.canLandPieceEnter(a), [100], ['square']],
    // The computer opponent (docs/ENGINE.md). In Node createEngineWorker checks its options, then
    // answers UNSUPPORTED (no Web Workers): that is its normal answer here.
    'tribun.bestAction': [(a, b) => t.bestAction(a, b), [game, { level: 1, seed: 1 }], ['game', 'options']],
    'tribun.createEngineWorker': [(a) => unsupportedInNode(() => t.createEngineWorker(a)), [{}], ['options']],
    'cotulenh.createEngineWorker': [(a) => unsupportedInNode(() => br.cotulenh.createEngineWorker(a)), [{}], ['options']],
    // Setup codes, tile names, notation, game files, clocks (docs/NOTATION.md, docs/RECORDS.md).
    'tribun.decodeSetup': [(a) => t.decodeSetup(a), ['TRADITIONALSETUP'], ['code']],
    'tribun.encodeSetup': [(a) => t.encodeSetup(a), [setup], ['setup']],
    'tribun.validateSetup': [(a) => t.validateSetup(a), [setup], ['setup']],
    'tribun.boardFromSetups': [(a, b) => t.boardFromSetups(a, b),
      [{ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, {}], ['setups', 'constraints']],
    'tribun.formatSetupCode': [(a) => t.formatSetupCode(a), ['TRADITIONALSETUP'], ['code']],
    'tribun.tileName': [(a) => t.tileName(a), [60], ['cid']],
    'tribun.parseTile': [(a) => t.parseTile(a), ['f6'], ['name']],
    'tribun.formatAction': [(a, b, c) => t.formatAction(a, b, c), [t.defaultBoard(), 0, word0], ['board', 'turn', 'word']],
    'tribun.explainAction': [(a, b, c, d) => t.explainAction(a, b, c, d), [t.defaultBoard(), 0, word0, { tense: 'past' }], ['board', 'turn', 'word', 'options']],
    'tribun.parseAction': [(a, b, c) => t.parseAction(a, b, c), [t.defaultBoard(), 0, text0], ['board', 'turn', 'text']],
    'tribun.parseRecord': [(a) => t.parseRecord(a).game.dispose(), [record], ['text']],
    'tribun.createClock': [(a) => t.createClock(a), [{ initialMs: 60000 }], ['config']],
    'clock.start': [(a, b) => onFreshClock(false, (c) => c.start(a, b)), [0, 0], ['now', 'firstTurn']],
    'clock.completeTurn': [(a) => onFreshClock(true, (c) => c.completeTurn(a)), [1000], ['now']],
    'clock.check': [(a) => onFreshClock(true, (c) => c.check(a)), [1000], ['now']],
    'clock.read': [(a) => onFreshClock(true, (c) => c.read(a)), [1000], ['now']],
    'game.formatAction': [(a) => game.formatAction(a), [word0], ['word']],
    'game.explainAction': [(a, b) => game.explainAction(a, b), [word0, { tense: 'present' }], ['word', 'options']],
    'game.parseAction': [(a) => game.parseAction(a), [text0], ['text']],
    'game.goTo': [(a) => game.goTo(a), [0], ['ply']],
    'game.setComment': [(a) => game.setComment(a), ['a note'], ['text']],
    'game.toRecord': [(a) => game.toRecord(a), [{ Event: 'test' }], ['headers']],
    // Lessons (docs/LESSONS.md).
    'lesson.legalActions': [(a, b, c) => L.legalActions(a, b, c), [t.defaultBoard(), 0, { ops: ['MOVE'] }], ['board', 'turn', 'filter']],
    'lesson.applyPractice': [(a, b, c) => L.applyPractice(a, b, c), [t.defaultBoard(), 0, word0], ['board', 'turn', 'word']],
    'lesson.parse': [(a) => L.parse(a), [LESSON], ['json']],
    'lesson.checkGoal': [(a, b, c) => L.checkGoal(a, b, c), [LESSON, t.defaultBoard(), word0], ['lesson', 'board', 'last']],
    'lesson.start': [(a) => L.start(a), [LESSON], ['lesson']],
    'lesson.tileName': [(a) => L.tileName(a), [60], ['cid']],
    'lesson.tileCid': [(a) => L.tileCid(a), ['f6'], ['name']],
    'lessonRun.play': [(a) => L.start(LESSON).play(a), [lessonWord], ['word']],
    // A Catan game's methods, each on a fresh game (docs/rules/catan.md for the notation).
    'catanGame.apply': [(a) => withCatanGame((g) => g.apply(a)), [catanFirst], ['action']],
    'catanGame.view': [(a) => withCatanGame((g) => g.view(a)), [1], ['seat']],
  };
  return { list, dispose: () => (game.dispose(), board.dispose()) };
}

// A lesson (docs/LESSONS.md) for the tribun.lesson specs.
const LESSON = CAPTURE_LESSON;

// Clock methods on a fresh clock each time (started at 0 when `started`).
function onFreshClock(started, body) {
  const clock = t.createClock({ initialMs: 60000 });
  if (started) clock.start(0);
  return body(clock);
}

function withCatanGame(body) {
  const game = br.catan.newGame({ players: 2, seed: 4 });
  try {
    return body(game);
  } finally {
    game.dispose();
  }
}

function withCotulenhGame(body) {
  const game = br.cotulenh.newGame();
  try {
    return body(game);
  } finally {
    game.dispose();
  }
}

// createEngineWorker's documented answer in Node, once its options are checked.
function unsupportedInNode(body) {
  try {
    return body();
  } catch (error) {
    if (error.code === 'UNSUPPORTED' && typeof Worker !== 'function') return undefined;
    throw error;
  }
}

// A valid call of each engine after every bad one: the instance must still answer correctly.
function stillWorks() {
  assert.equal(t.packCid(0, 0), 60);
  const g = t.newGame();
  assert.equal(g.legalActions().length, 269);
  g.dispose();
  assert.equal(br.cotulenh.algebraicToSquare('e6'), 100);
  assert.equal(br.spatial.generateHex(1).length, 7);
}

test('every exported function answers hostile arguments with the documented error type', () => {
  const { list, dispose } = specs();
  let calls = 0;
  const answered = [];
  const quoted = [];
  const contents = [];
  for (const [name, [fn, good, argNames]] of Object.entries(list)) {
    for (let i = 0; i < good.length; ++i) {
      for (const [kind, value] of Object.entries(HOSTILE)) {
        const args = [...good];
        args[i] = value;
        const where = `${name}(argument ${i} = ${kind})`;
        ++calls;
        let thrown = null;
        try {
          fn(...args);
        } catch (error) {
          thrown = error;
        }
        if (thrown === null) {
          assert.ok(ANSWERS.has(`${name}:${i}:${kind}`), `${where} returned instead of throwing`);
          answered.push(where);
        } else {
          assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${where} trapped: ${thrown.message}`);
          assert.ok(thrown instanceof Error, `${where} threw a non-Error`);
          assert.ok(thrown.message.length > 0, `${where} threw without a message`);
          const content = CONTENT.get(`${name}:${i}:${kind}`);
          if (content !== undefined) {
            assert.equal(thrown.code, content, `${where}: "${thrown.message}" has code ${thrown.code}`);
            contents.push(where);
          } else if (thrown instanceof TypeError || thrown instanceof RangeError) {
            // A wrong type or range is INVALID_ARGUMENT; a string with wrong content (bad base64,
            // unknown zone) may carry its own stable code (BAD_LOG, ...).
            if (kind === 'string') assert.ok(typeof thrown.code === 'string' && thrown.code.length > 0, `${where}: no code`);
            else assert.equal(thrown.code, 'INVALID_ARGUMENT', `${where}: "${thrown.message}" has code ${thrown.code}`);
            if (QUOTED.has(`${name}:${i}:${kind}`)) {
              assert.ok(thrown.message.includes(String(value)), `${where}: "${thrown.message}" does not quote ${value}`);
              quoted.push(where);
            } else {
              // The message starts with the argument's own name (or a path inside it: name.field,
              // name[3]), so "a" cannot be satisfied by any message containing the letter a.
              // A string whose content is wrong (an unknown zone, a bad square name) may be refused by
              // quoting it instead (in single quotes, or as JSON as the notation and records messages
              // do: "x").
              const quotesIt = kind === 'string' &&
                (thrown.message.includes(`'${value}'`) || thrown.message.includes(JSON.stringify(value)));
              if (!quotesIt) assert.ok(startsWithName(thrown.message, argNames[i]),
                `${where}: "${thrown.message}" does not start with the argument name ${argNames[i]}`);
            }
          } else {
            // Plain Errors are for content that is well typed but wrong (bad base64, unknown zone).
            assert.equal(kind, 'string', `${where} threw a plain Error for a type problem: ${thrown.message}`);
          }
        }
        stillWorks();
      }
    }
  }
  dispose();
  assert.ok(calls >= 480, `only ${calls} hostile calls`);
  assert.equal(answered.length, ANSWERS.size, 'every documented normal answer was exercised');
  assert.equal(quoted.length, QUOTED.size, 'every quoted-value answer was exercised');
  assert.equal(contents.length, CONTENT.size, 'every content error was exercised');
});

test('the hostile-argument list covers every exported function', () => {
  const { list, dispose } = specs();
  const game = t.newGame();
  const board = br.spatial.createBoard(br.spatial.generateGrid(1, 1));
  // Functions that take no argument have nothing to check; handles are checked through their
  // methods ('game.*', 'board.*').
  const noArguments = new Set(['tribun.defaultBoard', 'catan.createDefaultBoard', 'game.legalActions', 'game.board',
    'catanGame.legalActions', 'catanGame.undo', 'catanGame.toState', 'catanGame.record', 'catanGame.dispose',
    'game.hash', 'game.snapshot', 'game.startSnapshot', 'game.actionsB64', 'game.options', 'game.dispose',
    'game.actions', 'board.diagnostics', 'board.dispose', 'board.zones', 'board.tokens']);
  const missing = [];
  const cotulenhGame = br.cotulenh.newGame();
  const catanGame = br.catan.newGame({ players: 2 });
  const clock = t.createClock({ initialMs: 60000 });
  const lessonRun = t.lesson.start(LESSON);
  const surfaces = { tribun: t, spatial: br.spatial, catan: br.catan, cotulenh: br.cotulenh, game, board,
    lesson: t.lesson, cotulenhGame, catanGame, clock, lessonRun };
  for (const [prefix, obj] of Object.entries(surfaces)) {
    const proto = Object.getPrototypeOf(obj);
    const names = new Set([...Object.keys(obj), ...(proto && proto !== Object.prototype ? Object.getOwnPropertyNames(proto) : [])]);
    for (const key of names) {
      if (key === 'constructor' || typeof obj[key] !== 'function' || obj[key].length === 0) continue;
      const full = `${prefix}.${key}`;
      if (!(full in list) && !noArguments.has(full)) missing.push(full);
    }
  }
  game.dispose();
  board.dispose();
  cotulenhGame.dispose();
  catanGame.dispose();
  dispose();
  assert.deepEqual(missing, [], `exported functions with arguments but no hostile-argument spec: ${missing.join(', ')}`);
});

test('disposed handles and ended games answer with an Error, and the module keeps working', () => {
  const game = t.newGame();
  game.dispose();
  for (const call of [() => game.legalActions(), () => game.apply(0x243c), () => game.isLegal(0), () => game.board(),
    () => game.hash(), () => game.snapshot(), () => game.actionsB64(), () => game.options(), () => game.turn,
    () => game.endByServer(2, 0)]) {
    assert.throws(call, (e) => e instanceof Error && /disposed/.test(e.message));
    stillWorks();
  }
  const board = br.spatial.createBoard(br.spatial.generateGrid(2, 2));
  board.dispose();
  for (const call of [() => board.adjacentZones('cell_0_0'), () => board.tokensIn('cell_0_0'), () => board.diagnostics()]) {
    assert.throws(call, (e) => e instanceof Error && /disposed/.test(e.message));
    stillWorks();
  }
  const ended = t.newGame();
  ended.apply(0xb0000008);  // white resigns
  assert.equal(ended.status, 'ended');
  assert.equal(ended.legalActions().length, 0);
  assert.throws(() => ended.apply(0xb0000000), (e) => e instanceof Error && /ended/.test(e.message));
  assert.throws(() => ended.endByServer(2, 0), (e) => e instanceof Error && /ended/.test(e.message));
  stillWorks();
  ended.dispose();
});
