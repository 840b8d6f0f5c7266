#include <doctest/doctest.h>

#include <random>

#include "tribun/cid_set.h"
#include "tribun/pattern_sets.h"
#include "tribun/patterns.h"
#include "tribun/unit.h"

using namespace boardrules::tribun;

TEST_CASE("tribun cid sets: on the board, a shifted set names exactly the tiles whose neighbour is in it") {
  for (int member = 0; member < kCidSpace; ++member) {
    if (!isValidCid(member)) continue;
    const CidSet one{member < 64 ? uint64_t{1} << member : 0, member >= 64 ? uint64_t{1} << (member - 64) : 0};
    REQUIRE(one.has(member));
    for (int d = 0; d < 6; ++d) {
      const CidSet near = one.withNeighbourIn(d);
      // Off-board cids may be reported (callers intersect with sets of tiles); tiles must be exact.
      for (uint8_t cid : boardCids())
        CHECK_MESSAGE(near.has(cid) == (neighborCid(cid, d) == member), "cid ", int{cid}, " direction ", d, " member ", member);
    }
  }
}

TEST_CASE("tribun cid sets: board classification agrees with the unit bytes") {
  std::mt19937 rng(20261126);
  for (int round = 0; round < 200; ++round) {
    Board board{};
    for (uint8_t cid : boardCids()) {
      const int roll = static_cast<int>(rng() % 4);
      // Any byte with a non-reserved primary index; classification reads only colour, tribun, zero.
      if (roll) board[cid] = static_cast<uint8_t>(1 + rng() % 6 | (rng() % 2) << 6 | (rng() % 5 == 0) << 7);
    }
    for (int turn : {kBlack, kWhite}) {
      const BoardSets sets(board, turn);
      for (int cid = 0; cid < 128; ++cid) {
        const bool tile = isValidCid(cid);
        const uint8_t b = tile ? board[cid] : 0;
        CAPTURE(cid);
        CHECK(sets.empty.has(cid) == (tile && b == 0));
        CHECK(sets.own.has(cid) == (tile && b != 0 && colorOf(b) == turn));
        CHECK(sets.enemy.has(cid) == (tile && b != 0 && colorOf(b) != turn));
        CHECK(sets.ownTribun.has(cid) == (tile && b != 0 && colorOf(b) == turn && isTribunByte(b)));
      }
      const NeighbourSets emptyNear(sets.empty);
      for (uint8_t cid : boardCids()) {
        int expected = 0;
        for (int d = 0; d < 6; ++d) {
          const int n = neighborCid(cid, d);
          if (n != kNoCid && board[n] == 0) expected |= 1 << d;
        }
        CHECK(emptyNear.directionsOf(cid) == expected);
      }
    }
  }
}

TEST_CASE("tribun pattern sets: every line is ordered in cid space as the generator assumes") {
  const PatternTables& t = patternTables();
  const PatternSets& s = patternSets();
  for (uint8_t cid : boardCids())
    for (int d = 0; d < 6; ++d) {
      CAPTURE(int{cid});
      CAPTURE(d);
      int previous = cid;
      for (int k = 0; k < t.slideLength[cid][d]; ++k) {
        CHECK((s.slideAscending[d] ? t.slide[cid][d][k] > previous : t.slide[cid][d][k] < previous));
        CHECK(s.slide[cid][d].has(t.slide[cid][d][k]));
        previous = t.slide[cid][d][k];
      }
      previous = cid;
      for (int k = 0; k < t.rayLength[cid][d]; ++k) {
        CHECK((s.rayAscending[d] ? t.ray[cid][d][k] > previous : t.ray[cid][d][k] < previous));
        CHECK(s.ray[cid][d].has(t.ray[cid][d][k]));
        previous = t.ray[cid][d][k];
      }
    }
}

TEST_CASE("tribun pattern sets: a line is clear up to its nearest blocker") {
  const PatternTables& t = patternTables();
  const PatternSets& s = patternSets();
  const int from = cidOf({0, 0});
  for (int d = 0; d < 6; ++d) {
    const auto& line = t.ray[from][d];
    const int n = t.rayLength[from][d];
    REQUIRE(n == 5);
    CHECK(PatternSets::clearPart(s.ray[from][d], CidSet{}, s.rayAscending[d]).has(line[4]));
    CHECK(PatternSets::firstBlocker(s.ray[from][d], CidSet{}, s.rayAscending[d]) == (s.rayAscending[d] ? 128 : -1));
    // Blockers on steps 2 and 4: the clear part is step 1 only, and step 2 is the first blocker.
    const CidSet blockers = CidSet::single(line[1]) | CidSet::single(line[3]);
    const CidSet clear = PatternSets::clearPart(s.ray[from][d], blockers, s.rayAscending[d]);
    CHECK(clear.has(line[0]));
    for (int k = 1; k < n; ++k) CHECK_FALSE(clear.has(line[k]));
    CHECK(PatternSets::firstBlocker(s.ray[from][d], blockers, s.rayAscending[d]) == line[1]);
  }
}
