#include "geometry/hex.h"

namespace boardrules::geometry {

std::vector<Hex> hexesInRange(Hex center, int radius) {
  std::vector<Hex> out;
  if (radius < 0) return out;
  out.reserve(static_cast<size_t>(hexCountInRadius(radius)));
  for (int dq = -radius; dq <= radius; ++dq) {
    for (int dr = -radius; dr <= radius; ++dr) {
      const Hex d{dq, dr};
      if (isWithinRadius(d, radius)) out.push_back(center + d);
    }
  }
  return out;
}

std::vector<Hex> hexRing(Hex center, int radius) {
  if (radius < 0) return {};
  if (radius == 0) return {center};
  std::vector<Hex> out;
  out.reserve(static_cast<size_t>(6 * radius));
  // Start at the corner `radius` steps east, then walk each of the six sides.
  Hex h = center + radius * kHexDirections[0];
  for (int side = 0; side < 6; ++side) {
    const Hex step = kHexDirections[(side + 2) % 6];
    for (int i = 0; i < radius; ++i) {
      out.push_back(h);
      h = h + step;
    }
  }
  return out;
}

}  // namespace boardrules::geometry
