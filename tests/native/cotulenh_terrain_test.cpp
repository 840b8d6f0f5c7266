// Seed 001 terrain, river zones, heavy-piece crossing rule; bridge squares of the full game.
#include <algorithm>
#include <vector>

#include "cotulenh/terrain.h"
#include "cotulenh_test_support.h"

using namespace boardrules::cotulenh;
using cotulenh_test::seedRows;

namespace {
int sq(const std::string& alg) { return algebraicToSquare(alg).value(); }
}  // namespace

TEST_CASE("cotulenh seed: Terrain Zones - water a-b, mixed c and d6 e6 d7 e7, land d-k (examples)") {
  for (const auto& row : seedRows("terrain")) {
    CAPTURE(row[0]);
    CHECK(sq(row[0]) == std::stoi(row[1]));
    CHECK(terrainName(terrainOf(sq(row[0])).value()) == row[2]);
  }
}

TEST_CASE("cotulenh terrain: the full map (24 water, 16 mixed, 92 land)") {
  int water = 0, mixed = 0, land = 0;
  for (int s = 0; s < 256; ++s) {
    if (!isValidSquare(s)) {
      CHECK_FALSE(terrainOf(s).isOk());
      continue;
    }
    const Terrain t = terrainOf(s).value();
    const int file = getFile(s);
    if (file <= 1) CHECK(t == Terrain::Water);
    else if (file == 2) CHECK(t == Terrain::Mixed);
    else if (isRiverSquare(s)) CHECK(t == Terrain::Mixed);
    else CHECK(t == Terrain::Land);
    water += t == Terrain::Water;
    mixed += t == Terrain::Mixed;
    land += t == Terrain::Land;
  }
  CHECK(water == 24);
  CHECK(mixed == 16);
  CHECK(land == 92);
  for (const char* r : {"d6", "e6", "d7", "e7"}) CHECK(isRiverSquare(sq(r)));
  for (const char* r : {"c6", "f6", "d5", "e8"}) CHECK_FALSE(isRiverSquare(sq(r)));
}

TEST_CASE("cotulenh seed: Water Zone (Navy Only) and Land Zone (Land Pieces Only) access checks") {
  CHECK(canNavyEnter(sq("a6")));        // navyOnWater
  CHECK(canNavyEnter(sq("d6")));        // navyOnRiver
  CHECK(canNavyEnter(sq("c10")));       // mixed file
  CHECK_FALSE(canNavyEnter(sq("f6")));  // land
  CHECK(canLandPieceEnter(sq("f6")));   // tankOnLand
  CHECK(canLandPieceEnter(sq("e7")));   // river square is mixed
  CHECK_FALSE(canLandPieceEnter(sq("a6")));  // a6 is water - invalid for a tank
  CHECK_FALSE(canLandPieceEnter(sq("b1")));
  CHECK_FALSE(canLandPieceEnter(300));
  CHECK_FALSE(canNavyEnter(-5));
}

TEST_CASE("cotulenh seed: Common Test Patterns - land piece destinations contain f6, not a6") {
  // A land piece on e6 stepping one square: f6 (land) is allowed, water squares never are.
  const int e6 = sq("e6");
  std::vector<std::string> destinations;
  for (int off : kDirectionOffsets)
    if (isValidMove(e6, e6 + off) && canLandPieceEnter(e6 + off)) destinations.push_back(squareToAlgebraic(e6 + off).value());
  CHECK(std::find(destinations.begin(), destinations.end(), "f6") != destinations.end());
  CHECK(std::find(destinations.begin(), destinations.end(), "a6") == destinations.end());
}

TEST_CASE("cotulenh seed: River Zones - upper = display ranks 7-12 (internal 0-5), lower = 1-6 (internal 6-11)") {
  for (const auto& row : seedRows("zone")) {
    CAPTURE(row[0]);
    CHECK(zoneName(zoneOf(sq(row[0])).value()) == row[1]);
  }
  for (int s = 0; s < 256; ++s) {
    if (!isValidSquare(s)) {
      CHECK_FALSE(zoneOf(s).isOk());
      continue;
    }
    CHECK((zoneOf(s).value() == RiverZone::Upper) == (getRankNumber(s) >= 7));
  }
}

TEST_CASE("cotulenh seed: Heavy Piece Restriction - Artillery at f8 cannot move to f5") {
  CHECK(getRank(sq("f8")) == 4);
  CHECK(getRank(sq("f5")) == 7);
  CHECK_FALSE(canHeavyPieceMove(sq("f8"), sq("f5")).value());
  for (const auto& row : seedRows("heavy")) {
    CAPTURE(row[0] + "->" + row[1]);
    CHECK(canHeavyPieceMove(sq(row[0]), sq(row[1])).value() == (row[2] == "true"));
  }
  auto bad = canHeavyPieceMove(sq("f8"), 999);
  REQUIRE_FALSE(bad.isOk());
  CHECK(bad.message() == "to: square 999 is not on the board");
}

TEST_CASE("cotulenh bridges: isBridgeSquare is true for f6 f7 h6 h7 only") {
  int count = 0;
  for (int s = 0; s < 256; ++s) count += isBridgeSquare(s);
  CHECK(count == 4);
  for (const char* b : {"f6", "f7", "h6", "h7"}) CHECK(isBridgeSquare(sq(b)));
  for (const char* n : {"g6", "f5", "h8", "e6"}) CHECK_FALSE(isBridgeSquare(sq(n)));
  // Data only: the seed's crossing rule does not open at bridges.
  CHECK_FALSE(canHeavyPieceMove(sq("f7"), sq("f6")).value());
}
