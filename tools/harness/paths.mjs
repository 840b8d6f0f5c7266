// Where things are, for the tests, benchmarks and tools that drive the package (tools/harness/).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// BOARDRULES_WEB_ROOT points the browser tests and benchmarks at another copy of the package
// (an A/B of two builds serves each in turn).
export const WEB_ROOT = resolve(process.env.BOARDRULES_WEB_ROOT ?? join(REPO, 'web'));
export const ARTIFACTS = join(REPO, 'build', 'artifacts');
