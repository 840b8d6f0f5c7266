// Lighthouse scores (accessibility, performance, best practices) of the Learn pages with the
// Debian chromium. Not part of the test suite (slow, machine-dependent); figures go to
// docs/PERFORMANCE.md with this command:
//   node bench/learn/lighthouse.mjs [desktop|mobile] [index|chapter|endings ...]
// (default: the index and the height-2 chapter). BOARDRULES_WEB_ROOT=DIR measures another copy
// of web/ (an older build, for before/after figures). Reports are written to
// build/artifacts/lighthouse/learn-*.json.
import { lighthousePages } from '../../tools/harness/lighthouse.mjs';

const preset = process.argv[2] === 'mobile' ? 'mobile' : 'desktop';
const ALL_PAGES = { index: 'learn/', chapter: 'learn/chapter.html?c=height-2', endings: 'learn/chapter.html?c=endings&l=1' };
const chosen = process.argv.slice(3);
const PAGES = chosen.length
  ? Object.fromEntries(chosen.map((name) => {
    if (!ALL_PAGES[name]) throw new Error(`unknown page ${name}: one of ${Object.keys(ALL_PAGES).join(', ')}`);
    return [name, ALL_PAGES[name]];
  }))
  : { index: ALL_PAGES.index, chapter: ALL_PAGES.chapter };
await lighthousePages(Object.entries(PAGES).map(([name, path]) => ({ file: `learn-${name}`, path })), preset,
  { explain: ['accessibility', 'best-practices', 'performance'], below: 0.9 });
