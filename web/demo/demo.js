// The Tribun demo page: a local two-player game on the public package API (../index.js). Rendering and the
// click state machine come from ../tribun-board.js; every option comes from the engine's grouped
// legal list (g.options()), so this file only routes clicks and buttons.
import { BoardView, ClickMachine, cidsOfWord, installCss } from '../tribun-board.js';

const $ = (id) => document.getElementById(id);
const SIDE = ['Black', 'White'];

let t = null;            // the Tribun API
let game = null;         // current game (one owned handle)
let start = null;        // snapshot the game was started or imported from
let words = [];          // every applied word, in order (the game's action log)
let machine = null;      // click state machine for the current position, null when ended
let lastMove = new Set();
let board = null;        // BoardView
let preview = null;      // BoardView (no data-cid)

// ---- records ---------------------------------------------------------------------------------

function packWords(list) {
  const bytes = new Uint8Array(list.length * 4);
  const view = new DataView(bytes.buffer);
  list.forEach((w, i) => view.setUint32(4 * i, w, true));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function unpackWords(b64) {
  const binary = atob(b64);
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; ++i) view.setUint8(i, binary.charCodeAt(i));
  const out = [];
  for (let i = 0; i + 4 <= binary.length; i += 4) out.push(view.getUint32(i, true));
  return out;
}

// ---- game lifecycle --------------------------------------------------------------------------

function setGame(newGame, newStart, newWords) {
  game?.dispose();
  game = newGame;
  start = newStart;
  words = newWords;
  const lastBoardWord = [...words].reverse().find((w) => w >>> 28 <= 9);
  lastMove = lastBoardWord === undefined ? new Set() : cidsOfWord(t, lastBoardWord);
  rebuildLog();
  afterChange();
}

function apply(word) {
  game.apply(word);
  words.push(word);
  appendLog(word);
  if (word >>> 28 <= 9) lastMove = cidsOfWord(t, word);
  afterChange();
}

// Called after every change of position: ends a game whose side to move has no board action
// (RULES.md s.4: it loses; only a server call can apply that END) and rebuilds the options.
function afterChange() {
  machine = null;
  if (game.status === 'active') {
    const options = game.options();
    if (options.selectable.length === 0) {
      const loser = game.turn;
      game.endByServer(1, loser);
      const word = t.encodeAction({ op: 'END', reason: 'no-legal-action', loser });
      words.push(word);
      appendLog(word);
    } else {
      machine = new ClickMachine(options);
    }
  }
  board.setBoard(game.board());
  board.setLastMove(lastMove);
  refresh();
}

// ---- rendering -------------------------------------------------------------------------------

function resultText(result) {
  const who = result.winner === null ? 'Draw' : `${SIDE[result.winner]} wins`;
  return `${who} (${result.reason})`;
}

/** Redraws everything that depends on the selection; cheap enough for every click. */
function refresh() {
  const states = machine ? machine.states() : new Map();
  for (const cid of lastMove) if (!states.has(cid)) states.set(cid, 'last-move');
  board.setStates(states);
  board.setBadges(machine ? machine.badges() : new Map());

  const word = machine ? machine.word() : null;
  $('submit').disabled = word === null;
  $('selection').textContent = selectionText(word);
  renderPreview(word);

  const active = game.status === 'active';
  const offer = game.drawOfferBy;
  if (active) {
    $('status').textContent =
      `${SIDE[game.turn]} to move` + (offer === null ? '' : ` - ${SIDE[offer]} offers a draw`);
    $('banner').hidden = true;
  } else {
    $('status').textContent = resultText(game.result);
    $('banner').textContent = `Game over: ${resultText(game.result)}`;
    $('banner').hidden = false;
  }
  $('draw').disabled = !active;
  $('draw').textContent = offer === null ? `Offer draw (${SIDE[game.turn]})` : `Accept draw (${SIDE[1 - offer]})`;
  $('draw-retract').hidden = !active || offer === null;
  if (offer !== null) $('draw-retract').textContent = `Retract offer (${SIDE[offer]})`;
  $('resign').disabled = !active;
  $('resign').textContent = active ? `Resign (${SIDE[game.turn]})` : 'Resign';
  $('undo').disabled = words.length === 0;
}

function selectionText(word) {
  if (!machine) return game.status === 'active' ? '' : 'The game is over.';
  if (word !== null) return t.describeAction(word);
  switch (machine.mode) {
    case 'idle': return 'Click a highlighted tile.';
    case 'origin': return 'Click a blue target (again to cycle options), or the unit again to split.';
    case 'actor': return 'Click empty neighbours to cycle the height each receives.';
    case 'center': return 'Click neighbouring units to cycle their donations.';
    default: return '';
  }
}

