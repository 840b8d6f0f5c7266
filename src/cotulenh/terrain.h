// Seed 001 "Terrain Zones" and "River System": water files a-b (navy only), mixed file c and the
// river squares d6 e6 d7 e7 (navy and land pieces), land elsewhere (land pieces only); the
// upper zone (display ranks 7-12) and lower zone (1-6); heavy pieces stay in their zone.
#pragma once

#include "cotulenh/board.h"
#include "util/result.h"

namespace boardrules::cotulenh {

enum class Terrain { Water, Mixed, Land };
const char* terrainName(Terrain t);  // "water" | "mixed" | "land"

enum class RiverZone { Upper, Lower };
const char* zoneName(RiverZone z);  // "upper" | "lower"

// d6, e6, d7, e7.
constexpr bool isRiverSquare(int square) {
  return isValidSquare(square) && (getFile(square) == 3 || getFile(square) == 4) &&
         (getRankNumber(square) == 6 || getRankNumber(square) == 7);
}

// Error for a square off the board.
Result<Terrain> terrainOf(int square);
// Water or mixed. False off the board.
bool canNavyEnter(int square);
// Mixed or land. False off the board.
bool canLandPieceEnter(int square);

// Upper when the internal rank is <= 5 (display ranks 7..12). Error off the board.
Result<RiverZone> zoneOf(int square);

// Heavy pieces (artillery, anti-air, missile) may not move between the upper and lower zones:
// true exactly when both squares are in the same zone, as the seed states it. Error naming the
// argument for a square off the board.
Result<bool> canHeavyPieceMove(int from, int to);

// The full game's bridge squares f6 f7 h6 h7 (data only: the seed's crossing rule ignores them).
bool isBridgeSquare(int square);

}  // namespace boardrules::cotulenh
