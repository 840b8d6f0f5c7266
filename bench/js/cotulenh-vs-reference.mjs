// CoTuLenh legal-move listing: our engine against the public TypeScript reference engine
// (mnoyd/cotulenh-monorepo, package @cotulenh/core, the commit our vectors came from: fd0a130).
// A benchmark, not a test: it needs a built copy of the reference, which this repository does not
// ship and never imports anywhere else.
//
// Over the 400 dev positions (tests/data/cotulenh/dev.jsonl.gz, mean 47.1 legal moves), each
// round times, with a fresh game per FEN:
//   reference   new CoTuLenh(fen).moves()                       (its default listing, SAN strings)
//   ref. load   new CoTuLenh(fen)                               (construction alone, to see how
//                                                                much of the above is FEN loading)
//   package     cotulenh.newGame(fen) + moves() + dispose()     (this repository's JS API)
//   pkg. load   cotulenh.newGame(fen) + dispose()               (the same without the listing)
//   native      build/native-g/boardrules-cotulenh-bench        (C++ listing of fresh games; its
//                                                                own median of a few rounds; also
//                                                                the listing with LAN and SAN
//                                                                strings built, as the reference
//                                                                returns SAN strings)
// in that order within a round, rounds alternating, after a warm-up of every JS kind past 12,000
// calls (V8 optimises after a few thousand). It prints the median round of each, the ratios of the
// medians and the median of the per-round ratios. The targets: reference / native >= 100,
// reference / package >= 100 (issue 30).
//
// Usage:
//   node bench/js/cotulenh-vs-reference.mjs --reference PATH [--rounds N] [--native BIN] [--warmup CALLS]
//     PATH   a built reference: the monorepo root (packages/cotulenh/core/dist/cotulenh.js), the core
//            package folder (dist/cotulenh.js), a folder holding a type-stripped build
//            (build/core/src/cotulenh.js), or the entry .js file itself. Its own imports
//            (@cotulenh/common, @cotulenh/combine-piece, quick-lru) must resolve from there.
//     N      timed rounds (default 11)
//     CALLS  warm-up calls of each JS kind before timing (default 12,000; lower only to try the script)
//     BIN    native bench (default build/native-g/boardrules-cotulenh-bench; build it with
//            cmake -S . -B build/native-g -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++
//              -DBOARDRULES_TESTS=OFF && cmake --build build/native-g --target boardrules-cotulenh-bench)
//   Needs web/dist (./build-wasm.sh).
//
// Obtaining the reference (needs network; not done by this repository's scripts):
//   git clone the GitHub repository mnoyd/cotulenh-monorepo, then in it
//   git checkout fd0a130 && pnpm install && pnpm --filter @cotulenh/core... build
//   and pass --reference <that checkout>. How the recorded figures were obtained without network:
//   docs/PERFORMANCE.md as of commit 89e4d52, "Against the reference TypeScript engine".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

function usage(problem) {
  console.error(`${problem}

This benchmark compares our CoTuLenh listing with the reference TypeScript engine
(mnoyd/cotulenh-monorepo at commit fd0a130, package @cotulenh/core). The reference is not part of
this repository. With network access: git clone the GitHub repository mnoyd/cotulenh-monorepo,
git checkout fd0a130, pnpm install, pnpm --filter "@cotulenh/core..." build, then
  node bench/js/cotulenh-vs-reference.mjs --reference <checkout> [--rounds 11] [--native BIN]
PATH may also be the core package folder, a folder with a type-stripped build
(build/core/src/cotulenh.js) or the entry .js file.`);
  process.exit(2);
}

const referenceArg = option('--reference');
if (!referenceArg) usage('missing --reference PATH');
const rounds = Math.max(1, Number(option('--rounds') ?? 11));
const nativeBin = resolve(option('--native') ?? `${root}/build/native-g/boardrules-cotulenh-bench`);

function referenceEntry(path) {
  const abs = resolve(path);
  if (!existsSync(abs)) usage(`--reference ${path}: no such file or folder`);
  if (statSync(abs).isFile()) return abs;
  const candidates = [
    'packages/cotulenh/core/dist/cotulenh.js',
    'dist/cotulenh.js',
    'build/core/src/cotulenh.js',
    'cotulenh.js',
  ].map((rel) => join(abs, rel));
  const found = candidates.find((p) => existsSync(p));
  if (!found) usage(`--reference ${path}: none of\n  ${candidates.join('\n  ')}\nexists (is it built?)`);
  return found;
}

const entry = referenceEntry(referenceArg);
const referenceModule = await import(pathToFileURL(entry).href);
const CoTuLenh = referenceModule.CoTuLenh ?? referenceModule.default?.CoTuLenh;
if (typeof CoTuLenh !== 'function') usage(`${entry} does not export the CoTuLenh class`);
if (!existsSync(nativeBin)) usage(`native bench ${nativeBin} not found (see the build line at the top of this file)`);

const vectors = gunzipSync(readFileSync(`${root}/tests/data/cotulenh/dev.jsonl.gz`))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const fens = vectors.map((v) => v.fen);
const { loadBoardrules } = await import('../../web/package/index.js');
const { cotulenh } = await loadBoardrules();

