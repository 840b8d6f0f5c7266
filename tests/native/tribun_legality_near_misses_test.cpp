// isLegal/applyAction against the legal list on "near misses": each legal word with its origin
// (unit, actor or centre) or its target moved to another tile, its part or colour flipped, or its
// opcode changed. Such words share every field but one with a legal action, so they reach the
// deepest checks of the legality test (whose unit moves, whether a centre is empty, whether a
// tribun may split, whether there is a slave to drop), which uniformly random words almost never do.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "testkit/conformance.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

std::vector<State> positions() {
  std::vector<State> out{initialState()};
  auto loaded = boardrules::testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE(loaded.isOk());
  for (size_t i = 0; i < loaded.value().size(); i += 7) {
    const auto& p = loaded.value()[i];
    out.push_back(makeState(p.board, p.turn).value());
  }
  return out;
}

// The word with its low cid field (bits 0-6) or its second cid field (bits 7-13) replaced.
Word withLowCid(Word w, int cid) { return (w & ~Word{127}) | static_cast<Word>(cid); }
Word withHighCid(Word w, int cid) { return (w & ~(Word{127} << 7)) | static_cast<Word>(cid) << 7; }

}  // namespace

TEST_CASE("tribun legality: near misses of legal words are accepted exactly when listed") {
  std::mt19937 rng(16);
  const auto& cids = boardCids();
  long checked = 0, accepted = 0;
  std::map<Opcode, long> perOpcode;
  for (const State& s : positions()) {
    const std::vector<Word> legal = legalActions(s);
    auto check = [&](Word w) {
      const bool listed = std::binary_search(legal.begin(), legal.end(), w);
      State copy = s;
      const bool applied = applyAction(copy, w).isOk();
      if (applied != listed || isLegal(s, w) != listed) {
        FAIL_CHECK("word " << w << " (" << describeAction(w) << "): listed " << listed << ", applied " << applied);
        return;
      }
      if (!applied) CHECK(copy == s);
      ++checked;
      accepted += listed;
    };
    for (Word w : legal) {
      const Opcode op = opcodeOf(w);
      if (op == Opcode::Draw || op == Opcode::End) continue;
      ++perOpcode[op];
      for (int k = 0; k < 4; ++k) {
        const int cid = cids[rng() % cids.size()];
        check(withLowCid(w, cid));  // another unit, actor, centre or target
        const bool twoCids = op == Opcode::Move || op == Opcode::Kill || op == Opcode::Enslave || op == Opcode::AttackTribun;
        if (twoCids) check(withHighCid(w, cids[rng() % cids.size()]));
      }
      if (op == Opcode::Move || op == Opcode::Kill || op == Opcode::AttackTribun) check(w ^ Word{1} << 14);  // part / winner
      check((w & 0x0FFFFFFFu) | static_cast<Word>(rng() % 10) << 28);  // same payload, another board opcode
    }
  }
  // Every kind of board action took part, and both answers were common.
  for (Opcode op : {Opcode::Move, Opcode::Kill, Opcode::Damage, Opcode::Combine, Opcode::SymCombine, Opcode::Split, Opcode::Backstabb,
                    Opcode::Liberate, Opcode::Enslave, Opcode::AttackTribun})
    CHECK_MESSAGE(perOpcode[op] > 0, opcodeName(op));
  CHECK(accepted > 1000);
  CHECK(checked - accepted > 10000);
}

TEST_CASE("tribun legality: what a tribun, a unit without a slave and an enemy unit cannot do") {
  // Black tribun t2 at (0,0) with empty neighbours: it moves but never splits.
  const State s = stateOf({{0, 0, tribunUnit(B, 2)}, {3, 3, unit(W, 2)}, {-3, -3, unit(B, 2)}});
  const auto legal = legalActions(s);
  for (Word w : legal) {
    if (opcodeOf(w) == Opcode::Split) CHECK((w & 127) != static_cast<Word>(C(0, 0)));
  }
  const Word split = op(Opcode::Split) | static_cast<Word>(C(0, 0)) | 1u << 7 | 1u << 10;  // 1 + 1 to directions 0, 1
  CHECK_FALSE(isLegal(s, split));
  CHECK(isLegal(s, op(Opcode::Split) | static_cast<Word>(C(-3, -3)) | 1u << 7 | 1u << 10));
  // No slave: no BACKSTABB, in the list or accepted.
  CHECK(withOpcode(legal, Opcode::Backstabb).empty());
  CHECK_FALSE(isLegal(s, encodeBackstabb(C(-3, -3), 0)));
  // The enemy's units are not ours to move.
  CHECK_FALSE(isLegal(s, encodeMove(C(3, 3), C(3, 1), 0)));
  // A COMBINE onto an occupied tile, with two own donors beside it, is refused.
  const State c = stateOf({{0, 0, unit(B, 1)}, {1, 0, unit(B, 1)}, {0, 1, unit(B, 1)}, {4, 4, unit(W, 1)}});
  for (Word w : withOpcode(legalActions(c), Opcode::Combine)) CHECK((w & 127) != static_cast<Word>(C(0, 0)));
  CHECK_FALSE(isLegal(c, encodeCombine(C(0, 0), 1, 2, 1, 1)));
}
