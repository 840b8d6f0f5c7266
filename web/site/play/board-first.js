// The play page's board before anything else of the page's JavaScript. The page's HTML holds the
// board in its start position (tools/site/prerender-board.mjs), so the board is in the first
// paint with no script at all; this module (with view, geometry, describe, style,
// start-position and storage: about 33 KB) takes that drawing over (BoardView.adopt) and
// redraws what a saved game changes: its position (the engine redraws it from the game itself
// once ready) and its orientation. A game opened by a link is drawn once the engine has read it
// (until then the start position shows). The page's inline start script imports this module after the
// shell's first frame; play.js and the engine follow (docs/PERFORMANCE.md, "The play page").
import { BoardView } from '../../package/board/view.js';
import { installCss } from '../../package/board/style.js';
import { START_BOARD_HEX, boardFromHex } from '../../package/board/start-position.js';
import { loadSaved } from './storage.js';
import { nextTask } from '../../package/board/tasks.js';

let drawing = null;

/**
 * Takes over the board drawn in the page's HTML, or (a page without one) builds it in one task
 * and draws it in the next: no task of it is long on a slow phone. Then draws the saved game's
 * position. Returns the BoardView; later calls return the same one.
 * @returns {Promise<BoardView>}
 */
export function drawBoard() {
  drawing ??= (async () => {
    performance.mark('demo:start');
    const area = document.getElementById('board-area');
    // The page's inline styles hold the board's (tools/site/inline-css.mjs): adopting the same
    // sheet again would only restyle the whole board for nothing.
    let view = BoardView.adopt(area.querySelector(':scope > svg'), { label: 'Tribun board' });
    if (!view) {
      installCss();
      area.replaceChildren();
      view = new BoardView({ label: 'Tribun board' });
      await nextTask();
    }
    // A game opened by a link keeps the start position until the engine has read the link.
    const saved = /#game=/.test(location.hash) ? null : loadSaved();
    view.setBoard((saved && boardFromHex(saved.board)) ?? boardFromHex(START_BOARD_HEX));
    if (saved) view.setFlipped(Boolean(saved.flipped));
    if (!view.svg.isConnected) area.appendChild(view.svg);
    performance.mark('demo:board-drawn');
    return view;
  })();
  return drawing;
}
