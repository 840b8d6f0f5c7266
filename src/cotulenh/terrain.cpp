#include "cotulenh/terrain.h"

#include <string>

namespace boardrules::cotulenh {

namespace {
Error offBoard(const char* argument, int square) {
  return Error{std::string(argument) + ": square " + std::to_string(square) + " is not on the board"};
}
}  // namespace

const char* terrainName(Terrain t) {
  switch (t) {
    case Terrain::Water: return "water";
    case Terrain::Mixed: return "mixed";
    case Terrain::Land: return "land";
  }
  return "land";
}

const char* zoneName(RiverZone z) { return z == RiverZone::Upper ? "upper" : "lower"; }

Result<Terrain> terrainOf(int square) {
  if (!isValidSquare(square)) return offBoard("square", square);
  return terrainAt(square);
}

bool canNavyEnter(int square) {
  auto t = terrainOf(square);
  return t && t.value() != Terrain::Land;
}

bool canLandPieceEnter(int square) {
  auto t = terrainOf(square);
  return t && t.value() != Terrain::Water;
}

Result<RiverZone> zoneOf(int square) {
  if (!isValidSquare(square)) return offBoard("square", square);
  return getRank(square) <= 5 ? RiverZone::Upper : RiverZone::Lower;
}

Result<bool> canHeavyPieceMove(int from, int to) {
  if (!isValidSquare(from)) return offBoard("from", from);
  if (!isValidSquare(to)) return offBoard("to", to);
  return zoneOf(from).value() == zoneOf(to).value();
}

bool isBridgeSquare(int square) {
  if (!isValidSquare(square)) return false;
  const int file = getFile(square), rank = getRankNumber(square);
  return (file == 5 || file == 7) && (rank == 6 || rank == 7);
}

}  // namespace boardrules::cotulenh
