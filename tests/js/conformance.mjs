// Tribun conformance through the WebAssembly package (the JS twin of `boardrules-cli
// conformance`). For every position of a conformance file it checks, through the public API:
//   - the legal board actions (opcodes 0-9 of g.legalActions()) equal `legal`, in order;
//   - every `apply` entry: the word applies, the board after it equals `boardAfter`, the status
//     matches, and an active game passed the turn to the other colour.
//
// Usage: node tests/js/conformance.mjs FILE.jsonl[.gz]
// Prints the first failures (position id, missing/extra words decoded) and ends with the line
// "N passed, M failed"; the exit status is non-zero when any position failed.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const SHOWN_WORDS = 8;

/** JSON lines of a conformance file (.jsonl, or .jsonl.gz read through zlib). */
export function readConformanceFile(path) {
  let data = readFileSync(path);
  if (path.endsWith('.gz')) data = gunzipSync(data);
  return data
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new Error(`${path}:${i + 1}: ${error.message}`);
      }
    });
}

const isBoardAction = (w) => w >>> 28 <= 9;

function wordList(tribun, words) {
  const shown = words.slice(0, SHOWN_WORDS).map((w) => `${w} ${tribun.describeAction(w)}`);
  if (words.length > SHOWN_WORDS) shown.push(`... ${words.length - SHOWN_WORDS} more`);
  return shown.join('; ');
}

/** The problems of one position, as strings (empty when it passes). */
export function checkPosition(tribun, position) {
  const problems = [];
  const game = tribun.newGame({ board: position.board, turn: position.turn });
  try {
    const listed = Array.from(game.legalActions()).filter(isBoardAction);
    const expected = position.legal;
    const same = listed.length === expected.length && listed.every((w, i) => w === expected[i]);
    if (!same) {
      const got = new Set(listed);
      const want = new Set(expected);
      const missing = expected.filter((w) => !got.has(w));
      const extra = listed.filter((w) => !want.has(w));
      problems.push(
        missing.length || extra.length
          ? `legal: ${missing.length} missing [${wordList(tribun, missing)}], ${extra.length} extra [${wordList(tribun, extra)}]`
          : 'legal: same words in a different order',
      );
    }
  } finally {
    game.dispose();
  }
  for (const [word, boardAfter, status] of position.apply) {
    const g = tribun.newGame({ board: position.board, turn: position.turn });
    try {
      g.apply(word);
      const after = tribun.boardToHex(g.board());
      if (after !== boardAfter.toLowerCase()) problems.push(`apply ${word} ${tribun.describeAction(word)}: board ${after}, expected ${boardAfter}`);
      if (g.status !== status) problems.push(`apply ${word} ${tribun.describeAction(word)}: status ${g.status}, expected ${status}`);
      if (g.status === 'active' && g.turn !== 1 - position.turn) problems.push(`apply ${word}: turn did not pass`);
    } catch (error) {
      problems.push(`apply ${word} ${tribun.describeAction(word)}: ${error.message}`);
    } finally {
      g.dispose();
    }
  }
  return problems;
}

/** Checks every position; reports the first `report` failures through `log`. */
export function checkPositions(tribun, positions, { log = () => {}, report = 10 } = {}) {
  let passed = 0;
  let failed = 0;
  for (const position of positions) {
    let problems;
    try {
      problems = checkPosition(tribun, position);
    } catch (error) {
      problems = [`${error.name}: ${error.message}`];
    }
    if (problems.length === 0) {
      ++passed;
    } else {
      if (failed < report) log(`FAIL ${position.id}\n  ${problems.join('\n  ')}`);
      ++failed;
    }
  }
  return { passed, failed };
}

async function main(path) {
  if (!path) {
    console.error('usage: node tests/js/conformance.mjs FILE.jsonl[.gz]');
    process.exit(2);
  }
  const { loadBoardrules } = await import('../../web/package/index.js');
  const { tribun } = await loadBoardrules();
  const { passed, failed } = checkPositions(tribun, readConformanceFile(path), { log: console.log });
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv[2]);
}
