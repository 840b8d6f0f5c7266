// Seed 003 "Hex Coordinate System": the Catan names for the shared axial hex geometry
// (geometry/hex.h). Nothing is re-implemented here.
#pragma once

#include <array>
#include <vector>

#include "geometry/hex.h"

namespace boardrules::catan {

using HexCoord = geometry::Hex;  // {q, r}; s = -q - r

// hexesInRange(center, radius): every hex within `radius` steps of `center` (by q, then r).
// hexDistance(a, b): cube-coordinate distance. Both are the shared geometry functions.
using geometry::hexDistance;
using geometry::hexesInRange;

// The 6 neighbouring coordinates in geometry::kHexDirections order (E, NE, NW, W, SW, SE).
inline std::array<HexCoord, 6> hexNeighbors(HexCoord hex) {
  std::array<HexCoord, 6> out{};
  for (int d = 0; d < 6; ++d) out[d] = geometry::hexNeighbor(hex, d);
  return out;
}

inline bool hexEquals(HexCoord a, HexCoord b) { return a == b; }

inline constexpr int kStandardRadius = 2;  // 19 hexes

}  // namespace boardrules::catan
