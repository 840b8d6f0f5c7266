// The site's page shell: the header and navigation every page of web/site/ shows. Its one source
// is SECTIONS below; each page holds a written-out copy (the header must paint with the page's
// first bytes, before any script, and work without one), made and checked by this tool:
//   node tools/site/page-shell.mjs          (rewrites every page's <header class="site-header">)
//   node tools/site/page-shell.mjs --check  (exit 1 if a page is stale; tests/js/page-shell.test.mjs)
// A page's current section is the folder it lives in (the tutorial counts as Learn).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/site');

// [folder under web/site/, link text]; '' is the home page (the brand link).
const SECTIONS = [['play', 'Play'], ['learn', 'Learn'], ['games', 'Boards'], ['docs', 'Docs']];
const SECTION_OF_FOLDER = { tutorial: 'learn' };
const HEADER = /^([ \t]*)<header class="site-header">[\s\S]*?<\/header>/m;

/** Every page of the site that carries the shell, as paths relative to web/site/. */
export function shellPages(dir = SITE) {
  const pages = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) pages.push(...shellPages(path));
    else if (entry.name.endsWith('.html') && HEADER.test(readFileSync(path, 'utf8'))) pages.push(relative(SITE, path));
  }
  return dir === SITE ? pages.sort() : pages;
}

/** The header of the page at `page` (relative to web/site/), indented by `indent`. */
export function headerFor(page, indent = '') {
  const parts = page.split(sep);
  const depth = parts.length - 1;
  const top = parts.length > 1 ? parts[0] : '';
  const current = SECTION_OF_FOLDER[top] ?? top;
  const up = '../'.repeat(depth);
  // Inside a section's own folder its link is the folder ("./" at its top, "../" one down).
  const href = (folder) => (folder === top ? (depth <= 1 ? './' : '../'.repeat(depth - 1)) : `${up}${folder}/`);
  const here = (folder) => (folder === current ? ' aria-current="page"' : '');
  const home = current === '' ? './' : up;
  // Two lines: the brand, then the navigation (a list of links, one per section).
  const items = SECTIONS.map(([folder, text]) => `<li><a href="${href(folder)}"${here(folder)}>${text}</a></li>`);
  const lines = [
    `<header class="site-header"><a class="brand" href="${home}"${current === '' ? ' aria-current="page"' : ''}>boardrules</a>`,
    `  <nav aria-label="Site"><ul>${items.join('')}</ul></nav></header>`,
  ];
  return lines.map((l) => indent + l).join('\n');
}

/** The page's text with its header brought up to date. */
export function withShell(page, html) {
  return html.replace(HEADER, (all, indent) => headerFor(page, indent));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stale = [];
  for (const page of shellPages()) {
    const file = join(SITE, page);
    const html = readFileSync(file, 'utf8');
    const next = withShell(page, html);
    if (next === html) continue;
    stale.push(page);
    if (!process.argv.includes('--check')) writeFileSync(file, next);
  }
  if (process.argv.includes('--check') && stale.length) {
    console.error(`pages whose header is not the site's: ${stale.join(', ')}: run node tools/site/page-shell.mjs`);
    process.exit(1);
  }
  console.log(stale.length ? `updated ${stale.join(', ')}` : 'every page has the site\'s header');
}
