// The TimeControl header of game files through the package (docs/RECORDS.md, "Headers";
// src/tribun/time_control.h): parseRecord() returns it as a clock config, refuses a bad one
// with BAD_RECORD naming the problem and its place, and it round-trips through toRecord().
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { tribun } = await loadBoardrules();

test('parseRecord: TimeControl becomes a clock config (null when absent or "-")', () => {
  const read = tribun.parseRecord('[Event "Club night"]\n[TimeControl "600000+2000 buffer 5000"]\n\n1. g2-k1 *\n');
  assert.deepEqual(read.timeControl, { initialMs: 600_000, bufferMs: 5_000, incrementMs: 2_000, maxGameMs: 0 });
  assert.equal(read.headers.TimeControl, '600000+2000 buffer 5000');
  const clock = tribun.createClock(read.timeControl);  // usable as is
  clock.start(0);
  assert.deepEqual(clock.read(0).remainingMs, [600_000, 600_000]);
  assert.deepEqual(tribun.parseRecord('[TimeControl "300000 max 3600000"]\n').timeControl,
    { initialMs: 300_000, bufferMs: 0, incrementMs: 0, maxGameMs: 3_600_000 });
  assert.equal(tribun.parseRecord('[TimeControl "-"]\n').timeControl, null);
  assert.equal(tribun.parseRecord('[Event "x"]\n').timeControl, null);
  for (const g of [read.game]) g.dispose();
});

test('parseRecord: a bad TimeControl is BAD_RECORD naming the problem, line and column', () => {
  const cases = [
    ['10m+5s', 'the initial time "10m" is not a whole number of milliseconds'],
    ['600000+2s', 'the increment "2s" is not a whole number of milliseconds'],
    ['0+2000', 'initial time must be positive, got 0 ms'],
    ['600000 buffer', 'buffer needs a number of milliseconds'],
    ['600000 delay 5', 'unknown part "delay"'],
    ['9007199254740992', 'the initial time 9007199254740992 ms is more than 9007199254740991'],
    ['', 'TimeControl is empty'],
  ];
  for (const [value, why] of cases) {
    assert.throws(() => tribun.parseRecord(`[Event "x"]\n[TimeControl "${value}"]\n`), (e) => {
      assert.equal(e.code, 'BAD_RECORD');
      assert.ok(e instanceof RangeError);
      assert.ok(e.message.startsWith('line 2, column 14: '), e.message);
      assert.ok(e.message.includes(why), `${value}: ${e.message}`);
      return true;
    });
  }
});

test('TimeControl round trip: config -> header -> toRecord -> parseRecord -> the same config', () => {
  const configs = [
    { initialMs: 600_000, bufferMs: 5_000, incrementMs: 2_000, maxGameMs: 0 },
    { initialMs: 1, bufferMs: 0, incrementMs: 0, maxGameMs: 1 },
    { initialMs: Number.MAX_SAFE_INTEGER, bufferMs: 7, incrementMs: Number.MAX_SAFE_INTEGER, maxGameMs: 123_456_789 },
  ];
  const game = tribun.newGame();
  game.apply(game.legalActions()[0]);
  for (const c of configs) {
    const header = `${c.initialMs}+${c.incrementMs}` + (c.bufferMs ? ` buffer ${c.bufferMs}` : '') + (c.maxGameMs ? ` max ${c.maxGameMs}` : '');
    const text = game.toRecord({ Event: 'x', TimeControl: header });
    const back = tribun.parseRecord(text);
    assert.deepEqual(back.timeControl, c);
    assert.equal(back.game.toRecord({ Event: 'x', TimeControl: header }), text);
    back.game.dispose();
  }
  game.dispose();
});
