// The JavaScript mirrors of the engine's codecs against the engine: action words
// (web/package/board/action-words.js) on every legal word of random positions, draw words and END words,
// and the action log against game.actionsB64();
// tile names (web/package/board/board-codes.js) on every cid and every name shape; unit bytes and codes
// (web/package/board/board-codes.js) on every byte and every code shape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { random } from './helpers.mjs';
import * as words from '../../web/package/board/action-words.js';
import * as codes from '../../web/package/board/board-codes.js';

const { tribun } = await loadBoardrules();

function check(word) {
  const a = tribun.decodeAction(word);
  assert.equal(words.opcodeName(word), a.op, `word ${word}`);
  assert.equal(words.OPCODE_NAMES[words.opcodeOf(word)], a.op);
  assert.equal(words.isBoardWord(word), words.BOARD_OPCODE_NAMES.includes(a.op));
  assert.equal(words.isEndWord(word), a.op === 'END');
  if (a.op === 'MOVE' || a.op === 'KILL') assert.equal(words.movePart(word), a.part, `part of ${word}`);
  if (a.op === 'DAMAGE') assert.equal(words.damageAmount(word), a.damage, `damage of ${word}`);
}

test('action-words: the action log packs and unpacks as the engine writes it (game.actionsB64())', () => {
  const rand = random(11);
  let plies = 0;
  for (let g = 0; g < 10; g++) {
    const game = tribun.newGame();
    for (let ply = 0; ply < 80 && game.status === 'active'; ply++) {
      const legal = game.legalActions();
      game.apply(legal[Math.floor(rand() * legal.length)]);
      const log = Array.from(game.actions());
      assert.equal(words.packActionLog(log), game.actionsB64(), `game ${g}, ply ${ply}`);
      assert.deepEqual(words.unpackActionLog(game.actionsB64()), log);
      plies++;
    }
    game.dispose();
  }
  assert.ok(plies > 500, `${plies} plies`);
  // Words with the top bit set (draw and end words) survive the round trip as unsigned numbers.
  const ends = [tribun.encodeAction({ op: 'DRAW', action: 'offer', color: 1 }), tribun.encodeAction({ op: 'END', reason: 'resign', loser: 0 })];
  assert.deepEqual(words.unpackActionLog(words.packActionLog(ends)), ends);
  assert.equal(words.packActionLog([]), '');
  assert.throws(() => words.unpackActionLog('AAA='), /4 bytes a word/);
});

test('action-words: the mirror reads every word as the engine does', () => {
  const rand = random(5);
  const seen = new Set();
  for (let g = 0; g < 30; g++) {
    const game = tribun.newGame();
    for (let ply = 0; ply < 60 && game.status === 'active'; ply++) {
      const legal = game.legalActions();
      for (const w of legal) {
        check(w);
        seen.add(words.opcodeName(w));
      }
      game.apply(legal[Math.floor(rand() * legal.length)]);
    }
    game.dispose();
  }
  for (const w of [tribun.encodeAction({ op: 'DRAW', action: 'offer', color: 0 }), tribun.encodeAction({ op: 'END', reason: 'resign', loser: 1 })]) {
    check(w);
    seen.add(words.opcodeName(w));
  }
  assert.deepEqual([...seen].sort(), [...words.OPCODE_NAMES].sort(), 'every opcode was seen');
});

// The engine's answer, or null where it refuses.
function engine(f) {
  try {
    return f();
  } catch {
    return null;
  }
}

test('board-codes: the tile-name mirror names every cid and reads every name as the engine does', () => {
  let named = 0;
  for (let cid = -1; cid <= 121; cid++) {
    const name = cid >= 0 ? engine(() => tribun.tileName(cid)) : null;
    assert.equal(codes.tileName(cid), name, `cid ${cid}`);
    if (name === null) continue;
    named++;
    assert.equal(codes.cidOfName(name), cid);
    assert.equal(codes.cidOfName(` ${name.toUpperCase()} `), cid);
    assert.equal(codes.FILES[codes.fileIndex(cid)], name[0]);
    assert.equal(codes.rankOf(cid), Number(name.slice(1)));
  }
  assert.equal(named, 91);
  for (const file of 'abcdefghijklm') {
    for (let rank = 0; rank <= 12; rank++) {
      for (const name of [`${file}${rank}`, `${file}0${rank}`]) {
        assert.equal(codes.cidOfName(name), engine(() => tribun.parseTile(name)), name);
      }
    }
  }
  for (const name of ['', 'f', '6', 'f6f', 'ff6', 'f 6', '\tf\n6 ', 'f\u00a06', 'f-6', 'f+6', 'f 1 1', 'l６']) assert.equal(codes.cidOfName(name), engine(() => tribun.parseTile(name)), name);
});

test('board-codes: the unit mirror reads every byte and every unit code as the engine does', () => {
  let decoded = 0;
  for (let byte = 1; byte < 256; byte++) {
    const unit = engine(() => tribun.decodeUnit(byte));
    if (unit === null) continue;
    decoded++;
    assert.deepEqual(codes.unitOfByte(byte), { color: unit.color, tribun: unit.tribun, p: unit.p, s: unit.s }, `byte ${byte}`);
    assert.equal(codes.colorOfByte(byte), unit.color);
  }
  assert.ok(decoded > 50, `${decoded} unit bytes`);
  assert.equal(codes.unitOfByte(0), null);
  let encoded = 0;
  for (const colour of 'bwx') {
    for (const t of ['', 'T', 't']) {
      for (let p = 0; p <= 9; p++) {
        for (const slave of ['', ...Array.from({ length: 10 }, (_, s) => `/${s}`)]) {
          const code = `${colour}${t}${p}${slave}`;
          const unit = codes.unitOfCode(code);
          const byte = unit && engine(() => tribun.encodeUnit(unit));
          const mirror = codes.unitByteOfCode(code);
          if (byte !== null) {
            encoded++;
            assert.equal(mirror, byte, code);
          } else {
            // Refused by the engine: the mirror gives no byte, or one the engine cannot decode.
            assert.ok(mirror === null || engine(() => tribun.decodeUnit(mirror)) === null, code);
          }
        }
      }
    }
  }
  assert.ok(encoded > 50, `${encoded} unit codes`);
});
