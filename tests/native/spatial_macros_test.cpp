// Seed 002 "Unit Tests" for the grid(rows, cols) and hex(radius) macros, plus size diagnostics.
#include <limits>

#include "spatial_test_support.h"

using namespace spatial_test;

namespace {
const ZoneDef& zoneNamed(const std::vector<ZoneDef>& zs, const std::string& id) {
  auto it = std::find_if(zs.begin(), zs.end(), [&](const ZoneDef& z) { return z.id == id; });
  REQUIRE(it != zs.end());
  return *it;
}
Ids neighboursOf(const std::vector<ZoneDef>& zs, const std::string& id) { return sorted(*zoneNamed(zs, id).adjacentTo); }
}  // namespace

TEST_CASE("spatial grid(3, 3): Produces 9 zones named cell_0_0 through cell_2_2") {
  const auto zs = macroZones(generateGrid(3, 3));
  REQUIRE(zs.size() == 9);
  Ids ids;
  for (const auto& z : zs) ids.push_back(z.id);
  CHECK(ids == Ids{"cell_0_0", "cell_0_1", "cell_0_2", "cell_1_0", "cell_1_1", "cell_1_2", "cell_2_0", "cell_2_1",
                   "cell_2_2"});
  for (const auto& z : zs) {
    CHECK(z.owner == "none");
    CHECK(z.visibility == "public");
    CHECK(z.ordering == "set");
  }
}

TEST_CASE("spatial grid(3, 3): Corner cell_0_0 has exactly 2 neighbors: cell_0_1, cell_1_0") {
  CHECK(neighboursOf(macroZones(generateGrid(3, 3)), "cell_0_0") == Ids{"cell_0_1", "cell_1_0"});
}

TEST_CASE("spatial grid(3, 3): Edge cell_0_1 has exactly 3 neighbors: cell_0_0, cell_0_2, cell_1_1") {
  CHECK(neighboursOf(macroZones(generateGrid(3, 3)), "cell_0_1") == Ids{"cell_0_0", "cell_0_2", "cell_1_1"});
}

TEST_CASE("spatial grid(3, 3): Center cell_1_1 has exactly 4 neighbors") {
  CHECK(neighboursOf(macroZones(generateGrid(3, 3)), "cell_1_1") ==
        Ids{"cell_0_1", "cell_1_0", "cell_1_2", "cell_2_1"});
}

TEST_CASE("spatial grid(3, 3): All adjacencies are symmetric") {
  const auto zs = macroZones(generateGrid(3, 3));
  CHECK(allSymmetric(zs));
  CHECK(validateAdjacency(zs).empty());
}

TEST_CASE("spatial grid(1, 1): Single zone with no neighbors") {
  const auto zs = macroZones(generateGrid(1, 1));
  REQUIRE(zs.size() == 1);
  CHECK(zs[0].id == "cell_0_0");
  CHECK(zs[0].adjacentTo->empty());
}

TEST_CASE("spatial grid(2, 3): 6 zones with correct connectivity") {
  const auto zs = macroZones(generateGrid(2, 3));
  REQUIRE(zs.size() == 6);
  CHECK(neighboursOf(zs, "cell_0_0") == Ids{"cell_0_1", "cell_1_0"});
  CHECK(neighboursOf(zs, "cell_0_1") == Ids{"cell_0_0", "cell_0_2", "cell_1_1"});
  CHECK(neighboursOf(zs, "cell_0_2") == Ids{"cell_0_1", "cell_1_2"});
  CHECK(neighboursOf(zs, "cell_1_0") == Ids{"cell_0_0", "cell_1_1"});
  CHECK(neighboursOf(zs, "cell_1_1") == Ids{"cell_0_1", "cell_1_0", "cell_1_2"});
  CHECK(neighboursOf(zs, "cell_1_2") == Ids{"cell_0_2", "cell_1_1"});
}

TEST_CASE("spatial hex(0): 1 zone (center only), no neighbors") {
  const auto zs = macroZones(generateHex(0));
  REQUIRE(zs.size() == 1);
  CHECK(zs[0].id == "hex_0_0");
  CHECK(zs[0].adjacentTo->empty());
}

TEST_CASE("spatial hex(1): 7 zones, center has 6 neighbors, outer ring each has 3 neighbors") {
  const auto zs = macroZones(generateHex(1));
  REQUIRE(zs.size() == 7);
  for (const auto& z : zs) CHECK(z.adjacentTo->size() == (z.id == "hex_0_0" ? 6u : 3u));
  CHECK(neighboursOf(zs, "hex_0_0") == sorted({"hex_1_0", "hex_n1_0", "hex_0_1", "hex_0_n1", "hex_1_n1", "hex_n1_1"}));
}

