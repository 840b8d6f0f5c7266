// Every action word of a large, structured part of the 32-bit space is decoded exactly as an
// independent reading of docs/rules/tribun.md section 5 says: accepted words with the right fields,
// rejected words rejected. The oracle below is written from the table in docs/rules/tribun.md, not
// from action.cpp.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>

#include "tribun/action.h"

using namespace boardrules::tribun;
using boardrules::Result;

namespace {

// On the board: cid = (x + 5) * 11 + (y + 5) with max(|x|, |y|, |x - y|) <= 5 (docs/rules/tribun.md
// section 1).
bool onBoard(unsigned cid) {
  if (cid > 120) return false;
  const int x = static_cast<int>(cid) / 11 - 5, y = static_cast<int>(cid) % 11 - 5;
  const int dx = x < 0 ? -x : x, dy = y < 0 ? -y : y, dxy = x - y < 0 ? y - x : x - y;
  return dx <= 5 && dy <= 5 && dxy <= 5;
}

unsigned bits(uint32_t w, int lo, int n) { return (w >> lo) & ((1u << n) - 1); }

// What docs/rules/tribun.md section 5 says about a word: nullopt = malformed, else the expected
// fields.
struct Expected {
  bool ok = false;
  Action a;
};

Expected oracle(uint32_t w) {
  Expected e;
  const unsigned op = w >> 28;
  // Payload width per opcode, from the table: the highest field's last bit + 1.
  static const int width[12] = {15, 15, 7, 10, 14, 19, 11, 25, 10, 15, 3, 4};
  if (op > 11) return e;
  if ((w & 0x0FFFFFFFu) >> width[op]) return e;
  Action& a = e.a;
  a.op = static_cast<Opcode>(op);
  const unsigned lo = bits(w, 0, 7), hi = bits(w, 7, 7);
  switch (op) {
    case 0: if (!onBoard(lo) || !onBoard(hi)) return e; a.from = lo; a.to = hi; a.part = bits(w, 14, 1); break;
    case 1: if (!onBoard(lo) || !onBoard(hi)) return e; a.attacker = lo; a.target = hi; a.part = bits(w, 14, 1); break;
    case 2: if (!onBoard(lo)) return e; a.target = lo; break;
    case 3: if (!onBoard(lo)) return e; a.target = lo; a.damage = bits(w, 7, 3) + 1; break;
    case 4: if (!onBoard(lo) || !onBoard(hi)) return e; a.attacker = lo; a.target = hi; break;
    case 5:
      if (!onBoard(lo) || bits(w, 7, 3) > 5 || bits(w, 10, 3) > 5) return e;
      a.center = lo; a.dirA = bits(w, 7, 3); a.dirB = bits(w, 10, 3); a.donA = bits(w, 13, 3) + 1; a.donB = bits(w, 16, 3) + 1;
      break;
    case 6:
      if (!onBoard(lo) || bits(w, 7, 2) == 3 || bits(w, 9, 2) > 1) return e;
      a.center = lo; a.config = bits(w, 7, 2); a.donate = bits(w, 9, 2) + 1;
      break;
    case 7:
      if (!onBoard(lo)) return e;
      a.actor = lo;
      for (int d = 0; d < 6; ++d) {
        const unsigned h = bits(w, 7 + 3 * d, 3);
        if (h == 5 || h == 7) return e;
        a.heights[d] = h;
      }
      break;
    case 8: if (!onBoard(lo) || bits(w, 7, 3) > 5) return e; a.actor = lo; a.dir = bits(w, 7, 3); break;
    case 9: if (!onBoard(lo) || !onBoard(hi)) return e; a.attacker = lo; a.target = hi; a.winner = bits(w, 14, 1); break;
    case 10: if (bits(w, 0, 2) == 3) return e; a.drawAction = static_cast<DrawAction>(bits(w, 0, 2)); a.color = bits(w, 2, 1); break;
    case 11: if (bits(w, 0, 3) > 3) return e; a.reason = static_cast<EndReason>(bits(w, 0, 3)); a.loser = bits(w, 3, 1); break;
  }
  e.ok = true;
  return e;
}

bool sameFields(const Action& x, const Action& y) {
  return x.op == y.op && x.from == y.from && x.to == y.to && x.part == y.part && x.attacker == y.attacker &&
         x.target == y.target && x.damage == y.damage && x.center == y.center && x.dirA == y.dirA && x.dirB == y.dirB &&
         x.donA == y.donA && x.donB == y.donB && x.config == y.config && x.donate == y.donate && x.actor == y.actor &&
         x.heights == y.heights && x.dir == y.dir && x.winner == y.winner && x.drawAction == y.drawAction &&
         x.color == y.color && x.reason == y.reason && x.loser == y.loser;
}

struct Tally {
  long accepted = 0, rejected = 0, wrong = 0;
};

void check(uint32_t w, Tally& t) {
  const Expected want = oracle(w);
  const Result<Action> got = decodeAction(w);
  if (want.ok != got.isOk() || (want.ok && !sameFields(want.a, got.value()))) {
    if (t.wrong++ < 5) FAIL_CHECK("word " << w << " (op " << (w >> 28) << "): oracle says " << (want.ok ? "accept" : "reject")
                                          << ", decodeAction " << (got.isOk() ? "accepts" : "rejects: " + got.message()));
    return;
  }
  ++(want.ok ? t.accepted : t.rejected);
  if (want.ok) {  // an accepted word encodes back to itself
    const Result<Word> back = encodeAction(got.value());
    if (!back.isOk() || back.value() != w) {
      if (t.wrong++ < 5) FAIL_CHECK("word " << w << " does not encode back to itself");
    }
  }
}

}  // namespace

TEST_CASE("tribun action words: every word of each opcode's low 16 bits decodes as tribun.md section 5 says") {
  // The low 16 bits hold every field of MOVE, KILL, LIBERATE, DAMAGE, ENSLAVE, SYM_COMBINE,
  // BACKSTABB, ATTACK_TRIBUN, DRAW and END plus at least one bit that must be zero; for all
  // sixteen opcodes (12-15 reserved) every one of the 65,536 values is decoded and compared.
  Tally t;
  for (uint32_t op = 0; op < 16; ++op)
    for (uint32_t payload = 0; payload < 65536; ++payload) check(op << 28 | payload, t);
  CHECK(t.wrong == 0);
  CHECK(t.accepted > 100000);  // both branches really ran
  CHECK(t.rejected > 100000);
}

TEST_CASE("tribun action words: random words over all 28 payload bits decode as tribun.md section 5 says") {
  // COMBINE and SPLIT use bits up to 18 and 24, and every opcode must refuse high stray bits.
  std::mt19937 rng(20261126);
  Tally t;
  for (uint32_t op = 0; op < 16; ++op) {
    const int width = op == 5 ? 19 : op == 7 ? 25 : 16;
    for (int i = 0; i < 40000; ++i) {
      uint32_t payload = rng() & ((1u << width) - 1);
      if (op == 7) {  // SPLIT: mostly heights from 0,1,2,3,4,6 so that accepted words are common
        payload &= 0x7F;
        for (int d = 0; d < 6; ++d) payload |= static_cast<uint32_t>("\0\1\2\3\4\6\5\7"[rng() % (i % 4 ? 6 : 8)]) << (7 + 3 * d);
      }
      if (i % 8 == 0) payload |= 1u << (width + rng() % (28 - width));  // one stray high bit
      check(op << 28 | payload, t);
    }
  }
  CHECK(t.wrong == 0);
  CHECK(t.accepted > 50000);
  CHECK(t.rejected > 50000);
}
