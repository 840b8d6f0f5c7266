// The play page (/play/): a whole game of Tribun, two players on one device or against the
// computer, on the public package API. The game itself (its history, seats, the computer's turn,
// saving) is a game session (../session/game-session.js with Tribun's adapter); this page wires
// its controls to it and paints what it says. The board, its click state machine and keyboard
// play come from ../tribun-board.js (web/package/board/); the texts of game files from ./record-text.js;
// saves, links and files through ./storage.js.
import {
  ClickMachine, attachBoardKeys, boardAfterWord, createAnnouncer,
} from '../../package/tribun-board.js';
import { drawBoard } from './board-first.js';
import { TRIBUN_START_FILES, preloadModules } from '../../package/src/tribun-start-files.js';
import { parseRecordText, recordText } from './record-text.js';
import { hexOfBoard } from '../../package/board/start-position.js';
import { PlayClock } from './play-clock.js';
import {
  clearSaved, gameFromLink, linkFor, loadSaved, loadSettings, readMode, save, saveSettings,
} from './storage.js';
import { isBoardWord, unpackActionLog as unpack } from '../../package/board/action-words.js';
import { GameSession, LOCAL } from '../session/game-session.js';
import { moveText, tribunAdapter } from '../session/tribun-adapter.js';
import { afterPaint, nextTask } from '../../package/board/tasks.js';

const $ = (id) => document.getElementById(id);
const SIDE = ['Black', 'White'];

let t = null;            // the Tribun API
let view = null;         // the BoardView
let announce = () => {};
let session = null;      // the game session: the live game, its history, seats, the computer
let machine = null;      // click state machine of the live position (null: not the player's turn)

/**
 * The seats of a new game when nothing says otherwise: against the computer at the level and
 * side chosen last time (level 2, black on a first visit); two players with ?players=2 in the
 * address.
 */
function defaultMode() {
  const { level, human } = loadSettings();
  return new URLSearchParams(location.search).get('players') === '2' ? LOCAL(level) : { kind: 'computer', human, level };
}
let flipped = false;

// ---- the session -----------------------------------------------------------------------------

function safeText(board, turn, w) {
  try {
    return moveText(t, board, turn, w);
  } catch {
    return `action ${w >>> 0}`;
  }
}

/** A word in words (the engine's one describer, docs/NOTATION.md "Moves in words"). */
function sentenceOf(board, turn, w, tense = 'past') {
  try {
    return t.explainAction(board, turn, w, { tense });
  } catch {
    return safeText(board, turn, w);
  }
}

/** The session of this page (after the engine has loaded): saved after every change. */
function createSession() {
  const s = new GameSession({
    adapter: tribunAdapter(t),
    save,
    extras: () => ({ flipped, board: hexOfBoard(s.game.board()), clock: clock?.toJSON() ?? null }),
    timer: {
      // A move made after the flag fell is not played: the game ended on time first.
      beforeMove: () => (clock?.running ? endWordOf(clock.check()) : null),
      // A completed turn (the side to move changed) may also have run out of time.
      afterMove: () => (clock?.running ? endWordOf(clock.completeTurn()) : null),
      settled: (g) => {
        if (g.status !== 'active') clock?.stop();
      },
    },
  });
  s.subscribe(guarded(onSessionEvent));
  return s;
}

/** Makes a prepared game (session.prepare) the live one, with its clock (a PlayClock save) if any. */
function installGame(prepared, newMode, savedClock) {
  stopClock();
  logKey = '';
  logShown = '';
  restoreClock(savedClock);
  session.install(prepared, newMode);
  if (clock) tickClock();  // a flag that fell while the page was closed ends the game now
}

function apply(word) {
  session.play(word);
}

function onSessionEvent(event) {
  if (event.type === 'error') message(event.message);
  if (event.type === 'change') afterChange(event.played);
  else render();
}

// After every change of the live position (the session has settled and saved it): the options
// are listed for the person to move, the moves just played are said, the game is drawn.
function afterChange(played) {
  const game = session.game;
  machine = session.position && session.personToMove ? new ClickMachine(session.position) : null;
  logKey = '';
  render();
  for (const entry of played) announce(entry.sentence);
  if (game.status !== 'active') {
    announce(resultText());
    // Wide screens: the side panel scrolls by itself (the focus may have gone back to Resign at
    // its foot); the result line is brought into its view. Never the page (phones).
    const side = $('status').parentElement;
    if (getComputedStyle(side).overflowY === 'auto') side.scrollTop = 0;
  }
}

// ---- the clock ---------------------------------------------------------------------------

let clock = null;        // the PlayClock (./play-clock.js), null: no clock
let clockTimer = 0;

/** The clock of a saved game (PlayClock.toJSON()), rebuilt exactly; null: no clock. */
function restoreClock(saved) {
  stopClock();
  if (!saved) return;
  try {
    clock = PlayClock.restore(t, saved);
  } catch {
    clock = null;  // a damaged save: the game goes on without a clock
    return;
  }
  clockTimer = setInterval(guarded(tickClock), 250);
  $('clocks').hidden = false;
}

