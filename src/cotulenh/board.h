// Seed 001: the CoTuLenh 12-rank x 11-file board in a 16x16 mailbox (square = rank * 16 + file,
// internal rank 0 = display rank 12 at the top), algebraic conversion, directions, wrap checks.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "geometry/grid.h"
#include "util/result.h"

namespace boardrules::cotulenh {

inline constexpr int kFiles = 11;  // a..k
inline constexpr int kRanks = 12;  // 1..12
inline constexpr int kStride = 16;
inline constexpr int kMailboxSize = 256;
inline constexpr int kValidSquareCount = kFiles * kRanks;  // 132
// The playable rectangle in internal coordinates: row = internal rank, column = file.
inline constexpr geometry::RectGrid kBoard{kRanks, kFiles};

constexpr int getFile(int square) { return square & 0x0f; }
constexpr int getRank(int square) { return square >> 4; }          // internal rank 0..11
constexpr int getRankNumber(int square) { return 12 - getRank(square); }  // display rank 1..12
constexpr int internalRank(int displayRank) { return 12 - displayRank; }
constexpr int makeSquare(int file, int rank) { return rank * kStride + file; }

// On the board: 0..255, file < 11 and rank < 12.
constexpr bool isValidSquare(int square) {
  return square >= 0 && square < kMailboxSize && kBoard.contains(getRank(square), getFile(square));
}

enum class Direction { North, South, East, West, NorthEast, NorthWest, SouthEast, SouthWest };

// Mailbox offsets; north is towards display rank 12 (internal rank decreases).
inline constexpr std::array<int, 8> kDirectionOffsets{-16, 16, 1, -1, -15, -17, 17, 15};
constexpr int offsetOf(Direction d) { return kDirectionOffsets[static_cast<int>(d)]; }

// For every mailbox square and direction (kDirectionOffsets order), how many steps stay on the
// board before the first one that leaves it; computed at compile time so the ray walks of move
// generation and attack detection test no square for validity.
struct RayLengthTable {
  std::array<std::array<uint8_t, 8>, kMailboxSize> steps{};
  constexpr RayLengthTable() {
    for (int sq = 0; sq < kMailboxSize; ++sq) {
      if (!isValidSquare(sq)) continue;
      for (int d = 0; d < 8; ++d) {
        int k = 0;
        while (isValidSquare(sq + (k + 1) * kDirectionOffsets[d])) ++k;
        steps[sq][d] = static_cast<uint8_t>(k);
      }
    }
  }
};
inline constexpr RayLengthTable kRayLengths{};
// `square` on the board, `direction` 0..7.
constexpr int rayLength(int square, int direction) { return kRayLengths.steps[square][direction]; }

// "a".."k" then "1".."12" (no sign, no leading zero, nothing after). Error names the argument.
Result<int> algebraicToSquare(std::string_view notation);
// Error for a square off the board.
Result<std::string> squareToAlgebraic(int square);

// The seed's wrap check: both squares on the board and neither file nor rank jumps by more than 3
// (a step off the east edge lands on the next rank's far west and is caught here).
constexpr bool isValidMove(int from, int to) {
  if (!isValidSquare(from) || !isValidSquare(to)) return false;
  const int df = getFile(to) - getFile(from), dr = getRank(to) - getRank(from);
  return df <= 3 && df >= -3 && dr <= 3 && dr >= -3;
}

}  // namespace boardrules::cotulenh
