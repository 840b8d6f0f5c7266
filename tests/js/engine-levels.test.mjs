// The computer levels are defined once, in C++ (src/tribun/search/limits.h,
// src/cotulenh/search/levels.h and search.h). The JS facades name them for checks made before a
// module loads (a worker's client); this test fails when a name differs from the engine's value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createBoardrulesModule from '../../web/package/dist/boardrules-wasm.js';
import { requireArea } from '../../web/package/src/areas.js';
import * as tribunEngine from '../../web/package/src/tribun-engine.js';
import * as cotulenhEngine from '../../web/package/src/cotulenh-engine.js';

const module = await createBoardrulesModule();

test('engine levels: the Tribun facade names the search\'s levels', () => {
  requireArea(module, 'tribun_search');
  assert.deepEqual({ ...tribunEngine.LEVELS }, module.tribunSearch_levels());
  const limits = tribunEngine.normalizeLimits('limits', {});
  assert.equal(limits.level, module.tribunSearch_levels().max, 'the default is the strongest level');
  assert.equal(limits.timeMs, module.tribunSearch_levels().levelSixMs);
});

test('engine levels: the CoTuLenh facade names the search\'s levels and node cap', () => {
  requireArea(module, 'cotulenh_search');
  assert.deepEqual({ ...cotulenhEngine.LEVELS }, module.cotulenhSearch_levels());
  assert.equal(cotulenhEngine.MAX_SEARCH_NODES, module.cotulenhSearch_levels().maxNodes);
});
