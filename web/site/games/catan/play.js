// The Catan page (web/site/games/catan/index.html): a whole game for 2-4 seats, each a person at this
// device or the computer. The game is the site's one game session (web/site/session/game-session.js
// with web/site/session/catan-adapter.js): it plays the computer's moves one by one at the page's
// pace, keeps the game after every action and describes each action in words. This module draws
// the kept game before the engine has loaded, then wires the rest: a person's actions by the board
// (targets.js), the buttons and the dialogs (dialogs.js), the pass-the-device screen between two
// people, and the dialogs a person must answer (a discard, a trade). The hand shown is always that
// of the person to move.
import { guarded, runPage } from '../shared.js';
import { catanAdapter } from '../../session/catan-adapter.js';
import { GameSession } from '../../session/game-session.js';
import { BoardView, PLAYER_COLOURS, outline } from './board-view.js';
import * as dialogs from './dialogs.js';
import { paceFromUrl, pauseFor } from './pacing.js';
import * as saved from './saved.js';
import { drawScoreboard } from './scoreboard.js';
import { Targets, targetsOf } from './targets.js';
import { DEV_CARDS, RESOURCES, actionWords, boardWords, placeWords, seatName } from './words.js';

const $ = (id) => document.getElementById(id);
// Changes only what differs: an unchanged text or flag costs the next frame no style or layout.
const setText = (el, text) => {
  if (el.textContent !== text) el.textContent = text;
};
const setFlag = (el, name, value) => {
  if (el[name] !== value) el[name] = value;
};
const setData = (el, name, value) => {
  if (el.dataset[name] !== value) el.dataset[name] = value;
};
const svg = $('board');
const view = new BoardView(svg);
const status = $('status');
const pace = paceFromUrl();
const COSTS = { ROAD: '1 wood and 1 brick', SETTLEMENT: '1 wood, 1 brick, 1 sheep and 1 wheat', CITY: '2 wheat and 3 ore', BUY_DEV: '1 sheep, 1 wheat and 1 ore' };
const LOG_LINES = 60;
const WHAT = { ROAD: 'a road', SETTLEMENT: 'a settlement', CITY: 'a city' };

// The kept game's board first, before the engine (a first visit: the outline of the island).
const kept = saved.loadSaved();
if (kept?.state?.board && Array.isArray(kept.state.players)) {
  try {
    view.setBoard(kept.state.board);
    view.setPieces(kept.state.players, kept.state.board.robber);
  } catch {
    outline(view);
  }
} else {
  outline(view);
}

let adapter = null;
let session = null;
let note = '';        // how this game began (the log's first line)
let shown = null;     // the person whose cards are on screen (null: nobody's)
let asking = false;   // a dialog is open: the board and buttons wait for it
let places = null;    // words for the places of this game's board
let catanApi = null;

// The session's live game, its state and seats, read again after every change (sync()).
let game = null;
let state = null;
let seats = [];
function sync() {
  game = session.game;
  state = adapter.stateOf(game);
  seats = session.seats;
}

const people = () => seats.map((s, i) => (s.kind === 'person' ? i : -1)).filter((i) => i >= 0);
// The seat whose own hidden cards the log may name: the one person at the device among computers
// (with two people or more the log is read by all of them).
const soleSeat = () => (people().length === 1 ? people()[0] : null);
const nameOf = (seat) => seatName(state.players[seat].colour);

/** Makes a game (a snapshot and its moves) the page's, with its seats; throws a message for players. */
function start(newSeats, snapshot, moves, newNote = '') {
  const prepared = session.prepare(snapshot, moves);
  note = newNote;
  shown = null;
  $('log').replaceChildren();
  delete $('log').dataset.lines;
  $('game-over').hidden = true;
  delete status.dataset.error;
  session.install(prepared, newSeats);
  places = placeWords(state.board);
  shown = people().length === 1 ? people()[0] : null;
  render();
  attendSoon();
}

