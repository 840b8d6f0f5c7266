// How long the computer's answer in a puzzle (lesson mode "opponent") takes: bestAction with the
// lesson's limits after the stored first move, three rounds (the first includes warm-up).
//   node bench/learn/puzzle-reply.mjs      (needs web/package/dist/boardrules-wasm.js)
import { readFileSync } from 'node:fs';
import { freshTribun } from '../../tools/harness/package.mjs';
import { REPO as root } from '../../tools/harness/paths.mjs';

const { tribun: t } = await freshTribun();
const chapter = JSON.parse(readFileSync(`${root}/web/site/learn/lessons/16-puzzles.json`, 'utf8'));
for (let round = 0; round < 3; ++round) {
  const out = [];
  for (const json of chapter.lessons) {
    const lesson = t.lesson.parse(json);
    const b1 = t.lesson.applyPractice(lesson.board, lesson.turn, lesson.answers[0][0]);
    const game = t.newGame({ board: b1, turn: lesson.turn ^ 1 });
    const start = performance.now();
    const r = t.bestAction(game, lesson.opponent);
    out.push(`${json.id} ${(performance.now() - start).toFixed(1)} ms ${r.nodes} nodes depth ${r.depth}`);
    game.dispose();
  }
  console.log(`round ${round + 1}: ${out.join('; ')}`);
}

// After a wrong first move the computer has no forced line to stop at: its slowest answers.
const times = [];
for (const json of chapter.lessons) {
  const lesson = t.lesson.parse(json);
  for (const w of [...t.lesson.legalActions(lesson.board, lesson.turn)].slice(0, 15)) {
    const b1 = t.lesson.applyPractice(lesson.board, lesson.turn, w);
    if (t.lesson.legalActions(b1, lesson.turn ^ 1).length === 0) continue;
    const game = t.newGame({ board: b1, turn: lesson.turn ^ 1 });
    const start = performance.now();
    t.bestAction(game, lesson.opponent);
    times.push(performance.now() - start);
    game.dispose();
  }
}
times.sort((a, b) => a - b);
console.log(`after other first moves (${times.length}): median ${times[times.length >> 1].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
