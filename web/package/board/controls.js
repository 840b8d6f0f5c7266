// The controls under a Tribun board, built alike by the lesson element (web/package/tribun-lesson.js)
// and the course's game against the computer (web/site/learn/computer-game.js): one bar, one
// selection line, one Play button first, so both read and sound the same.

/** A new element with a class and text (either may be empty), appended to `parent` when given. */
export function el(tag, cls, parent, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  parent?.appendChild(e);
  return e;
}

/**
 * The bar under a board in `parent`: the selection line (read out as it changes), the Play
 * button, then one button for each of `labels`. Returns {bar, selection, play, buttons}.
 */
export function controlBar(parent, labels) {
  const bar = el('div', 'tl-bar', parent);
  const selection = el('span', 'tl-selection', bar);
  selection.setAttribute('aria-live', 'polite');
  const play = el('button', 'tl-primary', bar, 'Play');
  const buttons = labels.map((label) => el('button', '', bar, label));
  for (const b of [play, ...buttons]) b.type = 'button';
  return { bar, selection, play, buttons };
}