/** A new game for `newSeats` from `seed` (the board drawn from it too, as catan.newGame does). */
function startNew(newSeats, seed, newNote) {
  const fresh = catanApi.newGame({ players: newSeats.length, seed });
  const snapshot = adapter.snapshotOf(fresh);
  fresh.dispose();
  start(newSeats, snapshot, [], newNote);
}

// Kept in a task of its own after the action (coalesced when moves come faster than tasks),
// and at once when the page is hidden or left.
let pending = null;
let keeping = null;
function keep(s) {
  pending = s;
  keeping ??= setTimeout(keepNow, 0);
}
function keepNow() {
  clearTimeout(keeping);
  keeping = null;
  if (!pending) return;
  const { snapshot, log, mode, state: position, note: line } = pending;
  pending = null;
  saved.save({ seats: mode, record: { ...snapshot, ...log }, state: position, note: line });
}
addEventListener('pagehide', () => keeping !== null && keepNow());
document.addEventListener('visibilitychange', () => keeping !== null && keepNow());

/** Plays a person's action; a refused one is said and changes nothing. */
function act(action) {
  try {
    session.play(action);
  } catch (error) {
    status.textContent = `That is not possible now: ${error.message}`;
  }
}

function lastPlaces(done) {
  const [verb, name] = done.split(' ');
  view.markLast(['SETTLEMENT', 'CITY', 'ROAD', 'ROBBER'].includes(verb) ? [name] : []);
}

// Each domestic counter-offer to the open trade, by seat: the COUNTER actions since its OFFER
// (in this turn).
function counters() {
  const out = new Map();
  const entries = session.entries(session.moves().lastIndexOf('END_TURN') + 1);
  for (let i = entries.length - 1; i >= 0; --i) {
    const { done, side } = entries[i];
    if (done.startsWith('OFFER ') || done === 'END_TURN') break;
    if (done.startsWith('COUNTER ')) out.set(side, done.slice(8));
  }
  return out;
}

// ---- drawing --------------------------------------------------------------------------------

const targets = new Targets(svg, view.layers.targets, guarded((t) => pick(t)));

// One drawing per frame however many moves came in it (the computer at ?pace=0).
let drawing = 0;
function render() {
  document.body.dataset.waiting = 'drawing';
  drawing ||= requestAnimationFrame(() => {
    drawing = 0;
    draw();
  });
}

function draw() {
  view.setBoard(state.board);
  view.setPieces(state.players, state.board.robber);
  const seat = game.current;
  const mine = !game.isOver && !asking && seats[seat].kind === 'person' && shown === seat;
  const legal = mine ? game.legalActions() : [];
  targets.show(mine && !['DISCARD', 'TRADE'].includes(game.prompt) ? targetsOf(legal, places) : []);
  renderButtons(mine ? legal : [], mine);
  renderHand();
  const viewer = shown ?? 0;
  const v = game.view(viewer);
  drawScoreboard($('scores'), v, seats, { over: game.isOver, actual: game.isOver ? state.players.map((p) => p.vp_actual) : null, own: shown });
  drawBoardWords();
  const dice = state.turn.dice;
  setText($('dice'), dice === null ? '–' : String(dice));
  setData($('dice'), 'total', dice === null ? '' : String(dice));
  const list = $('log');
  // Newest first (a reversed list): the latest action is in view without scrolling (and read
  // out: the list sits in a role="log" region). The page holds the last LOG_LINES items (a longer
  // list costs every frame's paint); the numbers still count from the game's first item.
  const total = logLength();
  let shownLines = Number(list.dataset.lines ?? 0);
  if (shownLines > total) {
    // Actions taken back: the list is made again from the game.
    list.replaceChildren();
    shownLines = 0;
  }
  if (shownLines !== total) {
    const fresh = lastLogItems(Math.min(total - shownLines, LOG_LINES));
    list.prepend(...fresh.reverse().map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }));
    while (list.children.length > LOG_LINES) list.lastElementChild.remove();
    list.dataset.lines = String(total);
    list.start = total;
  }
  setText(status, status.dataset.error ? `Something went wrong: ${status.dataset.error}` : statusWords(mine, legal));
  setData(document.body, 'prompt', game.prompt);
  setData(document.body, 'current', String(seat));
  // What the page waits for, as drawn: a person's action, the computer (or a dialog), nothing.
  setData(document.body, 'waiting', game.isOver ? 'over' : mine ? 'person' : 'other');
}

