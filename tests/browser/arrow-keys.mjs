// The arrow keys that take a board's keyboard focus from one tile to another: breadth-first over
// the four arrow moves of the board component's own screen geometry (computed here in Node, on
// the same module the page runs).
import { screenNeighbour } from '../../web/package/board/geometry.js';

const KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

export function arrowKeys(from, to) {
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift();
    if (c === to) break;
    for (const d of Object.keys(KEYS)) {
      const n = screenNeighbour(c, d);
      if (n !== null && !prev.has(n)) { prev.set(n, [c, KEYS[d]]); queue.push(n); }
    }
  }
  const path = [];
  for (let c = to; prev.get(c); c = prev.get(c)[0]) path.unshift(prev.get(c)[1]);
  return path;
}
