const { loadBoardrules } = require('boardrules');

loadBoardrules().then(({ tribun }) => {
  const game = tribun.newGame();
  console.log(game.legalActions().length, 'legal actions');  // 269
  game.dispose();
});
