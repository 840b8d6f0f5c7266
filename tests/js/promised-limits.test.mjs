// Limits that docs/SECURITY.md promises at the JS boundary, each at its exact edge: an action log
// of 64 MiB of base64 text reaches the engine, one character more is refused before it touches
// the WASM heap (a RangeError naming actionsB64, code INVALID_ARGUMENT, heap size unchanged).
import test from 'node:test';
import assert from 'node:assert/strict';
import { freshTribun } from './helpers.mjs';

const MIB64 = 64 * 1024 * 1024;

test('tribun.replay: a 64 MiB log reaches the engine, one character more is refused in JS', async () => {
  const { module, tribun } = await freshTribun();
  const game = tribun.newGame();
  const start = game.startSnapshot();
  game.dispose();
  const heap = () => module.HEAP8.buffer.byteLength;
  const before = heap();
  // One character more than the cap: refused by the facade, the heap does not grow.
  const over = 'A'.repeat(MIB64 + 1);
  assert.throws(() => tribun.replay(start, over), (e) => e instanceof RangeError && e.code === 'INVALID_ARGUMENT' &&
    e.message.startsWith('actionsB64 ') && e.message.includes(String(MIB64)));
  assert.equal(heap(), before, 'the refused log reached the WASM heap');
  // Exactly at the cap: the facade passes it on, and the engine answers about its content (the
  // words of an all-'A' log are MOVE 0 -> 0, not legal), not about its size.
  const atCap = 'A'.repeat(MIB64);
  assert.throws(() => tribun.replay(start, atCap), (e) => !(e instanceof RangeError) && /ply 1/.test(e.message));
});
