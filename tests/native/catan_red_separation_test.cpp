// The separateRedNumbers option, specified from outside the library: "red" is checked here as
// the numbers 6 and 8 on hexes at distance 1 (never through the library's own red test), and the
// board the option deals is the one its documented procedure gives for the seed: after the tile
// and number shuffles, the same mulberry32 stream shuffles the land hexes (Fisher-Yates from the
// last index); the reds go to the first pairwise non-adjacent hexes in that order (earliest
// choices kept, backtracking only when stuck); every hex keeps its resource, and the reds and
// the other numbers each keep their dealt order over the hexes (by index). A seed therefore
// names one board with the option too, in every build.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "catan/board.h"
#include "catan_shuffle_oracle.h"

using namespace boardrules::catan;

namespace {

using catan_oracle::fisherYates;
using Stream = catan_oracle::Mulberry32;

bool red(const std::optional<int>& n) { return n == 6 || n == 8; }

bool touching(const Board& b, std::size_t x, std::size_t y) { return hexDistance(b.hexes[x].coord, b.hexes[y].coord) == 1; }

bool redsTouch(const Board& b) {
  for (std::size_t x = 0; x < b.hexes.size(); ++x)
    for (std::size_t y = x + 1; y < b.hexes.size(); ++y)
      if (red(b.hexes[x].numberToken) && red(b.hexes[y].numberToken) && touching(b, x, y)) return true;
  return false;
}

// The first `count` pairwise non-touching hexes of `order`, earliest choices first.
bool firstApart(const Board& b, const std::vector<std::size_t>& order, std::size_t from, std::size_t count,
                std::vector<std::size_t>& chosen) {
  if (chosen.size() == count) return true;
  for (std::size_t i = from; i < order.size(); ++i) {
    bool apart = true;
    for (std::size_t c : chosen) apart = apart && !touching(b, c, order[i]);
    if (!apart) continue;
    chosen.push_back(order[i]);
    if (firstApart(b, order, i + 1, count, chosen)) return true;
    chosen.pop_back();
  }
  return false;
}

// The board the option must deal for `seed`, from the plain board of the same seed.
Board expectedSeparated(uint32_t seed) {
  Board b = createBoard(seed);
  if (!redsTouch(b)) return b;
  Stream rng{seed};
  auto tiles = kStandardTiles;
  auto numbers = kStandardNumbers;
  fisherYates(tiles, rng);  // the draws of the plain board's two shuffles
  fisherYates(numbers, rng);
  std::vector<std::size_t> land;
  std::vector<int> reds, others;
  for (std::size_t h = 0; h < b.hexes.size(); ++h) {
    if (!b.hexes[h].numberToken) continue;
    land.push_back(h);
    (red(b.hexes[h].numberToken) ? reds : others).push_back(*b.hexes[h].numberToken);
  }
  std::vector<std::size_t> order = land, chosen;
  fisherYates(order, rng);
  REQUIRE(firstApart(b, order, 0, reds.size(), chosen));
  std::size_t r = 0, o = 0;
  for (std::size_t h : land) {
    bool isChosen = false;
    for (std::size_t c : chosen) isChosen = isChosen || c == h;
    b.hexes[h].numberToken = isChosen ? reds[r++] : others[o++];
  }
  return b;
}

}  // namespace

TEST_CASE("catan separateRedNumbers: a 6 or 8 never touches another, checked by hex distance") {
  int plainTouching = 0;
  for (uint32_t seed = 0; seed < 500; ++seed) {
    CAPTURE(seed);
    const Board plain = createBoard(seed), apart = createBoard(seed, {.separateRedNumbers = true});
    plainTouching += redsTouch(plain);
    CHECK(hasAdjacentRedNumbers(plain) == redsTouch(plain));
    CHECK_FALSE(redsTouch(apart));
    CHECK_FALSE(hasAdjacentRedNumbers(apart));
    int sixes = 0, eights = 0;
    for (const HexTile& t : apart.hexes) {
      sixes += t.numberToken == 6;
      eights += t.numberToken == 8;
    }
    CHECK(sixes == 2);
    CHECK(eights == 2);
  }
  CHECK(plainTouching > 100);  // the check is not vacuous: plain shuffles put reds side by side
}

TEST_CASE("catan separateRedNumbers: a seed names one board, the one its procedure deals") {
  int moved = 0;
  for (uint32_t seed = 0; seed < 300; ++seed) {
    CAPTURE(seed);
    const Board expected = expectedSeparated(seed), actual = createBoard(seed, {.separateRedNumbers = true});
    REQUIRE(actual.hexes.size() == expected.hexes.size());
    bool same = true;
    for (std::size_t h = 0; h < actual.hexes.size(); ++h)
      same = same && actual.hexes[h].coord == expected.hexes[h].coord &&
             actual.hexes[h].resource == expected.hexes[h].resource &&
             actual.hexes[h].numberToken == expected.hexes[h].numberToken;
    CHECK(same);
    CHECK(actual.robberHex == expected.robberHex);
    moved += redsTouch(createBoard(seed));
  }
  CHECK(moved > 50);
}
