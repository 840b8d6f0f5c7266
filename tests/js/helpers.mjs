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
