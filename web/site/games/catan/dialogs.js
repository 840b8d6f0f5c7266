// The page's dialogs, each a modal <dialog> built when needed and removed when answered:
// a confirmation, a choice among options, the discard (several cards at once), a trade offer,
// passing the device, a new game. Each returns a promise of the answer (null when cancelled).
import { RESOURCES } from './words.js';

const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
};

let serial = 0;

/**
 * Opens a modal dialog titled `title` with `body` nodes and `buttons` ([{label, value, primary,
 * read}]): a button's `read()`, when given, decides its value (undefined keeps the dialog open).
 * Resolves with the value of the button pressed, or null on Escape when `cancellable`.
 * `body` may be a function of `finish` for bodies with answers of their own.
 */
function open({ title, body = [], buttons, cancellable = true, name = 'dialog' }) {
  return new Promise((resolve) => {
    const id = `dialog-title-${++serial}`;
    const dialog = el('dialog', { 'aria-labelledby': id, class: `catan-dialog ${name}`, 'data-dialog': name });
    const h2 = el('h2', { id, tabindex: '-1', text: title });
    const actions = el('div', { class: 'actions' });
    const finish = (value) => {
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    for (const b of buttons) {
      const button = el('button', { type: 'button', text: b.label, class: b.primary ? 'primary' : '' });
      button.addEventListener('click', () => {
        const v = b.read ? b.read() : b.value ?? null;
        if (v !== undefined) finish(v);
      });
      b.disabledWhen?.(button);
      actions.append(button);
    }
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      if (cancellable) finish(null);
    });
    dialog.append(h2, ...(typeof body === 'function' ? body(finish) : body));
    if (buttons.length) dialog.append(actions);
    document.body.append(dialog);
    dialog.showModal();
    (dialog.querySelector('[data-autofocus]') ?? dialog.querySelector('button.primary') ?? dialog.querySelector('button'))?.focus();
  });
}

/** Yes or no: resolves true or false. */
export async function confirm(title, text, okLabel) {
  const answer = await open({ title, body: [el('p', { text })], buttons: [{ label: okLabel, value: true, primary: true }, { label: 'Cancel', value: false }], name: 'confirm' });
  return answer === true;
}

/** One of `options` ([{label, value, note?}]) as buttons; null when cancelled. */
export function choose(title, text, options, { cancellable = true } = {}) {
  return open({
    title,
    body: (finish) => {
      const list = el('div', { class: 'choices' });
      for (const o of options) {
        const b = el('button', { type: 'button', class: 'choice', 'data-value': o.value, text: o.label });
        if (o.note) b.append(el('small', { text: ` ${o.note}` }));
        b.addEventListener('click', () => finish(o.value));
        list.append(b);
      }
      return text ? [el('p', { text }), list] : [list];
    },
    buttons: cancellable ? [{ label: 'Cancel' }] : [],
    cancellable,
    name: 'choose',
  });
}

// A row per resource with − and + buttons and the count, starting from `start` (kept within
// `limits`); returns {set, counts}.
function counters(legend, limits, onChange, start = {}) {
  const counts = Object.fromEntries(RESOURCES.map((r) => [r, Math.min(start[r] ?? 0, limits[r])]));
  const set = el('fieldset', { class: 'counters' }, el('legend', { text: legend }));
  for (const r of RESOURCES) {
    const out = el('output', { 'aria-live': 'off', text: '0' });
    const minus = el('button', { type: 'button', 'aria-label': `one ${r} less`, text: '−' });
    const plus = el('button', { type: 'button', 'aria-label': `one ${r} more`, text: '+', 'data-more': r });
    const refresh = () => {
      out.textContent = String(counts[r]);
      minus.disabled = counts[r] === 0;
      plus.disabled = counts[r] >= limits[r];
    };
    minus.addEventListener('click', () => { counts[r] -= 1; refresh(); onChange(); });
    plus.addEventListener('click', () => { counts[r] += 1; refresh(); onChange(); });
    refresh();
    const row = el('div', { class: 'counter', 'data-resource': r }, el('span', { class: 'res', text: `${r}${Number.isFinite(limits[r]) && limits[r] < 99 ? ` (of ${limits[r]})` : ''}` }), minus, out, plus);
    row.refresh = refresh;
    set.append(row);
  }
  return { set, counts };
}

/** The cards to give back after a 7: exactly `count` of `hand`; resolves with a list of resources. */
export function discard(hand, count, who) {
  const status = el('p', { class: 'note', 'aria-live': 'polite' });
  let submit = null;
  const { set, counts } = counters('Cards to give back', hand, () => update());
  const total = () => RESOURCES.reduce((s, r) => s + counts[r], 0);
  const update = () => {
    const n = total();
    status.textContent = n === count ? `Ready: ${n} of ${count}.` : `${n} of ${count} chosen.`;
    if (submit) submit.disabled = n !== count;
  };
  update();
  return open({
    title: `${who}: give back ${count} cards`,
    body: [el('p', { text: `A 7 was rolled and you hold more than 7 cards: choose ${count} to give back.` }), set, status],
    buttons: [{
      label: 'Give back', primary: true,
      read: () => (total() === count ? RESOURCES.flatMap((r) => Array(counts[r]).fill(r)) : undefined),
      disabledWhen: (b) => { submit = b; b.disabled = total() !== count; },
    }],
    cancellable: false,
    name: 'discard',
  });
}

