// The play page's board, drawn before anything else of the page's JavaScript: this module and
// its imports (view, geometry, describe, style, start-position, storage: about 33 KB) are all
// the first drawing of the board needs. The page's inline start script imports it after the
// shell's first frame, then demo.js and the engine follow (docs/PERFORMANCE.md, "The play page").
// The position drawn: the one saved with the game (the engine redraws it from the game itself
// once ready), else the start position; a game opened by a link waits for the engine.
import { BoardView } from '../board/view.js';
import { installCss } from '../board/style.js';
import { START_BOARD_HEX, boardFromHex } from '../board/start-position.js';
import { loadSaved } from './storage.js';

let drawing = null;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Builds the board (one task) and draws it into #board-area (the next): no task of it is long
 * on a slow phone. Returns the BoardView; later calls return the same one.
 * @returns {Promise<BoardView>}
 */
export function drawBoard() {
  drawing ??= (async () => {
    performance.mark('demo:start');
    installCss();
    const view = new BoardView({ label: 'Tribun board' });
    await nextTask();
    if (!/#game=/.test(location.hash)) {
      const saved = loadSaved();
      const bytes = (saved && boardFromHex(saved.board)) ?? boardFromHex(START_BOARD_HEX);
      if (saved) view.setFlipped(Boolean(saved.flipped));
      view.setBoard(bytes);
    }
    document.getElementById('board-area').appendChild(view.svg);
    performance.mark('demo:board-drawn');
    return view;
  })();
  return drawing;
}
