// Seed 003 "Vertex and Edge Graph": the 54 corners and 72 sides of the standard radius-2 board.
//
// Corners are deduplicated by exact integer keys, not rounded floats: with flat-top hexes of
// size 1, a hex centre lies at x = 3q/2, y = sqrt(3) * (r + q/2); measuring x in half units and
// y in sqrt(3)/2 units makes every centre and corner an integer pair:
//   centre (3q, q + 2r), corner i at centre + kCornerOffsets[i] (angles 0, 60, ..., 300 degrees).
// Ids: vertices "v<n>" and edges "e<n>" in first-discovery order, walking the hexes in board
// order (hexesInRange order) and each hex's corners / sides 0..5. Side i joins corners i and i+1.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "catan/hex_grid.h"
#include "geometry/graph.h"

namespace boardrules::catan {

struct CornerKey {
  int x = 0;  // half hex-size units
  int y = 0;  // sqrt(3)/2 hex-size units
  friend bool operator==(CornerKey, CornerKey) = default;
};

inline constexpr std::array<CornerKey, 6> kCornerOffsets{{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}};

constexpr CornerKey hexCentre(HexCoord h) { return {3 * h.q, h.q + 2 * h.r}; }

struct Vertex {
  int index = 0;
  CornerKey key;
  std::vector<int> adjacentHexes;     // 1..3 board hex indices
  std::vector<int> adjacentVertices;  // 2..3, ascending
  std::vector<int> adjacentEdges;     // 2..3, ascending
};

struct Edge {
  int index = 0;
  std::array<int, 2> vertices{};   // ascending
  std::vector<int> adjacentHexes;  // 1..2 board hex indices
  std::vector<int> adjacentEdges;  // edges sharing a vertex, ascending
};

struct Topology {
  std::vector<HexCoord> hexes;                 // board order
  std::vector<std::array<int, 6>> hexCorners;  // vertex index of each hex corner
  std::vector<std::array<int, 6>> hexSides;    // edge index of each hex side
  std::vector<Vertex> vertices;
  std::vector<Edge> edges;
  geometry::CsrGraph vertexGraph;  // vertices joined by edges
  geometry::CsrGraph hexGraph;     // hexes sharing a side
  std::vector<int> coastCycle;     // coastal edges (one hex) in walking order around the board
};

// The standard radius-2 board, built once (immutable).
const Topology& standardTopology();

// Any radius >= 0 (the standard board is radius 2).
Topology buildTopology(int radius);

std::string vertexId(int index);
std::string edgeId(int index);

}  // namespace boardrules::catan
