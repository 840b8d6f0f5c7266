// The package in Node, below its public entry: a fresh module instance with the Tribun API over
// it, for code that looks at the WebAssembly heap (memory tests, benchmarks, the puzzle maker).
import { REPO } from './paths.mjs';

export const MODULE_PATH = `${REPO}/web/package/dist/boardrules-wasm.js`;

/** A fresh module instance and the Tribun API over it: {module, tribun}. */
export async function freshTribun() {
  const { default: createModule } = await import(MODULE_PATH);
  const { createTribunApi } = await import(`${REPO}/web/package/src/tribun.js`);
  const module = await createModule();
  return { module, tribun: createTribunApi(module) };
}
