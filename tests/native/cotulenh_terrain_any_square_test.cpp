// Terrain answers for every integer square a caller could pass (on the board, off the mailbox
// rectangle, negative, huge): never a crash, never an answer for a square that is not on the
// board, and on the board the seed's map, written here from its description.
#include <doctest/doctest.h>

#include <string>

#include "cotulenh/terrain.h"

using namespace boardrules::cotulenh;

namespace {

bool onBoard(int square) { return square >= 0 && square < 256 && (square & 15) < 11 && (square >> 4) < 12; }

// Water a-b, mixed c and the river squares d6 e6 d7 e7, land elsewhere (files 0-based).
Terrain expectedTerrain(int file, int displayRank) {
  if (file <= 1) return Terrain::Water;
  if (file == 2 || ((file == 3 || file == 4) && (displayRank == 6 || displayRank == 7))) return Terrain::Mixed;
  return Terrain::Land;
}

}  // namespace

TEST_CASE("cotulenh terrain: every int square, on the board or not, gets the seed's answer or an error") {
  int valid = 0;
  for (int square = -600; square <= 600; ++square) {
    const bool on = onBoard(square);
    const auto terrain = terrainOf(square);
    const auto zone = zoneOf(square);
    REQUIRE(terrain.isOk() == on);
    REQUIRE(zone.isOk() == on);
    if (!on) {
      CHECK_FALSE(canNavyEnter(square));
      CHECK_FALSE(canLandPieceEnter(square));
      CHECK_FALSE(isBridgeSquare(square));
      CHECK_FALSE(isRiverSquare(square));
      CHECK(terrain.message().find(std::to_string(square)) != std::string::npos);
      continue;
    }
    ++valid;
    const int file = square & 15, displayRank = 12 - (square >> 4);
    const Terrain t = expectedTerrain(file, displayRank);
    CHECK(terrain.value() == t);
    CHECK(canNavyEnter(square) == (t != Terrain::Land));
    CHECK(canLandPieceEnter(square) == (t != Terrain::Water));
    CHECK(zone.value() == (displayRank >= 7 ? RiverZone::Upper : RiverZone::Lower));
    CHECK(isBridgeSquare(square) == ((file == 5 || file == 7) && (displayRank == 6 || displayRank == 7)));
  }
  CHECK(valid == 132);
}

TEST_CASE("cotulenh terrain: heavy pieces with an off-board square get an error naming the argument") {
  const int e6 = 100, e7 = 5 * 16 + 4;  // display ranks 6 (lower zone) and 7 (upper zone)
  REQUIRE(canHeavyPieceMove(e6, e6).value());
  CHECK_FALSE(canHeavyPieceMove(e6, e7).value());
  for (int bad : {-1, 11, 15, 192, 255, 256, 100000, -100000}) {
    const auto from = canHeavyPieceMove(bad, e6);
    REQUIRE_FALSE(from.isOk());
    CHECK(from.message().rfind("from:", 0) == 0);
    const auto to = canHeavyPieceMove(e6, bad);
    REQUIRE_FALSE(to.isOk());
    CHECK(to.message().rfind("to:", 0) == 0);
  }
}
