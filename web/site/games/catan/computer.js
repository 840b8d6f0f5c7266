// The one place the page asks the computer for a move (docs/CATAN-BOT.md). With Web Workers the
// package's bot worker decides (catan.createBotWorker(): the search never runs on the page's
// thread, so the page never freezes while the computer thinks); without them, or when the worker
// cannot start, catan.bestAction() decides on the page's thread.
/** {choose(game, {seat, level}) -> Promise<action>, reset(), dispose()} over the package's `catan`. */
export function createComputer(catan) {
  let worker = null;
  let useWorker = typeof Worker !== 'undefined';
  const options = (game, seat, level) => ({ seat, level, seed: game.actionCount });
  return {
    async choose(game, { seat, level }) {
      if (useWorker) {
        try {
          worker ??= catan.createBotWorker();
          return await worker.bestAction(game, options(game, seat, level));
        } catch (error) {
          // A worker that failed to load (not one disposed for a new game): decide here instead.
          if (error?.code !== 'ENGINE_ERROR' && error?.code !== 'UNSUPPORTED') throw error;
          worker?.dispose();
          worker = null;
          useWorker = false;
        }
      }
      return catan.bestAction(game, options(game, seat, level));
    },
    /** Drops a decision in flight (a new game): its promise rejects with DISPOSED. */
    reset() {
      worker?.dispose();
      worker = null;
    },
    dispose() {
      this.reset();
    },
  };
}
