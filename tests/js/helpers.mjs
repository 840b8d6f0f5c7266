// Shared helpers of the JS tests (not a test file: node --test only runs *.test.mjs). What the
// benchmarks and tools need as well lives in tools/harness/.
import { freshTribun, MODULE_PATH } from '../../tools/harness/package.mjs';
import { REPO } from '../../tools/harness/paths.mjs';
import { random } from '../../tools/harness/stats.mjs';

export { freshTribun, random };
export const root = REPO;
export const devData = `${root}/tests/data/tribun/dev.jsonl.gz`;
export const modulePath = MODULE_PATH;

export const isBoardAction = (w) => w >>> 28 <= 9;

/** A one-move lesson (docs/LESSONS.md) for the tribun.lesson tests: black captures the tribun. */
export const CAPTURE_LESSON = Object.freeze({
  id: 'capture',
  title: 'Capture the tribun',
  units: { f6: 'b1', g6: 'wT1', e6: 'w1', f2: 'bT1' },
  allow: ['MOVE', 'KILL', 'ATTACK_TRIBUN'],
  goal: [{ type: 'captureTribun' }],
  answers: [[{ op: 'ATTACK_TRIBUN', attacker: 'f6', target: 'g6' }]],
  text: { instruction: 'Capture it.', hint: 'g6.', success: 'Won.' },
});

/**
 * Bytes of the WASM heap in use: the heap size minus what 1 KiB blocks can fill before it grows
 * (exact to a few KiB; the heap itself only grows, in big steps). See tribun-memory.test.mjs.
 */
export function bytesInUse(module) {
  const size = module.HEAP8.buffer.byteLength;
  const blocks = [];
  for (;;) {
    const p = module._malloc(1024);
    if (p === 0) break;
    blocks.push(p);
    if (module.HEAP8.buffer.byteLength !== size) break;  // this one needed fresh memory: stop
  }
  for (const p of blocks) module._free(p);
  // Each block covers its 1 KiB plus the allocator's header: the most common distance between
  // consecutive blocks (the last block, which grew the heap, is not counted).
  const strides = new Map();
  for (let i = 1; i < blocks.length; ++i) {
    const d = blocks[i] - blocks[i - 1];
    strides.set(d, (strides.get(d) ?? 0) + 1);
  }
  const stride = [...strides].sort((a, b) => b[1] - a[1])[0][0];
  return size - (blocks.length - 1) * stride;
}
