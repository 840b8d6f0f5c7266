#include "catan/game_tables.h"

#include <algorithm>
#include <vector>

#include "catan/topology.h"

namespace boardrules::catan {

namespace {

std::string hexText(HexCoord h) { return std::to_string(h.q) + "," + std::to_string(h.r); }

bool byQThenR(HexCoord a, HexCoord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; }

// The hexes of the radius-3 grid (sea ring included) having `corner` as a corner, sorted.
std::vector<HexCoord> hexesAtCorner(CornerKey corner) {
  std::vector<HexCoord> out;
  for (HexCoord h : hexesInRange({0, 0}, kStandardRadius + 1)) {
    const CornerKey c = hexCentre(h);
    for (CornerKey o : kCornerOffsets)
      if (c.x + o.x == corner.x && c.y + o.y == corner.y) out.push_back(h);
  }
  std::sort(out.begin(), out.end(), byQThenR);
  return out;
}

std::string joinHexes(const std::vector<HexCoord>& hexes) {
  std::string out;
  for (HexCoord h : hexes) {
    if (!out.empty()) out += '|';
    out += hexText(h);
  }
  return out;
}

template <std::size_t N>
int findName(const std::array<std::string, N>& names, std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == name) return static_cast<int>(i);
  return -1;
}

GameTables buildTables() {
  const Topology& t = standardTopology();
  GameTables g;
  std::array<std::vector<HexCoord>, kNumVertices> cornerHexes;
  for (int h = 0; h < kNumLandHexes; ++h) {
    g.hexCoord[h] = t.hexes[h];
    g.hexName[h] = hexText(t.hexes[h]);
    for (int i = 0; i < 6; ++i) {
      g.hexCorners[h][i] = static_cast<std::uint8_t>(t.hexCorners[h][i]);
      g.hexCornerMask[h] |= std::uint64_t{1} << t.hexCorners[h][i];
    }
  }
  for (int v = 0; v < kNumVertices; ++v) {
    const Vertex& vx = t.vertices[v];
    g.vertexDegree[v] = static_cast<std::uint8_t>(vx.adjacentVertices.size());
    for (std::size_t i = 0; i < vx.adjacentEdges.size(); ++i) {  // neighbour i lies across edge i
      const Edge& ed = t.edges[vx.adjacentEdges[i]];
      g.vertexEdges[v][i] = static_cast<std::uint8_t>(ed.index);
      g.vertexNeighbours[v][i] = static_cast<std::uint8_t>(ed.vertices[0] == v ? ed.vertices[1] : ed.vertices[0]);
    }
    g.vertexHexCount[v] = static_cast<std::uint8_t>(vx.adjacentHexes.size());
    for (std::size_t i = 0; i < vx.adjacentHexes.size(); ++i)
      g.vertexHexes[v][i] = static_cast<std::uint8_t>(vx.adjacentHexes[i]);
    g.vertexNeighbourMask[v] = std::uint64_t{1} << v;
    for (int i = 0; i < g.vertexDegree[v]; ++i) {
      g.vertexNeighbourMask[v] |= std::uint64_t{1} << g.vertexNeighbours[v][i];
      g.vertexEdgeMask[v].set(g.vertexEdges[v][i]);
    }
    cornerHexes[v] = hexesAtCorner(vx.key);
    g.vertexName[v] = joinHexes(cornerHexes[v]);
  }
  for (int e = 0; e < kNumEdges; ++e) {
    const Edge& ed = t.edges[e];
    g.edgeEnds[e] = {static_cast<std::uint8_t>(ed.vertices[0]), static_cast<std::uint8_t>(ed.vertices[1])};
    g.edgeLandHexes[e] = static_cast<std::uint8_t>(ed.adjacentHexes.size());
    std::vector<HexCoord> shared;
    for (HexCoord a : cornerHexes[ed.vertices[0]])
      for (HexCoord b : cornerHexes[ed.vertices[1]])
        if (a == b) shared.push_back(a);
    g.edgeName[e] = joinHexes(shared);  // already sorted
  }
  return g;
}

}  // namespace

int GameTables::findHex(int q, int r) const {
  for (int h = 0; h < kNumLandHexes; ++h)
    if (hexCoord[h].q == q && hexCoord[h].r == r) return h;
  return -1;
}
int GameTables::findHex(std::string_view name) const { return findName(hexName, name); }
int GameTables::findVertex(std::string_view name) const { return findName(vertexName, name); }
int GameTables::findEdge(std::string_view name) const { return findName(edgeName, name); }

const GameTables& gameTables() {
  static const GameTables tables = buildTables();
  return tables;
}

int findResource(std::string_view name) {
  for (int r = 0; r < kNumResources; ++r)
    if (name == kResourceNames[r]) return r;
  return -1;
}

int findDevKind(std::string_view name) {
  for (int k = 0; k < kNumDevKinds; ++k)
    if (name == kDevNames[k]) return k;
  return -1;
}

}  // namespace boardrules::catan
