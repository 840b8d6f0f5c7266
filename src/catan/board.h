// Seed 003 "BoardGraph": seeded tiles and number tokens on the standard board, the robber on the
// desert, and (beyond the seed) the 9 standard harbours and an option keeping 6 and 8 apart.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catan/topology.h"

namespace boardrules::catan {

enum class Resource { Wood, Brick, Sheep, Wheat, Ore, Desert };
const char* resourceName(Resource r);  // "wood" | "brick" | "sheep" | "wheat" | "ore" | "desert"

// Seed table "Standard tile distribution", in the order tiles are dealt before shuffling.
inline constexpr std::array<Resource, 19> kStandardTiles{
    Resource::Wood,  Resource::Wood,  Resource::Wood,  Resource::Wood,  Resource::Sheep, Resource::Sheep,
    Resource::Sheep, Resource::Sheep, Resource::Wheat, Resource::Wheat, Resource::Wheat, Resource::Wheat,
    Resource::Brick, Resource::Brick, Resource::Brick, Resource::Ore,   Resource::Ore,   Resource::Ore,
    Resource::Desert};
inline constexpr std::array<int, 18> kStandardNumbers{2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};

struct HexTile {
  HexCoord coord;
  Resource resource = Resource::Desert;
  std::optional<int> numberToken;  // 2..12 without 7; none on the desert
};

enum class HarborType { Generic, Wood, Brick, Sheep, Wheat, Ore };
const char* harborTypeName(HarborType t);  // "generic" or the resource name

struct Harbor {
  HarborType type = HarborType::Generic;
  int ratio = 3;  // 3:1 generic, 2:1 for a resource
  int edge = 0;   // a coastal edge index
};

// Harbour types in coast-walking order; harbours sit on coast positions kHarborCoastPositions
// (gaps of 3, 3, 4 edges around the 30 coastal edges, like the standard frame's pieces).
inline constexpr std::array<HarborType, 9> kStandardHarbors{
    HarborType::Generic, HarborType::Sheep, HarborType::Generic, HarborType::Generic, HarborType::Brick,
    HarborType::Wood,    HarborType::Generic, HarborType::Wheat, HarborType::Ore};
inline constexpr std::array<int, 9> kHarborCoastPositions{0, 3, 6, 10, 13, 16, 20, 23, 26};

struct BoardOptions {
  // Never put a 6 or an 8 next to another 6 or 8. Boards already meeting this are unchanged.
  bool separateRedNumbers = false;
};

struct Board {
  std::uint32_t seed = 0;
  std::vector<HexTile> hexes;  // standardTopology().hexes order
  HexCoord robberHex;          // starts on the desert
  std::vector<Harbor> harbors;
  const Topology& topology() const { return standardTopology(); }
};

// Deterministic: mulberry32(seed) shuffles the tiles (Fisher-Yates from the last index,
// j = floor(rng() * (i + 1))), then the number tokens the same way; numbers are dealt in hex
// order, skipping the desert.
Board createBoard(std::uint32_t seed, const BoardOptions& options = {});
Board createDefaultBoard();  // seed 42

inline constexpr std::uint32_t kDefaultSeed = 42;

// True when two hexes carrying 6 or 8 share a side.
bool hasAdjacentRedNumbers(const Board& board);

}  // namespace boardrules::catan
