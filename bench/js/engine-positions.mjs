// The positions the engine benchmarks search (bench/js/engine-bench.mjs in Node,
// bench/js/engine-worker-reply.mjs in a browser): the start, then every 6 plies of a game that
// level 2 plays against itself (seeded, so every run and every runtime gets the same positions).
// Plain ES module without Node imports: the browser bench imports it too.

/** @returns {{hex: string, turn: number, board: Uint8Array}[]} */
export function enginePositions(tribun, count = 6) {
  const positions = [];
  const game = tribun.newGame();
  try {
    while (positions.length < count && game.status === 'active') {
      if (game.ply % 6 === 0) positions.push({ hex: tribun.boardToHex(game.board()), turn: game.turn, board: game.board() });
      const r = tribun.bestAction(game, { level: 2, seed: game.ply });
      if (tribun.decodeAction(r.word).op === 'ATTACK_TRIBUN') break;
      game.apply(r.word);
    }
  } finally {
    game.dispose();
  }
  return positions;
}
