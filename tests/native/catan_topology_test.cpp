// Seed 003 "Vertex and Edge Graph": 54 vertices, 72 edges and their adjacency lists.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "catan/topology.h"

using namespace boardrules::catan;

TEST_CASE("catan vertices: The standard Catan board produces exactly 54 unique vertices") {
  const Topology& t = standardTopology();
  CHECK(t.vertices.size() == 54);
  std::set<std::pair<int, int>> keys;
  for (const Vertex& v : t.vertices) keys.insert({v.key.x, v.key.y});
  CHECK(keys.size() == 54);
  // The exact integer keys agree with the seed's float method (pixel positions rounded to 4
  // decimals), which must also find 54.
  std::set<std::pair<long long, long long>> rounded;
  for (HexCoord h : t.hexes)
    for (int i = 0; i < 6; ++i) {
      const double angle = M_PI / 3 * i;
      const double x = 1.5 * h.q + std::cos(angle), y = std::sqrt(3.0) * (h.r + h.q / 2.0) + std::sin(angle);
      rounded.insert({std::llround(x * 1e4), std::llround(y * 1e4)});
    }
  CHECK(rounded.size() == 54);
}

TEST_CASE("catan vertices: Each Vertex stores adjacentHexes (1-3), adjacentVertices (2-3), adjacentEdges (2-3)") {
  const Topology& t = standardTopology();
  std::map<std::size_t, int> byHexCount;
  for (const Vertex& v : t.vertices) {
    CHECK(v.adjacentHexes.size() >= 1);
    CHECK(v.adjacentHexes.size() <= 3);
    CHECK(v.adjacentVertices.size() >= 2);
    CHECK(v.adjacentVertices.size() <= 3);
    CHECK(v.adjacentEdges.size() == v.adjacentVertices.size());
    ++byHexCount[v.adjacentHexes.size()];
    for (int h : v.adjacentHexes) {
      const auto& corners = t.hexCorners[h];
      CHECK(std::find(corners.begin(), corners.end(), v.index) != corners.end());
    }
    for (int e : v.adjacentEdges) {
      const auto& ends = t.edges[e].vertices;
      CHECK((ends[0] == v.index || ends[1] == v.index));
    }
    for (int n : v.adjacentVertices) {
      const auto& back = t.vertices[n].adjacentVertices;
      CHECK(std::find(back.begin(), back.end(), v.index) != back.end());
    }
    CHECK(std::is_sorted(v.adjacentVertices.begin(), v.adjacentVertices.end()));
  }
  // Radius-2 board: 24 interior corners touch 3 hexes, 12 coast corners 2, 18 coast corners 1.
  CHECK(byHexCount[3] == 24);
  CHECK(byHexCount[2] == 12);
  CHECK(byHexCount[1] == 18);
}

TEST_CASE("catan edges: The standard Catan board produces exactly 72 unique edges") {
  const Topology& t = standardTopology();
  CHECK(t.edges.size() == 72);
  std::set<std::pair<int, int>> pairs;
  for (const Edge& e : t.edges) {
    CHECK(e.vertices[0] < e.vertices[1]);  // identified by the sorted vertex pair
    pairs.insert({e.vertices[0], e.vertices[1]});
  }
  CHECK(pairs.size() == 72);
  CHECK(t.vertexGraph.edgeCount() == 72);
}

TEST_CASE("catan edges: Each Edge stores vertices, adjacentHexes (1-2), adjacentEdges sharing a vertex") {
  const Topology& t = standardTopology();
  int coastal = 0;
  for (const Edge& e : t.edges) {
    CHECK(e.adjacentHexes.size() >= 1);
    CHECK(e.adjacentHexes.size() <= 2);
    coastal += e.adjacentHexes.size() == 1;
    CHECK(e.adjacentEdges.size() >= 2);
    CHECK(e.adjacentEdges.size() <= 4);
    for (int o : e.adjacentEdges) {
      const auto& ov = t.edges[o].vertices;
      const bool shares = ov[0] == e.vertices[0] || ov[0] == e.vertices[1] || ov[1] == e.vertices[0] ||
                          ov[1] == e.vertices[1];
      CHECK(shares);
      CHECK(o != e.index);
    }
    // Every edge is a side of each hex it borders.
    for (int h : e.adjacentHexes) {
      const auto& sides = t.hexSides[h];
      CHECK(std::find(sides.begin(), sides.end(), e.index) != sides.end());
    }
  }
  CHECK(coastal == 30);
  CHECK(t.coastCycle.size() == 30);
}

TEST_CASE("catan topology: corner keys are exact integers and other radii follow the formulas") {
  CHECK(hexCentre({1, 0}).x == 3);
  CHECK(hexCentre({1, 0}).y == 1);
  // Corner 0 of (0,0) is corner 4 of (1,0): the same integer key.
  const CornerKey a{hexCentre({0, 0}).x + kCornerOffsets[0].x, hexCentre({0, 0}).y + kCornerOffsets[0].y};
  const CornerKey b{hexCentre({1, 0}).x + kCornerOffsets[4].x, hexCentre({1, 0}).y + kCornerOffsets[4].y};
  CHECK(a == b);
  for (int radius = 0; radius <= 5; ++radius) {
    const Topology t = buildTopology(radius);
    CHECK(t.vertices.size() == static_cast<std::size_t>(6 * (radius + 1) * (radius + 1)));
    CHECK(t.edges.size() == static_cast<std::size_t>(9 * radius * radius + 15 * radius + 6));
    CHECK(t.coastCycle.size() == static_cast<std::size_t>(12 * radius + 6));
  }
}
