// The test data's position files and the one listing loop the listing benchmarks time.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { REPO } from './paths.mjs';

/** The records of a JSON-lines file (gzipped when its name ends in .gz), one object a line. */
export function readJsonLines(path) {
  let bytes = readFileSync(path);
  if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  return bytes.toString('utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

/** The 400 CoTuLenh dev positions' FENs (tests/data/cotulenh/dev.jsonl.gz). */
export function cotulenhDevFens() {
  return readJsonLines(`${REPO}/tests/data/cotulenh/dev.jsonl.gz`).map((r) => r.fen);
}

/**
 * Opens each position as a fresh game, lists its legal actions and disposes of it: the unit of
 * work of the listing benchmarks (a fresh game each time, since games cache their lists).
 * `open(position)` makes the game and `listOf(game)` lists it; returns the actions counted.
 */
export function listEach(positions, open, listOf) {
  let count = 0;
  for (const p of positions) {
    const game = open(p);
    count += listOf(game).length;
    game.dispose();
  }
  return count;
}
