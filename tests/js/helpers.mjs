// Shared helpers of the JS tests (not a test file: node --test only runs *.test.mjs).
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const devData = `${root}/tests/data/tribun/dev.jsonl.gz`;
export const modulePath = `${root}/web/dist/boardrules-wasm.js`;

/** A fresh module instance and the Tribun API over it (for tests that look at the heap). */
export async function freshTribun() {
  const { default: createModule } = await import(modulePath);
  const { createTribunApi } = await import(`${root}/web/src/tribun.js`);
  const module = await createModule();
  return { module, tribun: createTribunApi(module) };
}

/** Deterministic PRNG (mulberry32): same random games on every run. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const isBoardAction = (w) => w >>> 28 <= 9;

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
