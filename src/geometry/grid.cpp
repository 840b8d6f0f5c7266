#include "geometry/grid.h"

#include <unordered_map>

namespace boardrules::geometry {

std::vector<GraphEdge> gridEdges(RectGrid grid) {
  std::vector<GraphEdge> out;
  if (grid.rows <= 0 || grid.cols <= 0) return out;
  for (int row = 0; row < grid.rows; ++row) {
    for (int col = 0; col < grid.cols; ++col) {
      // Only the down and right steps, so each edge appears once.
      if (grid.contains(row + 1, col)) out.push_back({grid.idOf(row, col), grid.idOf(row + 1, col)});
      if (grid.contains(row, col + 1)) out.push_back({grid.idOf(row, col), grid.idOf(row, col + 1)});
    }
  }
  return out;
}

std::vector<GraphEdge> hexAdjacencyEdges(std::span<const Hex> hexes) {
  auto key = [](Hex h) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32) | static_cast<std::uint32_t>(h.r);
  };
  std::unordered_map<std::uint64_t, NodeId> index;
  index.reserve(hexes.size());
  for (std::size_t i = 0; i < hexes.size(); ++i) index.emplace(key(hexes[i]), static_cast<NodeId>(i));
  std::vector<GraphEdge> out;
  for (std::size_t i = 0; i < hexes.size(); ++i) {
    // Directions 0..2 only (E, NE, NW): their opposites are covered from the other end.
    for (int d = 0; d < 3; ++d) {
      auto it = index.find(key(hexNeighbor(hexes[i], d)));
      if (it != index.end()) out.push_back({static_cast<NodeId>(i), it->second});
    }
  }
  return out;
}

}  // namespace boardrules::geometry
