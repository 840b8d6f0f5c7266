// Tribun board coordinates (docs/rules/tribun.md section 1, seed 000): axial (x, y) on a radius-5
// hex board, packed into a 7-bit cid = (x + 5) * 11 + (y + 5).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "geometry/hex.h"
#include "util/result.h"

namespace boardrules::tribun {

inline constexpr int kRadius = 5;
inline constexpr int kCidSpace = 121;  // cids 0..120; 121..127 are reserved
inline constexpr int kTileCount = 91;
inline constexpr int kNoCid = -1;      // "no tile" answer of neighborCid

struct Coord {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(Coord a, Coord b) { return a.x == b.x && a.y == b.y; }
};

// The six direction vectors, numbered as in the rules.
inline constexpr std::array<Coord, 6> kDirections{{{1, 1}, {1, 0}, {0, 1}, {-1, -1}, {-1, 0}, {0, -1}}};
// The rules text says "opposite of d is d ^ 3", which is only true for 0 <-> 3; with this
// numbering the opposite vector is always three places on: 0-3, 1-4, 2-5.
constexpr int oppositeDirection(int d) { return (d + 3) % 6; }

// Tribun's (x, y) is the shared axial hex (q, r) = (x, -y): |x - y| is then the cube |s|.
constexpr geometry::Hex toHex(Coord c) { return {c.x, -c.y}; }
constexpr Coord fromHex(geometry::Hex h) { return {h.q, -h.r}; }

constexpr bool isOnBoard(int x, int y) { return geometry::isWithinRadius(toHex({x, y}), kRadius); }

// True for the 91 cids that decode to a tile; false for the 30 off-board cids, 121..127 and
// anything else.
constexpr bool isValidCid(int cid) {
  return cid >= 0 && cid < kCidSpace && isOnBoard(cid / 11 - 5, cid % 11 - 5);
}

// Unchecked conversions for callers that already validated.
constexpr int cidOf(Coord c) { return (c.x + 5) * 11 + (c.y + 5); }
constexpr Coord coordOf(int cid) { return {cid / 11 - 5, cid % 11 - 5}; }

Result<int> packCid(int x, int y);     // error names the coordinate and why it is rejected
Result<Coord> unpackCid(int cid);       // error for off-board and reserved cids

// The neighbouring cid in direction 0..5, or kNoCid when it is off the board or the input is
// not a valid cid / direction.
int neighborCid(int cid, int direction);
bool areAdjacent(int cidA, int cidB);

enum class TileColor : uint8_t { Gray = 0, White = 1, Black = 2 };
TileColor tileColor(int cid);  // precondition: isValidCid(cid)
const char* tileColorName(TileColor c);

// The 91 on-board cids in ascending order.
const std::array<uint8_t, kTileCount>& boardCids();

// "(x,y)" for messages and descriptions.
std::string coordText(int cid);

}  // namespace boardrules::tribun
