// Rectangular and hexagonal board helpers that produce edge lists for CsrGraph, so every grid in
// the library (spatial grid()/hex() macros, Catan tiles, CoTuLenh's 11x12 board) shares one
// definition of "neighbour".
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "geometry/graph.h"
#include "geometry/hex.h"

namespace boardrules::geometry {

// A rows x cols rectangle, cells numbered row-major: id = row * cols + col.
struct RectGrid {
  int rows = 0;
  int cols = 0;

  constexpr bool contains(int row, int col) const { return row >= 0 && row < rows && col >= 0 && col < cols; }
  constexpr int cellCount() const { return rows * cols; }
  constexpr NodeId idOf(int row, int col) const { return static_cast<NodeId>(row * cols + col); }
};

struct GridStep {
  int dRow = 0;
  int dCol = 0;
};

// Up, down, left, right.
inline constexpr std::array<GridStep, 4> kOrthogonalSteps{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
// The four orthogonal steps followed by the four diagonals (NE, NW, SE, SW with row 0 on top).
inline constexpr std::array<GridStep, 8> kKingSteps{
    {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, 1}, {-1, -1}, {1, 1}, {1, -1}}};

// The 4-connected edges of a grid (each once, lower id first). Empty for a non-positive size.
std::vector<GraphEdge> gridEdges(RectGrid grid);

// Edges between every pair of hexes in `hexes` that are one step apart; node ids are positions in
// `hexes`. Duplicated hexes are the caller's error (they would both be linked).
std::vector<GraphEdge> hexAdjacencyEdges(std::span<const Hex> hexes);

}  // namespace boardrules::geometry
