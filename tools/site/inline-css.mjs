// Copies the play page's styles (web/site/site.css, web/site/play/play.css, then the board's, from
// web/package/board/style.js) into the <style> element of web/site/play/index.html, so that the page's first
// paint, board included, needs no request but the document's (on a slow phone network each
// stylesheet is a round trip before anything shows: docs/PERFORMANCE.md, "The play page").
// The board's script adopts the same rules again later (same layer: no change). site.css,
// play.css and style.js stay the sources: edit them, then run
//   node tools/site/inline-css.mjs          (rewrites the page)
//   node tools/site/inline-css.mjs --check  (exit 1 if the page is stale; tests/browser/play-load.test.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/site');
const PAGE = join(SITE, 'play', 'index.html');
const SOURCES = [['../site.css', join(SITE, 'site.css')], ['play.css', join(SITE, 'play', 'play.css')]];
const BLOCK = /<style id="page-css">[\s\S]*?<\/style>/;

/** The <style> element the page must hold, from the current sources. */
export async function inlineStyleElement() {
  const { BOARD_CSS_TEXT } = await import('../../web/package/board/style.js');
  const parts = SOURCES.map(([name, file]) => `/* ${name} */\n${readFileSync(file, 'utf8').trim()}\n`);
  parts.push(`/* ../../package/board/style.js (BOARD_CSS_TEXT) */\n${BOARD_CSS_TEXT.trim()}\n`);
  return `<style id="page-css">\n${parts.join('')}</style>`;
}

/** The page's text with its <style id="page-css"> brought up to date. */
export async function inlinedPage(html = readFileSync(PAGE, 'utf8')) {
  if (!BLOCK.test(html)) throw new Error(`${PAGE} has no <style id="page-css"> element`);
  const style = await inlineStyleElement();
  return html.replace(BLOCK, () => style);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const html = readFileSync(PAGE, 'utf8');
  const next = await inlinedPage(html);
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error(`${PAGE}: its inline styles differ from site.css + play.css: run node tools/site/inline-css.mjs`);
      process.exit(1);
    }
  } else if (next !== html) {
    writeFileSync(PAGE, next);
    console.log(`updated ${PAGE}`);
  }
}