function renderPreview(word) {
  if (word === null) {
    preview.setBoard(game.board());
    preview.setLastMove(new Set());
    return;
  }
  const scratch = t.newGame({ board: game.board(), turn: game.turn });
  try {
    scratch.apply(word);
    preview.setBoard(scratch.board());
    preview.setLastMove(cidsOfWord(t, word));
  } finally {
    scratch.dispose();
  }
}

function appendLog(word) {
  const li = document.createElement('li');
  li.textContent = t.describeAction(word);
  $('log').appendChild(li);
  li.scrollIntoView?.({ block: 'nearest' });
}

function rebuildLog() {
  $('log').replaceChildren();
  for (const w of words) appendLog(w);
}

// ---- input -----------------------------------------------------------------------------------

function message(text) {
  $('message').textContent = text;
}

/** Runs a handler; an error becomes a message on the page, never an uncaught exception. */
function guarded(fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (err) {
      message(err instanceof Error ? err.message : String(err));
    }
  };
}

function onBoardClick(event, backward) {
  if (!machine) return;
  const tile = event.target.closest('[data-cid]');
  machine.click(tile ? Number(tile.dataset.cid) : null, backward);
  refresh();
}

function submit() {
  const word = machine?.word();
  if (word === null || word === undefined) return;
  message('');
  apply(word);
}

function drawButton() {
  const offer = game.drawOfferBy;
  const word = offer === null
    ? t.encodeAction({ op: 'DRAW', action: 'offer', color: game.turn })
    : t.encodeAction({ op: 'DRAW', action: 'accept', color: 1 - offer });
  apply(word);
}

function retractButton() {
  apply(t.encodeAction({ op: 'DRAW', action: 'retract', color: game.drawOfferBy }));
}

function resign() {
  apply(t.encodeAction({ op: 'END', reason: 'resign', loser: game.turn }));
}

function undo() {
  if (words.length === 0) return;
  const kept = words.slice(0, -1);
  // Undoing a server "no legal action" end also undoes the move that caused it; otherwise the
  // same position would end the game again at once.
  const last = words[words.length - 1];
  if (last >>> 28 === 11 && (last & 7) === 1) kept.pop();
  setGame(t.replay(start, packWords(kept)), start, kept);
  message('');
}

function newGame() {
  const g = t.newGame();
  setGame(g, g.snapshot(), []);
  message('');
}

function exportRecord() {
  $('record').value = JSON.stringify({ snapshot: start, actionsB64: game.actionsB64() });
  message('Exported: copy the record above.');
}

function importRecord() {
  let record;
  try {
    record = JSON.parse($('record').value);
  } catch (err) {
    message(`Import: not JSON (${err.message})`);
    return;
  }
  if (!record || typeof record !== 'object' || typeof record.actionsB64 !== 'string') {
    message('Import: expected {"snapshot": {...}, "actionsB64": "..."}');
    return;
  }
  const g = t.replay(record.snapshot, record.actionsB64);  // throws with the failing ply
  setGame(g, record.snapshot, unpackWords(record.actionsB64));
  message(`Imported ${words.length} plies.`);
}

function onKey(event) {
  if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLButtonElement) return;
  if (event.key === 'Enter') submit();
  else if (event.key === 'Escape' && machine) { machine.reset(); refresh(); }
}

// A click outside the board and the controls cancels the selection.
function onDocumentClick(event) {
  if (!machine || event.target.closest('svg, button, textarea, summary')) return;
  machine.reset();
  refresh();
}

async function main() {
  performance.mark('demo:start');
  installCss();
  board = new BoardView({ label: 'Tribun board' });
  preview = new BoardView({ withCids: false, label: 'Preview' });
  $('board-area').appendChild(board.svg);
  $('preview-area').appendChild(preview.svg);
  try {
    // Imported on demand: the empty board above is painted while the engine loads.
    const { loadBoardrules } = await import('../index.js');
    t = (await loadBoardrules()).tribun;
    performance.mark('demo:engine-loaded');
  } catch (err) {
    $('status').textContent = `Could not load the engine: ${err.message}`;
    return;
  }
  board.svg.addEventListener('click', guarded((e) => onBoardClick(e, false)));
  board.svg.addEventListener('contextmenu', guarded((e) => { e.preventDefault(); onBoardClick(e, true); }));
  $('submit').addEventListener('click', guarded(submit));
  $('draw').addEventListener('click', guarded(drawButton));
  $('draw-retract').addEventListener('click', guarded(retractButton));
  $('resign').addEventListener('click', guarded(resign));
  $('undo').addEventListener('click', guarded(undo));
  $('new-game').addEventListener('click', guarded(newGame));
  $('export').addEventListener('click', guarded(exportRecord));
  $('import').addEventListener('click', guarded(importRecord));
  document.addEventListener('keydown', guarded(onKey));
  document.addEventListener('click', guarded(onDocumentClick));
  guarded(newGame)();
  window.demoReadyMs = performance.now();
  document.body.dataset.ready = '1';
}

main().catch((err) => {
  $('status').textContent = `The demo failed to start: ${err.message}`;
});
