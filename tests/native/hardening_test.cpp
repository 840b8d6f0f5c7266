// Issue 14 in the engine: the costs an attacker picks are bounded (suggestion searches have a
// budget, diagnostics past the cap are counted, not built) and zone id lengths are characters.
// The timings themselves are benchmarks
// (bench/js/hostile.mjs, bench/js/memory.mjs; docs/SECURITY.md), never assertions here.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "spatial/adjacency.h"
#include "spatial/fuzzy.h"
#include "spatial/zone.h"

using namespace boardrules;
using namespace boardrules::spatial;

namespace {

std::string longId(std::size_t i) { return std::string(120, 'q') + std::to_string(10000000 + i); }

}  // namespace

TEST_CASE("hardening: a suggestion search stops when its budget of cells is spent") {
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < 20000; ++i) ids.push_back(longId(i));
  std::size_t budget = kSuggestionCells;
  std::string typo = longId(19999);
  typo.back() = 'X';
  const auto found = closestNames(typo, ids, budget);
  // 129 x 129 cells per candidate: about 120 candidates fit, id 19,999 is far beyond them.
  CHECK(budget < 129 * 129);
  CHECK(found.size() == 3);  // the first candidates are all near enough...
  for (const std::string& id : found) CHECK(id < longId(130));  // ...and only they were compared
  std::size_t none = 0;
  CHECK(closestNames(typo, ids, none).empty());  // no budget, no work
}

TEST_CASE("hardening: ordinary boards get the same suggestion as an unbounded search") {
  std::vector<std::string> ids;
  for (int r = 0; r < 100; ++r)
    for (int c = 0; c < 100; ++c) ids.push_back("cell_" + std::to_string(r) + "_" + std::to_string(c));
  std::size_t budget = kSuggestionCells;
  const auto found = closestNames("cell_99_9x", ids, budget);
  REQUIRE(!found.empty());
  CHECK(found.front() == "cell_99_9");
  CHECK(budget > 0);
  // And a 100x100 board still suggests it for an unknown zone, on request only (issue 28: the
  // refusal itself costs no fuzzy search).
  std::vector<ZoneDef> zones;
  for (const auto& id : ids) zones.push_back({id, std::nullopt});
  auto graph = buildAdjacencyGraph(zones);
  REQUIRE(graph.isOk());
  CHECK(graph.value().require("cell_99_9x", "zone").message() == "zone: unknown zone 'cell_99_9x'");
  CHECK(graph.value().suggest("cell_99_9x") == "cell_99_9");
  CHECK(graph.value().suggest("cell_99_9").empty());  // a known zone needs no suggestion
}

TEST_CASE("hardening: 1,000,000 dangling references keep 1,000 diagnostics and count the rest") {
  ZoneDef a{"a", std::vector<std::string>{}};
  for (std::size_t i = 0; i < kMaxAdjacencyRefs; ++i) a.adjacentTo->push_back("m" + std::to_string(i));
  const auto ds = validateAdjacency({a});
  REQUIRE(ds.size() == kMaxDiagnostics + 1);
  CHECK(ds.front().code == "SPATIAL_DANGLING_REF");
  CHECK(ds.back().code == "SPATIAL_DIAGNOSTICS_TRUNCATED");
  CHECK(ds.back().message == "999000 further diagnostics were not reported");
}

TEST_CASE("hardening: a neighbour listed 100,000 times is found repeated in one pass") {
  const auto ds = validateAdjacency({{"a", std::vector<std::string>(100000, "b")}, {"b", std::vector<std::string>{"a"}}});
  REQUIRE(ds.size() == kMaxDiagnostics + 1);
  CHECK(ds.front().code == "SPATIAL_DUPLICATE_NEIGHBOR");
  CHECK(ds.front().path == "zones[0].adjacentTo[1]");
  CHECK(ds.back().message == "98999 further diagnostics were not reported");
  auto graph = buildAdjacencyGraph({{"a", std::vector<std::string>(100000, "b")}, {"b", std::nullopt}});
  REQUIRE(graph.isOk());
  CHECK(graph.value().graph().edgeCount() == 1);
}

TEST_CASE("hardening: zone id lengths are counted in characters") {
  std::string e200, e257;
  for (int i = 0; i < 200; ++i) e200 += "\xc3\xa9";  // 200 x U+00E9: 400 bytes
  for (int i = 0; i < 257; ++i) e257 += "\xc3\xa9";
  CHECK(validateAdjacency({{e200, std::nullopt}}).empty());
  const auto ds = validateAdjacency({{e257, std::nullopt}});
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "SPATIAL_INVALID_ZONE_ID");
  CHECK(ds[0].message.find("an id of 257 characters") != std::string::npos);
}
