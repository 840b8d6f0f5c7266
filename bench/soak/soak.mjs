#!/usr/bin/env node
// Soak test (issue 6): plays random Tribun games to the end through the public JS API
// (loadBoardrules from web/package/index.js, i.e. the built WASM module) and checks, every N plies and
// at the end of each game, that replaying the start snapshot + actionsB64 reproduces the game
// exactly (board, side to move, draw offer, ply, status, result, hash). Any mismatch, any
// listed word that does not apply, or any exception stops the run with exit status 1.
//
// Not part of the default test run. Build the module first (./build-wasm.sh), then:
//   node bench/soak/soak.mjs [--games 10000] [--seed 1] [--check-every 100] [--max-plies 3000]
//
// Games end the way real ones do: tribun captured, resign or draw agreed (the random player
// picks a non-board word with a small probability), or a side with no legal board action loses
// (server END "no-legal-action"). A game still running after --max-plies is ended by a server
// "game-time-tie", and counted separately.
import { loadBoardrules } from '../../web/package/index.js';
import { random as rng } from '../../tools/harness/stats.mjs';  // mulberry32, as the tests use

function parseArgs(argv) {
  const opts = { games: 10000, seed: 1, checkEvery: 100, maxPlies: 3000, nonBoardChance: 0.001 };
  const names = { '--games': 'games', '--seed': 'seed', '--check-every': 'checkEvery', '--max-plies': 'maxPlies' };
  for (let i = 2; i < argv.length; i += 2) {
    const key = names[argv[i]];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isInteger(value) || value < 1) {
      console.error(`usage: node bench/soak/soak.mjs [--games N] [--seed N] [--check-every N] [--max-plies N]`);
      process.exit(2);
    }
    opts[key] = value;
  }
  return opts;
}

function fail(message) {
  console.error(`SOAK FAILURE: ${message}`);
  process.exit(1);
}

function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function checkReplay(t, game, where) {
  const copy = t.replay(game.startSnapshot(), game.actionsB64());
  try {
    const same =
      sameBytes(copy.board(), game.board()) &&
      copy.turn === game.turn &&
      copy.drawOfferBy === game.drawOfferBy &&
      copy.ply === game.ply &&
      copy.status === game.status &&
      JSON.stringify(copy.result) === JSON.stringify(game.result) &&
      copy.hash() === game.hash();
    if (!same) fail(`replay differs from the game ${where} (ply ${game.ply})`);
  } finally {
    copy.dispose();
  }
}

const BOARD_OPCODE_LIMIT = 9;
const isBoardWord = (w) => w >>> 28 <= BOARD_OPCODE_LIMIT;

async function main() {
  const opts = parseArgs(process.argv);
  const started = performance.now();
  const { tribun: t } = await loadBoardrules();
  const random = rng(opts.seed);
  const reasons = {};
  let plies = 0;
  let replayChecks = 0;
  let longest = 0;

  for (let n = 0; n < opts.games; n++) {
    const game = t.newGame();
    try {
      while (game.status === 'active') {
        if (game.ply >= opts.maxPlies) {
          game.endByServer('game-time-tie', 0);
          break;
        }
        const legal = game.legalActions();
        const board = [];
        const other = [];
        for (const w of legal) (isBoardWord(w) ? board : other).push(w);
        if (board.length === 0) {
          game.endByServer('no-legal-action', game.turn);
        } else {
          const pool = other.length > 0 && random() < opts.nonBoardChance ? other : board;
          const word = pool[Math.floor(random() * pool.length)];
          try {
            game.apply(word);
          } catch (e) {
            fail(`listed word ${word} (${t.describeAction(word)}) did not apply at ply ${game.ply}: ${e.message}`);
          }
        }
        if (game.ply % opts.checkEvery === 0) {
          checkReplay(t, game, `in game ${n}`);
          replayChecks++;
        }
      }
      checkReplay(t, game, `at the end of game ${n}`);
      replayChecks++;
      if (game.legalActions().length !== 0) fail(`game ${n} ended but still lists actions`);
      const reason = game.result.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      plies += game.ply;
      longest = Math.max(longest, game.ply);
    } finally {
      game.dispose();
    }
    if ((n + 1) % 1000 === 0) {
      const s = (performance.now() - started) / 1000;
      console.error(`  ${n + 1} games, ${plies} plies, ${s.toFixed(1)} s`);
    }
  }

  const seconds = (performance.now() - started) / 1000;
  const report = {
    games: opts.games,
    plies,
    seconds: Number(seconds.toFixed(1)),
    pliesPerSecond: Math.round(plies / seconds),
    meanPliesPerGame: Number((plies / opts.games).toFixed(1)),
    longestGame: longest,
    replayChecks,
    endReasons: reasons,
    seed: opts.seed,
    checkEvery: opts.checkEvery,
    maxPlies: opts.maxPlies,
    node: process.version,
  };
  console.log(
    `soak: ${report.games} games, ${report.plies} plies, ${report.seconds} s ` +
      `(${report.pliesPerSecond} plies/s), ${report.replayChecks} replay checks, all consistent`,
  );
  console.log(JSON.stringify(report));
}

main().catch((e) => fail(e.stack ?? String(e)));
