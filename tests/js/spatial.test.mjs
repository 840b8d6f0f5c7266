// The spatial API through the WASM package: seed 002's tests (names as in the seed) plus the
// hardened contract, argument checking and handle ownership.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadBoardrules } from '../../web/package/index.js';

const { spatial } = await loadBoardrules();
const golden = (name) => JSON.parse(readFileSync(new URL(`../data/spatial/${name}`, import.meta.url), 'utf8'));

function withBoard(zones, fn) {
  const board = spatial.createBoard(zones);
  try {
    return fn(board);
  } finally {
    board.dispose();
  }
}

const linear = [
  { id: 'A', adjacentTo: ['B'] },
  { id: 'B', adjacentTo: ['A', 'C'] },
  { id: 'C', adjacentTo: ['B', 'D'] },
  { id: 'D', adjacentTo: ['C'] },
];

test('spatial golden: grid(3, 3) -> expected zone definitions with exact adjacency lists', () => {
  assert.deepEqual(spatial.generateGrid(3, 3), golden('grid_3x3.golden.json'));
});

test('spatial golden: hex(1) -> expected 7 zone definitions with exact adjacency lists', () => {
  assert.deepEqual(spatial.generateHex(1), golden('hex_1.golden.json'));
});

test('spatial adjacency: Validate asymmetric adjacency (A->B but not B->A) -> warning diagnostic', () => {
  const [d, ...rest] = spatial.validateZones([{ id: 'A', adjacentTo: ['B'] }, { id: 'B' }]);
  assert.equal(rest.length, 0);
  assert.equal(d.severity, 'warning');
  assert.equal(d.code, 'SPATIAL_ASYMMETRIC_EDGE');
  assert.match(d.message, /'A'.*'B'.*B -> A/);
  assert.equal(d.suggestion, "add 'A' to the adjacentTo of 'B'");
  // Either declared direction makes an undirected edge.
  withBoard([{ id: 'A', adjacentTo: ['B'] }, { id: 'B' }], (b) => {
    assert.deepEqual(b.adjacentZones('B'), ['A']);
    assert.equal(b.diagnostics().length, 1);
  });
});

test('spatial adjacency: Validate dangling reference (zone references nonexistent zone) -> error diagnostic', () => {
  const ds = spatial.validateZones([{ id: 'forest', adjacentTo: ['forset'] }, { id: 'meadow', adjacentTo: [] }]);
  assert.equal(ds.length, 1);
  assert.equal(ds[0].severity, 'error');
  assert.equal(ds[0].code, 'SPATIAL_DANGLING_REF');
  assert.equal(ds[0].path, 'zones[0].adjacentTo[0]');
  assert.deepEqual(ds[0].alternatives, ['forest']);
});

test('spatial contract: self-loop -> error, duplicate neighbour -> warning', () => {
  const ds = spatial.validateZones([{ id: 'A', adjacentTo: ['A', 'B', 'B'] }, { id: 'B', adjacentTo: ['A'] }]);
  assert.deepEqual(ds.map((d) => [d.code, d.severity]), [
    ['SPATIAL_SELF_LOOP', 'error'],
    ['SPATIAL_DUPLICATE_NEIGHBOR', 'warning'],
  ]);
});

test('spatial connectedZones: Linear graph A-B-C-D: from A -> returns [B, C, D]; maxDepth=1 -> [B]', () => {
  withBoard(linear, (b) => {
    assert.deepEqual(b.connectedZones('A'), ['B', 'C', 'D']);
    assert.deepEqual(b.connectedZones('A', { maxDepth: 1 }), ['B']);
    assert.deepEqual(b.connectedZones('A', { maxDepth: 0 }), []);
    assert.deepEqual(b.connectedZones('A', { maxDepth: 0, includeStart: true }), ['A']);
    assert.deepEqual(b.connectedZones('A', { includeStart: true, limit: 2 }), ['A', 'B']);
  });
});

