// Issue 14, findings 1 and 3: every API that takes a user callback (the spatial `via` predicate
// of connectedZones and isConnected) is re-entered from that callback: the same board, another
// board, the Tribun engine, dispose(). The answers must be the ones a plain call gives, later
// unrelated calls must keep working (Embind 3.1.6 shared one argument array per function, so a
// nested call freed the outer call's strings: traps, wrong ids, a corrupt heap), and a board
// must refuse dispose() and mutations while any query on it runs, however deeply nested.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { spatial, tribun } = await loadBoardrules();
const grid = (rows, cols) => spatial.createBoard(spatial.generateGrid(rows, cols));

// What each query answers without re-entry, to compare with.
function plainAnswers(board) {
  return {
    connected: board.connectedZones('cell_0_0'),
    depth1: board.connectedZones('cell_0_0', { maxDepth: 1 }),
    isConnected: board.isConnected('cell_0_0', 'cell_4_4'),
  };
}

// Long ids: their wire strings are heap allocations, so a double free or a stale pointer shows.
const longGrid = () =>
  spatial.createBoard(
    spatial.generateGrid(5, 5).map((z) => ({
      id: `${z.id}_${'x'.repeat(60)}`,
      adjacentTo: z.adjacentTo.map((a) => `${a}_${'x'.repeat(60)}`),
    })),
  );

test('via re-enters the same board: connectedZones and isConnected answer as plain calls', () => {
  const b = grid(5, 5);
  const expected = plainAnswers(b);
  let inner = 0;
  const outer = b.connectedZones('cell_0_0', {
    via: (z) => {
      ++inner;
      assert.deepEqual(b.connectedZones(z, { maxDepth: 1, includeStart: true }).includes(z), true);
      assert.equal(b.isConnected(z, 'cell_4_4'), true);
      return b.connectedZones(z, { maxDepth: 1 }).length > 0;
    },
  });
  assert.ok(inner > 0);
  assert.deepEqual(outer, expected.connected);
  const connected = b.isConnected('cell_0_0', 'cell_4_4', {
    via: (z) => b.isConnected('cell_0_0', z, { via: (y) => b.adjacentZones(y).length > 0 }),
  });
  assert.equal(connected, true);
  assert.deepEqual(plainAnswers(b), expected);
  b.dispose();
});

test('via re-enters other boards, other bindings and the Tribun engine; later calls still work', () => {
  const b = longGrid();
  const other = longGrid();
  const start = `cell_0_0_${'x'.repeat(60)}`;
  const expected = b.connectedZones(start);
  const created = [];
  const result = b.connectedZones(start, {
    via: (z) => {
      // Another board's queries and mutations, spatial free functions, and Tribun calls.
      assert.equal(other.connectedZones(z, { maxDepth: 1, via: (y) => other.adjacentZones(y).length > 0 }).length > 0, true);
      other.placeToken(z, { id: `t${created.length}`, kind: 'k'.repeat(40), owner: 'o'.repeat(40) });
      assert.equal(spatial.validateZones(spatial.generateGrid(2, 2)).length, 0);
      assert.equal(spatial.conditionText({ kind: 'road' }), "kind('road')");
      const g = tribun.newGame();
      assert.equal(g.legalActions().length, 269);
      g.apply(g.legalActions()[0]);
      created.push(tribun.replay(g.startSnapshot(), g.actionsB64()));
      g.dispose();
      return true;
    },
  });
  assert.deepEqual(result, expected);
  assert.equal(created.length, expected.length);
  for (const g of created) {
    assert.equal(g.ply, 1);
    g.dispose();
  }
  assert.equal(other.tokensIn(`cell_1_0_${'x'.repeat(60)}`).length, 1);
  // The heap is intact: fresh games list correctly, fresh boards answer.
  for (let i = 0; i < 50; ++i) {
    const g = tribun.newGame({ turn: i & 1 });
    assert.equal(g.legalActions().length, 269);
    g.dispose();
  }
  assert.deepEqual(grid(3, 3).connectedZones('cell_0_0').length, 8);
  b.dispose();
  other.dispose();
});

test('a nested query does not clear the busy state: dispose() and mutations are refused at every depth', () => {
  const b = grid(40, 50);  // 2,000 zones
  const refusals = [];
  const ids = b.connectedZones('cell_0_0', {
    via: (z) => {
      b.connectedZones(z, { maxDepth: 1, via: () => true });  // a nested query starts and ends
      for (const attempt of [() => b.dispose(), () => b.placeToken(z, `t-${z}`), () => b.moveTokenAdjacent({ token: 'x', to: z })]) {
        try {
          attempt();
          refusals.push('accepted');
        } catch (error) {
          refusals.push(error.code);
        }
      }
      return true;
    },
  });
  assert.equal(ids.length, 1999);
  assert.ok(ids.every((id) => /^cell_\d+_\d+$/.test(id)), 'the outer query answered from live memory');
  assert.deepEqual(new Set(refusals), new Set(['BUSY']));
  assert.equal(b.disposed, false);
  b.dispose();
  assert.equal(b.disposed, true);
});

test('dispose() of another board inside via is allowed; its later use is a DISPOSED error', () => {
  const b = grid(3, 3);
  const other = grid(3, 3);
  const ids = b.connectedZones('cell_0_0', {
    via: () => {
      other.dispose();
      return true;
    },
  });
  assert.equal(ids.length, 8);
  assert.throws(() => other.zones(), { code: 'DISPOSED' });
  b.dispose();
});

test('a via predicate that throws: the error reaches the caller and the board stays usable', () => {
  const b = grid(3, 3);
  const boom = new Error('boom');
  assert.throws(() => b.connectedZones('cell_0_0', { via: () => { throw boom; } }), (e) => e === boom);
  assert.deepEqual(b.connectedZones('cell_0_0', { maxDepth: 1 }), ['cell_0_1', 'cell_1_0']);
  b.placeToken('cell_0_0', 't');  // not busy any more
  b.dispose();
});
