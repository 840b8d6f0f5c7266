// Seed 002 "Unit Tests / connectedZones" and "tokensInAdjacentZones", plus the BFS contract.
#include "spatial_test_support.h"

using namespace spatial_test;

namespace {
std::vector<ZoneDef> linearABCD() {
  return zones({{"A", Ids{"B"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"B", "D"}}, {"D", Ids{"C"}}});
}
}  // namespace

TEST_CASE("spatial connectedZones: Linear graph A-B-C-D: from A -> returns {B, C, D}") {
  CHECK(connected(graphOf(linearABCD()), "A") == Ids{"B", "C", "D"});
}

TEST_CASE("spatial connectedZones: Linear graph A-B-C-D: from A, maxDepth=1 -> returns {B}") {
  CHECK(connected(graphOf(linearABCD()), "A", {.maxDepth = 1}) == Ids{"B"});
}

TEST_CASE("spatial connectedZones: Graph with cycle A-B-C-A: from A -> returns {B, C} (no duplicates)") {
  const auto g = graphOf(zones({{"A", Ids{"B", "C"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"A", "B"}}}));
  CHECK(connected(g, "A") == Ids{"B", "C"});
}

TEST_CASE("spatial connectedZones: Disconnected graph: from A -> only returns connected component") {
  const auto g = graphOf(zones({{"A", Ids{"B"}}, {"B", Ids{"A"}}, {"C", Ids{"D"}}, {"D", Ids{"C"}}}));
  CHECK(connected(g, "A") == Ids{"B"});
  CHECK(connected(g, "C") == Ids{"D"});
}

TEST_CASE("spatial connectedZones: Empty adjacency: from A -> returns {} (just start zone, or empty)") {
  const auto g = graphOf(zones({{"A", std::nullopt}, {"B", std::nullopt}}));
  CHECK(connected(g, "A").empty());                                 // start excluded by default
  CHECK(connected(g, "A", {.includeStart = true}) == Ids{"A"});     // or just the start zone
}

TEST_CASE("spatial contract: maxDepth defaults to zone count - 1, 0 gives {}, negative is an error") {
  const auto g = graphOf(linearABCD());
  CHECK(connected(g, "A", {.maxDepth = 3}) == Ids{"B", "C", "D"});
  CHECK(connected(g, "A", {.maxDepth = 2}) == Ids{"B", "C"});
  CHECK(connected(g, "A", {.maxDepth = 0}).empty());
  CHECK(connected(g, "A", {.maxDepth = 0, .includeStart = true}) == Ids{"A"});
  CHECK(connected(g, "A", {.maxDepth = 1000000}) == Ids{"B", "C", "D"});
  CHECK_FALSE(queryConnectedZones(g, "A", {.maxDepth = -1}).isOk());
  auto unknown = queryConnectedZones(g, "Q", {});
  REQUIRE_FALSE(unknown.isOk());
  CHECK(unknown.message().find("unknown zone 'Q'") != std::string::npos);
}

TEST_CASE("spatial contract: BFS discovery order is deterministic and by distance") {
  // Declared in a scrambled order: the result follows distance, then declaration order.
  const auto g = graphOf(zones({{"hub", Ids{"w", "e", "n"}}, {"n", Ids{"hub", "far"}}, {"e", Ids{"hub"}},
                                {"w", Ids{"hub"}}, {"far", Ids{"n"}}}));
  CHECK(connected(g, "hub") == Ids{"n", "e", "w", "far"});
  CHECK(connected(g, "hub", {.includeStart = true}) == Ids{"hub", "n", "e", "w", "far"});
}

TEST_CASE("spatial contract: via is evaluated on each candidate before it is enqueued") {
  auto board = boardOf(linearABCD());
  REQUIRE(board.placeToken("C", {"wall", "wall", "none"}));
  std::vector<std::string> asked;
  ConnectedOptions opts;
  opts.via = [&](ZoneIndex z) {
    asked.push_back(board.graph().zoneId(z));
    return board.contents().tokensIn(z).empty();
  };
  CHECK(connected(board.graph(), "A", opts) == Ids{"B"});
  CHECK(asked == Ids{"B", "C"});  // D is never reached, A (the start) never asked
}

TEST_CASE("spatial contract: a cap on the result size") {
  const auto g = graphOf(macroZones(generateGrid(10, 10)));
  CHECK(connected(g, "cell_0_0", {.limit = 5}).size() == 5);
  CHECK(connected(g, "cell_0_0", {.includeStart = true, .limit = 1}) == Ids{"cell_0_0"});
  CHECK(connected(g, "cell_0_0").size() == 99);
}

TEST_CASE("spatial tokensInAdjacentZones: Zone A has neighbors B and C, B has 2 tokens and C has 1 -> returns 3 tokens") {
  auto board = boardOf(zones({{"A", Ids{"B", "C"}}, {"B", Ids{"A"}}, {"C", Ids{"A"}}, {"D", std::nullopt}}));
  REQUIRE(board.placeToken("B", {"b1", "pawn", "p1"}));
  REQUIRE(board.placeToken("B", {"b2", "pawn", "p2"}));
  REQUIRE(board.placeToken("C", {"c1", "pawn", "p1"}));
  REQUIRE(board.placeToken("D", {"d1", "pawn", "p1"}));  // not adjacent: must not appear
  REQUIRE(board.placeToken("A", {"a1", "pawn", "p1"}));  // the zone itself: must not appear
  auto tokens = queryTokensInAdjacentZones(board.graph(), board.contents(), "A");
  REQUIRE(tokens.isOk());
  REQUIRE(tokens.value().size() == 3);
  CHECK(tokens.value()[0].id == "b1");
  CHECK(tokens.value()[1].id == "b2");
  CHECK(tokens.value()[2].id == "c1");
}

TEST_CASE("spatial tokens: placing is checked and leaves nothing half-done") {
  auto board = boardOf(zones({{"A", std::nullopt}}));
  REQUIRE(board.placeToken("A", {"t", "k", "o"}));
  CHECK_FALSE(board.placeToken("A", {"t", "k", "o"}));  // repeated id
  CHECK_FALSE(board.placeToken("A", {"", "k", "o"}));
  CHECK_FALSE(board.placeToken("nope", {"u", "k", "o"}));
  CHECK(board.tokensIn("A").value().size() == 1);
  CHECK_FALSE(board.tokensIn("nope").isOk());
}
