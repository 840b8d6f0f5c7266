import { loadBoardrules } from './node_modules/boardrules/dist/boardrules.js';

const ready = loadBoardrules();  // starts loading before the first message
self.onmessage = async () => {
  const { tribun } = await ready;
  const game = tribun.newGame();
  const legal = game.legalActions();  // a copy: safe to transfer
  game.dispose();
  self.postMessage(legal, [legal.buffer]);
};
