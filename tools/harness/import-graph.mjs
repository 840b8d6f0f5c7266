// The module graph of one of the package's or the site's ES modules, read from the source text.
// Used by the start-up budgets (tests/js/startup-graph.test.mjs), the pages' preload lists
// (tests/browser/play-load and learn-load) and bench/js/startup-modules.mjs, so that every check
// walks the graph the same way.
//
// Two kinds of edges:
//   static   import ... from './x.js', export ... from './x.js', import './x.js': evaluated
//            before the importing module runs;
//   dynamic  import('./x.js') with a literal relative path: loaded when that code runs (web/package/index.js
//            loads the facades this way while the WebAssembly module compiles, docs/PERFORMANCE.md
//            "Startup").
// Only relative specifiers are followed (the package imports nothing else).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const STATIC = /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm;
// A module file's name ends in .js or .mjs: JSDoc types (`import('../types/x')`) are not modules.
const DYNAMIC = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"](\.[^'"]+\.m?js)['"]\s*\)/g;

/** The relative specifiers one file imports: { static: [...], dynamic: [...] }, resolved to absolute paths. */
export function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  const resolveFrom = (spec) => join(dirname(file), spec);
  return {
    static: [...source.matchAll(STATIC)].map((m) => resolveFrom(m[1] ?? m[2])),
    dynamic: [...source.matchAll(DYNAMIC)].map((m) => resolveFrom(m[1])),
  };
}

/**
 * The files reached from `entry` (an absolute path; itself included), as absolute paths in the
 * order found. `dynamic: false` follows static imports only (what evaluating `entry` evaluates);
 * `dynamic: true` also follows import() (everything the module can load: what a page preloads).
 */
export function importGraph(entry, { dynamic = false } = {}) {
  const seen = new Set();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const edges = importsOf(file);
    todo.push(...edges.static, ...(dynamic ? edges.dynamic : []));
  }
  return [...seen];
}

/** Paths relative to `base`, written as a page writes module URLs ('./x.js', '../x.js'), sorted. */
export function relativePaths(files, base) {
  return files.map((f) => {
    const r = relative(base, f);
    return r.startsWith('..') ? r : `./${r}`;
  }).sort();
}
