// Every mutant of the two catalogues (tests/mutation/catalogue.tsv for the C++ engine,
// js-catalogue.tsv for the JS facade) still targets code that exists: its file is there and its
// snippet occurs exactly once in it. tools/mutation-test.sh reports an entry that does not as
// STALE and skips it without failing, so without this check a catalogue rots silently as the
// code moves on (three entries had, found by a full run on 2026-11-27). Reads files only: fast.
// It lives here, not in tests/js/: the JS mutation run (tools/mutation/js-mutation.sh) runs every
// tests/js file against each planted mutant, and this check would "kill" every one of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { root } from '../js/helpers.mjs';

const occurrences = (text, snippet) => text.split(snippet).length - 1;

for (const catalogue of ['tests/mutation/catalogue.tsv', 'tests/mutation/js-catalogue.tsv']) {
  test(`${catalogue}: every entry's snippet occurs exactly once in its file`, () => {
    const entries = readFileSync(`${root}/${catalogue}`, 'utf8').split('\n')
      .filter((line) => !/^\s*(#|$)/.test(line))
      .map((line) => line.split('\t'));
    assert.ok(entries.length > 0, 'the catalogue has entries');
    const stale = [];
    for (const fields of entries) {
      const [id, file, , snippet] = fields;
      if (fields.length !== 6) {
        stale.push(`${id}: ${fields.length} columns, not 6`);
      } else if (!existsSync(`${root}/${file}`)) {
        stale.push(`${id}: ${file} does not exist`);
      } else {
        const count = occurrences(readFileSync(`${root}/${file}`, 'utf8'), snippet);
        if (count !== 1) stale.push(`${id}: the snippet occurs ${count} times in ${file}, not once`);
      }
    }
    assert.deepEqual(stale, [], 'stale entries: rewrite them against the code as it is now');
  });
}
