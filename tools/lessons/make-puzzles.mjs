// Writes web/site/learn/lessons/16-puzzles.json: "win in 3 plies" lessons from the verified tactics suite
// (tests/data/tribun/tactics.txt, lines "win3 BOARD_HEX TURN"). For each position it finds the
// first moves after which EVERY defence still allows a tribun capture (a forced win, checked here
// by the lesson API's legal actions, not taken on trust), keeps the positions with the fewest such
// moves, and stores as the answer line the first winning move and the capture that follows the
// computer's deterministic answer (bestAction with the lesson's node limit and seed).
//
//   node tools/lessons/make-puzzles.mjs [COUNT]      (needs web/package/dist/boardrules-wasm.js)
import { readFileSync, writeFileSync } from 'node:fs';
import { freshTribun } from '../harness/package.mjs';
import { REPO as root } from '../harness/paths.mjs';

const COUNT = Number(process.argv[2] ?? 6);
const OPPONENT = { level: 5, nodes: 4000, seed: 1 };
const { tribun: t } = await freshTribun();
const L = t.lesson;
const TRIBUN_CAPTURE = 9;  // ATTACK_TRIBUN's op index in the word's top 4 bits
const isCapture = (w) => w >>> 28 === TRIBUN_CAPTURE;

/** The learner's first moves that win by force: every reply leaves a tribun capture. */
function winningFirstMoves(board, me) {
  const wins = [];
  for (const w1 of L.legalActions(board, me)) {
    if (isCapture(w1)) return null;  // a win in 1: not a 3-ply puzzle
    const b1 = L.applyPractice(board, me, w1);
    const replies = L.legalActions(b1, me ^ 1);
    if (replies.length === 0) continue;  // would win by "no legal action", not by capture
    const forced = [...replies].every((r) => !isCapture(r)
      && L.legalActions(L.applyPractice(b1, me ^ 1, r), me, { ops: ['ATTACK_TRIBUN'] }).length > 0);
    if (forced) wins.push(w1);
  }
  return wins;
}

// A word as the lesson format's readable action object (tile names), checked to encode back.
function actionObject(word) {
  const a = { ...t.decodeAction(word) };
  for (const key of ['from', 'to', 'attacker', 'target', 'center', 'actor']) if (typeof a[key] === 'number') a[key] = L.tileName(a[key]);
  return a;
}

const candidates = [];
const lines = readFileSync(`${root}/tests/data/tribun/tactics.txt`, 'utf8').split('\n');
lines.forEach((line, index) => {
  const [kind, hex, turn] = line.trim().split(/\s+/);
  if (kind !== 'win3') return;
  const me = Number(turn);
  const board = t.parseBoard(hex);
  const wins = winningFirstMoves(board, me);
  if (wins && wins.length > 0) candidates.push({ line: index + 1, hex, me, board, wins });
});
candidates.sort((a, b) => a.wins.length - b.wins.length || a.line - b.line);

const side = ['Black', 'White'];
const lessons = candidates.slice(0, COUNT).map((c, i) => {
  const game = t.newGame({ board: c.board, turn: c.me });
  const w1 = c.wins[0];
  game.dispose();
  const b1 = L.applyPractice(c.board, c.me, w1);
  const g1 = t.newGame({ board: b1, turn: c.me ^ 1 });
  const reply = t.bestAction(g1, OPPONENT).word;
  g1.dispose();
  const b2 = L.applyPractice(b1, c.me ^ 1, reply);
  const w2 = L.legalActions(b2, c.me, { ops: ['ATTACK_TRIBUN'] })[0];
  const first = t.decodeAction(w1);
  const startTile = L.tileName(first.from ?? first.attacker ?? first.center ?? first.actor ?? first.target);
  const enemy = side[c.me ^ 1].toLowerCase();
  return {
    format: 'tribun-lesson/1',
    id: `puzzle-${i + 1}`,
    title: `Puzzle ${i + 1}`,
    board: c.hex,
    turn: c.me === 0 ? 'black' : 'white',
    mode: 'opponent',
    opponent: OPPONENT,
    goal: [{ type: 'captureTribun' }],
    answers: [[actionObject(w1), actionObject(w2)]],
    text: {
      instruction: `${side[c.me]} to move and win in 3 plies: make a move, the computer defends as well as it can, then capture the ${enemy} tribun.`,
      hint: `Start with your unit on ${startTile}. ${c.wins.length === 1 ? 'Only one first move wins.' : `${c.wins.length} first moves win.`}`,
      success: `Forced: whatever the computer played, the ${enemy} tribun was lost.`,
      wrong: {
        tribunExposed: 'Your tribun was left open: the computer captured it first.',
        default: `That first move lets the computer defend: after its answer no unit of yours attacks the ${enemy} tribun.`,
      },
    },
    source: `tests/data/tribun/tactics.txt line ${c.line}`,
  };
});

const chapter = {
  format: 'tribun-chapter/1',
  id: 'puzzles',
  title: 'Puzzles: win in 3 plies',
  intro: [
    'Each position is a forced win: you move, the computer answers with its best defence, and then you capture the enemy tribun.',
    'Think before you play: the computer sees every reply, so only a move that leaves it no defence works.',
  ],
  lessons: lessons.map(({ source, ...l }) => l),
  sources: lessons.map((l) => `${l.id}: ${l.source}`),
};
writeFileSync(`${root}/web/site/learn/lessons/16-puzzles.json`, `${JSON.stringify(chapter, null, 2)}\n`);
console.log(`${candidates.length} forced wins found; wrote ${lessons.length} puzzles (${lessons.map((l) => l.source.replace(/.* /, 'line ')).join(', ')})`);