function stopClock() {
  clearInterval(clockTimer);
  clockTimer = 0;
  clock = null;
  $('clocks').hidden = true;
}

function tickClock() {
  if (!clock) return;
  const game = session.game;
  if (game.status !== 'active') {
    clock.stop();
    clearInterval(clockTimer);
    renderClocks();
    return;
  }
  const r = clock.check();
  if (r) {
    // Time ran out: the END word the clock implies is recorded like any other action.
    clearInterval(clockTimer);
    apply(endWordOf(r));
  } else {
    renderClocks();
  }
}

/** The END word of a clock's verdict (null: none). */
function endWordOf(r) {
  return r ? t.encodeAction({ op: 'END', reason: r.reason, loser: r.loser ?? session.game.turn }) : null;
}

const clockText = (ms) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

function renderClocks() {
  if (!clock) return;
  const game = session.game;
  const r = clock.read();
  for (const side of [0, 1]) {
    const el = $(`clock-${side}`);
    el.textContent = `${SIDE[side]} ${clockText(r.remainingMs[side])}`;
    el.classList.toggle('running', game.status === 'active' && clock.running && clock.turn === side);
  }
  $('clock-buffer').textContent = game.status === 'active' && r.bufferLeftMs > 0 ? `free time ${Math.ceil(r.bufferLeftMs / 1000)} s` : '';
}

const friendToMove = () => session.active && session.seatOf(session.game.turn) === 'friend';

// ---- rendering -------------------------------------------------------------------------------

function resultText() {
  const r = session.game.result;
  const mode = session.seats;
  const why = {
    'tribun-captured': 'the tribun was captured', resign: 'resignation', 'no-legal-action': 'no legal move left',
    draw: 'agreement', 'draw-agreed': 'agreement', timeout: 'time', 'game-time-tie': 'game time over',
  }[r.reason] ?? r.reason;
  if (r.winner === null) return `Draw (${why})`;
  if (mode.kind !== 'local') return `${r.winner === mode.human ? 'You won' : 'You lost'}: ${SIDE[r.winner]} wins (${why})`;
  return `${SIDE[r.winner]} wins (${why})`;
}

/** Redraws everything; cheap enough for every click. */
function render() {
  const game = session.game, mode = session.seats, thinking = session.thinking;
  const ply = session.shownPly;
  const live = session.live;
  view.setBoard(session.boardAt(ply));
  const lastIndex = lastBoardWordBefore(ply);
  const last = lastIndex < 0 ? null : session.entry(lastIndex);
  view.showLastAction(t, last?.word ?? null, lastIndex < 0 ? undefined : session.boardAt(lastIndex));
  // The last move in words beside the board's tint (the computer's move was only a tint).
  $('last-action').textContent = last ? `${moverOf(last)}: ${last.sentence} (${last.text})` : '';

  const m = live ? machine : null;
  const word = m ? m.word() : null;
  view.setStates(m ? m.states() : new Map());
  view.setMarks(m ? m.marks() : new Map());
  view.setBadges(m ? m.badges() : new Map());
  view.setPreview(word === null ? null : boardAfterWord(t, game, word));
  $('submit').disabled = word === null;
  $('cancel').disabled = !m || m.mode === 'idle';
  $('selection').textContent = selectionText(m, word);

  const active = game.status === 'active';
  const status = $('status');
  status.classList.toggle('over', !active);
  status.classList.toggle('thinking', thinking);
  if (!active) status.textContent = `Game over: ${resultText()}`;
  else if (thinking) status.textContent = `${SIDE[game.turn]} (computer) is thinking`;
  else if (mode.kind === 'computer') status.textContent = game.turn === mode.human ? `Your move (${SIDE[game.turn]})` : `${SIDE[game.turn]} (computer) to move`;
  else if (mode.kind === 'link') status.textContent = game.turn === mode.human ? `Your move (${SIDE[game.turn]})` : `Your friend's move (${SIDE[game.turn]}): send them the link`;
  else status.textContent = `${SIDE[game.turn]} to move`;

  $('review-bar').hidden = live;
  if (!live) $('review-text').textContent = ply === 0 ? 'Showing the start position.' : `Showing the position after move ${ply} (${SIDE[session.sideAt(ply - 1)]}).`;

  const offer = game.drawOfferBy;
  const local = mode.kind === 'local';
  $('offer-draw').hidden = !local;
  $('offer-draw').disabled = !active || offer !== null || !live;
  $('offer-draw').textContent = offer === null ? `Offer a draw (${SIDE[game.turn]})` : `${SIDE[offer]} offered a draw`;
  $('draw-offer').hidden = !active || offer === null || !local;
  if (offer !== null) $('draw-offer-text').textContent = `${SIDE[offer]} offers a draw. ${SIDE[1 - offer]} may accept it, or just play on.`;
  $('accept-draw').textContent = offer === null ? 'Accept the draw' : `Accept the draw (${SIDE[1 - offer]})`;
  $('resign').disabled = !active;
  $('resign').textContent = mode.kind !== 'local' ? 'Resign…' : active ? `Resign (${SIDE[game.turn]})…` : 'Resign…';
  // A take-back would restart the game without its clock: not offered while a clock is set.
  $('undo').disabled = session.length === 0 || thinking || clock !== null;
  $('flip').setAttribute('aria-pressed', String(flipped));
  $('players-toggle').textContent = mode.kind === 'computer' ? 'Two players here' : 'Play the computer';
  renderSendMove(live);
  $('undo').title = clock ? 'No take-backs in a game with a clock: the clock could not be put back.' : '';
  renderLog(ply);
  renderClocks();
}

