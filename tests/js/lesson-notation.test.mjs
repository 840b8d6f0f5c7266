// The lesson format in the words players read (docs/LESSONS.md): positions from setup codes
// ("setups") and answers in the move notation ("f6xg6"), read in the position where each action
// is played (after practice steps and after the computer's answers in opponent mode); clear
// INVALID_LESSON errors naming the field; the old forms (board hex, words, action objects) stay.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';

const { tribun: t } = await loadBoardrules();
const LESSONS = join(import.meta.dirname, '..', '..', 'web', 'site', 'learn', 'lessons');
const course = JSON.parse(readFileSync(join(LESSONS, 'course.json'), 'utf8'));
const lessons = course.chapters.flatMap((c) => JSON.parse(readFileSync(join(LESSONS, c.file), 'utf8')).lessons ?? []);

const TEXT = { instruction: 'i', hint: 'h', success: 's' };
const CAPTURE = {
  id: 'capture', title: 'Capture', units: { f6: 'b1', g6: 'wT1', e6: 'w1', f2: 'bT1' },
  allow: ['MOVE', 'KILL', 'ATTACK_TRIBUN'], goal: [{ type: 'captureTribun' }], answers: [['f6xg6']], text: TEXT,
};
const invalid = (json, pattern) => assert.throws(() => t.lesson.parse(json), (e) => {
  assert.equal(e.code, 'INVALID_LESSON');
  assert.match(e.message, pattern);
  return true;
});

test('lesson notation: every answer of the course, written in the notation, reads back as the same words', () => {
  let actions = 0;
  for (const json of lessons) {
    const parsed = t.lesson.parse(json);
    // The notation of each answer action in the position where the learner plays it.
    const texts = parsed.answers.map((seq) => {
      const run = t.lesson.start(parsed);
      return seq.map((word) => {
        const text = t.formatAction(run.board, run.turn, word);
        run.play(word);
        return text;
      });
    });
    const again = t.lesson.parse({ ...json, answers: texts });
    assert.deepEqual(again.answers, parsed.answers, `${json.id}: ${JSON.stringify(texts)}`);
    actions += texts.flat().length;
  }
  assert.ok(lessons.some((l) => l.mode === 'opponent' && l.answers.some((a) => a.length > 1)), 'an opponent line is covered');
  // The course's puzzle lines would read the same without the computer's answers: a second
  // action that only reads right after the computer's answer shows that they are followed.
  let checked = 0;
  for (const json of lessons.filter((l) => l.mode === 'opponent')) {
    const parsed = t.lesson.parse(json);
    const first = parsed.answers[0][0];
    const run = t.lesson.start(parsed);
    const firstText = t.formatAction(run.board, run.turn, first);
    if (run.play(first).outcome !== 'continue') continue;
    const withoutReply = t.lesson.applyPractice(parsed.board, parsed.turn, first);
    const reads = (board, text) => {
      try {
        return t.parseAction(board, parsed.turn, text);
      } catch {
        return null;
      }
    };
    const second = [...run.legalActions()].find((w) => reads(withoutReply, t.formatAction(run.board, run.turn, w)) !== w);
    if (second === undefined) continue;
    const text = t.formatAction(run.board, run.turn, second);
    assert.equal(t.lesson.parse({ ...json, answers: [[firstText, text]] }).answers[0][1], second, `${json.id}: ${firstText} ${text}`);
    checked += 1;
  }
  assert.ok(checked >= 1, 'an action read after the computer\'s answer');
  assert.ok(lessons.some((l) => l.mode === 'practice'), 'a practice line is covered');
  assert.ok(actions >= 42, `answer actions: ${actions}`);
});

test('lesson notation: notation, words and action objects mix; errors name the answer and the position', () => {
  const word = t.encodeAction({ op: 'ATTACK_TRIBUN', attacker: t.lesson.tileCid('f6'), target: t.lesson.tileCid('g6'), winner: 0 });
  assert.equal(t.lesson.parse(CAPTURE).answers[0][0], word);
  assert.equal(t.lesson.parse({ ...CAPTURE, answers: [['F6 x G6 #']] }).answers[0][0], word, 'case and spaces as in the notation');
  assert.equal(t.lesson.parse({ ...CAPTURE, answers: [[`0x${word.toString(16).padStart(8, '0')}`]] }).answers[0][0], word, 'a hex word');
  assert.equal(t.lesson.parse({ ...CAPTURE, answers: [[{ op: 'ATTACK_TRIBUN', attacker: 'f6', target: 'g6' }]] }).answers[0][0], word);
  invalid({ ...CAPTURE, answers: [['f6xg7']] }, /answers\[0\]\[0\] "f6xg7": no unit on g7 .*\(black to move\)/);
  invalid({ ...CAPTURE, answers: [['e6xf6']] }, /answers\[0\]\[0\] "e6xf6": no unit of yours on e6 \(black to move\)$/);
  invalid({ ...CAPTURE, answers: [['j5-f6']] }, /answers\[0\]\[0\] "j5-f6": .*no file j/);
  // Practice: each action is read after the previous one; a wrong line names the failing step.
  const practice = { id: 'walk', title: 'Walk', units: { f4: 'b1', f2: 'bT1', f10: 'wT1' }, mode: 'practice', allow: ['MOVE'],
    goal: [{ type: 'units', at: ['f7'] }], text: TEXT };
  const line = t.lesson.parse({ ...practice, answers: [['f4-f5', 'f5-f6', 'f6-f7']] }).answers[0];
  assert.deepEqual(line.map((w) => t.decodeAction(w).to).map((cid) => t.lesson.tileName(cid)), ['f5', 'f6', 'f7']);
  invalid({ ...practice, answers: [['f4-f5', 'f4-f5', 'f6-f7']] }, /answers\[0\]\[1\] "f4-f5": no unit on f4/);
});

test('lesson setups: a position from two setup codes; bad codes and mixed positions are named', () => {
  const json = { ...CAPTURE, units: undefined, setups: { black: 'TRADITIONALSETUP', white: { code: 'TRADITIONALSETUP', flip: false } },
    allow: ['MOVE'], goal: [{ type: 'units', at: ['e1'] }], answers: [['f1-e1']] };
  const lesson = t.lesson.parse(json);
  assert.deepEqual([...lesson.board], [...t.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' })]);
  assert.equal(t.lesson.start(lesson).play(lesson.answers[0][0]).outcome, 'solved');
  invalid({ ...json, setups: { black: 'TRADITIONALSETUP' } }, /setups\.white must be a setup code/);
  invalid({ ...json, setups: { black: 'XXXX', white: 'TRADITIONALSETUP' } }, /setups\.black: invalid setup code: .*\(INVALID_HASH\)/);
  invalid({ ...json, setups: { black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP', red: 'X' } }, /unknown field "setups\.red"/);
  invalid({ ...json, setups: 'TRADITIONALSETUP' }, /setups must be an object \{"black": code, "white": code\}/);
  invalid({ ...json, units: { f6: 'b1' } }, /give exactly one of "units", "setups" and "board" \(got units and setups\)/);
  invalid({ ...json, setups: undefined }, /give exactly one of "units", "setups" and "board"$/);
});
