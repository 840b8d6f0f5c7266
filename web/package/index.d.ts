// Typings of the boardrules package: web/package/index.js plus the per-game APIs in web/package/types/.
import type { TribunApi } from './types/tribun.js';
import type { SpatialApi } from './types/spatial.js';
import type { CatanApi } from './types/catan.js';
import type { CotulenhApi } from './types/cotulenh.js';

export * from './types/tribun.js';
export * from './types/tribun-options.js';
export * from './types/tribun-engine.js';
export * from './types/tribun-records.js';
export * from './types/tribun-lesson.js';
export * from './types/spatial.js';
export * from './types/catan.js';
export * from './types/cotulenh.js';
export * from './types/errors.js';

/** What `loadBoardrules()` resolves to: one API per game, over one shared WASM instance. */
export interface Boardrules {
  readonly tribun: TribunApi;
  readonly spatial: SpatialApi;
  readonly catan: CatanApi;
  readonly cotulenh: CotulenhApi;
}

/** Instantiates the WebAssembly module (once; later calls return the same object). */
export function loadBoardrules(): Promise<Boardrules>;
