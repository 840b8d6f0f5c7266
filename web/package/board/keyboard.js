// Keyboard play on a BoardView: the board is one focus stop; arrow keys move a focus ring
// between tiles (screen directions, whichever way the board is flipped); Space selects the
// focused tile or cycles its options (Shift+Space cycles back, the keyboard's right click);
// Enter does the same, except on a tile of a complete selection, where it plays the move;
// Escape cancels. Home goes to the centre tile.
import { screenNeighbour } from './geometry.js';

const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
const CENTRE = 60;

export const KEYBOARD_HELP = 'Arrow keys move between tiles, Space or Enter selects and cycles options, Enter on the selection plays it, Escape cancels.';

/**
 * Wires the keys. handlers: activate(cid, backward) (a click on the tile), submit() -> boolean
 * (plays the selection when it is one move; false when it is not), canSubmit(cid) (Enter plays),
 * cancel(), and optional moved(cid) after a focus move. Returns a function that removes the
 * listeners.
 */
export function attachBoardKeys(view, handlers) {
  view.makeFocusable(KEYBOARD_HELP);
  const svg = view.svg;
  const focusTile = (cid) => {
    view.setKeyboardFocus(cid);
    handlers.moved?.(cid);
  };
  const onFocus = () => {
    if (view.focusCid === null) focusTile(handlers.initialFocus?.() ?? CENTRE);
  };
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = ARROWS[event.key];
    const cid = view.focusCid ?? CENTRE;
    if (direction) {
      event.preventDefault();  // never scroll the page
      const next = screenNeighbour(cid, direction, view.flipped);
      if (next !== null) focusTile(next);
      else focusTile(cid);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusTile(CENTRE);
    } else if (event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      handlers.activate(cid, event.shiftKey);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (handlers.canSubmit?.(cid)) handlers.submit();
      else handlers.activate(cid, event.shiftKey);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      handlers.cancel();
    }
  };
  // A pointer click also moves the keyboard focus ring, so both ways of playing stay in step.
  const onPointer = (event) => {
    const tile = event.target.closest?.('.tile');
    if (!tile) return;
    for (const [cid, t] of view.tiles) if (t.g === tile) view.setKeyboardFocus(cid);
  };
  svg.addEventListener('focus', onFocus);
  svg.addEventListener('keydown', onKey);
  svg.addEventListener('pointerdown', onPointer);
  return () => {
    svg.removeEventListener('focus', onFocus);
    svg.removeEventListener('keydown', onKey);
    svg.removeEventListener('pointerdown', onPointer);
  };
}

/** A visually hidden polite live region in `parent`; returns announce(text). */
export function createAnnouncer(parent) {
  const region = document.createElement('p');
  region.className = 'tb-sr';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('role', 'status');
  parent.appendChild(region);
  let last = '';
  return (text) => {
    // The same text twice would not be read again: alternate a trailing no-break space.
    const next = text === last.replace(/\u00a0$/, '') ? `${text}\u00a0` : text;
    region.textContent = next;
    last = next;
  };
}
