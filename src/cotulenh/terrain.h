// Seed 001 "Terrain Zones" and "River System": water files a-b (navy only), mixed file c and the
// river squares d6 e6 d7 e7 (navy and land pieces), land elsewhere (land pieces only); the
// upper zone (display ranks 7-12) and lower zone (1-6); heavy pieces stay in their zone.
#pragma once

#include <array>
#include <cstdint>

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

// Terrain of an on-board square (no error path: `square` must be valid).
constexpr Terrain terrainAt(int square) {
  const int file = getFile(square);
  if (file <= 1) return Terrain::Water;
  if (file == 2 || isRiverSquare(square)) return Terrain::Mixed;
  return Terrain::Land;
}

// Per mailbox square, who may stand there, computed at compile time (0 off the board): move
// generation asks on every square of every ray.
inline constexpr uint8_t kNavyMayStand = 1, kLandMayStand = 2;
struct StandTable {
  std::array<uint8_t, kMailboxSize> bySquare{};
  constexpr StandTable() {
    for (int sq = 0; sq < kMailboxSize; ++sq) {
      if (!isValidSquare(sq)) continue;
      const Terrain t = terrainAt(sq);
      bySquare[sq] = static_cast<uint8_t>((t != Terrain::Land ? kNavyMayStand : 0) | (t != Terrain::Water ? kLandMayStand : 0));
    }
  }
};
inline constexpr StandTable kStandTable{};

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
