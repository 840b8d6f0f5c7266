import { Worker, isMainThread, parentPort } from 'node:worker_threads';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));  // this file, as the worker
  worker.once('message', (count) => console.log(count, 'legal actions in a worker thread'));
} else {
  const { loadBoardrules } = await import('boardrules');
  const { tribun } = await loadBoardrules();
  const game = tribun.newGame();
  parentPort.postMessage(game.legalActions().length);
  game.dispose();
}