/**
 * A trade proposal from a hand: resolves with "<verb> <lot> FOR <lot>" or null. The turn player's
 * offer to the others (verb OFFER, the default), or an answering seat's own terms (verb COUNTER,
 * `start` the lots to begin from: `{ give, get }`, counts by resource).
 */
export function offer(hand, { verb = 'OFFER', title = 'Offer a trade to the other players', intro, start = {} } = {}) {
  const none = Object.fromEntries(RESOURCES.map((r) => [r, 99]));
  let submit = null;
  const give = counters('You give', hand, () => update(), start.give);
  const get = counters('You ask for', none, () => update(), start.get);
  const lot = (counts) => RESOURCES.filter((r) => counts[r] > 0).map((r) => `${counts[r]} ${r}`).join(' ');
  const valid = () => lot(give.counts) !== '' && lot(get.counts) !== '' && RESOURCES.every((r) => !(give.counts[r] && get.counts[r]));
  const update = () => { if (submit) submit.disabled = !valid(); };
  const rule = 'Both sides give at least one card; a resource cannot be on both sides.';
  return open({
    title,
    body: [el('p', { text: `${intro ? `${intro} ` : ''}${rule}${verb === 'OFFER' ? ' Each other player answers in turn.' : ''}` }), give.set, get.set],
    buttons: [
      { label: verb === 'OFFER' ? 'Offer' : 'Propose', primary: true, read: () => (valid() ? `${verb} ${lot(give.counts)} FOR ${lot(get.counts)}` : undefined),
        disabledWhen: (b) => { submit = b; b.disabled = !valid(); } },
      { label: 'Cancel' },
    ],
    name: 'offer',
  });
}

/** The screen between two people sharing the device: resolves when `who` is ready. */
export function passDevice(who, why) {
  return open({
    title: `Pass the device to ${who}`,
    body: [el('p', { text: `${why} The other players look away: ${who}'s cards are shown next.` })],
    buttons: [{ label: `I am ${who}: show my cards`, value: true, primary: true }],
    cancellable: false,
    name: 'pass',
  });
}

/** A new game: resolves with {seats, seed} or null. `last` holds the seats of the last game. */
export function newGame(last) {
  const rows = [];
  const count = el('select', { id: 'ng-players' });
  for (const n of [2, 3, 4]) count.append(el('option', { value: String(n), text: `${n} players` }));
  count.value = String(last.length);
  const colours = ['Red', 'Blue', 'White', 'Orange'];
  const seatsBox = el('div', { class: 'seats' });
  for (let i = 0; i < 4; ++i) {
    const select = el('select', { id: `ng-seat-${i}` });
    select.append(el('option', { value: 'person', text: 'a person at this device' }));
    for (let level = 1; level <= 6; ++level) select.append(el('option', { value: String(level), text: `the computer, level ${level}` }));
    const s = last[i] ?? { kind: 'computer', level: 2 };
    select.value = s.kind === 'person' ? 'person' : String(s.level);
    const row = el('p', { class: 'seat-row' }, el('label', { for: `ng-seat-${i}`, text: `${colours[i]}${i === 0 ? ' (plays first)' : ''}:` }), select);
    rows.push(row);
    seatsBox.append(row);
  }
  const seed = el('input', { id: 'ng-seed', type: 'number', min: '0', max: '4294967295', step: '1', placeholder: 'random' });
  const refresh = () => rows.forEach((row, i) => { row.hidden = i >= Number(count.value); });
  count.addEventListener('change', refresh);
  refresh();
  return open({
    title: 'New game',
    body: [
      el('p', {}, el('label', { for: 'ng-players', text: 'Players' }), count),
      el('fieldset', {}, el('legend', { text: 'Who plays each colour' }), seatsBox),
      el('p', {}, el('label', { for: 'ng-seed', text: 'Board number (optional)' }), seed),
    ],
    buttons: [
      { label: 'Start', primary: true, read: () => {
        const n = Number(count.value);
        const seats = rows.slice(0, n).map((row) => {
          const v = row.querySelector('select').value;
          return v === 'person' ? { kind: 'person' } : { kind: 'computer', level: Number(v) };
        });
        const raw = seed.value.trim();
        const s = raw === '' || !Number.isInteger(Number(raw)) || Number(raw) < 0 || Number(raw) > 4294967295 ? Math.floor(Math.random() * 2 ** 32) : Number(raw);
        return { seats, seed: s };
      } },
      { label: 'Cancel' },
    ],
    name: 'new-game',
  });
}

/** A message with one button. */
export function notice(title, text, button = 'OK') {
  return open({ title, body: [el('p', { text })], buttons: [{ label: button, value: true, primary: true }], name: 'notice' });
}
