import { loadBoardrules } from './node_modules/boardrules/dist/boardrules.js';

const { tribun } = await loadBoardrules();
const game = tribun.newGame();
document.querySelector('#main').textContent = `${game.legalActions().length} legal actions`;
game.dispose();

// The same engine in a module worker.
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = ({ data: legal }) => {
  document.querySelector('#worker').textContent = `${legal.length} legal actions in a worker`;
};
worker.postMessage('list');
