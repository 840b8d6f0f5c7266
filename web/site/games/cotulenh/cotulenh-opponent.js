// The CoTuLenh page's "Who plays" form: a friend on the same device, or the computer at a level
// with the person's colour. It shows the settings it is given and reports each change.

/**
 * Binds the form's selects (#mode, #level, #colour): `changed(next)` gets a new settings object
 * after each change. Returns update(settings, { locked }), which shows settings (locked: the
 * form disabled, e.g. while the computer plays).
 */
export function bindOpponentForm(changed) {
  const mode = document.getElementById('mode');
  const level = document.getElementById('level');
  const colour = document.getElementById('colour');
  const read = () => ({ opponent: mode.value === 'computer' ? 'computer' : 'friend', level: Number(level.value), colour: colour.value });
  for (const select of [mode, level, colour]) {
    select.addEventListener('change', () => changed(read()));
  }
  return function update(next, { locked }) {
    mode.value = next.opponent;
    level.value = String(next.level);
    colour.value = next.colour;
    mode.disabled = locked;
    // Level and colour mean something against the computer only.
    level.disabled = colour.disabled = locked || next.opponent !== 'computer';
  };
}
