// CommonJS entry of boardrules, for Node releases where require() cannot load an ES module.
//
// Node 20.19+ (and 22.12+) load the ES entry itself for require('boardrules'): the "module-sync"
// condition of package.json comes first (dist/boardrules.js: index.js and its facades in one
// file, tools/bundle-package.mjs). Older Node 20 releases, and bundlers resolving a
// require() call, get this file instead: the engine is loaded asynchronously anyway, so
// loadBoardrules() here imports the ES module and returns the same API (the same instance as an
// import of 'boardrules' in the same process, so nothing is loaded twice).
// Every function index.js exports needs its line here (tests/packaging/node.test.mjs checks).
'use strict';

exports.loadBoardrules = () => import('./dist/boardrules.js').then((esm) => esm.loadBoardrules());
