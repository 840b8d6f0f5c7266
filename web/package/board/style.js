// The board's styles, adopted as a constructable stylesheet (no inline <style>, so pages under
// a strict `style-src 'self'` Content-Security-Policy work). Everything sits in the cascade
// layer `tribun-board`: any rule of the page (unlayered) overrides it whatever its specificity.
//
// Markers are told apart by shape as well as colour (colour-blind readers): a move target is a
// dot, an attack target six corner marks (the one marker language of every board: selection
// targets, pattern boards and the course's diagrams, web/package/board/overlays.js), a selectable unit a solid inset outline, the selected
// tile a thick outline, the last move a dashed border; each has a white halo so that it keeps a
// contrast of at least 3:1 on the light, grey and dark tiles alike.

const BOARD_CSS = `
.tribun-board-svg { display: block; width: 100%; height: 100%; user-select: none; -webkit-user-select: none; touch-action: manipulation; }
.tribun-board-svg:focus { outline: none; }
.tribun-board-svg:focus-visible .frame { stroke: #1b4fd1; stroke-width: 3; }
.tribun-board-svg .frame { fill: none; stroke: none; }
.tribun-board-svg .hex { stroke: #6d6455; stroke-width: 1; }
.tribun-board-svg .tile-gray .hex { fill: #b8b3a7; }
.tribun-board-svg .tile-white .hex { fill: #efe9dc; }
.tribun-board-svg .tile-black .hex { fill: #857b6c; }
.tribun-board-svg .tile.last .hex { fill: #ead27a; stroke: #4d3900; stroke-width: 2.2; stroke-dasharray: 5 3; }
.tribun-board-svg .hl, .tribun-board-svg .hl-halo, .tribun-board-svg .kb, .tribun-board-svg .kb-halo { fill: none; visibility: hidden; pointer-events: none; }
.tribun-board-svg .hl-halo { stroke: #fff; stroke-width: 5.5; }
.tribun-board-svg [data-state="selectable"] .hl { visibility: visible; stroke: #0b5d2a; stroke-width: 2.5; }
.tribun-board-svg [data-state="selectable"] .hl-halo { visibility: visible; }
.tribun-board-svg [data-state="interactable"] .hl { visibility: visible; stroke: #173f8f; stroke-width: 2; stroke-dasharray: 3 2; }
.tribun-board-svg [data-state="interactable"] .hl-halo { visibility: visible; stroke-width: 4.5; }
.tribun-board-svg [data-state="selected"] .hl { visibility: visible; stroke: #a3004f; stroke-width: 4.5; }
.tribun-board-svg [data-state="selected"] .hl-halo { visibility: visible; stroke-width: 8; }
.tribun-board-svg [data-state="selectable"], .tribun-board-svg [data-state="interactable"],
.tribun-board-svg [data-state="selected"] { cursor: pointer; }
.tribun-board-svg .mk-move, .tribun-board-svg .mk-attack { visibility: hidden; pointer-events: none; stroke: #fff; }
.tribun-board-svg .mk-move { fill: #123c84; stroke-width: 2; }
.tribun-board-svg .mk-attack { fill: #9a0b1c; stroke-width: 1.4; stroke-linejoin: round; }
.tribun-board-svg [data-mark="move"] .mk-move, .tribun-board-svg [data-hint~="move"] .mk-move, .tribun-board-svg .marker .mk-move { visibility: visible; }
.tribun-board-svg [data-mark="attack"] .mk-attack, .tribun-board-svg [data-hint~="attack"] .mk-attack, .tribun-board-svg .marker .mk-attack { visibility: visible; }
.tribun-board-svg .marker { pointer-events: none; }
.tribun-board-svg [data-unit]:not([data-unit="00"])[data-mark="move"] .mk-move { transform: translate(0, 13px) scale(0.7); }
.tribun-board-svg:focus-visible .tile.kb-focus .kb { visibility: visible; stroke: #000; stroke-width: 2.5; stroke-dasharray: 4 3; }
.tribun-board-svg:focus-visible .tile.kb-focus .kb-halo { visibility: visible; stroke: #fff; stroke-width: 6; }
.tribun-board-svg .unit-black > .disc { fill: #1e1e1e; stroke: #f2f2f2; stroke-width: 1.2; }
.tribun-board-svg .unit-white > .disc { fill: #fbfbfb; stroke: #222; stroke-width: 1.2; }
.tribun-board-svg .slave > .disc { stroke-width: 1.4; }
.tribun-board-svg .unit-black > .slave.unit-white > .disc { stroke: #1e1e1e; }
.tribun-board-svg .unit-white > .slave.unit-black > .disc { stroke: #fbfbfb; }
.tribun-board-svg .height { font: bold 13px system-ui, sans-serif; pointer-events: none; }
.tribun-board-svg .slave-height { font-size: 10px; }
.tribun-board-svg .unit-black > .height { fill: #fff; }
.tribun-board-svg .unit-white > .height { fill: #111; }
.tribun-board-svg .slave.unit-black > .height { fill: #fff; }
.tribun-board-svg .slave.unit-white > .height { fill: #111; }
.tribun-board-svg .tribun-ring { fill: none; stroke: #b8860b; stroke-width: 3; }
.tribun-board-svg .crown { fill: #d4a017; stroke: #5a4406; stroke-width: 0.6; }
.tribun-board-svg .tile.changed > .unit { opacity: 0.3; }
.tribun-board-svg .ghost { pointer-events: none; }
.tribun-board-svg .ghost .disc { stroke: #a3004f; stroke-width: 2; stroke-dasharray: 3 2; }
.tribun-board-svg .ghost-empty { fill: none; stroke: #a3004f; stroke-width: 2; stroke-dasharray: 3 2; }
.tribun-board-svg .captured { pointer-events: none; }
.tribun-board-svg .captured .unit { opacity: 0.55; }
.tribun-board-svg .captured .cross { stroke: #9a0b1c; stroke-width: 4; stroke-linecap: round; }
.tribun-board-svg .captured .cross-halo { stroke: #fff; stroke-width: 7; stroke-linecap: round; }
.tribun-board-svg .badge { font: bold 10px system-ui, sans-serif; fill: #8a003f; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
.tribun-board-svg .coord { font: bold 12px system-ui, sans-serif; fill: #3d362b; pointer-events: none; }
.tb-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

const ELEMENT_CSS = `
tribun-board { display: block; width: 320px; max-width: 100%; font: 13px system-ui, sans-serif; }
tribun-board .tb-svg-box { aspect-ratio: var(--tb-aspect, 0.89); max-width: 100%; max-height: 100%; margin: 0 auto; }
tribun-board .tb-bar { display: flex; gap: 6px; align-items: center; margin-top: 4px; min-height: 26px; flex-wrap: wrap; }
tribun-board .tb-msg { flex: 1; }
tribun-board .tb-bar button { min-height: 28px; min-width: 44px; font: inherit; }
`;

/** The stylesheet text (for tools that want to copy it into a file; pages need not). */
export const BOARD_CSS_TEXT = `@layer tribun-board {\n${BOARD_CSS}\n${ELEMENT_CSS}\n}`;

let sheet = null;

/** The board's constructable stylesheet (one per page). */
export function boardStyleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BOARD_CSS_TEXT);
  }
  return sheet;
}

/** Adopts the board styles into a document or shadow root once (idempotent). */
export function installCss(root = document) {
  const s = boardStyleSheet();
  if (!root.adoptedStyleSheets.includes(s)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
}
