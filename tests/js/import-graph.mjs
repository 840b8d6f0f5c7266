// Moved to tools/harness/import-graph.mjs (benchmarks use it too); forwarded for the tests that
// still import it from here.
export * from '../../tools/harness/import-graph.mjs';