// The log: how the game began, then one item an action, in words. Only the last items are
// asked of the session: a game brought back is described again only as far as it is shown.
const logLength = () => (note ? 1 : 0) + session.length;
function lastLogItems(count) {
  const n = session.length;
  const items = session.entries(n - Math.min(count, n)).map((entry) => entry.lines.join(' '));
  if (note && count > n) items.unshift(note);
  return items;
}

function drawBoardWords() {
  const list = $('board-words');
  const key = JSON.stringify([state.players.map((p) => [p.settlements, p.cities, p.roads]), state.board.robber]);
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.replaceChildren(...boardWords(state).map((line) => {
    const li = document.createElement('li');
    li.textContent = line;
    return li;
  }));
}

function statusWords(mine, legal) {
  if (game.isOver) return `${nameOf(game.winner)} wins with ${state.players[game.winner].vp_actual} points.`;
  const who = nameOf(game.current);
  if (seats[game.current].kind === 'computer') return `${who} (the computer) is playing…`;
  if (!mine) return `${who} to play.`;
  switch (game.prompt) {
    case 'INITIAL_SETTLEMENT': return `${who}: place a settlement on a highlighted corner.`;
    case 'INITIAL_ROAD': return `${who}: place a road next to it (a highlighted side).`;
    case 'ROLL': return legal.includes('KNIGHT') ? `${who}: roll the dice (or play a knight first).` : `${who}: roll the dice.`;
    case 'MAIN': return `${who}: build, buy, trade or play a card; then end your turn.`;
    case 'MOVE_ROBBER': return `${who}: move the robber to a highlighted tile.`;
    case 'ROAD_BUILDING': return `${who}: place a free road on a highlighted side.`;
    case 'DISCARD': return `${who}: give back half of your cards.`;
    case 'TRADE': return `${who}: answer the trade.`;
    default: return `${who} to play.`;
  }
}

const DEV_PLAYS = ['KNIGHT', 'ROAD_BUILDING', 'MONOPOLY', 'YEAR_OF_PLENTY'];

function renderButtons(legal, mine) {
  const has = (verb) => legal.some((a) => a.split(' ')[0] === verb);
  const main = game.prompt === 'MAIN' && legal.length > 0;
  const set = (id, show, enabled = show) => {
    setFlag($(id), 'hidden', !show);
    setFlag($(id), 'disabled', !enabled);
  };
  set('roll', has('ROLL'));
  set('end-turn', has('END_TURN'));
  set('buy-dev', main, has('BUY_DEV'));
  set('bank-trade', main, has('MARITIME'));
  set('offer', main, game.turnPlayer === game.current && Object.values(state.players[game.current].hand).some((n) => n > 0));
  set('play-dev', (main || game.prompt === 'ROLL') && legal.length > 0, DEV_PLAYS.some(has));
  set('undo', mine, session.canUndo);
}

function renderHand() {
  const box = $('hand-box');
  const key = shown === null ? `nobody ${people().length}` : JSON.stringify([shown, state.players[shown].hand, state.players[shown].dev, state.players[shown].dev_new]);
  if (box.dataset.key === key && box.dataset.drawn) return;
  box.dataset.key = key;
  box.dataset.drawn = '1';
  box.dataset.seat = shown === null ? '' : String(shown);
  if (shown === null) {
    $('hand-owner').textContent = people().length ? 'Cards: hidden while the device changes hands' : 'Cards: the computer players keep theirs hidden';
    $('hand-owner').style.removeProperty('--seat');
    $('hand').replaceChildren();
    $('devcards').replaceChildren();
    return;
  }
  const p = state.players[shown];
  $('hand-owner').textContent = `${seatName(p.colour)}'s cards (hidden from the other players)`;
  $('hand-owner').style.setProperty('--seat', PLAYER_COLOURS[p.colour]);
  $('hand').replaceChildren(...RESOURCES.map((r) => {
    const li = document.createElement('li');
    li.dataset.resource = r;
    li.dataset.count = String(p.hand[r]);
    li.textContent = `${p.hand[r]} ${r}`;
    return li;
  }));
  const cards = Object.keys(DEV_CARDS).flatMap((k) => {
    const total = p.dev[k];
    if (!total) return [];
    const li = document.createElement('li');
    li.dataset.card = k;
    const fresh = p.dev_new[k];
    const b = document.createElement('b');
    b.textContent = `${total} × ${DEV_CARDS[k].name}`;
    li.append(b, `: ${DEV_CARDS[k].does}${fresh ? ` (${fresh} bought this turn: playable from your next turn)` : ''}`);
    return [li];
  });
  if (!cards.length) {
    const li = document.createElement('li');
    li.textContent = 'No development cards.';
    cards.push(li);
  }
  $('devcards').replaceChildren(...cards);
}

