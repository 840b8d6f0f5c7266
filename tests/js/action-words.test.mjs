// The JavaScript mirror of the engine's action words (web/package/board/action-words.js) against the
// engine's own decoder: every legal word of random positions, draw words and END words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { random } from './helpers.mjs';
import * as words from '../../web/package/board/action-words.js';

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
