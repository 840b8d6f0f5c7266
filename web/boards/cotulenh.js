// The CoTuLenh board page: a two-player game over the package's CoTuLenh engine. Clicks pick a
// unit and a destination; when several offered moves share both (whole stack or one member,
// capture or stay capture), buttons name them by SAN. Deploy turns continue by clicks and end with
// Commit (or by themselves).
import { loadBoardrules } from '../index.js';
import { svgEl, runPage, guarded } from './shared.js';

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
  const buttons = Object.fromEntries(['commit', 'cancel', 'undo', 'restart'].map((id) => [id, document.getElementById(id)]));
  let game = cotulenh.newGame();
  let selected = null;

  const xy = (square) => {
    const file = FILES.indexOf(square[0]);
    const rank = Number(square.slice(1));
    return { x: LEFT + file * CELL, y: TOP + (12 - rank) * CELL };
  };

  // The terrain: drawn once; each square is the click target.
  for (let rank = 12; rank >= 1; --rank) {
    svg.append(svgEl('text', { x: LEFT - 14, y: TOP + (12 - rank) * CELL + 25, 'text-anchor': 'middle', 'font-size': 13 }, rank));
    for (let f = 0; f < FILES.length; ++f) {
      const name = `${FILES[f]}${rank}`;
      const { x, y } = xy(name);
      const rect = svgEl('rect', {
        x, y, width: CELL, height: CELL, fill: FILL[cotulenh.terrainOf(name)], stroke: '#90a4ae', 'stroke-width': 1,
        'data-square': name,
      });
      rect.addEventListener('click', guarded(() => clickSquare(name)));
      svg.append(rect);
    }
  }
  for (let f = 0; f < FILES.length; ++f) {
    svg.append(svgEl('text', { x: LEFT + f * CELL + 20, y: TOP + 12 * CELL + 18, 'text-anchor': 'middle', 'font-size': 13 }, FILES[f]));
  }
  const riverY = TOP + 6 * CELL;
  svg.append(svgEl('line', { x1: LEFT, y1: riverY, x2: LEFT + 11 * CELL, y2: riverY, stroke: '#0d47a1', 'stroke-width': 3, 'stroke-dasharray': '8 5' }));
  const layer = svgEl('g', { 'data-layer': 'pieces' });
  svg.append(layer);

  function play(lan) {
    game.move(lan);
    selected = null;
    render();
  }

  function clickSquare(square) {
    choices.replaceChildren();
    if (selected) {
      const options = game.moves({ square: selected, verbose: true }).filter((m) => m.to === square);
      if (options.length === 1) return play(options[0].lan);
      if (options.length > 1) {
        for (const m of options) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = m.san;
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

  function render() {
    layer.replaceChildren();
    for (const { square, piece, color } of game.board()) {
      const { x, y } = xy(square);
      const size = piece.length > 4 ? 9 : piece.length > 2 ? 11 : 16;
      layer.append(svgEl('text', {
        x: x + CELL / 2, y: y + CELL / 2 + size / 3, 'text-anchor': 'middle', 'font-size': size, 'font-weight': 700,
        fill: COLOR[color], 'data-piece': square,
      }, piece));
    }
    if (selected) {
      const { x, y } = xy(selected);
      layer.append(svgEl('rect', { x: x + 1.5, y: y + 1.5, width: CELL - 3, height: CELL - 3, class: 'cotulenh-selected' }));
      for (const to of new Set(game.moves({ square: selected, verbose: true }).map((m) => m.to))) {
        const p = xy(to);
        layer.append(svgEl('circle', { cx: p.x + CELL / 2, cy: p.y + CELL / 2, r: 7, class: 'cotulenh-target', 'data-target': to }));
      }
    }
    const s = game.status();
    const side = game.turn === 'r' ? 'Red' : 'Blue';
    let text = `${side} to move.`;
    if (game.inDeploy) text = `${side} is deploying: ${game.fen().split(' ').slice(6).join(' ')}`;
    if (s.check) text += ' Check!';
    if (s.gameOver) {
      text = s.checkmate ? `Checkmate: ${game.turn === 'r' ? 'Blue' : 'Red'} wins.`
        : s.commanderCaptured ? 'A commander was captured: game over.'
          : s.stalemate ? 'Stalemate: draw.' : 'Draw (fifty-move rule).';
    }
    status.textContent = text;
    status.className = 'status';
    buttons.commit.disabled = !game.canCommit();
    buttons.cancel.disabled = !game.inDeploy;
    buttons.undo.disabled = game.inDeploy || game.history().length === 0;
    history.replaceChildren(...game.history().map((t) => {
      const li = document.createElement('li');
      li.textContent = t.san;
      li.title = t.lan;
      return li;
    }));
    document.body.dataset.turn = game.turn;
    document.body.dataset.deploy = game.inDeploy ? '1' : '0';
  }

  buttons.commit.addEventListener('click', guarded(() => { game.commit(); selected = null; render(); }));
  buttons.cancel.addEventListener('click', guarded(() => { game.cancel(); selected = null; choices.replaceChildren(); render(); }));
  buttons.undo.addEventListener('click', guarded(() => { game.undo(); selected = null; render(); }));
  buttons.restart.addEventListener('click', guarded(() => {
    game.dispose();
    game = cotulenh.newGame();
    selected = null;
    choices.replaceChildren();
    render();
  }));
  render();
});
