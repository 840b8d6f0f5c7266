// Seed 002 "Integration Tests", "Property Tests" and "Golden Tests".
#include "spatial_test_support.h"

using namespace spatial_test;

TEST_CASE("spatial integration: Build grid(3,3), place tokens on several cells, run connectedZones from corner -> correct reachable set") {
  auto board = boardOf(macroZones(generateGrid(3, 3)));
  REQUIRE(board.placeToken("cell_0_1", {"w1", "wall", "none"}));
  REQUIRE(board.placeToken("cell_1_1", {"w2", "wall", "none"}));
  REQUIRE(board.placeToken("cell_2_2", {"gold", "treasure", "none"}));
  // Unfiltered: every other cell is reachable from the corner.
  CHECK(sorted(connected(board.graph(), "cell_0_0")) ==
        Ids{"cell_0_1", "cell_0_2", "cell_1_0", "cell_1_1", "cell_1_2", "cell_2_0", "cell_2_1", "cell_2_2"});
  // Walls block: via = not(kind(wall)) goes down the left column and along the bottom row.
  auto via = Condition::parse("not(kind(wall))");
  REQUIRE(via.isOk());
  ConnectedOptions opts;
  opts.via = viaCondition(via.value(), board.contents(), board.graph());
  CHECK(connected(board.graph(), "cell_0_0", opts) == Ids{"cell_1_0", "cell_2_0", "cell_2_1", "cell_2_2", "cell_1_2", "cell_0_2"});
  opts.maxDepth = 2;
  CHECK(connected(board.graph(), "cell_0_0", opts) == Ids{"cell_1_0", "cell_2_0"});
}

TEST_CASE("spatial integration: Build hex(2), verify tokensInAdjacentZones for center zone returns tokens from all 6 neighbors") {
  auto board = boardOf(macroZones(generateHex(2)));
  int n = 0;
  for (const auto& zone : board.graph().zoneIds()) {
    REQUIRE(board.placeToken(zone, {"t" + std::to_string(n++), "pawn", zone}));
  }
  auto tokens = queryTokensInAdjacentZones(board.graph(), board.contents(), "hex_0_0");
  REQUIRE(tokens.isOk());
  Ids owners;
  for (const auto& t : tokens.value()) owners.push_back(t.owner);
  CHECK(sorted(owners) == sorted({"hex_1_0", "hex_n1_0", "hex_0_1", "hex_0_n1", "hex_1_n1", "hex_n1_1"}));
}

TEST_CASE("spatial property: For any grid(R, C) where R,C >= 1: all adjacencies are symmetric") {
  for (int r = 1; r <= 12; ++r)
    for (int c = 1; c <= 12; ++c) {
      const auto zs = macroZones(generateGrid(r, c));
      CHECK_MESSAGE(allSymmetric(zs), "grid(" << r << "," << c << ")");
      CHECK(validateAdjacency(zs).empty());
    }
}

TEST_CASE("spatial property: For any grid(R, C): zone count equals R * C") {
  for (int r = 1; r <= 12; ++r)
    for (int c = 1; c <= 12; ++c) CHECK(generateGrid(r, c).zones.size() == static_cast<std::size_t>(r * c));
  CHECK(generateGrid(1, 100000).zones.size() == 100000);
}

TEST_CASE("spatial property: For any hex(radius) where radius >= 0: zone count equals 3 * radius * (radius + 1) + 1") {
  for (int radius = 0; radius <= 30; ++radius)
    CHECK(generateHex(radius).zones.size() == static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
}

TEST_CASE("spatial property: For any hex(radius): all adjacencies are symmetric") {
  for (int radius = 0; radius <= 15; ++radius) {
    const auto zs = macroZones(generateHex(radius));
    CHECK_MESSAGE(allSymmetric(zs), "hex(" << radius << ")");
    CHECK(validateAdjacency(zs).empty());
  }
}

namespace {
// Small deterministic generator (not a test subject) for random zone lists.
struct Lcg {
  std::uint32_t s;
  std::uint32_t next(std::uint32_t bound) {
    s = s * 1664525u + 1013904223u;
    return (s >> 8) % bound;
  }
};
std::vector<ZoneDef> randomZones(std::uint32_t seed) {
  Lcg rng{seed};
  const std::uint32_t n = 1 + rng.next(30);
  std::vector<ZoneDef> zs(n);
  for (std::uint32_t i = 0; i < n; ++i) zs[i].id = "z" + std::to_string(i);
  for (std::uint32_t i = 0; i < n; ++i) {
    if (rng.next(5) == 0) continue;  // some zones without adjacentTo
    zs[i].adjacentTo.emplace();
    const std::uint32_t k = rng.next(5);
    for (std::uint32_t j = 0; j < k; ++j) zs[i].adjacentTo->push_back("z" + std::to_string(rng.next(n + 2)));
  }
  return zs;
}
}  // namespace

TEST_CASE("spatial property: connectedZones from any zone returns a subset of all zones (no invented zones)") {
  for (std::uint32_t seed = 1; seed <= 200; ++seed) {
    const auto zs = randomZones(seed);
    const auto g = graphOf(zs);
    std::set<std::string> all;
    for (const auto& z : zs) all.insert(z.id);
    for (const auto& z : zs)
      for (const auto& found : connected(g, z.id, {.includeStart = true})) CHECK(all.count(found) == 1);
  }
}

TEST_CASE("spatial property: connectedZones never contains duplicates") {
  for (std::uint32_t seed = 1; seed <= 200; ++seed) {
    const auto zs = randomZones(seed);
    const auto g = graphOf(zs);
    for (const auto& z : zs) {
      const Ids found = connected(g, z.id, {.includeStart = true});
      CHECK(std::set<std::string>(found.begin(), found.end()).size() == found.size());
      CHECK(found.size() <= zs.size());
    }
  }
}

TEST_CASE("spatial golden: grid(3, 3) -> expected zone definitions with exact adjacency lists") {
  CHECK(zonesToGoldenJson(macroZones(generateGrid(3, 3))) == readSourceData("spatial/grid_3x3.golden.json"));
}

TEST_CASE("spatial golden: hex(1) -> expected 7 zone definitions with exact adjacency lists") {
  CHECK(zonesToGoldenJson(macroZones(generateHex(1))) == readSourceData("spatial/hex_1.golden.json"));
}
