// Issue 28's hostile inputs against the newer surfaces (records, lessons, options, the search,
// spatial suggestions), timed: a benchmark, not a test (tests/js/hardening-surfaces.test.mjs
// checks the same inputs by what they refuse). Each figure is the median of --runs runs in one
// process after one warm-up run (the first call of a WebAssembly function also pays its tier-up).
//
// Usage: node bench/js/surfaces.mjs [--runs N]
import { loadBoardrules } from '../../web/package/index.js';
import { nestedGame as nested } from '../../tools/harness/hostile-games.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const { tribun, spatial } = await loadBoardrules();
const MiB = 2 ** 20;

const nestedGame = (turns) => nested(tribun, turns);

const moves = ['f1-e1', 'd7-c5', 'e1-f1', 'c5-d7'];
const line = (n) => Array.from({ length: n }, (_, i) => moves[i % 4]).join(' ');
const LESSON = {
  id: 'capture', title: 'Capture', units: { f6: 'bT1', e5: 'w1', a1: 'wT1' },
  goal: [{ type: 'units', side: 'opponent', max: 0, at: ['e5'] }], answers: [['f6xe5']],
  text: { instruction: 'Capture.', hint: 'Look.', success: 'Yes.' },
};
let deep = {};
for (let i = 0; i < 10_000; i++) deep = { a: deep };
const deepGame = nestedGame(4990);
const atCapGame = tribun.parseRecord(line(10_000)).game;
const grid = spatial.createBoard(spatial.generateGrid(100, 100));
const gridIds = grid.zones();
const pollGame = tribun.newGame();

const cases = [
  ['toRecord, 9,980 moves nested 4,990 deep (item 1)', () => deepGame.toRecord()],
  ['toRecord, 14,000 nested moves: refused (item 1)', () => { try { tooDeep.toRecord(); } catch { /* RECORD_TOO_LARGE */ } }],
  ['parseRecord, 10,000 plies of movetext (60 KB, the cap; item 3)', () => tribun.parseRecord(line(10_000)).game.dispose()],
  ['parseRecord, 1 MB of movetext: refused at the cap (item 3)', () => { try { tribun.parseRecord(oneMb); } catch { /* BAD_RECORD */ } }],
  ['toRecord of the 10,000-ply game (item 3)', () => atCapGame.toRecord()],
  ['goTo(0) and back, 10,000-ply game (item 3)', () => { atCapGame.goTo(0); atCapGame.goTo(10_000); }],
  ["parseRecord('x' * 10 MiB): refused (item 4)", () => { try { tribun.parseRecord(tenMb); } catch { /* BAD_RECORD */ } }],
  ["parseRecord('x' * 1 MiB): one word, refused (item 4)", () => { try { tribun.parseRecord(oneMbWord); } catch { /* BAD_RECORD */ } }],
  ['parseRecord, 4 MiB of spaces: read (the text cap)', () => tribun.parseRecord(fourMb).game.dispose()],
  ['parseRecord, 50,000 headers: refused at 257 (item 4)', () => { try { tribun.parseRecord(headers50k); } catch { /* BAD_RECORD */ } }],
  ['lesson.parse, 200,000 answers: refused (item 5)', () => { try { tribun.lesson.parse(manyAnswers); } catch { /* INVALID_LESSON */ } }],
  ['lesson.parse, 10,000-deep object: refused (item 5)', () => { try { tribun.lesson.parse({ ...LESSON, stars: deep }); } catch { /* INVALID_LESSON */ } }],
  ['lesson.parse, 10 MB JSON text: refused (item 5)', () => { try { tribun.lesson.parse(lessonTenMb); } catch { /* INVALID_LESSON */ } }],
  ['lesson.parse, 1 MB string in stars: refused (item 6)', () => { try { tribun.lesson.parse({ ...LESSON, stars: 'x'.repeat(MiB) }); } catch { /* INVALID_LESSON */ } }],
  ['lesson.parse, a valid lesson', () => tribun.lesson.parse(LESSON)],
  ['bestAction level 2 with a getter in options', () => tribun.bestAction(pollGame, { get level() { return 2; }, seed: 1 })],
  ['connectedZones, unknown zone, 100x100 grid (item 12)', () => { try { grid.connectedZones(`${gridIds[9999]}x`); } catch { /* UNKNOWN_ZONE */ } }],
  ['... and reading its suggestion', () => { try { grid.connectedZones(`${gridIds[9999]}x`); } catch (e) { return e.suggestion; } }],
];
const tooDeep = nestedGame(7000);
const oneMb = line(166_667);
const tenMb = 'x'.repeat(10 * MiB);
const oneMbWord = 'x'.repeat(MiB);
const fourMb = ' '.repeat(4 * MiB);
const headers50k = '[A "b"]\n'.repeat(50_000);
const manyAnswers = { ...LESSON, answers: Array.from({ length: 200_000 }, () => [0]) };
const lessonTenMb = JSON.stringify({ ...LESSON, title: 'x'.repeat(10 * MiB) });

console.log(`issue 28 surfaces, median of ${RUNS} runs (ms)`);
for (const [name, run] of cases) {
  run();  // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${times[Math.floor(times.length / 2)].toFixed(2).padStart(9)}  ${name}`);
}
