// The size limits docs/SECURITY.md promises for the spatial engine, each checked at its exact
// boundary (the limit itself accepted, one more refused with an error naming the limit), and the
// depth bound of the `connected` condition.
#include <string>

#include "spatial/condition.h"
#include "spatial/queries.h"
#include "spatial/zone_json.h"
#include "spatial_test_support.h"

using namespace spatial_test;
using boardrules::Status;

namespace {

bool hasCode(const std::vector<Diagnostic>& ds, const std::string& code) {
  return std::any_of(ds.begin(), ds.end(), [&](const Diagnostic& d) { return d.code == code; });
}

// `count` isolated zones z0, z1, ...
std::vector<ZoneDef> isolated(std::size_t count) {
  std::vector<ZoneDef> out(count);
  for (std::size_t i = 0; i < count; ++i) out[i].id = "z" + std::to_string(i);
  return out;
}

}  // namespace

TEST_CASE("spatial limits: connected(A, B) honours maxDepth") {
  const auto g = graphOf(zones({{"A", Ids{"B"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"B", "D"}}, {"D", Ids{"C"}}}));
  CHECK(evalConnectedCondition(g, "A", "D").value());
  CHECK(evalConnectedCondition(g, "A", "D", nullptr, 3).value());
  CHECK_FALSE(evalConnectedCondition(g, "A", "D", nullptr, 2).value());
  CHECK(evalConnectedCondition(g, "A", "C", nullptr, 2).value());
  CHECK_FALSE(evalConnectedCondition(g, "A", "C", nullptr, 1).value());
  CHECK(evalConnectedCondition(g, "A", "B", nullptr, 1).value());
  CHECK_FALSE(evalConnectedCondition(g, "A", "B", nullptr, 0).value());
  CHECK(evalConnectedCondition(g, "A", "A", nullptr, 0).value());  // a zone reaches itself
  CHECK_FALSE(evalConnectedCondition(g, "A", "B", nullptr, -1).isOk());
}

TEST_CASE("spatial limits: zone ids of 1..256 bytes") {
  auto zs = zones({{std::string(256, 'a'), std::nullopt}, {"b", std::nullopt}});
  CHECK(buildAdjacencyGraph(zs).isOk());
  CHECK_FALSE(hasErrors(validateAdjacency(zs)));
  zs[0].id = std::string(257, 'a');
  const auto refused = buildAdjacencyGraph(zs);
  REQUIRE_FALSE(refused.isOk());
  CHECK(refused.message().find("1..256") != std::string::npos);
  CHECK(hasCode(validateAdjacency(zs), "SPATIAL_INVALID_ZONE_ID"));
  zs[0].id = "";
  CHECK(hasCode(validateAdjacency(zs), "SPATIAL_INVALID_ZONE_ID"));
}

TEST_CASE("spatial limits: at most 100,000 zones, from a list or from zone JSON") {
  auto zs = isolated(kMaxZones);
  REQUIRE(kMaxZones == 100000);
  CHECK(buildAdjacencyGraph(zs).isOk());
  zs.push_back(ZoneDef{"extra", std::nullopt});
  const auto refused = buildAdjacencyGraph(zs);
  REQUIRE_FALSE(refused.isOk());
  CHECK(refused.message().find("limit is 100000") != std::string::npos);
  CHECK(hasCode(validateAdjacency(zs), "SPATIAL_TOO_MANY_ZONES"));

  std::string json = "[";
  for (std::size_t i = 0; i < kMaxZones; ++i) json += (i ? ",[\"z" : "[\"z") + std::to_string(i) + "\",null]";
  const auto atLimit = zonesFromJson(json + "]");
  REQUIRE(atLimit.isOk());
  CHECK(atLimit.value().size() == kMaxZones);
  const auto over = zonesFromJson(json + ",[\"extra\",null]]");
  REQUIRE_FALSE(over.isOk());
  CHECK(over.message().find("100000") != std::string::npos);
}

TEST_CASE("spatial limits: at most 1,000,000 adjacency references in all") {
  // 100,000 zones, each listing its next ten: exactly 1,000,000 distinct, valid references.
  REQUIRE(kMaxAdjacencyRefs == 1000000);
  const std::size_t n = 100000;
  std::vector<ZoneDef> zs = isolated(n);
  for (std::size_t i = 0; i < n; ++i) {
    zs[i].adjacentTo.emplace();
    for (std::size_t k = 1; k <= 10; ++k) zs[i].adjacentTo->push_back(zs[(i + k) % n].id);
  }
  const auto atLimit = buildAdjacencyGraph(zs);
  REQUIRE(atLimit.isOk());
  CHECK(atLimit.value().graph().degree(0) == 20);
  zs[0].adjacentTo->push_back(zs[11].id);
  const auto refused = buildAdjacencyGraph(zs);
  REQUIRE_FALSE(refused.isOk());
  CHECK(refused.message().find("1000000") != std::string::npos);
  const auto ds = validateAdjacency(zs);
  CHECK(hasCode(ds, "SPATIAL_TOO_MANY_REFERENCES"));
  CHECK(ds.size() == 1);  // refused before any reference is looked at
}

TEST_CASE("spatial limits: at most 1,000,000 tokens on a board") {
  REQUIRE(kMaxTokens == 1000000);
  auto board = boardOf(zones({{"A", Ids{"B"}}, {"B", Ids{"A"}}}));
  for (std::size_t i = 0; i < kMaxTokens; ++i) {
    const Status st = board.placeToken(i % 2 ? "A" : "B", {"t" + std::to_string(i), "", ""});
    if (!st.isOk()) FAIL("token " << i << " refused: " << st.message());
  }
  const Status over = board.placeToken("A", {"one-more", "", ""});
  REQUIRE_FALSE(over.isOk());
  CHECK(over.message().find("1000000") != std::string::npos);
  CHECK_FALSE(board.placeToken("A", {"t1", "", ""}).isOk());
}

TEST_CASE("spatial limits: conditions nest 32 deep and hold 4096 characters") {
  auto nested = [](int depth) {
    std::string s;
    for (int i = 1; i < depth; ++i) s += "not(";
    s += "empty";
    for (int i = 1; i < depth; ++i) s += ")";
    return s;
  };
  CHECK(Condition::parse(nested(32)).isOk());
  const auto deep = Condition::parse(nested(33));
  REQUIRE_FALSE(deep.isOk());
  CHECK(deep.message().find("deeper than 32") != std::string::npos);
  const std::string padded = std::string(kMaxConditionLength - 5, ' ') + "empty";
  CHECK(Condition::parse(padded).isOk());
  CHECK_FALSE(Condition::parse(" " + padded).isOk());
}
