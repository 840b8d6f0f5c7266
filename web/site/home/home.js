// The home page's picture of the game: the board in its start position, drawn by the board
// component without the engine (no WebAssembly on the home page). Decoration beside the text
// that says the same, so it is an image with a name, not a control.
import { BoardView } from '../../package/board/view.js';
import { installCss } from '../../package/board/style.js';
import { START_BOARD_HEX, boardFromHex } from '../../package/board/start-position.js';

installCss();
const view = new BoardView({ label: 'A Tribun board at the start: black at the bottom, white at the top, each tribun with its gold ring' });
view.setBoard(boardFromHex(START_BOARD_HEX));
document.getElementById('home-board').append(view.svg);
document.body.dataset.ready = '1';  // drawn (the site's tests wait for it, as on every board page)
