// The browser tests' kit lives in tools/harness/ (benchmarks and tools use it too); this file
// only forwards it to the tests that still import it from here.
export * from '../../tools/harness/browser.mjs';
export { median } from '../../tools/harness/stats.mjs';
