// The CoTuLenh page's computer opponent: it thinks in the package's engine worker
// (cotulenh.createEngineWorker, so the page answers clicks while it thinks) and hands back its
// turn, which the page plays one step at a time, pausing between the steps of a deploy turn so
// a person can follow them.

// The pause between two steps of the computer's deploy turn; `?pace=MS` in the page's address
// sets it (0 for tests), up to MAX_PACE_MS.
const DEFAULT_PACE_MS = 600;
const MAX_PACE_MS = 5000;

/** The pause between deploy steps asked by the address's `pace` parameter, else the default. */
export function paceFromAddress(search) {
  const asked = new URLSearchParams(search).get('pace');
  const ms = asked === null || asked.trim() === '' ? NaN : Number(asked);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_PACE_MS) : DEFAULT_PACE_MS;
}

/**
 * The computer player over the package's CoTuLenh API: think(game, level) resolves to the
 * engine's turn ({ moves, commit, ... } as cotulenh.bestMove), or null when cancel() came first.
 * The seed is the number of turns played, so a position at a level always gets the same answer.
 */
export function createComputer(cotulenh) {
  let engine = null;  // started on the first think: a friend's game never loads the worker
  let asked = 0;  // counts thinks and cancels: an answer is used only if nothing came after it
  let thinking = false;

  return {
    async think(game, level) {
      const ask = ++asked;
      engine ??= cotulenh.createEngineWorker();
      thinking = true;
      try {
        const turn = await engine.bestMove(game, { level, seed: game.history().length });
        return ask === asked ? turn : null;
      } catch (error) {
        if (ask !== asked) return null;  // cancelled: the worker was disposed under it
        throw error;
      } finally {
        if (ask === asked) thinking = false;
      }
    },
    /** Drops the think in progress, if any (its worker is ended: the next think starts another). */
    cancel() {
      ++asked;
      if (!thinking) return;
      thinking = false;
      engine.dispose();
      engine = null;
    },
  };
}

/** Resolves after `ms` milliseconds (at once for 0, still after the page has painted nothing). */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
