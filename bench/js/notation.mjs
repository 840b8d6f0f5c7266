// Notation speed through the WebAssembly package (a benchmark, not a test): game.formatAction
// and game.parseAction over every legal word of the conformance positions, in microseconds per
// word, median of alternating rounds after a warm-up past 12,000 calls.
// Usage: node bench/js/notation.mjs [--rounds N] [--positions N]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { loadBoardrules } from '../../web/package/index.js';
import { option } from '../../tools/harness/options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rounds = option('--rounds', 7);
const count = option('--positions', 100);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const { tribun } = await loadBoardrules();
const positions = gunzipSync(readFileSync(`${root}/tests/data/tribun/dev.jsonl.gz`))
  .toString('utf8').split('\n').filter((l) => l.trim()).slice(0, count).map((l) => JSON.parse(l));
const games = positions.map((p) => tribun.newGame({ board: p.board, turn: p.turn }));
const lists = games.map((g) => g.legalActions());
const words = lists.reduce((n, l) => n + l.length, 0);

function formatAll() {
  const texts = [];
  games.forEach((g, i) => { for (const w of lists[i]) texts.push(g.formatAction(w)); });
  return texts;
}
function parseAll(texts) {
  let k = 0, ok = 0;
  games.forEach((g, i) => { for (const w of lists[i]) ok += g.parseAction(texts[k++]) === w ? 1 : 0; });
  return ok;
}

let texts = formatAll();
parseAll(texts);  // warm-up: one pass is already far past 12,000 calls of each
const formatUs = [], parseUs = [];
for (let r = 0; r < rounds; ++r) {
  let t = performance.now();
  texts = formatAll();
  formatUs.push(((performance.now() - t) * 1000) / words);
  t = performance.now();
  const ok = parseAll(texts);
  parseUs.push(((performance.now() - t) * 1000) / words);
  if (ok !== words) throw new Error(`round trip failed: ${ok} of ${words}`);
}
console.log(`${positions.length} positions, ${words} legal words`);
console.log(`format ${median(formatUs).toFixed(3)} us/word, parse ${median(parseUs).toFixed(3)} us/word (median of ${rounds} rounds)`);
games.forEach((g) => g.dispose());
