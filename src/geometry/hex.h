// Axial hex coordinates shared by every hex board in the library (Tribun, Catan, the hex(radius)
// zone macro). Standard axial convention: cube s = -q - r, neighbours in kHexDirections order.
#pragma once

#include <array>
#include <cstdlib>
#include <vector>

namespace boardrules::geometry {

struct Hex {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
  friend constexpr Hex operator*(int k, Hex a) { return {k * a.q, k * a.r}; }
  friend constexpr bool operator==(Hex a, Hex b) { return a.q == b.q && a.r == b.r; }
  friend constexpr bool operator!=(Hex a, Hex b) { return !(a == b); }
};

// Counter-clockwise starting east: E, NE, NW, W, SW, SE. Opposite of i is (i + 3) % 6.
inline constexpr std::array<Hex, 6> kHexDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

constexpr int constAbs(int v) { return v < 0 ? -v : v; }

constexpr Hex hexNeighbor(Hex h, int direction) { return h + kHexDirections[direction]; }

// Distance from the origin in hex steps (cube distance).
constexpr int hexLength(Hex h) {
  const int a = constAbs(h.q), b = constAbs(h.r), c = constAbs(h.s());
  return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

constexpr int hexDistance(Hex a, Hex b) { return hexLength(a - b); }

constexpr bool isWithinRadius(Hex h, int radius) { return hexLength(h) <= radius; }

// Number of hexes within `radius` steps of a centre: 3r(r+1)+1.
constexpr int hexCountInRadius(int radius) { return radius < 0 ? 0 : 3 * radius * (radius + 1) + 1; }

// Every hex within `radius` of `center`, ordered by q then r (a stable, documented order).
std::vector<Hex> hexesInRange(Hex center, int radius);

// The hexes exactly `radius` steps from `center`, walking counter-clockwise from the east
// corner; radius 0 gives the centre alone.
std::vector<Hex> hexRing(Hex center, int radius);

}  // namespace boardrules::geometry