// ---- a person's actions ----------------------------------------------------------------------

async function pick(t) {
  // A place drawn for a position that has just changed (the drawing follows in the next frame).
  if (asking || !game.legalActions().includes(t.actions[0])) return;
  const prompt = game.prompt;
  if (t.verb === 'ROBBER') {
    if (t.actions.length === 1) return act(t.actions[0]);
    const options = t.actions.map((a) => {
      const seat = Number(a.split(' ')[3]);
      return { label: `Steal from ${nameOf(seat)}`, note: `(${game.view(seat).players[seat].hand_size} cards)`, value: a };
    });
    const chosen = await modal(() => dialogs.choose('Whom do you rob?', `The robber goes to ${places.hex(t.name)}. Take a random card from one of these players:`, options));
    if (chosen) act(chosen);
    return;
  }
  if (prompt === 'MAIN') {
    const yes = await modal(() => dialogs.confirm(`Build ${WHAT[t.verb]}?`, `Build ${WHAT[t.verb]} ${t.verb === 'ROAD' ? places.edge(t.name) : places.vertex(t.name)} for ${COSTS[t.verb]}.`, 'Build'));
    if (yes) act(t.actions[0]);
    return;
  }
  act(t.actions[0]);
}

/** Runs a dialog with the board's clicks off, then redraws (the computer plays on meanwhile). */
async function modal(open) {
  const was = asking;
  asking = true;
  render();
  try {
    return await open();
  } finally {
    asking = was;
    render();
    // (a person's turn may have come while the dialog was open)
    if (!asking) attendSoon();
  }
}

const legalOf = (verb) => game.legalActions().filter((a) => a.split(' ')[0] === verb);