/** "Last move" or "The computer's move" (a computer game, its side's move). */
function moverOf(entry) {
  return session.seatOf(entry.side) === 'computer' ? 'The computer\u2019s move' : 'Last move';
}

function lastBoardWordBefore(ply) {
  const words = session.moves();
  for (let i = ply - 1; i >= 0; --i) if (isBoardWord(words[i])) return i;
  return -1;
}


function selectionText(m, word) {
  const game = session.game;
  if (!session.live) return 'You are looking at an earlier position. “Back to the game” returns to the current one.';
  if (!m) {
    if (game.status !== 'active') return 'The game is over. Start a new one with “New game…”.';
    return session.thinking ? 'The computer is choosing its move.' : '';
  }
  if (word !== null) return `${sentenceOf(game.board(), game.turn, word, 'present')} (${safeText(game.board(), game.turn, word)}) Press Play move (or Enter).`;
  switch (m.mode) {
    case 'idle': return `${SIDE[game.turn]}: click a unit or tile with a green outline.`;
    case 'origin': return 'Click a marked tile: a dot to move there, corner marks to attack. Click the unit again to split it.';
    case 'actor': return 'Click empty neighbours to choose the height each one gets.';
    case 'center': return 'Click your neighbouring units to choose what each gives.';
    case 'enemy': return 'Click the enemy again for other kinds of attack.';
    default: return '';
  }
}

let logKey = '';   // what the move list was last built from (rebuilt only when it changes)
let logShown = '';  // list + position last shown: a click on the board changes neither

function renderLog(ply) {
  const log = $('log');
  const n = session.length;
  const key = `${n}|${session.game.status}`;
  if (key !== logKey) {
    logKey = key;
    log.replaceChildren(...logItems());
  }
  // Reading offsets forces a layout: only when the list or the position shown changed.
  if (logShown === `${key}|${ply}`) return;
  logShown = `${key}|${ply}`;
  const hadFocus = log.contains(document.activeElement) && document.activeElement !== log;
  for (const b of log.querySelectorAll('button[aria-current]')) b.removeAttribute('aria-current');
  const current = log.querySelector(`button[data-ply="${ply}"]`);
  if (current) current.setAttribute('aria-current', 'step');
  // Keep the current entry visible by scrolling the list only (never the page).
  if (current) {
    const top = current.offsetTop - log.offsetTop, bottom = top + current.offsetHeight;
    if (top < log.scrollTop) log.scrollTop = top;
    else if (bottom > log.scrollTop + log.clientHeight) log.scrollTop = bottom - log.clientHeight;
    if (hadFocus) current.focus({ preventScroll: true });
  } else {
    // (An empty list is at the top already: writing scrollTop would force a style and layout
    // pass of the whole page inside this task, the longest part of the page's start.)
    if (ply === 0 && n > 0) log.scrollTop = 0;
    if (hadFocus) log.focus({ preventScroll: true });
  }
  $('step-first').disabled = $('step-back').disabled = ply === 0;
  $('step-forward').disabled = $('step-last').disabled = ply === n;
}

function logItems() {
  const items = [];
  let boardMoves = 0;
  const game = session.game;
  for (const [i, entry] of session.entries().entries()) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.ply = String(i + 1);
    const board = isBoardWord(entry.word);
    if (board) boardMoves += 1;
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = board ? `${boardMoves}.` : '';
    // The move in words, then its notation (the side, said by the sentence already, is kept in
    // the notation's text for screen readers and copy-paste only).
    const said = document.createElement('span');
    said.className = board ? 'words' : 'words note';
    said.textContent = entry.sentence;
    const text = document.createElement('span');
    text.className = 'text';
    if (board) {
      const side = document.createElement('span');
      side.className = 'sr-only';
      side.textContent = `${SIDE[entry.side]} `;
      text.append(side, entry.text);
      b.append(num, said, ' ', text);
    } else {
      b.append(num, said);  // a draw offer, a resignation, an end: the words say it all
    }
    li.appendChild(b);
    items.push(li);
  }
  if (game.status !== 'active' && game.result.reason === 'no-legal-action') {
    const li = document.createElement('li');
    li.className = 'note';
    li.textContent = `${SIDE[1 - game.result.winner]} has no legal move`;
    items.push(li);
  }
  return items;
}

