#include "catan/topology.h"

#include <algorithm>
#include <map>
#include <utility>

#include "geometry/grid.h"

namespace boardrules::catan {

namespace {

// Insertion sort for the short adjacency lists (at most 4 entries): std::sort's code for them
// cost more WebAssembly bytes than the whole loop.
void sortShort(std::vector<int>& v) {
  for (std::size_t i = 1; i < v.size(); ++i)
    for (std::size_t j = i; j > 0 && v[j] < v[j - 1]; --j) std::swap(v[j], v[j - 1]);
}

void addUnique(std::vector<int>& v, int x) {
  if (std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
}

// The coastal edges in order around the board: start at the lowest-index coastal edge and keep
// stepping to the other coastal edge at the far vertex (every coastal vertex touches exactly two).
std::vector<int> walkCoast(const Topology& t) {
  std::vector<int> coast;
  auto isCoastal = [&](int e) { return t.edges[e].adjacentHexes.size() == 1; };
  int start = -1;
  for (const Edge& e : t.edges)
    if (isCoastal(e.index)) {
      start = e.index;
      break;
    }
  if (start < 0) return coast;
  int cur = start, vertex = t.edges[start].vertices[1];
  do {
    coast.push_back(cur);
    int next = -1;
    for (int e : t.vertices[vertex].adjacentEdges)
      if (e != cur && isCoastal(e)) next = e;
    if (next < 0) break;  // not a closed coast (radius 0 has one hex: still closed)
    const auto& nv = t.edges[next].vertices;
    vertex = nv[0] == vertex ? nv[1] : nv[0];
    cur = next;
  } while (cur != start && coast.size() <= t.edges.size());
  return coast;
}

}  // namespace

std::string vertexId(int index) { return "v" + std::to_string(index); }
std::string edgeId(int index) { return "e" + std::to_string(index); }

Topology buildTopology(int radius) {
  Topology t;
  t.hexes = hexesInRange({0, 0}, radius);
  std::map<std::pair<int, int>, int> vertexAt;  // exact integer corner key -> vertex index
  std::map<std::pair<int, int>, int> edgeAt;    // sorted vertex pair -> edge index
  for (int h = 0; h < static_cast<int>(t.hexes.size()); ++h) {
    const CornerKey c = hexCentre(t.hexes[h]);
    std::array<int, 6> corners{};
    for (int i = 0; i < 6; ++i) {
      const CornerKey k{c.x + kCornerOffsets[i].x, c.y + kCornerOffsets[i].y};
      auto [it, fresh] = vertexAt.emplace(std::make_pair(k.x, k.y), static_cast<int>(t.vertices.size()));
      if (fresh) t.vertices.push_back({it->second, k, {}, {}, {}});
      corners[i] = it->second;
      addUnique(t.vertices[it->second].adjacentHexes, h);
    }
    std::array<int, 6> sides{};
    for (int i = 0; i < 6; ++i) {
      const int a = std::min(corners[i], corners[(i + 1) % 6]), b = std::max(corners[i], corners[(i + 1) % 6]);
      auto [it, fresh] = edgeAt.emplace(std::make_pair(a, b), static_cast<int>(t.edges.size()));
      if (fresh) t.edges.push_back({it->second, {a, b}, {}, {}});
      sides[i] = it->second;
      addUnique(t.edges[it->second].adjacentHexes, h);
    }
    t.hexCorners.push_back(corners);
    t.hexSides.push_back(sides);
  }
  std::vector<geometry::GraphEdge> links;
  for (const Edge& e : t.edges) {
    links.push_back({static_cast<geometry::NodeId>(e.vertices[0]), static_cast<geometry::NodeId>(e.vertices[1])});
    t.vertices[e.vertices[0]].adjacentEdges.push_back(e.index);
    t.vertices[e.vertices[1]].adjacentEdges.push_back(e.index);
  }
  t.vertexGraph = geometry::CsrGraph::undirected(t.vertices.size(), links).value();
  t.hexGraph = geometry::CsrGraph::undirected(t.hexes.size(), geometry::hexAdjacencyEdges(t.hexes)).value();
  for (Vertex& v : t.vertices) {
    for (geometry::NodeId n : t.vertexGraph.neighbors(static_cast<geometry::NodeId>(v.index)))
      v.adjacentVertices.push_back(static_cast<int>(n));
    sortShort(v.adjacentEdges);
  }
  for (Edge& e : t.edges) {
    for (int end : e.vertices)
      for (int other : t.vertices[end].adjacentEdges)
        if (other != e.index) addUnique(e.adjacentEdges, other);
    sortShort(e.adjacentEdges);
  }
  t.coastCycle = walkCoast(t);
  return t;
}

const Topology& standardTopology() {
  static const Topology topology = buildTopology(kStandardRadius);
  return topology;
}

}  // namespace boardrules::catan