function wireButtons() {
  $('roll').addEventListener('click', guarded(() => act('ROLL')));
  $('end-turn').addEventListener('click', guarded(() => act('END_TURN')));
  $('undo').addEventListener('click', guarded(() => {
    if (!asking) session.undo();
  }));
  $('buy-dev').addEventListener('click', guarded(async () => {
    if (await modal(() => dialogs.confirm('Buy a development card?', `It costs ${COSTS.BUY_DEV}. You draw the top card of the deck.`, 'Buy'))) act('BUY_DEV');
  }));
  $('bank-trade').addEventListener('click', guarded(async () => {
    const options = legalOf('MARITIME').map((a) => {
      const [, n, give, get] = a.split(' ');
      return { label: `Give ${n} ${give}, get 1 ${get}`, value: a };
    });
    const chosen = await modal(() => dialogs.choose('Trade with the bank', 'The rate is 4 to 1, or better at a harbour you own.', options));
    if (chosen) act(chosen);
  }));
  $('offer').addEventListener('click', guarded(async () => {
    const text = await modal(() => dialogs.offer(state.players[game.current].hand));
    if (text) act(text);
  }));
  $('play-dev').addEventListener('click', guarded(async () => {
    const legal = game.legalActions();
    const kinds = [['KNIGHT', 'knight'], ['ROAD_BUILDING', 'road_building'], ['MONOPOLY', 'monopoly'], ['YEAR_OF_PLENTY', 'year_of_plenty']]
      .filter(([verb]) => legal.some((a) => a.split(' ')[0] === verb))
      .map(([verb, card]) => ({ label: DEV_CARDS[card].name, note: DEV_CARDS[card].does, value: verb }));
    const verb = await modal(() => dialogs.choose('Play a development card', 'One card a turn.', kinds));
    if (!verb) return;
    const actions = legalOf(verb);
    if (actions.length === 1) return act(actions[0]);
    const label = (a) => (verb === 'MONOPOLY' ? `All the ${a.split(' ')[1]}` : a.split(' ').slice(1).map((r) => `1 ${r}`).join(' and '));
    const chosen = await modal(() => dialogs.choose(DEV_CARDS[verb.toLowerCase()].name, verb === 'MONOPOLY' ? 'Name a resource.' : 'Take two resources from the bank.',
      actions.map((a) => ({ label: label(a), value: a }))));
    if (chosen) act(chosen);
  }));
  $('new-game').addEventListener('click', guarded(async () => {
    const choice = await modal(() => dialogs.newGame(seats));
    if (!choice) return;
    startNew(choice.seats, choice.seed);
    scrollTo(0, 0);
  }));
  $('save-game').addEventListener('click', guarded(() => {
    saved.download(`catan-${new Date().toISOString().slice(0, 10)}.json`, saved.fileText(seats, game.record()));
  }));
  $('open-game').addEventListener('click', () => $('open-file').click());
  $('open-file').addEventListener('change', guarded(async () => {
    const file = $('open-file').files[0];
    $('open-file').value = '';
    if (!file) return;
    try {
      const { seats: s, record } = saved.readFile(await file.text());
      const moves = adapter.unpackLog(record);
      start(s, adapter.snapshotOfRecord(record), moves, `A game opened from ${file.name} (${moves.length} actions played).`);
      scrollTo(0, 0);
    } catch (error) {
      status.textContent = `Could not open ${file.name}: ${error.message}`;
    }
  }));
}

// ---- what a person must answer -----------------------------------------------------------------

// The session plays the computer's moves; between a person's moves the page may have to hand the
// device over (two people or more) or ask a question that is not on the board (a discard, a trade
// to answer or to conclude). One such exchange at a time, for the game it began in.
let attending = null;
const attendSoon = () => queueMicrotask(guarded(attend));

async function attend() {
  const mine = session.game;
  if (attending === mine) return;
  attending = mine;
  try {
    while (session.game === mine && session.personToMove && !asking) {
      const seat = session.toMove;
      if (shown !== seat) {
        // Nobody's cards while the device changes hands.
        if (people().length > 1) {
          shown = null;
          render();
          const why = game.prompt === 'TRADE' && seat !== game.turnPlayer ? `${nameOf(game.turnPlayer)} offers a trade.`
            : game.prompt === 'DISCARD' ? 'A 7 was rolled.' : `It is ${nameOf(seat)}'s turn.`;
          await modal(() => dialogs.passDevice(nameOf(seat), why));
          if (session.game !== mine) return;
        }
        shown = seat;
        render();
        continue;
      }
      const answer = await mustAnswer(seat);
      if (session.game !== mine || answer === null) break;
      for (const a of answer) session.play(a);
    }
  } catch (error) {
    // Shown, never thrown: the game stays as it was before the action that failed.
    if (session.game === mine) status.dataset.error = String(error?.message ?? error);
  } finally {
    if (attending === mine) attending = null;
    render();
  }
}

