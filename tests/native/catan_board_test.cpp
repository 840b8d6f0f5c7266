// Seed 003 "BoardGraph", "Standard tile distribution", "Using createBoard()" and the seeded RNG;
// beyond the seed: the 6/8 separation option and the 9 harbours.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "catan/board.h"
#include "catan/rng.h"

using namespace boardrules::catan;

namespace {
std::vector<int> numbersOf(const Board& b) {
  std::vector<int> out;
  for (const auto& h : b.hexes)
    if (h.numberToken) out.push_back(*h.numberToken);
  return out;
}
bool sameLayout(const Board& a, const Board& b) {
  if (a.hexes.size() != b.hexes.size()) return false;
  for (std::size_t i = 0; i < a.hexes.size(); ++i)
    if (a.hexes[i].coord != b.hexes[i].coord || a.hexes[i].resource != b.hexes[i].resource ||
        a.hexes[i].numberToken != b.hexes[i].numberToken)
      return false;
  return a.robberHex == b.robberHex;
}
}  // namespace

TEST_CASE("catan mulberry32: matches the standard JavaScript algorithm") {
  // Reference values from the canonical JS function (see rng.h), scaled back to 32-bit integers.
  const std::map<std::uint32_t, std::vector<std::uint32_t>> expected{
      {0u, {1144304738u, 1416247u, 958946056u}},
      {1u, {2693262067u, 11749833u, 2265367787u}},
      {42u, {2581720956u, 1925393290u, 3661312704u}},
      {4294967295u, {3850105811u, 813802916u, 3073704848u}}};
  for (const auto& [seed, values] : expected) {
    Mulberry32 rng(seed);
    for (std::uint32_t v : values) CHECK(rng.nextUint32() == v);
  }
  Mulberry32 rng(42);
  CHECK(rng.next() == doctest::Approx(2581720956.0 / 4294967296.0).epsilon(1e-15));
}

TEST_CASE("catan: Standard tile distribution (4 wood, 4 sheep, 4 wheat, 3 brick, 3 ore, 1 desert = 19)") {
  for (std::uint32_t seed : {0u, 1u, 42u, 7777u}) {
    const Board b = createBoard(seed);
    REQUIRE(b.hexes.size() == 19);
    std::map<std::string, int> count;
    for (const auto& h : b.hexes) ++count[resourceName(h.resource)];
    CHECK(count["wood"] == 4);
    CHECK(count["sheep"] == 4);
    CHECK(count["wheat"] == 4);
    CHECK(count["brick"] == 3);
    CHECK(count["ore"] == 3);
    CHECK(count["desert"] == 1);
  }
}

TEST_CASE("catan: Number tokens 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12 (18 tokens, one per non-desert tile)") {
  for (std::uint32_t seed = 0; seed < 50; ++seed) {
    const Board b = createBoard(seed);
    auto nums = numbersOf(b);
    std::sort(nums.begin(), nums.end());
    CHECK(nums == std::vector<int>{2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12});
    for (const auto& h : b.hexes) CHECK(h.numberToken.has_value() == (h.resource != Resource::Desert));
  }
}

TEST_CASE("catan createBoard(seed): any given seed always produces the same board layout") {
  for (std::uint32_t seed : {0u, 1u, 42u, 123456789u, 4294967295u}) CHECK(sameLayout(createBoard(seed), createBoard(seed)));
  // And the seed matters: 100 seeds give many different layouts.
  std::set<std::vector<int>> layouts;
  for (std::uint32_t seed = 0; seed < 100; ++seed) {
    std::vector<int> key;
    for (const auto& h : createBoard(seed).hexes) key.push_back(static_cast<int>(h.resource) * 100 + h.numberToken.value_or(0));
    layouts.insert(key);
  }
  CHECK(layouts.size() == 100);
}

TEST_CASE("catan createDefaultBoard(): convenience wrapper using seed 42") {
  const Board d = createDefaultBoard();
  CHECK(d.seed == 42);
  CHECK(sameLayout(d, createBoard(42)));
  CHECK_FALSE(sameLayout(d, createBoard(41)));
}

TEST_CASE("catan BoardGraph: robberHex is the current robber position (starts on desert)") {
  for (std::uint32_t seed = 0; seed < 50; ++seed) {
    const Board b = createBoard(seed);
    auto desert = std::find_if(b.hexes.begin(), b.hexes.end(), [](const HexTile& h) { return h.resource == Resource::Desert; });
    REQUIRE(desert != b.hexes.end());
    CHECK(b.robberHex == desert->coord);
  }
}

TEST_CASE("catan option separateRedNumbers: 6 and 8 are never on adjacent hexes") {
  int defaultViolations = 0;
  for (std::uint32_t seed = 0; seed < 2000; ++seed) {
    const Board plain = createBoard(seed);
    const Board apart = createBoard(seed, {.separateRedNumbers = true});
    defaultViolations += hasAdjacentRedNumbers(plain);
    CHECK_FALSE(hasAdjacentRedNumbers(apart));
    auto a = numbersOf(apart), p = numbersOf(plain);
    std::sort(a.begin(), a.end());
    std::sort(p.begin(), p.end());
    CHECK(a == p);  // the same tokens, only moved
    CHECK(sameLayout(apart, createBoard(seed, {.separateRedNumbers = true})));  // still deterministic
    if (!hasAdjacentRedNumbers(plain)) CHECK(sameLayout(plain, apart));      // compliant boards unchanged
    for (std::size_t h = 0; h < apart.hexes.size(); ++h) CHECK(apart.hexes[h].resource == plain.hexes[h].resource);
  }
  // The option is not vacuous: plain shuffles do put reds side by side.
  CHECK(defaultViolations > 100);
}

TEST_CASE("catan harbours: the 9 standard harbours sit on coastal edges") {
  const Board b = createDefaultBoard();
  const Topology& t = b.topology();
  REQUIRE(b.harbors.size() == 9);
  std::map<std::string, int> types;
  std::set<int> usedVertices, usedEdges;
  for (const Harbor& h : b.harbors) {
    ++types[harborTypeName(h.type)];
    CHECK(h.ratio == (h.type == HarborType::Generic ? 3 : 2));
    CHECK(t.edges[h.edge].adjacentHexes.size() == 1);  // coastal
    CHECK(usedEdges.insert(h.edge).second);
    for (int v : t.edges[h.edge].vertices) CHECK(usedVertices.insert(v).second);  // no shared corner
  }
  CHECK(types["generic"] == 4);
  for (const char* r : {"wood", "brick", "sheep", "wheat", "ore"}) CHECK(types[r] == 1);
  // Harbours do not depend on the seed.
  const Board other = createBoard(99);
  for (std::size_t i = 0; i < 9; ++i) CHECK(other.harbors[i].edge == b.harbors[i].edge);
}
