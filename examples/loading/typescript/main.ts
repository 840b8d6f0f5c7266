import { loadBoardrules, type TribunGame } from 'boardrules';

const { tribun } = await loadBoardrules();
const game: TribunGame = tribun.newGame();
export const legal: Uint32Array = game.legalActions();  // 269 action words
export const first: string = tribun.describeAction(legal[0]);
game.dispose();
