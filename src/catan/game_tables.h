// Precomputed adjacency and names for the rules engine, built once from the standard topology
// (topology.h): small fixed arrays the move generator walks without allocating, and the neutral
// names of docs/rules/catan.md ("q,r" hexes, "a|b|c" vertices, "a|b" edges).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "catan/game_state.h"
#include "catan/hex_grid.h"

namespace boardrules::catan {

struct GameTables {
  std::array<HexCoord, kNumLandHexes> hexCoord{};
  std::array<std::array<std::uint8_t, 6>, kNumLandHexes> hexCorners{};
  std::array<std::array<std::uint8_t, 3>, kNumVertices> vertexNeighbours{};  // across vertexEdges[v][i]
  std::array<std::array<std::uint8_t, 3>, kNumVertices> vertexEdges{};
  std::array<std::array<std::uint8_t, 3>, kNumVertices> vertexHexes{};  // land hexes
  std::array<std::uint8_t, kNumVertices> vertexDegree{};                // neighbours = edges
  std::array<std::uint8_t, kNumVertices> vertexHexCount{};
  std::array<std::array<std::uint8_t, 2>, kNumEdges> edgeEnds{};
  std::array<std::uint8_t, kNumEdges> edgeLandHexes{};  // 1 on the coast
  std::array<std::uint64_t, kNumVertices> vertexNeighbourMask{};  // the vertex and its neighbours
  std::array<EdgeMask, kNumVertices> vertexEdgeMask{};
  std::array<std::uint64_t, kNumLandHexes> hexCornerMask{};
  std::array<std::string, kNumLandHexes> hexName;
  std::array<std::string, kNumVertices> vertexName;
  std::array<std::string, kNumEdges> edgeName;

  int findHex(int q, int r) const;        // -1 when not a land hex
  int findHex(std::string_view name) const;
  int findVertex(std::string_view name) const;
  int findEdge(std::string_view name) const;
};

const GameTables& gameTables();

inline constexpr std::array<const char*, kNumResources> kResourceNames{"wood", "brick", "sheep", "wheat", "ore"};
inline constexpr std::array<const char*, kNumDevKinds> kDevNames{"knight", "victory_point", "road_building",
                                                                  "year_of_plenty", "monopoly"};
int findResource(std::string_view name);  // -1 when unknown
int findDevKind(std::string_view name);

}  // namespace boardrules::catan