test('spatial conditions: connected(A, C, via) where path exists but via condition fails -> false', () => {
  withBoard(linear, (b) => {
    b.placeToken('B', { id: 'rock', kind: 'wall' });
    assert.equal(b.isConnected('A', 'C'), true);
    assert.equal(b.isConnected('A', 'C', { via: { empty: true } }), false);
    assert.equal(b.isConnected('A', 'C', { via: 'or(empty, kind(wall))' }), true);
    assert.equal(b.isConnected('A', 'C', { via: (zone) => zone !== 'B' }), false);
    assert.equal(b.isAdjacent('A', 'B'), true);
    assert.equal(b.isAdjacent('A', 'C'), false);
  });
});

test('spatial contract: via is evaluated on each candidate before it is enqueued (JS predicate)', () => {
  withBoard(linear, (b) => {
    const asked = [];
    const found = b.connectedZones('A', { via: (z) => (asked.push(z), z !== 'C') });
    assert.deepEqual(found, ['B']);
    assert.deepEqual(asked, ['B', 'C']);
  });
});

test('spatial via: a throwing predicate surfaces its error and leaves the board usable', () => {
  withBoard(linear, (b) => {
    const boom = new Error('boom');
    assert.throws(() => b.connectedZones('A', { via: () => { throw boom; } }), (e) => e === boom);
    assert.throws(() => b.connectedZones('A', { via: () => b.dispose() }), /via predicate/);
    assert.deepEqual(b.connectedZones('A'), ['B', 'C', 'D']);
  });
});

test('spatial via: object conditions are translated, bad ones rejected with the path', () => {
  assert.equal(
    spatial.conditionText({ and: [{ empty: false }, { owner: "it's" }, { not: { zone: 'A' } }] }),
    "and(not(empty),owner('it\\'s'),not(zone('A')))",
  );
  assert.throws(() => spatial.conditionText({ colour: 'red' }), /condition has an unknown key "colour"/);
  assert.throws(() => spatial.conditionText({ and: [] }), RangeError);
  withBoard(linear, (b) => {
    assert.throws(() => b.connectedZones('A', { via: 'and(empty,' }), /byte 10/);
  });
});

