// Start-up cost of the Embind registrations (docs/PERFORMANCE.md, "Startup"): instantiation
// registers only what playing Tribun needs; the CoTuLenh, spatial and Catan bindings are
// registered when their API is first used (bindings/lazy_area.h, web/package/src/areas.js, the getters of
// web/package/index.js), and so are Tribun's records, clocks, lessons, click options and search, whose
// facades web/package/src/tribun.js builds on first use ("Startup, part 3").
// Fails if an area goes back to EMSCRIPTEN_BINDINGS (registered at instantiation), if
// loadBoardrules() builds every API up front again, if createTribunApi() builds the records,
// lesson or engine facade up front again, if Embind's invokers are built at
// instantiation again (tools/embind-lazy.js), or if the bindings registered at start grow
// past the budget below without a measurement (then raise it in the same commit, with the
// figure in docs/PERFORMANCE.md).
import test from 'node:test';
import assert from 'node:assert/strict';

// Every _embind_register_* import call, counted from instantiation on (including the ones a lazy
// area makes later, which reach the same imports).
const registrations = [];
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = function (module, imports) {
  const wrapped = {};
  for (const [space, functions] of Object.entries(imports)) {
    wrapped[space] = { ...functions };
    for (const [key, f] of Object.entries(functions)) {
      if (typeof f !== 'function' || !/^_+embind_register_/.test(f.name)) continue;
      wrapped[space][key] = function (...args) {
        registrations.push(f.name.replace(/^_+embind_register_/, ''));
        return f.apply(this, args);
      };
    }
  }
  return instantiate.call(WebAssembly, module, wrapped);
};

const { default: createBoardrulesModule } = await import('../../web/package/dist/boardrules-wasm.js');
const { loadBoardrules } = await import('../../web/package/index.js');
const { requireArea } = await import('../../web/package/src/areas.js');

// Registrations at instantiation: 99 at this commit (170 before the lazy areas, 120 before
// Tribun's records, clock, lesson, click-option and search bindings became lazy areas, 21 fewer;
// the rest are Embind's built-in types). A new Tribun binding adds one.
const START_BUDGET = 105;
// Names each lazy area defines on the module, and must not define before.
const AREA_NAMES = {
  cotulenh: ['cotulenh_algebraicToSquare', 'cotulenh_canLandPieceEnter'],
  cotulenh_game: ['cotulenh_Game'],
  spatial: ['spatial_Board', 'spatial_generateGrid', 'spatial_maxZones'],
  catan: ['catan_createBoard', 'catan_mulberry32'],
  tribun_records: ['tribunRecords_decodeSetup', 'tribunRecords_parseAction'],
  tribun_clock: ['tribunClock_new', 'tribunClock_read'],
  tribun_lesson: ['tribunLesson_filteredActions'],
  tribun_ui: ['tribunUi_groupOptions'],
  tribun_search: ['tribunSearch_Searcher'],
};
// The Tribun areas, and a first use of the Tribun API that needs each.
const TRIBUN_AREA_USES = {
  tribun_records: (tribun) => assert.equal(tribun.tileName(60), 'f6'),
  tribun_clock: (tribun) => assert.equal(tribun.createClock({ initialMs: 60_000 }).status, 'idle'),
  tribun_lesson: (tribun) => assert.equal(tribun.lesson, tribun.lesson),
  tribun_ui: (tribun) => assert.ok(tribun.groupOptions(tribun.defaultBoard(), 0).selectable.length > 0),
  tribun_search: (tribun) => {
    const game = tribun.newGame();
    assert.equal(typeof tribun.bestAction(game, { level: 1, nodes: 50 }).word, 'number');
    game.dispose();
  },
};

test('instantiation registers the Tribun bindings only, within the budget', async () => {
  registrations.length = 0;
  const module = await createBoardrulesModule();
  const atStart = registrations.length;
  assert.ok(atStart > 50, `the count works (${atStart} registrations seen)`);
  assert.ok(atStart <= START_BUDGET, `${atStart} Embind registrations at instantiation, budget ${START_BUDGET}`);
  assert.equal(typeof module.tribun_Games, 'function');
  for (const [area, names] of Object.entries(AREA_NAMES)) {
    for (const name of names) assert.equal(module[name], undefined, `${name} (area ${area}) is registered at instantiation`);
  }
  // Invokers are built on first read (tools/embind-lazy.js), then are plain properties.
  const lazy = (target, name) => typeof Object.getOwnPropertyDescriptor(target, name)?.get === 'function';
  const proto = module.tribun_Games.prototype;
  for (const [target, name] of [[module, 'tribun_describeAction'], [module, 'tribun_packCid'], [proto, 'legalActions'], [proto, 'toRecord']]) {
    assert.ok(lazy(target, name), `${name}: invoker built at instantiation`);
  }
  assert.deepEqual(module.tribun_packCid(0, 0), { value: 60 });
  assert.ok(!lazy(module, 'tribun_packCid') && typeof Object.getOwnPropertyDescriptor(module, 'tribun_packCid').value === 'function');
  const games = new module.tribun_Games();
  assert.equal(typeof games.legalActions, 'function');
  assert.ok(!lazy(proto, 'legalActions'));
  assert.equal(games.legalActions, proto.legalActions, 'built once, on the prototype');
  games.delete();

  // Each area registers on first use, once.
  for (const [area, names] of Object.entries(AREA_NAMES)) {
    const before = registrations.length;
    requireArea(module, area);
    assert.ok(registrations.length > before, `${area} registered nothing`);
    for (const name of names) assert.notEqual(module[name], undefined, `${name} missing after requireArea('${area}')`);
    const after = registrations.length;
    requireArea(module, area);
    assert.equal(registrations.length, after, `${area} registered twice`);
  }
});

