// The seeded Catan shuffle is an exact Fisher-Yates over mulberry32 (the JavaScript algorithm the
// boards must match): checked against an implementation written here from the published
// algorithm, for many seeds, tiles and number tokens both.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "catan/board.h"
#include "catan_shuffle_oracle.h"

using namespace boardrules::catan;

namespace {

using catan_oracle::fisherYates;
using Reference = catan_oracle::Mulberry32;

}  // namespace

TEST_CASE("catan shuffle: tiles and numbers are the reference Fisher-Yates for seeds 0..299") {
  for (uint32_t seed = 0; seed < 300; ++seed) {
    Reference rng{seed};
    auto tiles = kStandardTiles;
    auto numbers = kStandardNumbers;
    fisherYates(tiles, rng);
    fisherYates(numbers, rng);
    const Board board = createBoard(seed);
    REQUIRE(board.hexes.size() == 19);
    std::size_t next = 0;
    for (std::size_t h = 0; h < 19; ++h) {
      CHECK_MESSAGE(board.hexes[h].resource == tiles[h], "seed " << seed << " hex " << h);
      if (tiles[h] == Resource::Desert) {
        CHECK_FALSE(board.hexes[h].numberToken.has_value());
        CHECK(board.robberHex == board.hexes[h].coord);
      } else {
        CHECK_MESSAGE(board.hexes[h].numberToken == numbers[next++], "seed " << seed << " hex " << h);
      }
    }
  }
}

TEST_CASE("catan shuffle: a tile ends up on every hex for some seed (no fixed points forced)") {
  // An off-by-one that never leaves an item in place (Sattolo's cycle) would never keep the
  // last tile (the desert) on the last hex.
  bool desertLast = false;
  for (uint32_t seed = 0; seed < 300 && !desertLast; ++seed) desertLast = createBoard(seed).hexes[18].resource == Resource::Desert;
  CHECK(desertLast);
}

TEST_CASE("catan separateRedNumbers: boards that already comply are unchanged, others get apart reds") {
  int changed = 0;
  for (uint32_t seed = 0; seed < 200; ++seed) {
    const Board plain = createBoard(seed);
    const Board apart = createBoard(seed, {true});
    CHECK_FALSE(hasAdjacentRedNumbers(apart));
    if (!hasAdjacentRedNumbers(plain)) {
      for (std::size_t h = 0; h < 19; ++h) CHECK(apart.hexes[h].numberToken == plain.hexes[h].numberToken);
      continue;
    }
    ++changed;
    std::array<int, 13> before{}, after{};  // the same multiset of numbers, the same resources
    for (std::size_t h = 0; h < 19; ++h) {
      CHECK(apart.hexes[h].resource == plain.hexes[h].resource);
      if (plain.hexes[h].numberToken) ++before[*plain.hexes[h].numberToken];
      if (apart.hexes[h].numberToken) ++after[*apart.hexes[h].numberToken];
    }
    CHECK(before == after);
  }
  CHECK(changed > 10);
}
