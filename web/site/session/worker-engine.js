// The computer player of a session (an adapter's createEngine()) in a Web Worker of the package's.
// The worker starts on the first think, so a game between people never loads it. stop() ends the
// worker of a think in progress, which is quicker than waiting for a search that cannot be cut
// short; its promise rejects and the session, which stopped it, drops the answer. The next think
// starts another worker.

/**
 * @param {() => {dispose(): void}} startWorker starts the package's worker
 * @param {(worker: {get(): object, drop(): void}, game: object, options: {level: number}) => Promise<*>} ask
 *   the game's question to the worker: `worker.get()` starts it (or gives the one running),
 *   `worker.drop()` ends it (a worker that could not load, say)
 */
export function workerEngine(startWorker, ask) {
  let running = null;
  let pending = 0;
  const worker = {
    get: () => (running ??= startWorker()),
    drop() {
      running?.dispose();
      running = null;
    },
  };
  return {
    async think(game, start, options) {
      pending += 1;
      try {
        return await ask(worker, game, options);
      } finally {
        pending -= 1;
      }
    },
    stop() {
      if (pending > 0) worker.drop();
    },
    dispose: worker.drop,
  };
}
