import { loadBoardrules } from 'boardrules';

const { tribun } = await loadBoardrules();
const game = tribun.newGame();                   // default start, black to move
const legal = game.legalActions();               // Uint32Array, ascending
console.log(legal.length, 'legal actions');      // 269
console.log(tribun.describeAction(legal[0]));    // MOVE (-5,-5)->(-5,-4) primary
game.apply(legal[0]);                            // throws on an illegal word
console.log(game.turn, game.ply, game.status);   // 1 1 active
game.dispose();                                  // frees the WASM side
