// Games built to stress the engine's history, shared by the hardening tests and their benchmark.

/**
 * A Tribun game of `turns` moves, each one made a variation of another: issue 28's cycle f1-e1
 * d7-c5 e1-f1 c5-d7, where every move is first played as a different word, taken back and
 * replaced, so the variation tree nests `turns` levels deep.
 */
export function nestedGame(tribun, turns) {
  const g = tribun.newGame();
  const cycle = [128, 6602, 1, 9523];
  for (let i = 0; i < turns; i++) {
    const word = cycle[i % 4];
    const legal = g.legalActions();
    g.apply(legal[0] === word ? legal[1] : legal[0]);
    g.undo();
    g.apply(word);
  }
  return g;
}
