// Lighthouse scores of the site's pages (accessibility, performance, best practices), with the
// Debian chromium. Not part of the test suite (slow); figures go to docs/PERFORMANCE.md.
//   CHROME_PATH=/usr/bin/chromium node bench/site/lighthouse.mjs [desktop|mobile] [path...]
// Default paths: / and /play/. Reports are written to build/artifacts/lighthouse/.
import { lighthousePages } from '../../tools/harness/lighthouse.mjs';

const preset = process.argv[2] === 'mobile' ? 'mobile' : 'desktop';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['', 'play/'];
const fileOf = (path) => (path === '' ? 'home' : path.replace(/\W+/g, '-').replace(/-$/, ''));
await lighthousePages(paths.map((path) => ({ file: fileOf(path), path })), preset);
