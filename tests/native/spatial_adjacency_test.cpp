// Seed 002 "Required Tests / Unit Tests / Adjacency graph", plus the hardened graph contract.
#include "spatial_test_support.h"

using namespace spatial_test;

TEST_CASE("spatial adjacency: Build graph from 3 zones with mutual adjacency -> correct neighbors") {
  const auto g = graphOf(zones({{"A", Ids{"B", "C"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"A", "B"}}}));
  CHECK(adjacent(g, "A") == Ids{"B", "C"});
  CHECK(adjacent(g, "B") == Ids{"A", "C"});
  CHECK(adjacent(g, "C") == Ids{"A", "B"});
  CHECK(g.graph().edgeCount() == 3);
}

TEST_CASE("spatial adjacency: Build graph from zone with no adjacentTo -> empty neighbor list") {
  const auto g = graphOf(zones({{"A", std::nullopt}, {"B", Ids{}}}));
  CHECK(g.zoneCount() == 2);  // isolated zones are present, not missing entries
  CHECK(adjacent(g, "A").empty());
  CHECK(adjacent(g, "B").empty());
}

TEST_CASE("spatial adjacency: Validate symmetric adjacency -> no warnings") {
  const auto ds = validateAdjacency(zones({{"A", Ids{"B"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"B"}}}));
  CHECK(ds.empty());
}

TEST_CASE("spatial adjacency: Validate asymmetric adjacency (A->B but not B->A) -> warning diagnostic") {
  const auto ds = validateAdjacency(zones({{"A", Ids{"B"}}, {"B", Ids{}}}));
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].severity == Severity::Warning);
  CHECK(ds[0].code == "SPATIAL_ASYMMETRIC_EDGE");
  CHECK(ds[0].path == "zones[1].adjacentTo");
  // Names both zones and the missing edge, and suggests adding it.
  CHECK(ds[0].message.find("'A'") != std::string::npos);
  CHECK(ds[0].message.find("'B'") != std::string::npos);
  CHECK(ds[0].message.find("B -> A") != std::string::npos);
  CHECK(ds[0].suggestion == "add 'A' to the adjacentTo of 'B'");
}

TEST_CASE("spatial adjacency: Validate dangling reference (zone references nonexistent zone) -> error diagnostic") {
  const auto ds = validateAdjacency(zones({{"forest", Ids{"meadow", "forset"}}, {"meadow", Ids{"forest"}},
                                           {"mountain", Ids{}}}));
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].severity == Severity::Error);
  CHECK(ds[0].code == "SPATIAL_DANGLING_REF");
  CHECK(ds[0].path == "zones[0].adjacentTo[1]");
  CHECK(ds[0].message.find("'forset'") != std::string::npos);
  CHECK(ds[0].message.find("'forest'") != std::string::npos);
  // Fuzzy alternatives: the closest existing ids, nearest first.
  REQUIRE_FALSE(ds[0].alternatives.empty());
  CHECK(ds[0].alternatives.front() == "forest");
  CHECK(ds[0].suggestion == "did you mean 'forest'?");
  // The dangling reference is left out of the graph.
  const auto g = graphOf(zones({{"forest", Ids{"meadow", "forset"}}, {"meadow", Ids{"forest"}}}));
  CHECK(adjacent(g, "forest") == Ids{"meadow"});
}

TEST_CASE("spatial contract: either declared direction makes an undirected edge") {
  const auto g = graphOf(zones({{"A", Ids{"B"}}, {"B", std::nullopt}}));
  CHECK(adjacent(g, "A") == Ids{"B"});
  CHECK(adjacent(g, "B") == Ids{"A"});
}

TEST_CASE("spatial contract: neighbour lists are sorted by zone declaration order") {
  const auto g = graphOf(zones({{"z", Ids{"y", "x"}}, {"x", Ids{"z", "y"}}, {"y", Ids{"z", "x"}}}));
  CHECK(adjacent(g, "z") == Ids{"x", "y"});
  CHECK(adjacent(g, "x") == Ids{"z", "y"});
}

TEST_CASE("spatial contract: self-loop -> error, duplicate neighbour -> warning") {
  const auto zs = zones({{"A", Ids{"A", "B", "B"}}, {"B", Ids{"A"}}});
  const auto ds = validateAdjacency(zs);
  const Diagnostic* loop = findCode(ds, "SPATIAL_SELF_LOOP");
  REQUIRE(loop);
  CHECK(loop->severity == Severity::Error);
  CHECK(loop->message.find("'A'") != std::string::npos);
  const Diagnostic* dup = findCode(ds, "SPATIAL_DUPLICATE_NEIGHBOR");
  REQUIRE(dup);
  CHECK(dup->severity == Severity::Warning);
  CHECK(dup->path == "zones[0].adjacentTo[2]");
  CHECK(ds.size() == 2);
  const auto g = graphOf(zs);
  CHECK(adjacent(g, "A") == Ids{"B"});
}

TEST_CASE("spatial contract: repeated zone ids and absurd sizes are refused with a clear error") {
  const auto dup = zones({{"A", std::nullopt}, {"A", std::nullopt}});
  CHECK(countWithCode(validateAdjacency(dup), "SPATIAL_DUPLICATE_ZONE") == 1);
  auto built = buildAdjacencyGraph(dup);
  REQUIRE_FALSE(built.isOk());
  CHECK(built.message().find("'A' is defined twice") != std::string::npos);

  std::vector<ZoneDef> huge(kMaxZones + 1);
  for (std::size_t i = 0; i < huge.size(); ++i) huge[i].id = "z" + std::to_string(i);
  auto tooMany = buildAdjacencyGraph(huge);
  REQUIRE_FALSE(tooMany.isOk());
  CHECK(tooMany.message().find("100001 zones given; the limit is 100000") != std::string::npos);
  CHECK(findCode(validateAdjacency(huge), "SPATIAL_TOO_MANY_ZONES"));

  CHECK_FALSE(buildAdjacencyGraph(zones({{"", std::nullopt}})).isOk());
}

TEST_CASE("spatial contract: diagnostics are capped") {
  std::vector<ZoneDef> zs(1);
  zs[0].id = "hub";
  zs[0].adjacentTo.emplace();
  for (int i = 0; i < 1500; ++i) zs[0].adjacentTo->push_back("missing" + std::to_string(i));
  const auto ds = validateAdjacency(zs);
  CHECK(ds.size() == kMaxDiagnostics + 1);
  CHECK(ds.back().code == "SPATIAL_DIAGNOSTICS_TRUNCATED");
}
