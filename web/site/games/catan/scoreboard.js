// The scoreboard: for each seat its colour and who plays it, points (visible ones; hidden victory
// point cards only for the viewer and at the end), cards in hand, development cards, knights,
// road length, and who holds the longest road and the largest army.
import { PLAYER_COLOURS } from './board-view.js';
import { seatName } from './words.js';

const seatKind = (s) => (s.kind === 'person' ? 'person' : `computer, level ${s.level}`);

/** Fills `table` (its tbody) from a view (g.view(seat)) and the seats; `own`: the seat whose cards are on screen. */
export function drawScoreboard(table, view, seats, { over = false, actual = null, own = null } = {}) {
  // Most moves change nothing here: then the table is left as it is (no layout, no paint).
  const key = JSON.stringify([view.players, view.turn.current, seats, over, actual, own]);
  if (table.dataset.key === key) return;
  table.dataset.key = key;
  const rows = view.players.map((p, seat) => {
    const tr = document.createElement('tr');
    tr.dataset.seat = String(seat);
    if (seat === view.turn.current && !over) tr.setAttribute('aria-current', 'true');
    const name = document.createElement('th');
    name.scope = 'row';
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = PLAYER_COLOURS[p.colour];
    name.append(swatch, `${seatName(p.colour)} `);
    const who = document.createElement('small');
    who.textContent = `(${seatKind(seats[seat])})`;
    name.append(who);
    // Hidden victory point cards count only for their owner on screen (`own`), and for all at the end.
    const points = actual?.[seat] ?? (seat === own && p.vp_actual !== undefined ? p.vp_actual : p.vp_visible);
    const badges = [p.has_longest_road ? 'longest road' : '', p.has_largest_army ? 'largest army' : ''].filter(Boolean).join(', ');
    const cells = [points, p.hand_size, p.dev_count, p.played.knight, p.road_length, badges || '-'];
    tr.append(name, ...cells.map((c) => {
      const td = document.createElement('td');
      td.textContent = String(c);
      return td;
    }));
    return tr;
  });
  table.tBodies[0].replaceChildren(...rows);
}