// The notation's forms, for the legend under the move list (docs/NOTATION.md). Built by script:
// the page's first paint (its HTML has a size budget) does not need it.
const NOTATION_LEGEND = [
  ['e5-f6', 'the unit on e5 moves to f6'],
  ['e5xf6', 'it kills the enemy on f6 and moves there'],
  ['e5xf6#', 'it captures the enemy tribun: the game is won'],
  ['e5>f6', 'it enslaves the enemy on f6 and carries it'],
  ['f6-2', 'the enemy on f6 loses 2 of its height'],
  ['free f6', 'the enemy on f6 dies and the unit it carried is freed'],
  ['e6=e5+f7:1', 'combine on e6: all of e5 and 1 of f7'],
  ['e6=*1, ^2, v1', 'combine on e6 from six, or three, identical neighbours'],
  ['e5<f6:1+d5:2', 'split e5: 1 to f6, 2 to d5'],
  ['stab e5-f6', 'kill your own slave and step to f6'],
  ['/p, /s', 'a unit carrying a slave acts alone (p) or with its slave (s)'],
];

function buildLegend() {
  const dl = document.createElement('dl');
  for (const [form, meaning] of NOTATION_LEGEND) {
    const dt = document.createElement('dt');
    dt.textContent = form;
    const dd = document.createElement('dd');
    dd.textContent = meaning;
    dl.append(dt, dd);
  }
  $('notation-legend').append(dl);
}

// ---- input -----------------------------------------------------------------------------------

function message(text) {
  $('message').textContent = text;
}

/** Runs a handler; an error becomes a message on the page, never an uncaught exception. */
function guarded(fn) {
  return (...args) => {
    try {
      const r = fn(...args);
      if (r && typeof r.catch === 'function') r.catch((err) => message(err instanceof Error ? err.message : String(err)));
    } catch (err) {
      message(err instanceof Error ? err.message : String(err));
    }
  };
}

function clickTile(cid, backward) {
  if (!machine || !session.live) return;
  machine.click(cid, backward);
  render();
}

function onBoardClick(event, backward) {
  const tile = event.target.closest('[data-cid]');
  clickTile(tile ? Number(tile.dataset.cid) : null, backward);
}

function submit() {
  const word = machine?.word();
  if (word === null || word === undefined || !session.live) return false;
  message('');
  apply(word);
  return true;
}

function cancel() {
  if (!machine) return;
  machine.reset();
  render();
}

function goTo(ply) {
  session.review(ply);
}

function onLogKey(event) {
  const ply = session.shownPly;
  const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
  if (event.key in moves) goTo(ply + moves[event.key]);
  else if (event.key === 'Home') goTo(0);
  else if (event.key === 'End') goTo(session.length);
  else return;
  event.preventDefault();
}

function confirmDialog(text, yes) {
  return new Promise((resolve) => {
    const d = $('confirm-dialog');
    $('confirm-text').textContent = text;
    $('confirm-yes').textContent = yes;
    d.returnValue = '';
    d.addEventListener('close', () => resolve(d.returnValue === 'yes'), { once: true });
    d.showModal();
    $('confirm-no').focus();
  });
}

async function resign() {
  const game = session.game, mode = session.seats;
  if (game.status !== 'active') return;
  const loser = mode.kind === 'local' ? game.turn : mode.human;
  if (!(await confirmDialog(`Resign the game for ${SIDE[loser]}? ${SIDE[1 - loser]} wins.`, 'Resign'))) return;
  apply(t.encodeAction({ op: 'END', reason: 'resign', loser }));
}

function offerDraw() {
  apply(t.encodeAction({ op: 'DRAW', action: 'offer', color: session.game.turn }));
}

function acceptDraw() {
  apply(t.encodeAction({ op: 'DRAW', action: 'accept', color: 1 - session.game.drawOfferBy }));
}

function retractDraw() {
  apply(t.encodeAction({ op: 'DRAW', action: 'retract', color: session.game.drawOfferBy }));
}

// Against the computer (or a friend's device) the session takes back to the player's previous
// turn; the moves taken back stay in the engine's history (its redo line).
function undo() {
  if (session.length === 0) return;
  session.undo();
  message('');
}

function flip() {
  flipped = !flipped;
  view.setFlipped(flipped);
  session.save();
  render();
  // On a phone "Flip board" is below the board: the player asked to see it turned, so it comes
  // back into view (only on this request: moves never move the page).
  const box = $('board-area').getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) $('board-area').scrollIntoView({ block: 'start' });
}

// ---- new game --------------------------------------------------------------------------------

