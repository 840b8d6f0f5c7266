// The one place the page asks the computer for a move. With Web Workers the package's bot
// worker decides (catan.createBotWorker(): the search never runs on the page's thread, so the page
// never freezes); without them catan.bestAction() decides on the page's thread. A package
// without the computer players (before issue 31's bots) falls back to the reference player of
// docs/CATAN-BOT.md: the first affordable build (city, settlement, development card, road), else
// the end of the turn; declines every trade offer.
const BUILD_ORDER = ['CITY', 'SETTLEMENT', 'BUY_DEV', 'ROAD'];

function referenceAction(game) {
  const legal = game.legalActions();
  if (game.prompt === 'MAIN') {
    for (const verb of BUILD_ORDER) {
      const a = legal.find((x) => x.split(' ')[0] === verb);
      if (a) return a;
    }
    return 'END_TURN';
  }
  if (game.prompt === 'TRADE') return legal.includes('REJECT') ? 'REJECT' : legal.includes('CANCEL_TRADE') ? 'CANCEL_TRADE' : legal[0];
  return legal[0];
}

/** {choose(game, {seat, level}) -> Promise<action>, dispose()} over the package's `catan`. */
export function createComputer(catan) {
  let worker = null;
  const useWorker = typeof Worker !== 'undefined' && typeof catan.createBotWorker === 'function';
  return {
    async choose(game, { seat, level }) {
      const options = { seat, level, seed: game.actionCount };
      if (useWorker) {
        worker ??= catan.createBotWorker();
        return worker.bestAction(game, options);
      }
      if (typeof catan.bestAction === 'function') return catan.bestAction(game, options);
      return referenceAction(game);
    },
    dispose() {
      worker?.dispose();
      worker = null;
    },
  };
}
