// Writes the play page's board, in its start position, into web/site/play/index.html as SVG markup
// (between the <!-- board --> comments), drawn by the page's own BoardView in Chromium. The board
// is then part of the page's first paint, with no script (docs/PERFORMANCE.md, "The play page");
// play/board-first.js adopts it (BoardView.adopt) and redraws only what a saved game changes.
// Run it after changing the board's drawing (web/package/board/view.js, geometry.js, describe.js) or the
// start position; tests/browser/play-load.test.mjs fails while the page's copy is stale:
//   node tools/site/prerender-board.mjs            (rewrites the page)
//   node tools/site/prerender-board.mjs --check    (exit 1 if stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BLOCK = /<!-- board -->[\s\S]*?<!-- \/board -->/;

/** The board's markup, as BoardView draws it, from a page of the served site (any page). */
export async function boardMarkup(page, siteUrl) {
  await page.goto(`${siteUrl}docs/`);
  return page.evaluate(async () => {
    const { BoardView } = await import('/package/board/view.js');
    const { START_BOARD_HEX, boardFromHex } = await import('/package/board/start-position.js');
    const view = new BoardView({ label: 'Tribun board' });
    view.setBoard(boardFromHex(START_BOARD_HEX));
    // Only what the first paint shows: no titles (the board is role="img" until its script makes
    // it a focusable application, so they are not read before), no empty unit groups.
    // BoardView.adopt adds them back. 140 fewer elements and 3 KB less to parse, style and lay out
    // before the first paint (docs/PERFORMANCE.md, "The play page"). The tiles keep their
    // data-state and data-unit: setting them on all 91 tiles later would restyle the whole board
    // after the paint (the board's selectors read them), which Lighthouse counts as blocking time.
    const svg = view.svg.cloneNode(true);
    for (const el of svg.querySelectorAll('g.tile > title, g.tile > g.unit:empty')) el.remove();
    return svg.outerHTML;
  });
}

/** The page's text with its board markup replaced. */
export function withBoard(html, markup) {
  if (!BLOCK.test(html)) throw new Error('play/index.html has no <!-- board --> ... <!-- /board --> block');
  return html.replace(BLOCK, () => `<!-- board -->${markup}<!-- /board -->`);
}

/** The board markup the page holds now. */
export function pageBoard(html) {
  return BLOCK.exec(html)?.[0].slice('<!-- board -->'.length, -'<!-- /board -->'.length) ?? null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { WEB_ROOT, newPage, startBrowser } = await import('../harness/browser.mjs');
  const file = join(WEB_ROOT, 'site', 'play', 'index.html');
  const env = await startBrowser();
  try {
    const page = await newPage(env.browser);
    const markup = await boardMarkup(page, env.url);
    const html = readFileSync(file, 'utf8');
    const next = withBoard(html, markup);
    if (process.argv.includes('--check')) {
      if (next !== html) {
        console.error(`${file}: its board differs from what BoardView draws: run node tools/site/prerender-board.mjs`);
        process.exitCode = 1;
      }
    } else if (next !== html) {
      writeFileSync(file, next);
      console.log(`updated ${file} (board markup: ${markup.length} characters)`);
    }
  } finally {
    await env.close();
  }
}
