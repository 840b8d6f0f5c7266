#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "geometry/graph.h"
#include "geometry/grid.h"

using namespace boardrules::geometry;

namespace {

CsrGraph mustBuild(std::size_t n, std::vector<GraphEdge> edges) {
  auto g = CsrGraph::undirected(n, edges);
  REQUIRE_MESSAGE(g.isOk(), g.message());
  return g.value();
}

std::vector<NodeId> bfs(const CsrGraph& g, NodeId start, BfsOptions opts = {}, NodeFilter f = nullptr) {
  auto r = boundedBfs(g, start, opts, f);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value().nodes;
}

}  // namespace

TEST_CASE("geometry graph: neighbours are sorted, unique and symmetric") {
  const CsrGraph g = mustBuild(5, {{3, 0}, {0, 1}, {1, 0}, {0, 2}, {4, 2}});
  const auto n0 = g.neighbors(0);
  CHECK(std::vector<NodeId>(n0.begin(), n0.end()) == std::vector<NodeId>{1, 2, 3});
  CHECK(g.edgeCount() == 4);
  CHECK(g.hasEdge(2, 4));
  CHECK(g.hasEdge(4, 2));
  CHECK_FALSE(g.hasEdge(1, 2));
  CHECK(g.neighbors(99).empty());
}

TEST_CASE("geometry graph: self-loops and unknown endpoints are errors naming the edge") {
  auto loop = CsrGraph::undirected(3, std::vector<GraphEdge>{{0, 1}, {2, 2}});
  REQUIRE_FALSE(loop.isOk());
  CHECK(loop.message().find("edge 1") != std::string::npos);
  auto outside = CsrGraph::undirected(3, std::vector<GraphEdge>{{0, 7}});
  REQUIRE_FALSE(outside.isOk());
  CHECK(outside.message().find("(0,7)") != std::string::npos);
}

TEST_CASE("geometry bfs: depth bound, includeStart, limit and deterministic order") {
  // 0-1-2-3 line plus 0-4.
  const CsrGraph g = mustBuild(5, {{0, 1}, {1, 2}, {2, 3}, {0, 4}});
  CHECK(bfs(g, 0) == std::vector<NodeId>{1, 4, 2, 3});
  CHECK(bfs(g, 0, {.maxDepth = 1}) == std::vector<NodeId>{1, 4});
  CHECK(bfs(g, 0, {.maxDepth = 0}).empty());
  CHECK(bfs(g, 0, {.maxDepth = 0, .includeStart = true}) == std::vector<NodeId>{0});
  CHECK(bfs(g, 0, {.includeStart = true}) == std::vector<NodeId>{0, 1, 4, 2, 3});
  CHECK(bfs(g, 0, {.maxDepth = 1000}) == std::vector<NodeId>{1, 4, 2, 3});
  auto capped = boundedBfs(g, 0, {.limit = 2});
  REQUIRE(capped.isOk());
  CHECK(capped.value().nodes == std::vector<NodeId>{1, 4});
  CHECK(capped.value().truncated);
  auto exact = boundedBfs(g, 0, {.limit = 4});
  REQUIRE(exact.isOk());
  CHECK_FALSE(exact.value().truncated);
  CHECK_FALSE(boundedBfs(g, 0, {.maxDepth = -1}).isOk());
  CHECK_FALSE(boundedBfs(g, 9, {}).isOk());
}

TEST_CASE("geometry bfs: the filter runs on each candidate before it is enqueued") {
  const CsrGraph g = mustBuild(4, {{0, 1}, {1, 2}, {2, 3}, {0, 3}});
  std::vector<NodeId> asked;
  auto nodes = bfs(g, 0, {}, [&](NodeId n) {
    asked.push_back(n);
    return n != 1;
  });
  CHECK(nodes == std::vector<NodeId>{3, 2});
  // 1 is refused once from 0 and asked again from 2 (still unvisited), never the start.
  CHECK(std::count(asked.begin(), asked.end(), 0u) == 0);
  CHECK(std::count(asked.begin(), asked.end(), 1u) == 2);
}

TEST_CASE("geometry bfs: isReachable honours depth and filter") {
  const CsrGraph g = mustBuild(5, {{0, 1}, {1, 2}, {2, 3}});
  CHECK(isReachable(g, 0, 3, std::nullopt).value());
  CHECK_FALSE(isReachable(g, 0, 3, 2).value());
  CHECK_FALSE(isReachable(g, 0, 4, std::nullopt).value());
  CHECK(isReachable(g, 2, 2, 0).value());
  CHECK_FALSE(isReachable(g, 0, 3, std::nullopt, [](NodeId n) { return n != 2; }).value());
  CHECK_FALSE(isReachable(g, 0, 42, std::nullopt).isOk());
}

TEST_CASE("geometry grid: 4-connected edges of a rectangle") {
  const RectGrid grid{3, 3};
  const CsrGraph g = mustBuild(9, gridEdges(grid));
  CHECK(g.edgeCount() == 12);
  CHECK(g.degree(grid.idOf(0, 0)) == 2);
  CHECK(g.degree(grid.idOf(0, 1)) == 3);
  CHECK(g.degree(grid.idOf(1, 1)) == 4);
  CHECK(gridEdges({0, 3}).empty());
  CHECK(gridEdges({1, 1}).empty());
}

TEST_CASE("geometry grid: hex adjacency of a radius-2 board") {
  const auto hexes = hexesInRange({0, 0}, 2);
  const CsrGraph g = mustBuild(hexes.size(), hexAdjacencyEdges(hexes));
  CHECK(hexes.size() == 19);
  // 19 hexes: 6 ring-1 spokes + 6 ring-1 sides + 12 ring-2 sides + 18 links between rings.
  CHECK(g.edgeCount() == 42);
  for (NodeId i = 0; i < hexes.size(); ++i) {
    const int expected = hexes[i] == Hex{0, 0} ? 6 : (hexLength(hexes[i]) == 1 ? 6 : 0);
    if (expected) CHECK(g.degree(i) == 6);
    for (NodeId j : g.neighbors(i)) CHECK(hexDistance(hexes[i], hexes[j]) == 1);
  }
}
