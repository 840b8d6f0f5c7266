// Road length (docs/rules/catan.md, "Longest road and largest army"): the longest trail over a
// player's own roads, edges distinct, vertices may repeat; a trail may end at, but never pass
// through, a vertex holding another player's building. At most 15 roads: a depth-first search
// over a 16-bit used-edge mask on a small local graph (at most 3 roads per vertex).
#include <bit>

#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

constexpr int kMaxLocalVertices = 2 * kRoadPieces;

struct RoadGraph {
  int vertices = 0;
  std::array<std::uint8_t, kMaxLocalVertices> degree{};
  std::array<std::array<std::uint8_t, 3>, kMaxLocalVertices> edge{};   // local road index
  std::array<std::array<std::uint8_t, 3>, kMaxLocalVertices> other{};  // local vertex across it
  std::array<bool, kMaxLocalVertices> blocked{};
};

int longestFrom(const RoadGraph& g, int v, std::uint16_t used) {
  int best = 0;
  for (int i = 0; i < g.degree[v]; ++i) {
    const int e = g.edge[v][i];
    if (used >> e & 1) continue;
    const int next = g.other[v][i];
    const int length = 1 + (g.blocked[next] ? 0 : longestFrom(g, next, static_cast<std::uint16_t>(used | 1u << e)));
    if (length > best) best = length;
  }
  return best;
}

}  // namespace

int computeRoadLength(const GameState& s, int seat) {
  const GameTables& t = gameTables();
  const int roads = s.players[seat].roads;
  if (roads <= 1) return roads;
  RoadGraph g;
  std::array<std::int8_t, kNumVertices> local;
  local.fill(-1);
  std::array<std::uint8_t, kRoadPieces> group{};  // union-find over roads
  std::array<std::int8_t, kMaxLocalVertices> firstRoadAt{};
  const auto root = [&](int i) {
    while (group[i] != i) i = group[i];
    return i;
  };
  int count = 0;
  for (int e = 0; e < kNumEdges && count < kRoadPieces; ++e) {
    if (s.edgeOwner[e] != seat) continue;
    group[count] = static_cast<std::uint8_t>(count);
    std::array<int, 2> ends{};
    for (int k = 0; k < 2; ++k) {
      const int v = t.edgeEnds[e][k];
      if (local[v] < 0) {
        local[v] = static_cast<std::int8_t>(g.vertices);
        g.blocked[g.vertices] = s.vertexOwner[v] >= 0 && s.vertexOwner[v] != seat;
        firstRoadAt[g.vertices] = static_cast<std::int8_t>(count);
        ++g.vertices;
      } else {
        group[root(count)] = static_cast<std::uint8_t>(root(firstRoadAt[local[v]]));
      }
      ends[k] = local[v];
    }
    for (int k = 0; k < 2; ++k) {
      const int v = ends[k];
      g.edge[v][g.degree[v]] = static_cast<std::uint8_t>(count);
      g.other[v][g.degree[v]] = static_cast<std::uint8_t>(ends[1 - k]);
      ++g.degree[v];
    }
    ++count;
  }
  // A longest trail can always start at a vertex of odd degree or a blocked one; a group of roads
  // with neither is a circuit and may start anywhere on it.
  std::array<bool, kRoadPieces> groupHasStart{};
  int best = 0;
  for (int v = 0; v < g.vertices; ++v)
    if (g.degree[v] != 2 || g.blocked[v]) {
      groupHasStart[root(g.edge[v][0])] = true;
      const int length = longestFrom(g, v, 0);
      if (length > best) best = length;
    }
  for (int v = 0; v < g.vertices; ++v)
    if (!groupHasStart[root(g.edge[v][0])]) {
      groupHasStart[root(g.edge[v][0])] = true;
      const int length = longestFrom(g, v, 0);
      if (length > best) best = length;
    }
  return best;
}

}  // namespace boardrules::catan
