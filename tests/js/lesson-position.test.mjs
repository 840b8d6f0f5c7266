// web/package/board/lesson-position.js reads a lesson's board without the engine (the Learn pages draw it
// before the engine has loaded): it must equal the engine's reading for every lesson of the
// course, and give null (wait for the engine) for what it does not read.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { freshTribun, root } from './helpers.mjs';
import { earlyBoardOfLesson, unitByteOfCode } from '../../web/package/board/lesson-position.js';
import { hexOfBoard } from '../../web/package/board/start-position.js';
import { unitOfByte } from '../../web/package/board/describe.js';

const { tribun: t } = await freshTribun();
const dir = `${root}/web/site/learn/lessons`;
const course = JSON.parse(readFileSync(`${dir}/course.json`, 'utf8'));
const lessons = course.chapters.flatMap((c) => JSON.parse(readFileSync(`${dir}/${c.file}`, 'utf8')).lessons ?? []);

test('early board: every lesson of the course, as object and as JSON text, equals the engine\'s board', () => {
  assert.ok(lessons.length >= 25);
  let read = 0;
  for (const lesson of lessons) {
    const engine = hexOfBoard(t.lesson.start(lesson).board);
    const early = earlyBoardOfLesson(lesson);
    if (lesson.setups) {
      assert.equal(early, null, `${lesson.id}: setup codes wait for the engine`);
      continue;
    }
    assert.ok(early, `${lesson.id}: read without the engine`);
    assert.equal(hexOfBoard(early), engine, lesson.id);
    assert.equal(hexOfBoard(earlyBoardOfLesson(JSON.stringify(lesson))), engine, `${lesson.id} (text)`);
    ++read;
  }
  assert.ok(read >= 40, `lessons read early: ${read}`);
});

test('early board: every unit code decodes back to itself (the board component\'s decoder)', () => {
  for (const colour of ['b', 'w']) {
    for (const tribun of ['', 'T']) {
      for (const p of [1, 2, 3, 4, 6, 8]) {
        for (const s of [0, 1, 2, 3, 4, 6, 8]) {
          const code = `${colour}${tribun}${p}${s ? `/${s}` : ''}`;
          const u = unitOfByte(unitByteOfCode(code));
          assert.deepEqual([u.color, Boolean(u.tribun), u.p, u.s], [colour === 'w' ? 1 : 0, tribun === 'T', p, s], code);
        }
      }
    }
  }
  // Slaves occur in the course (their boards are compared with the engine's above).
  assert.ok(lessons.some((l) => Object.values(l.units ?? {}).some((c) => c.includes('/'))), 'a lesson with a slave');
});

test('early board: what it does not read gives null, never a wrong board', () => {
  const base = { id: 'x', title: 'x' };
  for (const bad of [
    { ...base, setups: { black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' } },
    { ...base, units: { f6: 'b5' } },          // no height 5
    { ...base, units: { f6: 'x1' } },
    { ...base, units: { j6: 'b1' } },          // no file j
    { ...base, units: { f12: 'b1' } },
    { ...base, units: { f6: 'b1', F6: 'w1' } },
    { ...base, units: ['b1'] },
    { ...base, units: { f6: 'b1' }, board: 'aa' },  // two positions: the engine explains
    { ...base, board: 'zz' },
    { ...base, board: '00'.repeat(120) },
    base, null, 42, '{not json',
  ]) {
    assert.equal(earlyBoardOfLesson(bad), null, JSON.stringify(bad));
  }
  const hex = '00'.repeat(60) + '81' + '00'.repeat(60);
  assert.equal(hexOfBoard(earlyBoardOfLesson({ ...base, board: hex })), hex);
  const b64 = Buffer.from(hex, 'hex').toString('base64');
  assert.equal(hexOfBoard(earlyBoardOfLesson({ ...base, board: b64 })), hex);
});