TEST_CASE("spatial hex(2): 19 zones with correct 6-connectivity") {
  const auto zs = macroZones(generateHex(2));
  REQUIRE(zs.size() == 19);
  // Each zone's neighbours are exactly the zones one hex step away (checked from the coordinates).
  auto coordOf = [](const std::string& id) {
    auto num = [](const std::string& s) { return s[0] == 'n' ? -std::stoi(s.substr(1)) : std::stoi(s); };
    const auto a = id.find('_'), b = id.find('_', a + 1);
    return boardrules::geometry::Hex{num(id.substr(a + 1, b - a - 1)), num(id.substr(b + 1))};
  };
  for (const auto& z : zs) {
    Ids expected;
    for (const auto& other : zs)
      if (boardrules::geometry::hexDistance(coordOf(z.id), coordOf(other.id)) == 1) expected.push_back(other.id);
    CHECK(sorted(*z.adjacentTo) == sorted(expected));
    CHECK(hexZoneId(coordOf(z.id)) == z.id);
  }
  CHECK(neighboursOf(zs, "hex_n2_0").size() == 3);   // corner
  CHECK(neighboursOf(zs, "hex_n1_n1").size() == 4);  // side
  CHECK(allSymmetric(zs));
}

TEST_CASE("spatial contract: grid(0,3), grid(2,-1), hex(-1) and non-integers give diagnostics") {
  auto code = [](const MacroResult& m) { return m.diagnostics.empty() ? std::string() : m.diagnostics.front().code; };
  const auto zeroRows = generateGrid(0, 3);
  CHECK(zeroRows.zones.empty());
  CHECK(code(zeroRows) == "MACRO_BAD_SIZE");
  CHECK(zeroRows.diagnostics.front().message == "grid: rows must be >= 1, got 0");
  const auto negCols = generateGrid(2, -1);
  CHECK(code(negCols) == "MACRO_BAD_SIZE");
  CHECK(negCols.diagnostics.front().path == "grid.cols");
  const auto negRadius = generateHex(-1);
  CHECK(code(negRadius) == "MACRO_BAD_SIZE");
  CHECK(negRadius.diagnostics.front().message == "hex: radius must be >= 0, got -1");
  CHECK(code(generateGrid(2.5, 3)) == "MACRO_NOT_INTEGER");
  CHECK(code(generateHex(1.5)) == "MACRO_NOT_INTEGER");
  CHECK(code(generateGrid(std::numeric_limits<double>::quiet_NaN(), 3)) == "MACRO_NOT_INTEGER");
  CHECK(code(generateHex(std::numeric_limits<double>::infinity())) == "MACRO_NOT_INTEGER");
  CHECK(generateGrid(0, -1).diagnostics.size() == 2);  // both arguments named
}

TEST_CASE("spatial contract: sizes in messages read as std::to_string wrote them (6 decimals, zeros trimmed)") {
  auto message = [](const MacroResult& m) { return m.diagnostics.empty() ? std::string() : m.diagnostics.front().message; };
  CHECK(message(generateGrid(2.5, 3)) == "grid: rows must be an integer, got 2.5");
  CHECK(message(generateHex(-0.125)) == "hex: radius must be an integer, got -0.125");
  CHECK(message(generateHex(1.0000015)) == "hex: radius must be an integer, got 1.000001");  // rounded
  CHECK(message(generateHex(0.0078125)) == "hex: radius must be an integer, got 0.007812");  // tie: to even
  CHECK(message(generateHex(1e-9)) == "hex: radius must be an integer, got 0.");
  CHECK(message(generateHex(-1e-9)) == "hex: radius must be an integer, got -0.");  // -0.000000 trimmed
  CHECK(message(generateHex(std::numeric_limits<double>::quiet_NaN())) == "hex: radius must be an integer, got NaN");
  CHECK(message(generateGrid(1e20, 1)) ==
        "grid(100000000000000000000.,1) would create 100000000000000000000. zones; the limit is 100000");
}

TEST_CASE("spatial contract: macros refuse more than 100,000 zones") {
  const auto big = generateGrid(1000, 1000);
  REQUIRE(big.diagnostics.size() == 1);
  CHECK(big.diagnostics[0].code == "SPATIAL_TOO_MANY_ZONES");
  CHECK(big.diagnostics[0].message == "grid(1000,1000) would create 1000000 zones; the limit is 100000");
  CHECK(generateHex(1e9).diagnostics.at(0).code == "SPATIAL_TOO_MANY_ZONES");
  CHECK(generateGrid(1, 100000).ok());
  CHECK(generateHex(182).ok());  // 3*182*183+1 = 99919 zones
  CHECK(generateHex(183).diagnostics.at(0).code == "SPATIAL_TOO_MANY_ZONES");
}
