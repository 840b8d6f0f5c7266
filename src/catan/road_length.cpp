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
  for (int e = 0; e < kNumEdges && g.count < kRoadPieces; ++e) {
    if (s.edgeOwner[e] != seat) continue;
    g.ends0[g.count] = t.edgeEnds[e][0];
    g.ends1[g.count] = t.edgeEnds[e][1];
    ++g.count;
  }
  for (int v = 0; v < kNumVertices; ++v) g.blocked[v] = s.vertexOwner[v] >= 0 && s.vertexOwner[v] != seat;
  int best = 0;
  std::array<bool, kNumVertices> tried{};
  for (int i = 0; i < g.count; ++i)
    for (int v : {g.ends0[i], g.ends1[i]}) {
      if (tried[v]) continue;
      tried[v] = true;
      const int length = longestFrom(g, v, 0);
      if (length > best) best = length;
    }
  return best;
}

}  // namespace boardrules::catan
