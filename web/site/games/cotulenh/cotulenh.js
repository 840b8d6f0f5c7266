// The CoTuLenh board page: a game against a friend on the same device or against the computer,
// over the package's CoTuLenh engine, in the site's game session (web/site/session/: the history,
// the seats, saving, and the computer, which thinks in a Web Worker so that the page stays
// responsive, and plays its deploy turns one step at a time at the page's pace). Clicks (or the
// keyboard: the board is one focus stop, arrows move a square cursor, Enter/Space act as a click
// on it) pick a unit and a destination; when several offered moves share both (whole stack or one
// member, capture or stay capture), buttons name them by SAN. Deploy turns continue by clicks and
// end with Commit (or by themselves).
import { loadBoardrules } from '../../../package/index.js';
import { svgEl, runPage, guarded } from '../shared.js';
import { SIDE_NAMES, TERRAIN_NAMES, UNIT_NAMES, describeDeploy, describePiece } from './cotulenh-words.js';
import { loadMoves, loadSeats, saveGame, saveSeats } from './cotulenh-saved.js';
import { paceFromAddress } from './cotulenh-pace.js';
import { bindOpponentForm } from './cotulenh-opponent.js';
import { GameSession } from '../../session/game-session.js';
import { cotulenhAdapter } from '../../session/cotulenh-adapter.js';

const FILL = { water: '#64b5f6', mixed: '#b2dfdb', land: '#dcedc8' };
const COLOR = { r: '#c62828', b: '#1565c0' };
const FILES = 'abcdefghijk';
const CELL = 40;
const LEFT = 40;
const TOP = 20;

