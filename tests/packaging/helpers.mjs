// Shared setup of the packaging tests: the package exactly as npm ships it (`npm pack web/`),
// installed into a fresh consumer project in a temporary folder, plus the example files of
// examples/loading/ that README.md shows. Nothing is cached between runs: every test file packs
// and installs anew (about 2 s of CPU), into a temporary folder it removes at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES = join(ROOT, 'examples', 'loading');
export const BIN = {
  tsc: join(ROOT, 'node_modules/typescript/bin/tsc'),
  vite: join(ROOT, 'node_modules/vite/bin/vite.js'),
  webpack: join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
};

/** Runs a command, returns its stdout; a failure throws with the command's output. */
export function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, npm_config_update_notifier: 'false', ...options.env },
    });
  } catch (error) {
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${error.status}):\n${error.stdout}${error.stderr}`);
  }
}

/** Runs a build command in `cwd`: what it printed on stdout and stderr (a warning shows in either). */
export function runBuild(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  return `${r.stdout}${r.stderr}`;
}

/** npm with its cache (and debug logs) in `dir`, removed with it: the tests leave nothing in ~/.npm. */
export function npm(args, dir, cwd = dir) {
  return run('npm', args, { cwd, env: { npm_config_cache: join(dir, '.npm-cache') } });
}

/** `npm pack web/` into `dir`: the tarball's path and the files it holds (package-relative). */
export function packTarball(dir) {
  if (!existsSync(join(ROOT, 'web/package/dist/boardrules-wasm.js'))) {
    throw new Error('web/package/dist/boardrules-wasm.js is missing: run ./build-wasm.sh first');
  }
  const [packed] = JSON.parse(npm(['pack', join(ROOT, 'web', 'package'), '--pack-destination', dir, '--json'], dir));
  return { tarball: join(dir, packed.filename), files: packed.files.map((f) => f.path) };
}

/**
 * A temporary folder with the packed package installed into `consumer/` (an ES module project,
 * as `npm init` with "type": "module" would make it). Installing needs no network: the package
 * has no dependencies. Call `cleanup()` when done.
 */
export function packedConsumer() {
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-packaging-'));
  try {
    const { tarball, files } = packTarball(dir);
    const consumer = join(dir, 'consumer');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
    // --offline: installing the package needs no network at all (it has no dependencies).
    npm(['install', '--offline', '--no-audit', '--no-fund', tarball], dir, consumer);
    return {
      dir,
      consumer,
      files,
      /** A copy of the installed consumer project in a new folder `name`, for one example. */
      project(name) {
        const target = join(dir, name);
        cpSync(consumer, target, { recursive: true });
        return target;
      },
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Copies the files of examples/loading/<from> into `to` (keeping sub-folders). */
export function copyExample(from, to) {
  cpSync(join(EXAMPLES, from), to, { recursive: true });
}

/** The text of an example file, as README.md must carry it (trailing newline dropped). */
export function exampleText(path) {
  return readFileSync(join(EXAMPLES, path), 'utf8').trimEnd();
}

/** Every file under `dir`, relative to it. */
export function listFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)]);
}
