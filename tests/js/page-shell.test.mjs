// One page shell: every page of web/site/ shows the header tools/site/page-shell.mjs makes from
// its one list of sections (links right for the page's folder, its own section marked current).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { SITE, headerFor, shellPages, withShell } from '../../tools/site/page-shell.mjs';

test('every page of the site carries the current shell (run node tools/site/page-shell.mjs after editing it)', () => {
  const pages = shellPages();
  assert.ok(pages.length >= 10, `pages with the shell: ${pages.join(', ')}`);
  for (const page of ['index.html', 'play/index.html', 'learn/chapter.html', 'games/catan/index.html', 'docs/index.html']) {
    assert.ok(pages.includes(page), `${page} has the shell`);
  }
  for (const page of pages) {
    const html = readFileSync(join(SITE, page), 'utf8');
    assert.equal(withShell(page, html), html, `${page}: its header is not the site's`);
  }
});

test('the shell links each section from any depth and marks the page\'s own', () => {
  const links = (page) => [...headerFor(page).matchAll(/href="([^"]*)"( aria-current="page")?>([^<]*)</g)]
    .map(([, href, current, text]) => `${text}=${href}${current ? '*' : ''}`);
  assert.deepEqual(links('index.html'), ['boardrules=./*', 'Play=play/', 'Learn=learn/', 'Boards=games/', 'Docs=docs/']);
  assert.deepEqual(links('play/index.html'), ['boardrules=../', 'Play=./*', 'Learn=../learn/', 'Boards=../games/', 'Docs=../docs/']);
  assert.deepEqual(links('games/catan/index.html'), ['boardrules=../../', 'Play=../../play/', 'Learn=../../learn/', 'Boards=../*', 'Docs=../../docs/']);
  assert.deepEqual(links('tutorial/index.html'), ['boardrules=../', 'Play=../play/', 'Learn=../learn/*', 'Boards=../games/', 'Docs=../docs/']);
});
