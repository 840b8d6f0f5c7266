#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "tribun/coords.h"
#include "tribun/patterns.h"

using namespace boardrules::tribun;

TEST_CASE("tribun coords: cid round trip for all 91 tiles") {
  int onBoard = 0;
  for (int x = -5; x <= 5; ++x)
    for (int y = -5; y <= 5; ++y) {
      if (!isOnBoard(x, y)) {
        CHECK_FALSE(packCid(x, y).isOk());
        continue;
      }
      ++onBoard;
      auto cid = packCid(x, y);
      REQUIRE(cid.isOk());
      CHECK(cid.value() == (x + 5) * 11 + (y + 5));
      auto back = unpackCid(cid.value());
      REQUIRE(back.isOk());
      CHECK(back.value() == Coord{x, y});
    }
  CHECK(onBoard == 91);
  CHECK(boardCids().size() == 91);
}

TEST_CASE("tribun coords: the 30 off-board cids and 121..127 are rejected") {
  int offBoard = 0;
  for (int cid = 0; cid < 121; ++cid) {
    if (isValidCid(cid)) continue;
    ++offBoard;
    auto r = unpackCid(cid);
    REQUIRE_FALSE(r.isOk());
    CHECK(r.message().find("off the board") != std::string::npos);
  }
  CHECK(offBoard == 30);
  for (int cid = 121; cid <= 127; ++cid) {
    auto r = unpackCid(cid);
    REQUIRE_FALSE(r.isOk());
    CHECK(r.message().find("reserved") != std::string::npos);
    CHECK_FALSE(isValidCid(cid));
  }
  CHECK_FALSE(unpackCid(-1).isOk());
  CHECK_FALSE(unpackCid(128).isOk());
  CHECK(packCid(6, 0).message().find("out of range") != std::string::npos);
  CHECK(packCid(5, -1).message().find("off the board") != std::string::npos);
}

TEST_CASE("tribun coords: neighbours, opposite directions and adjacency") {
  const int center = cidOf({0, 0});
  CHECK(neighborCid(center, 0) == cidOf({1, 1}));
  CHECK(neighborCid(center, 1) == cidOf({1, 0}));
  CHECK(neighborCid(center, 2) == cidOf({0, 1}));
  CHECK(neighborCid(center, 3) == cidOf({-1, -1}));
  CHECK(neighborCid(center, 4) == cidOf({-1, 0}));
  CHECK(neighborCid(center, 5) == cidOf({0, -1}));
  CHECK(neighborCid(cidOf({5, 5}), 0) == kNoCid);  // corner: off board
  CHECK(neighborCid(cidOf({5, 5}), 1) == kNoCid);
  CHECK(neighborCid(cidOf({5, 5}), 3) == cidOf({4, 4}));
  CHECK(neighborCid(6, 0) == kNoCid);  // cid 6 is off board
  // The rule authors' text (seed 000) says "opposite of d is d ^ 3"; that holds for 0 <-> 3 only.
  // The numbering pairs d with d + 3 (mod 6): (+1,0) is opposite (-1,0), i.e. 1 <-> 4
  // (docs/rules/tribun.md section 1).
  CHECK(oppositeDirection(1) == 4);
  CHECK(oppositeDirection(5) == 2);
  CHECK((1 ^ 3) != oppositeDirection(1));
  CHECK(neighborCid(center, 6) == kNoCid);
  CHECK(neighborCid(center, -1) == kNoCid);
  for (uint8_t cid : boardCids())
    for (int d = 0; d < 6; ++d) {
      const int n = neighborCid(cid, d);
      if (n == kNoCid) continue;
      CHECK(neighborCid(n, oppositeDirection(d)) == cid);
      CHECK(areAdjacent(cid, n));
      CHECK(areAdjacent(n, cid));
    }
  CHECK_FALSE(areAdjacent(center, center));
  CHECK_FALSE(areAdjacent(center, cidOf({2, 2})));
  CHECK_FALSE(areAdjacent(center, cidOf({1, -1})));  // not a neighbour vector in this system
}

TEST_CASE("tribun coords: tile colour rule") {
  CHECK(tileColor(cidOf({0, 0})) == TileColor::Gray);
  CHECK(tileColor(cidOf({1, 1})) == TileColor::Black);
  CHECK(tileColor(cidOf({-1, -1})) == TileColor::White);
  std::set<int> counts[3];
  for (uint8_t cid : boardCids()) {
    counts[static_cast<int>(tileColor(cid))].insert(cid);
    for (int d = 0; d < 6; ++d) {
      const int n = neighborCid(cid, d);
      if (n != kNoCid) CHECK(tileColor(n) != tileColor(cid));  // equal colours never touch
    }
  }
  CHECK(counts[0].size() + counts[1].size() + counts[2].size() == 91);
  CHECK(std::string(tileColorName(TileColor::Black)) == "black");
}

TEST_CASE("tribun patterns: jump vectors derived from hex rings equal the lists in tribun.md") {
  auto sorted = [](std::vector<Coord> v) {
    std::sort(v.begin(), v.end(), [](Coord a, Coord b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    return v;
  };
  const std::vector<Coord> two{{1, 2}, {-1, 1}, {2, 1}, {-1, -2}, {1, -1}, {-2, -1}};
  const std::vector<Coord> three{{3, 2}, {2, 3}, {1, 3}, {3, 1}, {-1, 2}, {2, -1},
                                 {-3, -2}, {-2, -3}, {-1, -3}, {-3, -1}, {1, -2}, {-2, 1}};
  const auto& j2 = jumpVectors(2);
  const auto& j3 = jumpVectors(3);
  CHECK(j2.size() == 6);
  CHECK(j3.size() == 12);
  const auto s2 = sorted(j2), e2 = sorted(two), s3 = sorted(j3), e3 = sorted(three);
  CHECK(std::equal(s2.begin(), s2.end(), e2.begin(), e2.end()));
  CHECK(std::equal(s3.begin(), s3.end(), e3.begin(), e3.end()));
  // From the centre every jump lands on the board; from a corner only some do.
  const PatternTables& t = patternTables();
  CHECK(t.jump2Count[cidOf({0, 0})] == 6);
  CHECK(t.jump3Count[cidOf({0, 0})] == 12);
  CHECK(t.jump2Count[cidOf({5, 5})] < 6);
  CHECK(t.slideLength[cidOf({0, 0})][0] == 2);  // (1,2), (2,4); (3,6) is off board
}
