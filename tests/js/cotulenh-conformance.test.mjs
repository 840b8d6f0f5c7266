// Every CoTuLenh dev vector through the package (WASM): legal list, verbose moves, status, every
// `after` entry (FEN, deploy-turn FEN, session list, can-commit, committed FEN) and every complete
// deploy turn (steps, commit, FEN, SAN, LAN). Records with an `error` field are the reference's own
// exceptions (docs/rules/cotulenh.md section 8): no expectation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { root } from './helpers.mjs';
import { loadBoardrules } from '../../web/package/index.js';

const { cotulenh } = await loadBoardrules();
const records = gunzipSync(readFileSync(`${root}/tests/data/cotulenh/dev.jsonl.gz`))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const STATUS_NAMES = {
  check: 'check', checkmate: 'checkmate', stalemate: 'stalemate', draw: 'draw', fifty_move: 'fiftyMove',
  threefold: 'threefold', game_over: 'gameOver', commander_captured: 'commanderCaptured',
};

function withGame(fen, body) {
  const game = cotulenh.newGame(fen);
  try {
    body(game);
  } finally {
    game.dispose();
  }
}

test('cotulenh conformance: 400 dev records through the package', () => {
  assert.equal(records.length, 400);
  for (const r of records) {
    withGame(r.fen, (game) => {
      assert.equal(game.fen(), r.fen, `${r.id} fen`);
      assert.deepEqual(game.moves(), r.legal, `${r.id} legal`);
      assert.deepEqual(game.moves({ verbose: true }), r.moves, `${r.id} verbose`);
      const status = game.status();
      for (const [key, name] of Object.entries(STATUS_NAMES)) assert.equal(status[name], r.status[key], `${r.id} ${key}`);
    });
    for (const a of r.after) {
      if (a.error) continue;
      withGame(r.fen, (game) => {
        game.move(a.move);
        const where = `${r.id} after ${a.move}`;
        assert.equal(game.fen(), a.fen, where);
        assert.equal(game.inDeploy, a.open, where);
        if (!a.open) return;
        assert.deepEqual(game.moves(), a.session_legal, `${where} session`);
        assert.equal(game.canCommit(), a.can_commit, `${where} can_commit`);
        if (a.committed_fen) {
          game.commit();
          assert.equal(game.fen(), a.committed_fen, `${where} committed`);
        }
      });
    }
    for (const d of r.deploys) {
      if (d.error) continue;
      withGame(r.fen, (game) => {
        const where = `${r.id} deploy ${d.steps.join(' ')}`;
        for (const step of d.steps) game.move(step);
        if (d.committed && game.inDeploy) game.commit();
        assert.equal(game.inDeploy, !d.committed, where);
        assert.equal(game.fen(), d.fen, where);
        if (d.committed) {
          const { san, lan, words } = game.history().at(-1);
          assert.deepEqual({ san, lan }, { san: d.san, lan: d.lan }, where);
          assert.match(words, /^(Red|Blue) deployed the /, where);
        }
        else assert.equal(game.canCommit(), false, where);
      });
    }
  }
});
