// The CoTuLenh page's "Who plays" form: a friend on the same device, or the computer at a level
// with the person's colour. It shows the seats it is given (as the game session has them) and
// reports each change.

/**
 * Binds the form's selects (#mode, #level, #colour): `changed(next)` gets new seats
 * ({ kind: 'local' | 'computer', human: 'r' | 'b', level }) after each change. Returns
 * update(seats, { locked }), which shows seats (locked: the form disabled, e.g. while the
 * computer plays).
 */
export function bindOpponentForm(changed) {
  const mode = document.getElementById('mode');
  const level = document.getElementById('level');
  const colour = document.getElementById('colour');
  const read = () => ({ kind: mode.value === 'computer' ? 'computer' : 'local', human: colour.value, level: Number(level.value) });
  for (const select of [mode, level, colour]) {
    select.addEventListener('change', () => changed(read()));
  }
  return function update(seats, { locked }) {
    mode.value = seats.kind === 'computer' ? 'computer' : 'friend';
    level.value = String(seats.level);
    colour.value = seats.human;
    mode.disabled = locked;
    // Level and colour mean something against the computer only.
    level.disabled = colour.disabled = locked || seats.kind !== 'computer';
  };
}
