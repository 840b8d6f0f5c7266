// Seed 003 "Hex Coordinate System" utility functions.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "catan/hex_grid.h"

using namespace boardrules::catan;

TEST_CASE("catan hexesInRange(center, radius): returns all hex coords within radius steps of center") {
  const HexCoord center{1, -2};
  for (int radius = 0; radius <= 4; ++radius) {
    const auto hexes = hexesInRange(center, radius);
    CHECK(hexes.size() == static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
    std::set<std::pair<int, int>> seen;
    for (HexCoord h : hexes) {
      CHECK(hexDistance(center, h) <= radius);
      seen.insert({h.q, h.r});
    }
    CHECK(seen.size() == hexes.size());
    // Nothing within range is missing: scan a bounding box.
    for (int q = -8; q <= 8; ++q)
      for (int r = -8; r <= 8; ++r)
        if (hexDistance(center, {q, r}) <= radius) CHECK(seen.count({q, r}) == 1);
  }
}

TEST_CASE("catan: A standard Catan board has radius 2, giving 19 hexes total") {
  const auto hexes = hexesInRange({0, 0}, kStandardRadius);
  CHECK(hexes.size() == 19);
  for (HexCoord h : hexes) CHECK(std::max({std::abs(h.q), std::abs(h.r), std::abs(h.s())}) <= 2);
}

TEST_CASE("catan hexNeighbors(hex): Returns the 6 neighboring hex coordinates") {
  const HexCoord h{2, -1};
  const auto ns = hexNeighbors(h);
  CHECK(ns.size() == 6);
  std::set<std::pair<int, int>> distinct;
  for (HexCoord n : ns) {
    CHECK(hexDistance(h, n) == 1);
    distinct.insert({n.q, n.r});
  }
  CHECK(distinct.size() == 6);
  CHECK(hexEquals(ns[0], {3, -1}));
  CHECK(hexEquals(ns[3], {1, -1}));
}

TEST_CASE("catan hexDistance(a, b): Cube-coordinate distance between two hexes") {
  CHECK(hexDistance({0, 0}, {0, 0}) == 0);
  CHECK(hexDistance({0, 0}, {2, -1}) == 2);
  CHECK(hexDistance({-2, 0}, {2, 0}) == 4);
  CHECK(hexDistance({-2, 2}, {2, -2}) == 4);
  CHECK(hexDistance({1, 1}, {-1, -1}) == 4);  // |dq|=2, |dr|=2, |ds|=4
  CHECK(hexDistance({3, -7}, {-2, 4}) == hexDistance({-2, 4}, {3, -7}));
}

TEST_CASE("catan hexEquals(a, b): Equality check for two HexCoord values") {
  CHECK(hexEquals({1, -1}, {1, -1}));
  CHECK_FALSE(hexEquals({1, -1}, {-1, 1}));
  CHECK_FALSE(hexEquals({0, 1}, {1, 0}));
}
