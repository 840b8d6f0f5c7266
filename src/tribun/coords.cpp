#include "tribun/coords.h"

#include <algorithm>

namespace boardrules::tribun {

Result<int> packCid(int x, int y) {
  if (x < -kRadius || x > kRadius || y < -kRadius || y > kRadius)
    return Error{"coordinate (" + std::to_string(x) + "," + std::to_string(y) +
                 ") is out of range: x and y must lie in -5..5"};
  if (!isOnBoard(x, y))
    return Error{"coordinate (" + std::to_string(x) + "," + std::to_string(y) +
                 ") is off the board: max(|x|, |y|, |x - y|) must be <= 5"};
  return cidOf({x, y});
}

Result<Coord> unpackCid(int cid) {
  if (cid < 0 || cid > 127) return Error{"cid " + std::to_string(cid) + " is out of range 0..127"};
  if (cid >= kCidSpace) return Error{"cid " + std::to_string(cid) + " is reserved (121..127)"};
  const Coord c = coordOf(cid);
  if (!isOnBoard(c.x, c.y))
    return Error{"cid " + std::to_string(cid) + " decodes to (" + std::to_string(c.x) + "," +
                 std::to_string(c.y) + "), which is off the board"};
  return c;
}

int neighborCid(int cid, int direction) {
  if (!isValidCid(cid) || direction < 0 || direction > 5) return kNoCid;
  const geometry::Hex n = toHex(coordOf(cid)) + toHex(kDirections[direction]);
  return geometry::isWithinRadius(n, kRadius) ? cidOf(fromHex(n)) : kNoCid;
}

bool areAdjacent(int cidA, int cidB) {
  for (int d = 0; d < 6; ++d)
    if (isValidCid(cidB) && neighborCid(cidA, d) == cidB) return true;
  return false;
}

TileColor tileColor(int cid) {
  const Coord c = coordOf(cid);
  const int m = ((c.x + c.y) % 3 + 3) % 3;
  return m == 0 ? TileColor::Gray : (m == 1 ? TileColor::White : TileColor::Black);
}

const char* tileColorName(TileColor c) {
  switch (c) {
    case TileColor::Gray: return "gray";
    case TileColor::White: return "white";
    case TileColor::Black: return "black";
  }
  return "gray";
}

const std::array<uint8_t, kTileCount>& boardCids() {
  static const std::array<uint8_t, kTileCount> cids = [] {
    std::array<bool, 128> onBoard{};  // cids are 7 bits; listed in increasing order below
    for (const geometry::Hex h : geometry::hexesInRange({0, 0}, kRadius)) onBoard[cidOf(fromHex(h))] = true;
    std::array<uint8_t, kTileCount> out{};
    int n = 0;
    for (int cid = 0; cid < 128; ++cid)
      if (onBoard[cid]) out[n++] = static_cast<uint8_t>(cid);
    return out;
  }();
  return cids;
}

std::string coordText(int cid) {
  const Coord c = coordOf(cid);
  return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

}  // namespace boardrules::tribun
