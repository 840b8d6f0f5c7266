// Road length (docs/rules/catan.md, "Longest road and largest army"): the longest trail over a
// player's own roads, edges distinct, vertices may repeat; a trail may end at, but never pass
// through, a vertex holding another player's building. At most 15 roads: a depth-first search
// over a 16-bit used-edge mask is cheap.
#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

struct RoadGraph {
  int count = 0;
  std::array<std::uint8_t, kRoadPieces> ends0{}, ends1{};  // vertices of local edge i
  std::array<bool, kNumVertices> blocked{};
};

int longestFrom(const RoadGraph& g, int vertex, std::uint16_t used) {
  int best = 0;
  for (int i = 0; i < g.count; ++i) {
    if (used >> i & 1) continue;
    int next;
    if (g.ends0[i] == vertex) next = g.ends1[i];
    else if (g.ends1[i] == vertex) next = g.ends0[i];
    else continue;
    const int length = 1 + (g.blocked[next] ? 0 : longestFrom(g, next, used | static_cast<std::uint16_t>(1u << i)));
    if (length > best) best = length;
  }
  return best;
}

}  // namespace

int computeRoadLength(const GameState& s, int seat) {
  const GameTables& t = gameTables();
  RoadGraph g;
  std::array<std::uint8_t, kNumVertices> degree{};
  for (int e = 0; e < kNumEdges && g.count < kRoadPieces; ++e) {
    if (s.edgeOwner[e] != seat) continue;
    g.ends0[g.count] = t.edgeEnds[e][0];
    g.ends1[g.count] = t.edgeEnds[e][1];
    ++degree[g.ends0[g.count]];
    ++degree[g.ends1[g.count]];
    ++g.count;
  }
  if (g.count <= 1) return g.count;
  for (int i = 0; i < g.count; ++i)
    for (int v : {g.ends0[i], g.ends1[i]}) g.blocked[v] = s.vertexOwner[v] >= 0 && s.vertexOwner[v] != seat;
  // A longest trail can always start at a vertex of odd degree or a blocked one; a group of roads
  // with neither is a circuit and may start anywhere on it. Groups: union-find over the roads.
  std::array<std::uint8_t, kRoadPieces> group{};
  for (int i = 0; i < g.count; ++i) group[i] = static_cast<std::uint8_t>(i);
  const auto root = [&](int i) {
    while (group[i] != i) i = group[i];
    return i;
  };
  for (int i = 0; i < g.count; ++i)
    for (int j = 0; j < i; ++j) {
      const bool touch = g.ends0[i] == g.ends0[j] || g.ends0[i] == g.ends1[j] || g.ends1[i] == g.ends0[j] ||
                         g.ends1[i] == g.ends1[j];
      if (touch) group[root(i)] = static_cast<std::uint8_t>(root(j));
    }
  std::array<bool, kRoadPieces> groupHasStart{};
  std::array<bool, kNumVertices> tried{};
  int best = 0;
  const auto tryFrom = [&](int v) {
    if (tried[v]) return;
    tried[v] = true;
    const int length = longestFrom(g, v, 0);
    if (length > best) best = length;
  };
  for (int i = 0; i < g.count; ++i)
    for (int v : {g.ends0[i], g.ends1[i]})
      if (degree[v] != 2 || g.blocked[v]) {
        groupHasStart[root(i)] = true;
        tryFrom(v);
      }
  for (int i = 0; i < g.count; ++i)
    if (!groupHasStart[root(i)]) {
      groupHasStart[root(i)] = true;
      tryFrom(g.ends0[i]);
    }
  return best;
}

}  // namespace boardrules::catan