function openNewGame() {
  const form = $('new-game-form');
  const mode = session.seats;
  $('new-game-error').textContent = '';
  form.elements.mode.value = mode.kind;
  form.elements.human.value = String(mode.human);
  form.elements.level.value = String(mode.level);
  syncNewGameForm();
  $('new-game-dialog').showModal();
}

function syncNewGameForm() {
  const form = $('new-game-form');
  const computerWanted = form.elements.mode.value === 'computer';
  const friend = form.elements.mode.value === 'link';
  $('computer-options').hidden = !computerWanted && !friend;
  form.elements.level.closest('label').hidden = friend;
  $('setup-options').hidden = form.elements.start.value !== 'setup';
}

async function startNewGame() {
  const form = $('new-game-form');
  const mode = session.seats;
  const newMode = form.elements.mode.value === 'computer'
    ? { kind: 'computer', human: Number(form.elements.human.value), level: Number(form.elements.level.value) }
    : form.elements.mode.value === 'link' ? { kind: 'link', human: Number(form.elements.human.value), level: mode.level } : LOCAL(mode.level);
  if (newMode.kind === 'computer') saveSettings(newMode);
  if (form.elements.start.value === 'import') {
    openShare();
    return;
  }
  let g;
  if (form.elements.start.value === 'setup') {
    const side = (name) => ({ code: form.elements[`${name}-code`].value.trim(), flip: form.elements[`${name}-flip`].checked });
    for (const [name, label] of [['black', 'Black'], ['white', 'White']]) {
      const { code } = side(name);
      if (!code) return newGameError(`${label}'s setup code is missing (16 characters, for example TRADITIONALSETUP).`);
      try {
        t.decodeSetup(code);
      } catch (err) {
        return newGameError(`${label}'s setup code is not valid: ${err.message}.`);
      }
    }
    try {
      g = t.newGame({ setups: { black: side('black'), white: side('white') } });
    } catch (err) {
      return newGameError(`These two armies cannot start a game: ${err.message}.`);
    }
  }
  let clockConfig = null;
  if (form.elements.clock.checked) {
    const num = (name, lo, hi) => {
      const v = Number(form.elements[name].value);
      return Number.isFinite(v) && v >= lo && v <= hi ? v : null;
    };
    const initial = num('initial', 1, 180), buffer = num('buffer', 0, 60), increment = num('increment', 0, 60);
    if (initial === null || buffer === null || increment === null) {
      g?.dispose();
      return newGameError('Clock: minutes from 1 to 180, free time per move and increment from 0 to 60 seconds.');
    }
    clockConfig = { initialMs: Math.round(initial * 60000), bufferMs: Math.round(buffer * 1000), incrementMs: Math.round(increment * 1000) };
  }
  if (inProgress()
      && !(await confirmDialog('Start a new game? The game in progress will be lost (save it first with “Share / import…” if you want to keep it).', 'Start a new game'))) {
    g?.dispose();
    return undefined;
  }
  g ??= t.newGame();
  const snapshot = g.snapshot(), firstTurn = g.turn;
  g.dispose();
  flipped = newMode.kind !== 'local' && newMode.human === 1;
  view.setFlipped(flipped);
  installGame(session.prepare(snapshot, []), newMode, clockConfig ? PlayClock.start(t, clockConfig, firstTurn).toJSON() : null);
  render();
  message('');
  announce(newMode.kind === 'computer' ? `New game against the computer, level ${newMode.level}. You play ${SIDE[newMode.human]}.` : `New game. ${SIDE[session.game.turn]} to move.`);
  showBoard();
  return undefined;
}

/**
 * The whole board in view with the keyboard on it, after the player asked for a new game: on a
 * phone "New game…" is below the board, and the first moves (the computer's, when it plays
 * first) would happen off screen. Only on this request: moves never move the page.
 */
function showBoard() {
  $('board-area').scrollIntoView({ block: 'nearest', inline: 'nearest' });
  view.svg.focus({ preventScroll: true });
}

// ---- share and import ------------------------------------------------------------------------

function newGameError(text) {
  $('new-game-error').textContent = text;
  syncNewGameForm();
  $('new-game-dialog').showModal();
  return undefined;
}

function openShare() {
  $('share-message').textContent = '';
  $('share-dialog').showModal();
}

function currentRecord() {
  return recordText(session, session.seats);
}

/** True when a game is being played (a board move made, not over): replacing it asks first. */
function inProgress() {
  return session.game !== null && session.active && session.moves().some(isBoardWord);
}

/**
 * The current game against the computer becomes a two-player game, or the other way round (the
 * computer takes the side not to move now, at the remembered level): one click, moves kept.
 */