/** The actions of a dialog the seat must answer now, or null when it acts on the page. */
async function mustAnswer(seat) {
  if (game.prompt === 'DISCARD') {
    render();
    const count = state.turn.discard[seat];
    const cards = await modal(() => dialogs.discard(state.players[seat].hand, count, nameOf(seat)));
    return cards.map((r) => `DISCARD ${r}`);
  }
  if (game.prompt !== 'TRADE') return null;
  const offerText = game.view(seat).offer ?? '';
  const offered = counters();
  const legal = game.legalActions();
  const words = (a) => {
    if (a === 'ACCEPT') return 'Accept';
    if (a === 'REJECT') return 'Decline';
    if (a === 'CANCEL_TRADE') return 'Withdraw the offer';
    if (a.startsWith('TRADE ')) {
      const other = Number(a.split(' ')[1]);
      const counter = offered.get(other);
      return counter ? `Trade with ${nameOf(other)} on their terms: they give ${counter.replace(' FOR ', ', for ')}` : `Trade with ${nameOf(other)}`;
    }
    return a;
  };
  render();
  const answering = seat !== game.turnPlayer;
  const recent = lastLogItems(game.players + 1).join(' ');
  const terms = offerText.replace(/^OFFER /, 'gives ').replace(' FOR ', ', asks for ');
  const text = answering ? `${nameOf(game.turnPlayer)}: ${terms}.` : `Answers so far: ${recent}`;
  const options = legal.filter((a) => !a.startsWith('COUNTER')).map((a) => ({ label: words(a), value: a }));
  // An answering seat may name its own terms (the engine takes a COUNTER it does not list).
  if (answering) options.push({ label: 'Propose other terms…', value: 'COUNTER' });
  for (;;) {
    const chosen = await modal(() => dialogs.choose(answering ? `${nameOf(seat)}: a trade offer` : 'Your trade offer', text, options, { cancellable: false }));
    if (chosen !== 'COUNTER') return [chosen];
    const counter = await modal(() => dialogs.offer(state.players[seat].hand, {
      verb: 'COUNTER', title: `${nameOf(seat)}: your terms`, intro: `${nameOf(game.turnPlayer)} ${terms}.`, start: reversedLots(offerText),
    }));
    if (counter) return [counter];
  }
}

// The offer "OFFER <give> FOR <get>" seen from the other side (what to give back for what), by
// resource: where an answering seat's own terms begin.
function reversedLots(offerText) {
  const [give = '', get = ''] = offerText.replace(/^OFFER /, '').split(' FOR ');
  const counts = (lot) => {
    const out = {};
    const words = lot.split(' ').filter(Boolean);
    for (let i = 0; i + 1 < words.length; i += 2) out[words[i + 1]] = Number(words[i]);
    return out;
  };
  return { give: counts(get), get: counts(give) };
}

function showEnd() {
  const box = $('game-over');
  box.hidden = false;
  const w = game.winner;
  $('winner').textContent = `${nameOf(w)} wins with ${state.players[w].vp_actual} points`;
  $('final').textContent = state.players.map((p) => `${seatName(p.colour)} ${p.vp_actual}`).join(', ');
}

// After every change of the game: its state read again, the last places marked, the game kept,
// then what a person must answer.
function changed(event) {
  if (event.type === 'error') {
    status.dataset.error = event.message;
    render();
    return;
  }
  if (event.type !== 'change') return;
  sync();
  const last = event.played.at(-1);
  if (last) lastPlaces(last.done);
  else view.markLast([]);  // an action taken back
  render();
  if (!session.active) showEnd();
  attendSoon();
}

runPage(async () => {
  wireButtons();
  const { loadBoardrules } = await import('../../../package/index.js');
  ({ catan: catanApi } = await loadBoardrules());
  adapter = catanAdapter(catanApi, { describe: (done, before, after) => actionWords(done, before, after, { toldTo: soleSeat() }), pause: (prompt) => pauseFor(prompt, pace) });
  session = new GameSession({ adapter, save: keep, extras: () => ({ state: adapter.stateOf(session.game), note }) });
  session.subscribe(changed);
  if (kept) {
    try {
      start(kept.seats, adapter.snapshotOfRecord(kept.record), adapter.unpackLog(kept.record), kept.note);
      return;
    } catch {
      // a kept game that cannot be restored: a new one starts, and says so
    }
  }
  startNew([{ kind: 'person' }, { kind: 'computer', level: 2 }, { kind: 'computer', level: 2 }, { kind: 'computer', level: 2 }],
    Math.floor(Math.random() * 2 ** 32),
    kept ? 'The kept game could not be restored: a new game starts.' : 'A new game: you play Red against three computer players (level 2). "New game" chooses the players.');
});