test('spatial via: object conditions nest at most 32 levels, checked in JS with the path', () => {
  // `levels` counts the leaf: nest(32) is 31 not()s around {empty: true}.
  const nest = (levels) => {
    let cond = { empty: true };
    for (let i = 1; i < levels; ++i) cond = i % 2 ? { not: cond } : { and: [cond] };
    return cond;
  };
  const text = spatial.conditionText(nest(32));
  assert.equal(text.match(/\(/g).length, 31);
  withBoard(linear, (b) => assert.deepEqual(b.connectedZones('A', { via: nest(32) }), ['B', 'C', 'D']));
  for (const call of [() => spatial.conditionText(nest(33)), () => withBoard(linear, (b) => b.connectedZones('A', { via: nest(33) }))]) {
    assert.throws(call, (e) => e instanceof RangeError && e.code === 'INVALID_ARGUMENT' && /nests deeper than 32 levels/.test(e.message));
  }
});

test('spatial tokensInAdjacentZones: Zone A has neighbors B, C; B has 2 tokens, C has 1 -> returns 3 tokens', () => {
  withBoard([{ id: 'A', adjacentTo: ['B', 'C'] }, { id: 'B', adjacentTo: ['A'] }, { id: 'C', adjacentTo: ['A'] }], (b) => {
    b.placeToken('B', 'b1');
    b.placeToken('B', { id: 'b2', kind: 'pawn', owner: 'p2' });
    b.placeToken('C', 'c1');
    assert.deepEqual(b.tokensInAdjacentZones('A').map((t) => t.id), ['b1', 'b2', 'c1']);
    assert.deepEqual(b.tokensIn('B')[1], { id: 'b2', kind: 'pawn', owner: 'p2' });
  });
});

test('spatial moveTokenAdjacent: adjacent move emits tokenEntered; non-adjacent and neighbourless are errors', () => {
  withBoard([...linear, { id: 'E' }], (b) => {
    b.placeToken('A', 'pawn');
    b.placeToken('E', 'hermit');
    assert.deepEqual(b.moveTokenAdjacent({ token: '$t', from: 'A', to: '$dest' }, { t: 'pawn', dest: 'B' }), {
      type: 'tokenEntered', token: 'pawn', from: 'A', to: 'B',
    });
    assert.deepEqual(b.tokensIn('A'), []);
    assert.throws(() => b.moveTokenAdjacent({ token: 'pawn', to: 'D' }), /'D' is not adjacent to 'B'/);
    assert.throws(() => b.moveTokenAdjacent({ token: 'hermit', from: 'E', to: 'A' }), /'E' has no neighbours/);
    assert.deepEqual(b.tokensIn('B').map((t) => t.id), ['pawn']);
  });
});

test('spatial integration: Build hex(2), verify tokensInAdjacentZones for center zone returns tokens from all 6 neighbors', () => {
  const zones = spatial.generateHex(2);
  assert.equal(zones.length, 19);
  withBoard(zones, (b) => {
    for (const z of zones) b.placeToken(z.id, { id: `t_${z.id}`, owner: z.id });
    const owners = b.tokensInAdjacentZones('hex_0_0').map((t) => t.owner).sort();
    assert.deepEqual(owners, ['hex_0_1', 'hex_0_n1', 'hex_1_0', 'hex_1_n1', 'hex_n1_0', 'hex_n1_1']);
  });
});

test('spatial contract: grid(0,3), grid(2,-1), hex(-1) and non-integers give diagnostics', () => {
  const diag = (fn) => {
    try {
      fn();
    } catch (e) {
      return [e.constructor.name, e.diagnostics.map((d) => d.code), e.message];
    }
    return null;
  };
  assert.deepEqual(diag(() => spatial.generateGrid(0, 3)), ['RangeError', ['MACRO_BAD_SIZE'], 'grid: rows must be >= 1, got 0']);
  assert.deepEqual(diag(() => spatial.generateGrid(2, -1))?.[1], ['MACRO_BAD_SIZE']);
  assert.deepEqual(diag(() => spatial.generateHex(-1))?.[1], ['MACRO_BAD_SIZE']);
  assert.deepEqual(diag(() => spatial.generateGrid(2.5, 3))?.slice(0, 2), ['TypeError', ['MACRO_NOT_INTEGER']]);
  assert.deepEqual(diag(() => spatial.generateHex(NaN))?.slice(0, 2), ['TypeError', ['MACRO_NOT_INTEGER']]);
  assert.deepEqual(diag(() => spatial.generateGrid(1000, 1000))?.[1], ['SPATIAL_TOO_MANY_ZONES']);
  assert.throws(() => spatial.generateGrid('3', 3), TypeError);
});

test('spatial property: grid and hex zone counts and symmetry through WASM', () => {
  for (let r = 1; r <= 6; ++r) {
    for (let c = 1; c <= 6; ++c) {
      const zones = spatial.generateGrid(r, c);
      assert.equal(zones.length, r * c);
      assert.deepEqual(spatial.validateZones(zones), []);
    }
  }
  for (let radius = 0; radius <= 6; ++radius) {
    const zones = spatial.generateHex(radius);
    assert.equal(zones.length, 3 * radius * (radius + 1) + 1);
    assert.deepEqual(spatial.validateZones(zones), []);
  }
});

test('spatial arguments: shapes are checked and absurd sizes refused before the heap', () => {
  assert.throws(() => spatial.createBoard('A'), /zones must be an array/);
  assert.throws(() => spatial.createBoard([{ id: 7 }]), /zones\[0\]\.id must be a string/);
  assert.throws(() => spatial.createBoard([{ id: 'A', adjacentTo: [1] }]), /zones\[0\]\.adjacentTo\[0\]/);
  assert.throws(() => spatial.createBoard(new Array(2)), /zones\[0\] must be an object/);
  assert.throws(() => spatial.createBoard([{ id: 'A', adjacentTo: new Array(1) }]), /zones\[0\]\.adjacentTo\[0\] must be a string/);
  assert.throws(() => spatial.createBoard(new Array(100001).fill({ id: 'x' })), /100001 zones given; the limit is 100000/);
  assert.throws(() => spatial.createBoard([{ id: 'A' }, { id: 'A' }]), /'A' is defined twice/);
  withBoard(linear, (b) => {
    assert.throws(() => b.adjacentZones('Q'), RangeError);
    assert.throws(() => b.connectedZones('A', { maxDepth: -1 }), RangeError);
    assert.throws(() => b.connectedZones('A', { depth: 1 }), /unknown option "depth"/);
    assert.throws(() => b.placeToken('A', { id: 5 }), TypeError);
  });
});

test('spatial handles: dispose() is idempotent and a disposed board refuses use', () => {
  const b = spatial.createBoard(linear);
  assert.equal(b.disposed, false);
  b.dispose();
  b.dispose();
  assert.equal(b.disposed, true);
  assert.throws(() => b.adjacentZones('A'), /disposed/);
});

test('spatial validateZones: diagnostics (one JSON string) equal the board\'s own, odd ids included', () => {
  // validateZones reads its diagnostics as one JSON string (spatial_validateZonesJson), the board
  // builds them field by field (diagnostics()): both must give the same objects, with
  // suggestion/alternatives only where set, for ids with quotes, backslashes, controls and emoji.
  const odd = 'q"\\\n\u0001é😀';
  const zones = [
    // dangling (near 'forest'), asymmetric, self-loop, repeat, dangling with nothing near
    { id: 'forest', adjacentTo: ['forrest', 'lake', 'forest', 'lake', '0123456789abcdefghij'] },
    { id: 'lake', adjacentTo: [`${odd}x`] },  // dangling, close to `odd`
    { id: odd, adjacentTo: ['lake', '"', '\\'] },
    { id: '"' },
    { id: '\\', adjacentTo: [odd] },
  ];
  const ds = spatial.validateZones(zones);
  const codes = ds.map((d) => d.code);
  for (const code of ['SPATIAL_DANGLING_REF', 'SPATIAL_SELF_LOOP', 'SPATIAL_DUPLICATE_NEIGHBOR', 'SPATIAL_ASYMMETRIC_EDGE']) {
    assert.ok(codes.includes(code), `${code} in ${codes}`);
  }
  const dangling = ds.find((d) => d.code === 'SPATIAL_DANGLING_REF' && d.message.includes(`${odd}x`));
  assert.ok(dangling && dangling.alternatives.includes(odd), JSON.stringify(ds));
  const far = ds.find((d) => d.message.includes("'0123456789abcdefghij'"));
  assert.ok(far && !('suggestion' in far) && !('alternatives' in far), JSON.stringify(far));
  assert.ok(ds.every((d) => d.alternatives === undefined || d.alternatives.length > 0));
  withBoard(zones, (board) => assert.deepEqual(ds, board.diagnostics()));
  // Past the cap: 1,000 kept plus one SPATIAL_DIAGNOSTICS_TRUNCATED, as the board reports.
  const names = Array.from({ length: 1500 }, (_, i) => `z${i}`);
  const star = [{ id: names[0], adjacentTo: names.slice(1) }, ...names.slice(1).map((id) => ({ id }))];
  const capped = spatial.validateZones(star);
  assert.equal(capped.length, 1001);
  assert.equal(capped.at(-1).code, 'SPATIAL_DIAGNOSTICS_TRUNCATED');
  withBoard(star, (board) => assert.deepEqual(capped, board.diagnostics()));
});