function togglePlayers() {
  const mode = session.seats, turn = session.game.turn;
  if (mode.kind === 'computer') {
    message('Two players on this device: each side moves in turn.');
    session.setSeats(LOCAL(mode.level));
  } else {
    const { level } = loadSettings();
    message(`The computer plays ${SIDE[1 - turn]} (level ${level}); you play ${SIDE[turn]}.`);
    session.setSeats({ kind: 'computer', human: turn, level });
  }
}

async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    $('share-message').textContent = `${what} copied.`;
  } catch {
    $('import-text').value = text;
    $('share-message').textContent = `${what} is in the box below: select it and copy it.`;
  }
}

function download() {
  const blob = new Blob([currentRecord()], { type: 'text/plain' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `tribun-game-${new Date().toISOString().slice(0, 10)}.txt`;  // a text record, not JSON
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  $('share-message').textContent = 'Game file downloaded.';
}

/**
 * Opens a game from pasted text: a game file or a link, with the seats it names (two players
 * when it names none). Asks first when it would replace a game in progress; returns the message
 * to show, or null when the player kept their game.
 */
async function importText(text) {
  const fromLink = gameFromLink(text);
  const record = fromLink ?? parseRecordText(t, text);
  let list;
  try {
    list = unpack(record.actionsB64);
  } catch {
    throw new Error('The list of moves in this game is damaged.');
  }
  const built = session.prepare(record.snapshot, list);  // checked before anything is replaced
  if (inProgress() && !(await confirmDialog('Open this game? The game in progress will be replaced (save it first with “Copy game file” if you want to keep it).', 'Open it'))) {
    built.dispose();
    return null;
  }
  const seats = record.mode ?? LOCAL(session.seats.level);
  flipped = seats.kind !== 'local' && seats.human === 1;
  view.setFlipped(flipped);
  installGame(built, seats, null);
  const boardMoves = list.filter(isBoardWord).length;
  const who = seats.kind === 'computer' ? ` You play ${SIDE[seats.human]} against the computer (level ${seats.level}).` : ' Two players on this device.';
  return `Opened a game of ${boardMoves} move${boardMoves === 1 ? '' : 's'}.${who}`;
}

async function importAndReport(text) {
  try {
    $('share-dialog').close();
    const done = await importText(text);
    if (done === null) return;
    message(done);
  } catch (err) {
    $('share-message').textContent = err.message;
    $('share-dialog').showModal();
  }
}

// ---- start -----------------------------------------------------------------------------------

/**
 * The game to open, in order: a shared link, the saved game, a new game. Each candidate is
 * rebuilt by the engine in a task of its own, then its first legal list is taken in another (the
 * engine's first call of its move generator is its slowest, start-up included), then it is
 * installed and drawn: no task of the page's start is long (Lighthouse's total blocking time).
 */
async function restore() {
  const candidates = [];
  const linked = (() => {
    try {
      return gameFromLink(location.href);
    } catch (err) {
      message(`The game in the link could not be opened: ${err.message}`);
      return null;
    }
  })();
  if (/#game=/.test(location.hash)) history.replaceState(null, '', location.pathname + location.search);
  const saved = loadSaved();
  if (linked) {
    const seats = linked.mode ?? LOCAL();
    candidates.push({
      from: 'link', snapshot: linked.snapshot, actionsB64: linked.actionsB64, mode: seats, clock: null,
      flipped: seats.kind !== 'local' && seats.human === 1,
    });
  }
  if (saved) {
    const m = readMode(saved.mode) ?? LOCAL(saved.mode?.level);
    candidates.push({ from: 'saved', snapshot: saved.snapshot, actionsB64: saved.actionsB64, mode: m, clock: saved.clock ?? null, flipped: Boolean(saved.flipped) });
  }
  // A link opened over a game in progress: the saved game comes back first and the page asks.
  if (linked && saved && savedInProgress(saved) && !continues(linked, saved)) candidates.reverse();
  for (const c of candidates) {
    let built, list;
    try {
      list = unpack(c.actionsB64);
      built = session.prepare(c.snapshot, list);
    } catch (err) {
      if (c.from === 'link') message(`The game in the link could not be opened: ${err.message}`);
      else clearSaved();  // an unreadable save (another version): start afresh
      continue;
    }
    await nextTask();
    await firstLegalList(built.game);
    flipped = c.flipped;
    view.setFlipped(flipped);
    installGame(built, c.mode, c.clock);
    if (c.from === 'link') message(`Opened the game from the link.${seatsText(c.mode)}`);
    else if (linked && candidates[1]?.from === 'link') askToOpenLink(candidates[1]);
    return;
  }
  const g = t.newGame();
  const snapshot = g.snapshot();
  g.dispose();
  await nextTask();
  const built = session.prepare(snapshot, []);
  await nextTask();
  await firstLegalList(built.game);
  const seats = defaultMode();
  flipped = seats.kind === 'computer' && seats.human === 1;
  view.setFlipped(flipped);
  installGame(built, seats, null);
}

/** True when the linked game is the saved one played further (a friend's answer): no need to ask. */
function continues(linked, saved) {
  try {
    const a = unpack(linked.actionsB64), b = unpack(saved.actionsB64);
    return JSON.stringify(linked.snapshot) === JSON.stringify(saved.snapshot) && a.length >= b.length && b.every((w, i) => w === a[i]);
  } catch {
    return false;
  }
}

// ---- a friend on another device: the game goes back and forth as links ----------------------

/** The link that hands the move to the friend: the game, and the friend plays the side to move. */
function friendLink() {
  return linkFor(location.href, session.start, session.log(), { kind: 'link', human: session.game.turn, level: session.seats.level });
}

/** The panel under the board that sends the move (built on first use: not in the first paint). */
function renderSendMove(live) {
  const show = live && friendToMove() && session.moves().some(isBoardWord);
  let panel = $('send-move');
  if (!show) {
    if (panel) panel.hidden = true;
    return;
  }
  if (!panel) {
    panel = document.createElement('section');
    panel.id = 'send-move';
    panel.className = 'panel offer';
    panel.setAttribute('aria-label', 'Send your move');
    const p = document.createElement('p');
    p.id = 'send-move-text';
    const input = document.createElement('input');
    input.id = 'send-link';
    input.type = 'text';
    input.readOnly = true;
    input.setAttribute('aria-label', 'Link to your move');
    input.style.width = '100%';
    const row = document.createElement('div');
    row.className = 'row';
    const send = document.createElement('button');
    send.id = 'send-share';
    send.type = 'button';
    send.className = 'primary';
    send.addEventListener('click', guarded(sendMove));
    row.append(send);
    panel.append(p, input, row);
    $('draw-offer').before(panel);
  }
  panel.hidden = false;
  $('send-move-text').textContent = `Your move is made. Send this link to your friend (${SIDE[session.game.turn]}): they open it, move, and send you a link back.`;
  $('send-link').value = friendLink();
  $('send-share').textContent = navigator.share ? 'Send the link…' : 'Copy the link';
}

async function sendMove() {
  const url = friendLink();
  if (navigator.share) {
    try {
      await navigator.share({ title: 'Tribun: your move', text: `Your move (${SIDE[session.game.turn]}) in our game of Tribun`, url });
      return;
    } catch (err) {
      if (err?.name === 'AbortError') return;  // the player closed the share sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    message('Link copied: send it to your friend.');
  } catch {
    $('send-link').select();
    message('Select the link above and copy it.');
  }
}

function savedInProgress(saved) {
  try {
    const list = unpack(saved.actionsB64);
    if (!list.some(isBoardWord)) return false;
    const g = t.replay(saved.snapshot, saved.actionsB64);
    const active = g.status === 'active';
    g.dispose();
    return active;
  } catch {
    return false;
  }
}

const seatsText = (m) => (m.kind === 'computer'
  ? ` You play ${SIDE[m.human]} against the computer (level ${m.level}).`
  : m.kind === 'link' ? ` You play ${SIDE[m.human]}; your friend plays ${SIDE[1 - m.human]} on their device.` : ' Two players on this device.');

/** A game link pasted into the address bar of this page (only its #game= part changes). */
async function openLinkInAddress() {
  let linked;
  try {
    linked = gameFromLink(location.href);
  } catch (err) {
    message(`The game in the link could not be opened: ${err.message}`);
  }
  if (/#game=/.test(location.hash)) history.replaceState(null, '', location.pathname + location.search);
  if (!linked) return;
  const seats = linked.mode ?? LOCAL();
  const c = { snapshot: linked.snapshot, actionsB64: linked.actionsB64, mode: seats, flipped: seats.kind !== 'local' && seats.human === 1 };
  const current = { snapshot: session.start, actionsB64: session.log() };
  await askToOpenLink(c, inProgress() && !continues(linked, current));
}

/** The page opened a link while a game was in progress: the saved game is shown; open the link? */
async function askToOpenLink(c, ask = true) {
  if (ask && !(await confirmDialog('Open the game from the link? The game in progress will be replaced (save it first with “Copy game file” if you want to keep it).', 'Open the linked game'))) {
    message('Kept the game in progress; the link was not opened.');
    return;
  }
  let built, list;
  try {
    list = unpack(c.actionsB64);
    built = session.prepare(c.snapshot, list);
  } catch (err) {
    message(`The game in the link could not be opened: ${err.message}`);
    return;
  }
  flipped = c.flipped;
  view.setFlipped(flipped);
  installGame(built, c.mode, null);
  message(`Opened the game from the link.${seatsText(c.mode)}`);
}

/**
 * Takes a game's first legal list in two tasks: the engine's first listing of legal actions
 * carries a one-time start-up cost (about 14 ms of CPU on a desktop core, whatever the
 * position), then the grouping for clicks; the page's later calls are then cheap (1-3 ms).
 */
async function firstLegalList(g) {
  if (g.status !== 'active') return;
  g.legalActions();
  await nextTask();
  g.options();
  await nextTask();
}

function wire() {
  buildLegend();
  // "With a friend on another device" in New game (by script: the first paint has a size budget).
  const friend = document.createElement('label');
  friend.innerHTML = '<input type="radio" name="mode" value="link"> With a friend on another device (links)';
  $('mode-computer-label').parentElement.append(friend);
  view.svg.addEventListener('click', guarded((e) => onBoardClick(e, false)));
  view.svg.addEventListener('contextmenu', guarded((e) => { e.preventDefault(); onBoardClick(e, true); }));
  attachBoardKeys(view, {
    activate: guarded((cid, backward) => {
      clickTile(cid, backward);
      const word = machine?.word() ?? null;
      announce(word === null ? `${view.tileLabel(cid)}. ${$('selection').textContent}` : $('selection').textContent);
    }),
    canSubmit: (cid) => machine?.word() != null && view.tiles.get(cid)?.state === 'selected',
    submit: () => { try { return submit(); } catch (err) { message(err.message); return false; } },
    cancel: guarded(() => { cancel(); announce('Cancelled.'); }),
    initialFocus: () => machine?.options.selectable[0] ?? 60,
  });
  $('submit').addEventListener('click', guarded(submit));
  $('cancel').addEventListener('click', guarded(cancel));
  $('offer-draw').addEventListener('click', guarded(offerDraw));
  $('accept-draw').addEventListener('click', guarded(acceptDraw));
  $('retract-draw').addEventListener('click', guarded(retractDraw));
  $('resign').addEventListener('click', guarded(resign));
  $('undo').addEventListener('click', guarded(undo));
  $('flip').addEventListener('click', guarded(flip));
  $('new-game').addEventListener('click', guarded(openNewGame));
  $('help').addEventListener('click', () => $('help-dialog').showModal());
  $('share').addEventListener('click', guarded(openShare));
  $('review-exit').addEventListener('click', guarded(() => goTo(session.length)));
  $('step-first').addEventListener('click', guarded(() => goTo(0)));
  $('step-back').addEventListener('click', guarded(() => goTo(session.shownPly - 1)));
  $('step-forward').addEventListener('click', guarded(() => goTo(session.shownPly + 1)));
  $('step-last').addEventListener('click', guarded(() => goTo(session.length)));
  $('log').addEventListener('click', guarded((e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goTo(Number(b.dataset.ply));
  }));
  $('log').addEventListener('keydown', guarded(onLogKey));
  const form = $('new-game-form');
  form.addEventListener('change', syncNewGameForm);
  $('new-game-dialog').addEventListener('close', guarded(() => {
    if ($('new-game-dialog').returnValue === 'start') return startNewGame();
    return undefined;
  }));
  $('copy-link').addEventListener('click', guarded(() => copy(linkFor(location.href, session.start, session.log(), session.seats), 'Link')));
  $('players-toggle').addEventListener('click', guarded(togglePlayers));
  window.addEventListener('hashchange', guarded(openLinkInAddress));
  $('copy-file').addEventListener('click', guarded(() => copy(currentRecord(), 'Game file')));
  $('download-file').addEventListener('click', guarded(download));
  $('import-paste').addEventListener('click', guarded(() => importAndReport($('import-text').value)));
  $('import-file').addEventListener('change', guarded(async (e) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > 4 * 1024 * 1024) {
      $('share-message').textContent = 'This file is too big to be a Tribun game.';
      return;
    }
    importAndReport(await file.text());
    e.target.value = '';
  }));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
    if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement) return;
    cancel();
  });
  // A click outside the board and the controls cancels the selection.
  document.addEventListener('click', (e) => {
    if (!machine || e.target.closest('svg, button, textarea, input, select, label, dialog, a')) return;
    cancel();
  });
}

// The start, in tasks that each stay short (see docs/PERFORMANCE.md, "The play page"): the page
// shell has painted already (start.js imports this module after the first frame); the board is
// built, then drawn without the engine, then the engine is imported and instantiated, then the
// game is rebuilt, its first legal list taken and drawn (restore()). The engine worker (computer
// opponent) is only created when a computer game asks for a move.
async function main() {
  view = await drawBoard();
  announce = createAnnouncer(document.body);
  await afterPaint();
  try {
    preloadModules(TRIBUN_START_FILES);
    const { loadTribunApi } = await import('../../package/src/tribun-start.js');
    await nextTask();
    t = await loadTribunApi();
    session = createSession();
    performance.mark('demo:engine-loaded');
  } catch (err) {
    $('status').textContent = `Could not load the engine: ${err.message}`;
    return;
  }
  await nextTask();
  wire();
  await nextTask();
  await restore();
  window.demoReadyMs = performance.now();
  document.body.dataset.ready = '1';
}

main().catch((err) => {
  $('status').textContent = `The page failed to start: ${err.message}`;
});
