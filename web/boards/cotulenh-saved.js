// The CoTuLenh page's game kept across reloads (the site never loses a game): the actions played,
// one list per turn (a deploy turn has several steps and may end with 'commit'), in localStorage,
// rebuilt by playing them again from the start so that undo and the turn list come back too.
const KEY = 'boardrules.cotulenh.game.v1';

/** The saved turns, or null when there are none (or they are not readable). */
export function loadTurns() {
  try {
    const turns = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    const valid = Array.isArray(turns) && turns.every((t) => Array.isArray(t) && t.every((a) => typeof a === 'string'));
    return valid && turns.length ? turns : null;
  } catch {
    return null;  // storage disabled or damaged: nothing to restore
  }
}

export function saveTurns(turns) {
  try {
    if (turns.length) localStorage.setItem(KEY, JSON.stringify(turns));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or disabled (private mode): the game still plays, it is just not kept
  }
}

/** A new game with `turns` played again; throws (the game disposed) when one does not apply. */
export function replayTurns(cotulenh, turns) {
  const game = cotulenh.newGame();
  try {
    for (const turn of turns) for (const action of turn) action === 'commit' ? game.commit() : game.move(action);
    return game;
  } catch (error) {
    game.dispose();
    throw error;
  }
}
