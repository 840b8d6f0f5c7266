// Tribun games that tests build the same way in Node and in a page (no Node imports: a page of
// the browser tests imports it from the served repository).

/**
 * The start again, after black played its best move (`tribun.bestAction` at `limits`) and both
 * sides moved back: { game, best }, a game whose position after `best` is one it has been in.
 */
export function backToTheStart(tribun, limits) {
  const moves = (game) => game.legalActions().filter((w) => tribun.decodeAction(w).op === 'MOVE');
  const undoOf = (game, w) => {
    const a = tribun.decodeAction(w);
    return moves(game).find((x) => { const b = tribun.decodeAction(x); return b.from === a.to && b.to === a.from; });
  };
  const start = tribun.newGame();
  const best = tribun.bestAction(start, limits).word;
  start.dispose();
  const g1 = tribun.newGame();
  g1.apply(best);
  const replies = moves(g1);
  g1.dispose();
  for (const reply of replies) {
    const g = tribun.newGame();
    g.apply(best);
    g.apply(reply);
    const u1 = undoOf(g, best);
    if (u1 !== undefined) {
      g.apply(u1);
      const u2 = undoOf(g, reply);
      if (u2 !== undefined) {
        g.apply(u2);
        return { game: g, best };
      }
    }
    g.dispose();
  }
  throw new Error('no reversible pair of moves from the start');
}