runPage(async () => {
  const { cotulenh } = await loadBoardrules();
  const svg = document.getElementById('board');
  const status = document.getElementById('status');
  const choices = document.getElementById('choices');
  const history = document.getElementById('history');
  const lastTurnLine = document.getElementById('last-turn');
  const buttons = Object.fromEntries(['commit', 'cancel', 'undo', 'redo', 'restart'].map((id) => [id, document.getElementById(id)]));
  const adapter = cotulenhAdapter(cotulenh);
  const session = new GameSession({
    adapter,
    save: (state) => {
      saveGame(state);
      saveSeats(state.mode);
    },
    pace: paceFromAddress(location.search),
  });
  let note = '';
  // The session's events of one task are drawn once, at its end (a move and the computer's
  // start are two events of the same click: one drawing, not two, keeps that task short).
  let drawQueued = false;
  const drawSoon = () => {
    if (drawQueued) return;
    drawQueued = true;
    queueMicrotask(guarded(() => {
      drawQueued = false;
      render();
    }));
  };
  session.subscribe(guarded((event) => {
    if (event.type === 'change') selected = null;
    if (event.type === 'error') note = ` ${event.message}. Undo, or change who plays.`;
    if (event.type !== 'review') choices.replaceChildren();
    drawSoon();
  }));
  // The game of the last visit comes back (cotulenh-saved.js); one that no longer replays is
  // dropped with a word, never half restored. It is installed once the board is drawn (the end).
  let prepared;
  try {
    prepared = session.prepare(cotulenh.START_FEN, loadMoves(adapter));
  } catch {
    note = ' (The saved game could not be restored: a new game starts.)';
    prepared = session.prepare(cotulenh.START_FEN);
  }
  const showSettings = bindOpponentForm((seats) => session.setSeats(seats));
  let selected = null;
  let cursor = null;  // the keyboard's square (null until the board is first focused)
  const rects = new Map();  // square -> its <rect>
  const terrain = new Map();  // square -> its terrain in words

  // The person's side at the bottom: red's unless the person plays blue against the computer
  // (then the board is turned round, red at the top). Set by orient().
  let flipped = false;
  const xy = (square) => {
    const file = FILES.indexOf(square[0]);
    const rank = Number(square.slice(1));
    return flipped
      ? { x: LEFT + (FILES.length - 1 - file) * CELL, y: TOP + (rank - 1) * CELL }
      : { x: LEFT + file * CELL, y: TOP + (12 - rank) * CELL };
  };
  const rankLabels = new Map();  // rank -> its <text> at the left edge
  const fileLabels = new Map();  // file letter -> its <text> under the board

  // The terrain: drawn once (placed by orient()); each square is the click target.
  for (let rank = 12; rank >= 1; --rank) {
    const label = svgEl('text', { x: LEFT - 14, 'text-anchor': 'middle', 'font-size': 13 }, rank);
    rankLabels.set(rank, label);
    svg.append(label);
    for (let f = 0; f < FILES.length; ++f) {
      const name = `${FILES[f]}${rank}`;
      const rect = svgEl('rect', {
        width: CELL, height: CELL, fill: FILL[cotulenh.terrainOf(name)], stroke: '#90a4ae', 'stroke-width': 1,
        'data-square': name,
      });
      terrain.set(name, TERRAIN_NAMES[cotulenh.terrainOf(name)]);
      rect.id = `square-${name}`;
      rect.setAttribute('role', 'button');
      rect.addEventListener('click', guarded(() => {
        cursor = name;
        clickSquare(name);
      }));
      rects.set(name, rect);
      svg.append(rect);
    }
  }
  for (const letter of FILES) {
    const label = svgEl('text', { y: TOP + 12 * CELL + 18, 'text-anchor': 'middle', 'font-size': 13 }, letter);
    fileLabels.set(letter, label);
    svg.append(label);
  }
  // Places the squares and the edge labels for the side at the bottom (the river stays between
  // ranks 6 and 7 either way).
  function orient() {
    const next = computerSide() === 'r';
    if (next === flipped && svg.dataset.orientation) return;
    flipped = next;
    svg.dataset.orientation = flipped ? 'blue-bottom' : 'red-bottom';
    for (const [name, rect] of rects) {
      const { x, y } = xy(name);
      rect.setAttribute('x', x);
      rect.setAttribute('y', y);
    }
    for (const [rank, label] of rankLabels) label.setAttribute('y', xy(`a${rank}`).y + 25);
    for (const [letter, label] of fileLabels) label.setAttribute('x', xy(`${letter}1`).x + 20);
  }
  const riverY = TOP + 6 * CELL;
  svg.append(svgEl('line', { x1: LEFT, y1: riverY, x2: LEFT + 11 * CELL, y2: riverY, stroke: '#0d47a1', 'stroke-width': 3, 'stroke-dasharray': '8 5' }));
  const layer = svgEl('g', { 'data-layer': 'pieces' });
  svg.append(layer);
  document.getElementById('unit-legend').replaceChildren(...Object.entries(UNIT_NAMES).map(([letter, name]) => {
    const row = document.createElement('div');
    const dt = document.createElement('dt');
    const dd = document.createElement('dd');
    dt.textContent = letter;
    dd.textContent = name;
    row.append(dt, dd);
    return row;
  }));

  // Keyboard: arrows move the cursor on the screen (turned round with the board), Enter/Space
  // click its square, Escape drops the selection and any offered choice.
  const STEP = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  svg.addEventListener('focus', () => {
    cursor ??= selected ?? session.game.moves({ verbose: true })[0]?.from ?? 'f6';
    render();
  });
  svg.addEventListener('blur', () => render());
  svg.addEventListener('keydown', guarded((event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = STEP[event.key];
    if (step) {
      const sign = flipped ? -1 : 1;
      const file = Math.min(FILES.length - 1, Math.max(0, FILES.indexOf(cursor[0]) + sign * step[0]));
      const rank = Math.min(12, Math.max(1, Number(cursor.slice(1)) + sign * step[1]));
      cursor = `${FILES[file]}${rank}`;
      render();
    } else if (event.key === 'Enter' || event.key === ' ') {
      clickSquare(cursor);
    } else if (event.key === 'Escape') {
      selected = null;
      choices.replaceChildren();
      if (!session.live) session.review(session.length);  // back to the game
      render();
    } else {
      return;
    }
    event.preventDefault();
  }));

  // The side the computer plays, or null against a friend.
  const computerSide = () => {
    const { kind, human } = session.seats;
    return kind === 'computer' ? (human === 'r' ? 'b' : 'r') : null;
  };

  // Plays one move (a deploy step too, or the commit ending a deploy turn): the session keeps the
  // game and, in its turn, asks the computer.
  const play = (lan) => session.step(lan);

  function clickSquare(square) {
    const game = session.game;
    // An earlier position on the board: a click brings the game back first.
    if (!session.live) {
      session.review(session.length);
      return;
    }
    // The computer's turn: the board waits (the status says so).
    if (session.thinking || game.turn === computerSide()) return;
    choices.replaceChildren();
    if (selected) {
      const options = game.moves({ square: selected, verbose: true }).filter((m) => m.to === square);
      if (options.length === 1) return play(options[0].lan);
      if (options.length > 1) {
        const lead = document.createElement('span');
        lead.textContent = `Several moves go to ${square}:`;
        choices.append(lead);
        for (const m of options) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = `${game.explainMove(m.lan)} (${m.san})`;
          b.title = m.lan;
          b.addEventListener('click', guarded(() => {
            choices.replaceChildren();
            play(m.lan);
          }));
          choices.append(b);
        }
        return render();
      }
    }
    selected = game.moves({ square }).length ? square : null;
    render();
  }

  // What a person may do next in an open deploy turn. A turn that cannot be committed and has no
  // step left can only be cancelled (docs/rules/cotulenh.md s.8, and s.11 "A side with moves but
  // no whole turn"): the page says so rather than leave two disabled buttons unexplained.
  function deployHint(game, open) {
    const canCommit = game.canCommit();
    if (!canCommit && game.moves().length === 0) {
      return ' This turn cannot end as it stands (a unit left where it cannot stand, or the commander attacked or facing the other commander): press Cancel deploy turn.';
    }
    if (!open.endsWith('...')) return '';
    return canCommit ? ' Move the rest, or press Commit to leave them.' : ' Move the rest: the turn cannot end as it stands.';
  }

  // A turn of the list: a button that shows the position after it.
  function turnItem(t, i) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cotulenh-turn';
    button.dataset.ply = String(i + 1);
    const words = document.createElement('span');
    words.className = 'turn-words';
    words.textContent = `${t.words} `;
    const san = document.createElement('code');
    san.textContent = t.san;
    san.title = t.lan;
    button.append(words, san);
    li.append(button);
    return li;
  }

  function render() {
    const game = session.game;
    const busy = session.thinking;  // the computer is thinking or playing its turn: the board waits
    const seats = session.seats;
    // The position on the board: the game's, or an earlier one picked in the list of turns.
    const shown = session.live ? game : session.at(session.shownPly);
    if (!session.live) selected = null;
    orient();
    layer.replaceChildren();
    // The last turn's squares (from its LAN), marked under the pieces: a dashed square, as the
    // Tribun board marks its last move.
    const lastTurn = game.history().at(-1);
    const shownTurn = session.live ? lastTurn : shown.history().at(-1);
    const lastSquares = new Set(shownTurn ? shownTurn.lan.match(/[a-k](?:1[0-2]|[1-9])/g) ?? [] : []);
    for (const square of lastSquares) {
      if (!rects.has(square)) continue;
      const { x, y } = xy(square);
      layer.append(svgEl('rect', { x: x + 2.5, y: y + 2.5, width: CELL - 5, height: CELL - 5, class: 'cotulenh-last', 'data-last': square }));
    }
    const units = new Map();
    for (const { square, piece, color } of shown.board()) {
      units.set(square, `${SIDE_NAMES[color]} ${describePiece(piece)}`);
      const { x, y } = xy(square);
      const size = piece.length > 4 ? 9 : piece.length > 2 ? 11 : 16;
      layer.append(svgEl('text', {
        x: x + CELL / 2, y: y + CELL / 2 + size / 3, 'text-anchor': 'middle', 'font-size': size, 'font-weight': 700,
        fill: COLOR[color], 'data-piece': square,
      }, piece));
    }
    const targets = new Set(selected ? game.moves({ square: selected, verbose: true }).map((m) => m.to) : []);
    if (selected) {
      const { x, y } = xy(selected);
      layer.append(svgEl('rect', { x: x + 1.5, y: y + 1.5, width: CELL - 3, height: CELL - 3, class: 'cotulenh-selected' }));
      // An empty destination gets a dot; an occupied one (a capture or a combination) a ring
      // around the unit, which a dot would hide.
      for (const to of targets) {
        const p = xy(to);
        const ring = units.has(to);
        layer.append(svgEl('circle', {
          cx: p.x + CELL / 2, cy: p.y + CELL / 2, r: ring ? CELL / 2 - 3 : 7,
          class: ring ? 'cotulenh-target-ring' : 'cotulenh-target', 'data-target': to,
        }));
      }
    }
    for (const [square, rect] of rects) {
      const states = [square === selected && 'selected', targets.has(square) && 'can move here', lastSquares.has(square) && 'last move'].filter(Boolean);
      rect.setAttribute('aria-label', [square, terrain.get(square), units.get(square) ?? 'empty', ...states].join(', '));
    }
    if (cursor && svg.matches(':focus-visible')) {
      const { x, y } = xy(cursor);
      layer.append(svgEl('rect', { x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, class: 'cotulenh-cursor', 'data-cursor': cursor }));
      svg.setAttribute('aria-activedescendant', `square-${cursor}`);
    } else {
      svg.removeAttribute('aria-activedescendant');
    }
    const s = game.status();
    const side = game.turn === 'r' ? 'Red' : 'Blue';
    const against = computerSide();
    let text = `${side} to move.`;
    if (against) text += game.turn !== against ? ' Your turn.' : busy ? ` The computer (level ${seats.level}) is thinking…` : '';
    if (game.inDeploy) {
      const open = game.fen().split(' ').slice(6).join(' ');
      text = `${side} is deploying ${describeDeploy(open)}.${busy ? '' : deployHint(game, open)}`;
    }
    if (s.check) text += ' Check!';
    if (selected) text += ` Selected: the ${units.get(selected)} on ${selected}, ${targets.size} ${targets.size === 1 ? 'destination' : 'destinations'}.`;
    if (s.gameOver) {
      // The winner: the side not to move after a checkmate; the side whose commander is still on
      // the board after a capture (which may come in the middle of a deploy turn).
      const winner = s.checkmate ? (game.turn === 'r' ? 'b' : 'r')
        : s.commanderCaptured ? game.board().find((u) => u.piece.includes('C'))?.color : undefined;
      const name = winner === 'r' ? 'Red' : 'Blue';
      text = s.checkmate ? `Checkmate: ${name} wins.`
        : s.commanderCaptured ? `A commander was captured: ${name} wins.`
          : s.stalemate ? 'Stalemate: draw.' : 'Draw (fifty-move rule).';
      if (against && winner) text += winner === against ? ' The computer wins.' : ' You win!';
    }
    if (!session.live) {
      const ply = session.shownPly;
      text = `${ply === 0 ? 'The start position' : `The position after turn ${ply}`} of ${session.length}`
        + ' (the game goes on: pick the last turn, press Escape on the board or click it to return).';
    }
    status.textContent = text + note;
    note = '';
    status.className = 'status';
    buttons.commit.disabled = busy || !game.canCommit();
    buttons.cancel.disabled = busy || !game.inDeploy;
    buttons.undo.disabled = game.inDeploy || session.length === 0;
    buttons.redo.disabled = busy || !session.canRedo;
    showSettings(seats, { locked: busy || game.inDeploy });
    // Each turn with its side (red moves first: the page's games start from the start position).
    // Each turn in words (the engine's sentence, which starts with its side), its notation beside.
    // Each is a button that shows the position after it (the last one: the game itself). The
    // list is built again only when the turns change: a button replaced between the press and
    // the release of a click (a render on the board's blur) would lose the click.
    const turns = game.history();
    const listed = turns.map((t) => t.lan).join(' ');
    if (history.dataset.turns !== listed) {
      history.dataset.turns = listed;
      history.replaceChildren(...turns.map(turnItem));
    }
    for (const button of history.querySelectorAll('button[data-ply]')) {
      if (Number(button.dataset.ply) === session.shownPly) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    lastTurnLine.textContent = lastTurn ? `Last turn: ${lastTurn.words}` : '';
    document.body.dataset.turn = game.turn;
    document.body.dataset.deploy = game.inDeploy ? '1' : '0';
    document.body.dataset.thinking = busy ? '1' : '0';
    document.body.dataset.over = s.gameOver ? '1' : '0';
    document.body.dataset.review = session.live ? '0' : String(session.shownPly);
  }

  // Each button asks the session, which keeps the game: commit ends the open turn, cancel drops
  // it, undo takes back the last turn (against the computer its turn too, or its think), redo
  // plays again the turns undo took back (the engine keeps them until another turn is played;
  // against the computer its answer too).
  buttons.commit.addEventListener('click', guarded(() => play('commit')));
  buttons.cancel.addEventListener('click', guarded(() => session.cancelTurn()));
  buttons.undo.addEventListener('click', guarded(() => session.undo()));
  buttons.redo.addEventListener('click', guarded(() => session.redo()));
  history.addEventListener('click', guarded((event) => {
    const button = event.target.closest('button[data-ply]');
    if (button) session.review(Number(button.dataset.ply));
  }));
  buttons.restart.addEventListener('click', guarded(() => {
    if ((session.game.inDeploy || session.length > 0) && !window.confirm('Start a new game? The game in progress will be lost.')) return;
    session.newGame(cotulenh.START_FEN);
  }));
  session.install(prepared, loadSeats());
});