// Faithfulness first (untimed): the reference's verbose listing against the vectors' LAN lists.
let agree = 0;
const disagree = [];
for (const v of vectors) {
  const lans = new CoTuLenh(v.fen).moves({ verbose: true }).map((m) => m.lan).sort();
  if (JSON.stringify(lans) === JSON.stringify(v.legal)) ++agree;
  else disagree.push(v.id);
}

// One call of each kind per position; each returns the number of moves (or positions) to keep the
// work observable.
const kinds = {
  reference: () => {
    let n = 0;
    for (const fen of fens) n += new CoTuLenh(fen).moves().length;
    return n;
  },
  referenceLoad: () => {
    let n = 0;
    for (const fen of fens) n += new CoTuLenh(fen).turn() === 'r' ? 1 : 2;
    return n;
  },
  package: () => {
    let n = 0;
    for (const fen of fens) {
      const game = cotulenh.newGame(fen);
      n += game.moves().length;
      game.dispose();
    }
    return n;
  },
  packageLoad: () => {
    let n = 0;
    for (const fen of fens) {
      const game = cotulenh.newGame(fen);
      n += game.turn === 'r' ? 1 : 2;
      game.dispose();
    }
    return n;
  },
};

const scratch = mkdtempSync(join(tmpdir(), 'ctl-vs-ref-'));
const devJsonl = join(scratch, 'dev.jsonl');
writeFileSync(devJsonl, vectors.map((v) => JSON.stringify({ id: v.id, fen: v.fen })).join('\n') + '\n');
// The native bench's listing (no text) and, when it reports it, the listing with LAN and SAN strings.
function nativeRound() {
  const out = execFileSync(nativeBin, [devJsonl, '3'], { encoding: 'utf8' });
  const match = out.match(/median ([0-9.]+) us per position/);
  if (!match) throw new Error(`unexpected native bench output:\n${out}`);
  const text = out.match(/with LAN and SAN strings: median ([0-9.]+) us/);
  return { listing: Number(match[1]), withText: text ? Number(text[1]) : NaN };
}

const started = new Date();
const loadBefore = loadavg();
const warmupCalls = Number(option('--warmup') ?? 12000);
const warmupRounds = Math.ceil(warmupCalls / fens.length) + 1;  // past that many calls of each kind
const counts = {};
for (const [name, run] of Object.entries(kinds)) {
  for (let i = 0; i < warmupRounds; ++i) counts[name] = run();
}
nativeRound();

const times = { reference: [], referenceLoad: [], package: [], packageLoad: [], native: [], nativeText: [] };
for (let r = 0; r < rounds; ++r) {
  for (const [name, run] of Object.entries(kinds)) {
    const t0 = process.hrtime.bigint();
    run();
    times[name].push(Number(process.hrtime.bigint() - t0) / 1e3 / fens.length);
  }
  const native = nativeRound();
  times.native.push(native.listing);
  times.nativeText.push(native.withText);
}
rmSync(scratch, { recursive: true, force: true });
const loadAfter = loadavg();

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const perRound = (f) => median(times.reference.map((_, r) => f(r)));
const m = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
const listingOnly = (r) => times.reference[r] - times.referenceLoad[r];
const fmt = (x) => x.toFixed(2);

console.log(`date ${started.toISOString()}, load average ${loadBefore.map(fmt).join(' ')} -> ${loadAfter.map(fmt).join(' ')}`);
console.log(`reference ${entry}`);
console.log(`reference agrees with the dev vectors' legal lists on ${agree}/${vectors.length} positions` +
  (disagree.length ? ` (differs: ${disagree.join(', ')})` : ''));
console.log(`positions ${fens.length}; moves listed per round: reference ${counts.reference}, package ${counts.package} ` +
  `(mean ${fmt(counts.package / fens.length)}); ${rounds} rounds after ${warmupRounds * fens.length} warm-up calls each`);
console.log(`median per position: reference new CoTuLenh(fen).moves() ${fmt(m.reference)} us ` +
  `(of which new CoTuLenh(fen) ${fmt(m.referenceLoad)} us); package newGame+moves+dispose ${fmt(m.package)} us ` +
  `(of which newGame+dispose ${fmt(m.packageLoad)} us); ` +
  `native listing ${fmt(m.native)} us (with LAN and SAN strings ${fmt(m.nativeText)} us)`);
console.log(`reference / native:  ${fmt(m.reference / m.native)}x (median of per-round ratios ` +
  `${fmt(perRound((r) => times.reference[r] / times.native[r]))}x; reference listing without its FEN load ` +
  `${fmt(perRound((r) => listingOnly(r) / times.native[r]))}x)   target >= 100x`);
console.log(`reference / native with LAN and SAN strings: ${fmt(m.reference / m.nativeText)}x (median of per-round ratios ` +
  `${fmt(perRound((r) => times.reference[r] / times.nativeText[r]))}x)`);
console.log(`reference / package: ${fmt(m.reference / m.package)}x (median of per-round ratios ` +
  `${fmt(perRound((r) => times.reference[r] / times.package[r]))}x)   target >= 100x`);
