#!/usr/bin/env python3
"""Writes the seed corpora of fuzz_actions and fuzz_records from tests/data/tribun/dev.jsonl.gz.

Deterministic (fixed random seed), so re-running it gives the same files. The fuzz_replay seeds
need real games from the default start and come from tools/make_replay_seeds.cpp instead.
Usage: python3 tests/fuzz/tools/make_corpus.py   (from the repository root)
"""
import base64
import gzip
import json
import os
import random
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DATA = os.path.join(ROOT, 'tests', 'data', 'tribun', 'dev.jsonl.gz')
CORPUS = os.path.join(ROOT, 'tests', 'fuzz', 'corpus')

rng = random.Random(6)


def words_le(words):
    return b''.join(struct.pack('<I', w & 0xFFFFFFFF) for w in words)


def write(target, name, data):
    d = os.path.join(CORPUS, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), 'wb') as f:
        f.write(data)


def pick_positions(rows):
    """A spread of positions: playouts and random boards, small and large legal lists, and
    positions where an apply ends the game (tribun captured)."""
    playouts = [r for r in rows if r['id'].startswith('playout')]
    others = [r for r in rows if not r['id'].startswith('playout')]
    chosen = playouts[::len(playouts) // 10][:10] + others[::len(others) // 10][:10]
    by_size = sorted(rows, key=lambda r: len(r['legal']))
    chosen += by_size[:2] + by_size[-2:]
    chosen += [r for r in rows if any(a[2] == 'ended' for a in r['apply'])][:3]
    seen, out = set(), []
    for r in chosen:
        if r['id'] not in seen:
            seen.add(r['id'])
            out.append(r)
    return out


# Well-formed non-board words (docs/rules/tribun.md section 5) and some malformed ones.
DRAW_OFFER_BLACK, DRAW_OFFER_WHITE = 0xA0000000, 0xA0000004
DRAW_RETRACT_BLACK, DRAW_ACCEPT_WHITE, DRAW_ACCEPT_BLACK = 0xA0000001, 0xA0000006, 0xA0000002
RESIGN_BLACK, RESIGN_WHITE, TIE = 0xB0000000, 0xB0000008, 0xB0000003
MALFORMED = [0xC0000000, 0xF0000000, 0x0000007F, 0xA0000003, 0xB0000004, 0x00008000 | 0x243C, 0x80000600]


def actions_seeds(positions):
    for i, r in enumerate(positions):
        board = bytes.fromhex(r['board'])
        turn = r['turn']
        applies = [a[0] for a in r['apply']]
        legal = r['legal']
        # 1: every sampled legal word of the position, one after the other (the first applies,
        # later ones usually fail because the turn passed: both paths are exercised).
        write('fuzz_actions', f'{i:02d}-{r["id"]}-apply', bytes([turn]) + board + words_le(applies))
        # 2: a legal word, a draw sequence, an illegal near-miss of a legal word, a malformed word.
        w = rng.choice(legal)
        other = 1 - turn
        draw = [DRAW_OFFER_WHITE if other else DRAW_OFFER_BLACK, rng.choice([DRAW_RETRACT_BLACK, DRAW_ACCEPT_WHITE])]
        seq = [w] + draw + [w ^ (1 << rng.randrange(28)), rng.choice(MALFORMED)]
        write('fuzz_actions', f'{i:02d}-{r["id"]}-mixed', bytes([turn]) + board + words_le(seq))
    # The default start (no board bytes): a resign, then words that must all be rejected.
    write('fuzz_actions', 'default-black-resign', bytes([0]) + words_le([RESIGN_BLACK, 0x0000243C, DRAW_OFFER_WHITE]))
    write('fuzz_actions', 'default-white-offer-pending', bytes([1 | 2 << 1]) + words_le([DRAW_ACCEPT_BLACK, DRAW_ACCEPT_WHITE, TIE]))


def b64(data):
    return base64.b64encode(data)


def records_seeds(positions):
    mode = {'raw': 0, 'hex': 1, 'b64board': 2, 'b64': 3, 'actions': 4, 'snapshot': 5}
    for i, r in enumerate(positions[:12]):
        board = bytes.fromhex(r['board'])
        flags = r['turn'] | (rng.choice([0, 1, 2]) << 1)
        m = ['raw', 'hex', 'b64board', 'snapshot'][i % 4]
        if m == 'raw':
            payload = board
        elif m == 'hex':
            payload = (r['board'].upper() if i % 8 == 1 else r['board']).encode()
        elif m == 'b64board':
            payload = b64(board)
        else:
            payload = board
        b2 = rng.choice([0xFF, 0, 1]) if m == 'snapshot' else 0
        write('fuzz_records', f'{i:02d}-{m}-{r["id"]}', bytes([mode[m], flags, b2]) + payload)
    valid = bytearray(bytes.fromhex(positions[0]['board']))
    bad = {}
    b = bytearray(valid); b[60] = 0x07; bad['reserved-pindex'] = b          # p index 7
    b = bytearray(valid); b[60] = 0x38 | 0x01; bad['reserved-sindex'] = b   # s index 7
    b = bytearray(valid); b[60] = 0x80 | 0x09; bad['tribun-with-slave'] = b
    b = bytearray(valid); b[60] = 0x08; bad['p0-with-slave'] = b
    b = bytearray(valid); b[60] = 0x05 | 0x08; bad['sp-broken'] = b          # p=6 with s=1
    b = bytearray(valid); b[10] = 0x01; bad['off-board-byte'] = b            # cid 10 = (-5,5), off board
    b = bytearray(valid); b[1] = 0x01; b[2] = 0x81; b[3] = 0x81; bad['two-tribuns'] = b
    bad['short'] = valid[:120]
    bad['long'] = valid + b'\0'
    for name, data in bad.items():
        write('fuzz_records', f'bad-raw-{name}', bytes([0, 0, 0]) + bytes(data))
    write('fuzz_records', 'bad-hex-char', bytes([1, 0, 0]) + positions[0]['board'][:100].encode() + b'g' +
          positions[0]['board'][101:].encode())
    write('fuzz_records', 'bad-b64-padding', bytes([2, 0, 0]) + b64(bytes(valid))[:-1] + b'=')
    write('fuzz_records', 'b64-empty', bytes([3, 0, 0]))
    write('fuzz_records', 'b64-text', bytes([3, 0, 0]) + b'TWFu' + b'YQ==')
    write('fuzz_records', 'b64-bad', bytes([3, 0, 0]) + b'YQ=a')
    write('fuzz_records', 'actions-legal', bytes([4, 0, 0]) + b64(words_le(positions[0]['legal'][:8])))
    write('fuzz_records', 'actions-partial-word', bytes([4, 0, 0]) + b64(b'\x3c\x24\x00'))
    write('fuzz_records', 'snapshot-bad-turn', bytes([5, 2, 0xFF]) + bytes(valid))
    write('fuzz_records', 'snapshot-bad-offer', bytes([5, 0, 7]) + bytes(valid))


def spatial_seeds():
    """Zone definitions from the seed-002 golden files plus each diagnostic case, and macros."""
    def zone_text(zones, condition=None, ops=None):
        lines = []
        for zid, adj in zones:
            lines.append(zid if adj is None else zid + ':' + ','.join(adj))
        text = '\n'.join(lines).encode() + b'\n'
        if condition is not None or ops is not None:
            text += b'%%\n' + (condition or '').encode() + b'\n%%\n' + (ops or b'')
        return bytes([0]) + text

    def golden(name):
        with open(os.path.join(ROOT, 'tests', 'data', 'spatial', name)) as f:
            return [(z['id'], z.get('adjacentTo')) for z in json.load(f)]

    # ops: (op, a, b, depth) quadruples; op 4 places token b%8 in zone a, op 5 moves it.
    ops = bytes([4, 0, 1, 0, 4, 4, 2, 3, 5, 0, 1, 1, 5, 1, 1, 0, 1, 0, 0x0F, 5, 1, 4, 0x08, 2, 3, 0, 8, 3,
                 0, 4, 0, 0, 2, 0, 4, 0, 1, 2, 2, 0xFF, 5, 4, 2, 0x1A])
    grid = golden('grid_3x3.golden.json')
    hexz = golden('hex_1.golden.json')
    write('fuzz_spatial', 'grid-3x3-golden', zone_text(grid, 'and(not(empty),or(kind(pawn),owner(\'red\')))', ops))
    write('fuzz_spatial', 'hex-1-golden', zone_text(hexz, 'or(empty,token(t1),zone(hex_0_0))', ops))
    write('fuzz_spatial', 'plain-no-ops', zone_text([('a', ['b']), ('b', ['a', 'c']), ('c', ['b'])]))
    write('fuzz_spatial', 'dangling', zone_text([('forest', ['forrest', 'lake']), ('lake', ['forest'])], 'occupied', ops))
    write('fuzz_spatial', 'asymmetric', zone_text([('a', ['b']), ('b', []), ('c', None)], 'true', ops))
    write('fuzz_spatial', 'self-loop', zone_text([('a', ['a', 'b']), ('b', ['a'])], 'false', ops))
    write('fuzz_spatial', 'duplicate-neighbor', zone_text([('a', ['b', 'b']), ('b', ['a'])]))
    write('fuzz_spatial', 'duplicate-zone', zone_text([('a', ['b']), ('b', ['a']), ('a', [])]))
    write('fuzz_spatial', 'empty-id', zone_text([('', ['b']), ('b', [''])]))
    write('fuzz_spatial', 'isolated', zone_text([('solo', None), ('pair1', ['pair2']), ('pair2', ['pair1'])],
                                                'not(and(empty,empty))', ops))
    write('fuzz_spatial', 'bad-condition', zone_text(grid, 'and(kind(pawn),', ops))
    write('fuzz_spatial', 'deep-condition', zone_text(grid, 'not(' * 40 + 'true' + ')' * 40, ops))

    def json_seed(name, text):
        write('fuzz_spatial', 'json-' + name, bytes([2]) + text.encode())

    json_seed('grid-3x3', json.dumps([[z, adj] for z, adj in grid]))
    json_seed('hex-1', json.dumps([[z, adj] for z, adj in hexz]))
    json_seed('escapes', '[["a\\"q\\\\\\u00e9\\ud83d\\ude00", ["b"]], ["b", null], ["\\n", []]]')
    json_seed('empty', '[]')
    json_seed('lone-surrogate', '[["\\ud800", null]]')
    json_seed('truncated', '[["a", ["b"')
    json_seed('wrong-shape', '{"id": "a", "adjacentTo": []}')

    def macro(name, payload):
        write('fuzz_spatial', 'macro-' + name, bytes([1]) + payload)

    def small(v):
        return bytes([0, v & 0xFF])

    def raw(v):
        return bytes([2]) + struct.pack('<d', v)

    macro('grid-3x3', bytes([0]) + small(3) + small(3))
    macro('grid-0x3', bytes([0]) + small(0) + small(3))
    macro('grid-2xn1', bytes([0]) + small(2) + small(-1))
    macro('grid-half', bytes([0]) + bytes([1, 5]) + small(3))
    macro('grid-huge', bytes([0]) + raw(1e9) + raw(1e9))
    macro('grid-u16', bytes([0]) + bytes([3, 0x10, 0x27]) + small(1))
    macro('hex-2', bytes([1]) + small(2))
    macro('hex-n1', bytes([1]) + small(-1))
    macro('hex-nan', bytes([1]) + raw(float('nan')))
    macro('hex-inf', bytes([1]) + raw(float('inf')))
    macro('hex-1e300', bytes([1]) + raw(1e300))
    macro('hex-182', bytes([1]) + bytes([3, 182, 0]))


def main():
    with gzip.open(DATA, 'rt') as f:
        rows = [json.loads(line) for line in f]
    positions = pick_positions(rows)
    actions_seeds(positions)
    records_seeds(positions)
    spatial_seeds()


if __name__ == '__main__':
    main()
