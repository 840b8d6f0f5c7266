// Seed 002 "Unit Tests / moveTokenAdjacent", plus `$name` bindings and the tokenEntered event.
#include "spatial_test_support.h"

using namespace spatial_test;

namespace {
SpatialBoard abcBoard() {
  // A-B adjacent, C isolated from A (B-C adjacent), E without neighbours.
  auto board = boardOf(zones({{"A", Ids{"B"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"B"}}, {"E", std::nullopt}}));
  REQUIRE(board.placeToken("A", {"pawn", "pawn", "p1"}));
  REQUIRE(board.placeToken("E", {"hermit", "pawn", "p2"}));
  return board;
}
Ids idsIn(const SpatialBoard& b, const std::string& zone) {
  Ids out;
  const auto tokens = b.tokensIn(zone);  // keep the Result alive while iterating
  for (const auto& t : tokens.value()) out.push_back(t.id);
  return out;
}
}  // namespace

TEST_CASE("spatial moveTokenAdjacent: Move token from A to adjacent B -> token in B, removed from A") {
  auto board = abcBoard();
  auto ev = board.moveTokenAdjacent({"pawn", "A", "B"}, {});
  REQUIRE_MESSAGE(ev.isOk(), ev.message());
  CHECK(idsIn(board, "A").empty());
  CHECK(idsIn(board, "B") == Ids{"pawn"});
  // Success emits tokenEntered.
  CHECK(ev.value().token == "pawn");
  CHECK(ev.value().from == "A");
  CHECK(ev.value().to == "B");
}

TEST_CASE("spatial moveTokenAdjacent: Move token from A to non-adjacent C -> error thrown") {
  auto board = abcBoard();
  auto ev = board.moveTokenAdjacent({"pawn", "A", "C"}, {});
  REQUIRE_FALSE(ev.isOk());
  CHECK(ev.message().find("'C' is not adjacent to 'A'") != std::string::npos);
  CHECK(idsIn(board, "A") == Ids{"pawn"});  // nothing moved
  CHECK(idsIn(board, "C").empty());
}

TEST_CASE("spatial moveTokenAdjacent: Move token from A when A has no neighbors -> error (no valid destination)") {
  auto board = abcBoard();
  auto ev = board.moveTokenAdjacent({"hermit", "E", "A"}, {});
  REQUIRE_FALSE(ev.isOk());
  CHECK(ev.message().find("'E' has no neighbours") != std::string::npos);
  CHECK(idsIn(board, "E") == Ids{"hermit"});
}

TEST_CASE("spatial contract: moveTokenAdjacent destination is a zone id or a $name binding") {
  auto board = abcBoard();
  const Bindings bindings{{"piece", "pawn"}, {"here", "A"}, {"dest", "B"}};
  auto ev = board.moveTokenAdjacent({"$piece", "$here", "$dest"}, bindings);
  REQUIRE_MESSAGE(ev.isOk(), ev.message());
  CHECK(ev.value().to == "B");
  // Empty `from`: wherever the token is.
  auto back = board.moveTokenAdjacent({"pawn", "", "A"}, {});
  REQUIRE(back.isOk());
  CHECK(back.value().from == "B");
  auto unbound = board.moveTokenAdjacent({"pawn", "A", "$nowhere"}, bindings);
  REQUIRE_FALSE(unbound.isOk());
  CHECK(unbound.message().find("'$nowhere' is not bound") != std::string::npos);
}

TEST_CASE("spatial moveTokenAdjacent: unknown token, wrong source and unknown zone are rejected") {
  auto board = abcBoard();
  CHECK_FALSE(board.moveTokenAdjacent({"ghost", "A", "B"}, {}).isOk());
  auto wrongFrom = board.moveTokenAdjacent({"pawn", "B", "C"}, {});
  REQUIRE_FALSE(wrongFrom.isOk());
  CHECK(wrongFrom.message().find("is in zone 'A', not in 'B'") != std::string::npos);
  CHECK_FALSE(board.moveTokenAdjacent({"pawn", "A", "Q"}, {}).isOk());
  CHECK(idsIn(board, "A") == Ids{"pawn"});
}
