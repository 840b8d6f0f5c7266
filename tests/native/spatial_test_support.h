// Helpers shared by the spatial_*.cpp doctest files.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "spatial/adjacency.h"
#include "spatial/board.h"
#include "spatial/condition.h"
#include "spatial/macros.h"

namespace spatial_test {

using namespace boardrules::spatial;
using Ids = std::vector<std::string>;

// {{"A", {"B"}}, {"C", std::nullopt}} style zone lists.
inline std::vector<ZoneDef> zones(std::vector<std::pair<std::string, std::optional<Ids>>> defs) {
  std::vector<ZoneDef> out;
  for (auto& [id, adj] : defs) {
    ZoneDef z;
    z.id = id;
    z.adjacentTo = adj;
    out.push_back(z);
  }
  return out;
}

inline AdjacencyGraph graphOf(const std::vector<ZoneDef>& zs) {
  auto g = buildAdjacencyGraph(zs);
  REQUIRE_MESSAGE(g.isOk(), g.message());
  return g.value();
}

inline SpatialBoard boardOf(const std::vector<ZoneDef>& zs) {
  auto b = SpatialBoard::create(zs);
  REQUIRE_MESSAGE(b.isOk(), b.message());
  return std::move(b).value();
}

// A condition parsed from `text`; the test stops when it does not parse.
inline Condition cond(const std::string& text) {
  auto c = Condition::parse(text);
  REQUIRE_MESSAGE(c.isOk(), text << ": " << c.message());
  return c.value();
}

// Zones A and B, adjacent, with token t1 of kind road and owner p1 on B: a candidate for every
// form of the condition language (an empty zone and an occupied one).
struct TwoZones {
  SpatialBoard board = boardOf(zones({{"A", Ids{"B"}}, {"B", Ids{"A"}}}));
  ZoneIndex a = *board.graph().indexOf("A");
  ZoneIndex b = *board.graph().indexOf("B");

  TwoZones() { REQUIRE(board.placeToken("B", {"t1", "road", "p1"})); }

  // The zones where the condition `text` holds: "", "A", "B" or "AB".
  std::string where(const std::string& text) const {
    const Condition c = cond(text);
    std::string out;
    if (c.evaluate(board.contents(), a, board.graph())) out += 'A';
    if (c.evaluate(board.contents(), b, board.graph())) out += 'B';
    return out;
  }
};

inline std::vector<ZoneDef> macroZones(const MacroResult& m) {
  REQUIRE_MESSAGE(m.ok(), (m.diagnostics.empty() ? "" : m.diagnostics.front().message));
  return m.zones;
}

inline Ids connected(const AdjacencyGraph& g, const std::string& start, ConnectedOptions opts = {}) {
  auto r = queryConnectedZones(g, start, opts);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}

inline Ids adjacent(const AdjacencyGraph& g, const std::string& zone) {
  auto r = queryAdjacentZones(g, zone);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}

inline Ids sorted(Ids v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Every listed neighbour lists the zone back, and every reference names an existing zone.
inline bool allSymmetric(const std::vector<ZoneDef>& zs) {
  std::set<std::pair<std::string, std::string>> edges;
  for (const auto& z : zs)
    for (const auto& n : z.adjacentTo.value_or(Ids{})) edges.insert({z.id, n});
  for (const auto& [a, b] : edges)
    if (!edges.count({b, a})) return false;
  return true;
}

inline std::size_t countWithCode(const std::vector<Diagnostic>& ds, const std::string& code) {
  return static_cast<std::size_t>(std::count_if(ds.begin(), ds.end(), [&](const Diagnostic& d) { return d.code == code; }));
}

inline const Diagnostic* findCode(const std::vector<Diagnostic>& ds, const std::string& code) {
  for (const auto& d : ds)
    if (d.code == code) return &d;
  return nullptr;
}

inline std::string readSourceData(const std::string& rel) {
  std::ifstream in(std::string(BOARDRULES_SOURCE_DATA) + "/" + rel);
  REQUIRE_MESSAGE(in.good(), "cannot open tests/data/" << rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The canonical golden text: one zone per line, adjacency in the zone's order.
inline std::string zonesToGoldenJson(const std::vector<ZoneDef>& zs) {
  std::string out = "[\n";
  for (std::size_t i = 0; i < zs.size(); ++i) {
    out += "  {\"id\": \"" + zs[i].id + "\", \"adjacentTo\": [";
    const Ids adj = zs[i].adjacentTo.value_or(Ids{});
    for (std::size_t k = 0; k < adj.size(); ++k) out += (k ? ", \"" : "\"") + adj[k] + "\"";
    out += i + 1 < zs.size() ? "]},\n" : "]}\n";
  }
  return out + "]\n";
}

}  // namespace spatial_test