test('loadBoardrules() builds each API on first use; a Tribun-only user registers no other area', async () => {
  registrations.length = 0;
  const api = await loadBoardrules();
  const game = api.tribun.newGame();
  assert.equal(game.legalActions().length, 269);
  game.dispose();
  const tribunOnly = registrations.length;
  assert.ok(tribunOnly <= START_BUDGET, `${tribunOnly} registrations for a Tribun-only user`);
  const classes = registrations.filter((kind) => kind === 'class').length;
  assert.equal(classes, 1, `classes registered for a Tribun-only user: ${classes} (tribun_Games)`);

  // The other APIs work when first used, and are built once.
  assert.deepEqual(api.catan.hexDistance({ q: 0, r: 0 }, { q: 2, r: -1 }), 2);
  const ctl = api.cotulenh.newGame();
  assert.equal(ctl.turn, 'r');
  ctl.dispose();
  const board = api.spatial.createBoard(api.spatial.generateGrid(2, 2));
  assert.equal(board.isAdjacent('cell_0_0', 'cell_0_1'), true);
  board.dispose();
  assert.ok(registrations.length > tribunOnly + 40, 'the other areas registered on use');
  assert.equal(api.spatial, api.spatial);
  assert.equal(api.cotulenh, api.cotulenh);
  assert.ok(Object.isFrozen(api));
  assert.deepEqual(Object.keys(api), ['tribun', 'spatial', 'catan', 'cotulenh']);
  assert.equal(await loadBoardrules(), api);
});

test('an area first used from inside a callback of another binding registers safely', async () => {
  // Registration runs wasm code while the spatial query that called the `via` predicate is on
  // the stack: the outer query's answer must not change and the new area must work.
  registrations.length = 0;
  const module = await createBoardrulesModule();
  const { createSpatialApi } = await import('../../web/package/src/spatial.js');
  const { createCatanApi } = await import('../../web/package/src/catan.js');
  const spatial = createSpatialApi(module);
  const board = spatial.createBoard(spatial.generateGrid(4, 4));
  const plain = board.connectedZones('cell_0_0');
  let catan = null;
  const nested = board.connectedZones('cell_0_0', {
    via: () => {
      catan ??= createCatanApi(module);
      return catan.hexDistance({ q: 0, r: 0 }, { q: 1, r: 0 }) === 1;
    },
  });
  assert.deepEqual(nested, plain);
  assert.equal(catan.hexesInRange({ q: 0, r: 0 }, 1).length, 7);
  board.dispose();
});

test('createTribunApi() builds records, clocks, lessons, click options and search on first use', async () => {
  const { createTribunApi } = await import('../../web/package/src/tribun.js');
  const module = await createBoardrulesModule();
  const tribun = createTribunApi(module);
  const game = tribun.newGame();
  assert.equal(game.legalActions().length, 269);
  game.apply(game.legalActions()[0]);
  game.dispose();
  const names = (area) => AREA_NAMES[area].filter((name) => module[name] !== undefined);
  for (const area of Object.keys(TRIBUN_AREA_USES)) {
    assert.deepEqual(names(area), [], `${area} is registered by a user who only played`);
  }
  // Each area arrives with its first use, and only its own.
  for (const [area, use] of Object.entries(TRIBUN_AREA_USES)) {
    use(tribun);
    assert.deepEqual(names(area), AREA_NAMES[area], `${area} after its first use`);
  }
  // The game methods that reach the records facade work on a game started before it was built.
  const fresh = createTribunApi(await createBoardrulesModule());
  const early = fresh.newGame();
  const word = early.legalActions()[0];
  const text = early.formatAction(word);
  assert.equal(early.parseAction(text), word);
  early.apply(word);
  early.undo();
  assert.equal(early.ply, 0);
  assert.deepEqual(Array.from(early.continuations()), [word]);
  early.dispose();
  assert.ok(Object.isFrozen(fresh));
  assert.equal(fresh.lesson.FORMAT, 'tribun-lesson/1');
});
