// Build step of build-wasm.sh: the package's entry (web/package/index.js and the facades under
// web/package/src/ it imports) as one ES file, web/package/dist/boardrules.js, which package.json
// names as the entry for `import 'boardrules'` and index.cjs loads.
//
//   node tools/bundle-package.mjs            write web/package/dist/boardrules.js
// (tests/js/package-bundle.test.mjs fails when that file is not what today's sources make.)
//
// Why: Node's ES module loader costs about 0.8 ms a file on this project's machine, whatever the
// file holds, and the entry reaches 23 files: with one file instead a user's start (import,
// instantiate, first Tribun list) took 27-33 % less time (docs/PERFORMANCE.md, "Startup").
// The sources stay the one place that is edited and read; the site imports them as they are
// (no build step), and the bundle is only their concatenation, names and comments kept.
//
// Modules that hold state per module instance stay outside the bundle, imported by it: one copy
// of them serves the bundle and every file that imports the sources directly (the board and
// lesson elements start through src/tribun-start.js), so a process that uses both still has one
// WebAssembly instance, one API object per engine, and registers each binding area once.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '../web/package');
export const BUNDLE = join(PACKAGE, 'dist/boardrules.js');
// src/instance.js: the module instance and the API cache; src/areas.js: which binding areas are
// registered on which instance. (The WebAssembly module file is reached through instance.js.)
export const SHARED_MODULES = ['src/instance.js', 'src/areas.js'];

const HEADER = `// boardrules: the package's entry, index.js and the facades under src/ in one file (made by
// tools/bundle-package.mjs from the sources in the repository; do not edit). It imports
// ${SHARED_MODULES.join(' and ')}, which keep one state for it and for the sources.\n`;

/** The bundle's text for today's sources. */
export async function bundleText() {
  const external = SHARED_MODULES.map((file) => join(PACKAGE, file));
  // Output paths of the externals, relative to dist/ where the bundle lives ('../src/...').
  const paths = Object.fromEntries(external.map((file) => [file, relative(dirname(BUNDLE), file)]));
  // cwd: the region comments name each source relative to the package, on any machine.
  const build = await rolldown({ input: join(PACKAGE, 'index.js'), external, cwd: PACKAGE, logLevel: 'warn' });
  try {
    const { output } = await build.generate({ format: 'esm', paths, banner: HEADER });
    if (output.length !== 1) throw new Error(`bundle-package: expected one chunk, got ${output.length}`);
    checkRelativeUrls(output[0].code);
    return output[0].code;
  } finally {
    await build.close();
  }
}

// The facades find their workers with new URL('../x-worker.js', import.meta.url): right from src/
// and from dist/ alike only because both are one folder below the package. Checked, so moving
// either fails the build instead of a worker's load in a browser.
function checkRelativeUrls(code) {
  for (const [, file] of code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)) {
    if (!existsSync(resolve(dirname(BUNDLE), file))) {
      throw new Error(`bundle-package: new URL("${file}", import.meta.url) names no file from ${relative(PACKAGE, BUNDLE)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await bundleText();
  writeFileSync(BUNDLE, text);
  console.log(`bundle-package: wrote ${relative(process.cwd(), BUNDLE)} (${text.length} bytes)`);
}
