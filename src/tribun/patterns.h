// Precomputed per-cid geometry for the height patterns of docs/rules/tribun.md section 3 (seed
// 004): neighbours, height-2 and height-3 jumps, height-4 slides, height-6 rays and height-8 double
// steps. Built once from the shared hex geometry; read-only afterwards.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tribun/coords.h"

namespace boardrules::tribun {

inline constexpr uint8_t kOff = 0xFF;  // "no tile" in the tables

struct PatternTables {
  std::array<std::array<uint8_t, 6>, kCidSpace> neighbor;    // by direction, kOff when off board
  std::array<std::array<uint8_t, 6>, kCidSpace> doubleStep;  // +2v by direction, kOff when off board
  std::array<std::array<uint8_t, 6>, kCidSpace> jump2;       // on-board height-2 jumps
  std::array<uint8_t, kCidSpace> jump2Count;
  std::array<std::array<uint8_t, 12>, kCidSpace> jump3;      // on-board height-3 jumps
  std::array<uint8_t, kCidSpace> jump3Count;
  // Slides along the six height-2 vectors (heights 4 and 6 move, height 4 attacks): at most 5
  // steps fit on the board.
  std::array<std::array<std::array<uint8_t, 5>, 6>, kCidSpace> slide;
  std::array<std::array<uint8_t, 6>, kCidSpace> slideLength;
  // Rays along the six neighbour directions (height 6 attacks): at most 10 steps.
  std::array<std::array<std::array<uint8_t, 10>, 6>, kCidSpace> ray;
  std::array<std::array<uint8_t, 6>, kCidSpace> rayLength;
};

const PatternTables& patternTables();

// The jump vectors of heights 2 and 3: the tiles at hex distance 2 (resp. 3) that are not
// corners of that ring, i.e. not a multiple of a neighbour vector (docs/rules/tribun.md section 3).
// Derived from the shared hex geometry; tests compare them with the lists written in the rules.
const std::vector<Coord>& jumpVectors(int height);

}  // namespace boardrules::tribun
