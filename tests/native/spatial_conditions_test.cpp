// Seed 002 "Unit Tests / Spatial conditions", plus the declarative condition language.
#include "spatial_test_support.h"

using namespace spatial_test;

namespace {
// A-B-C path, D isolated.
std::vector<ZoneDef> abcd() {
  return zones({{"A", Ids{"B"}}, {"B", Ids{"A", "C"}}, {"C", Ids{"B"}}, {"D", std::nullopt}});
}
}  // namespace

TEST_CASE("spatial conditions: adjacent(A, B) where A and B are adjacent -> true") {
  const auto g = graphOf(abcd());
  CHECK(evalAdjacentCondition(g, "A", "B").value());
}

TEST_CASE("spatial conditions: adjacent(A, C) where A and C are not adjacent -> false") {
  const auto g = graphOf(abcd());
  CHECK_FALSE(evalAdjacentCondition(g, "A", "C").value());
  CHECK_FALSE(evalAdjacentCondition(g, "A", "nowhere").isOk());
}

TEST_CASE("spatial conditions: connected(A, C) where A-B-C path exists -> true") {
  const auto g = graphOf(abcd());
  CHECK(evalConnectedCondition(g, "A", "C").value());
  CHECK(evalConnectedCondition(g, "A", "A").value());  // a zone is connected to itself
}

TEST_CASE("spatial conditions: connected(A, D) where no path exists -> false") {
  const auto g = graphOf(abcd());
  CHECK_FALSE(evalConnectedCondition(g, "A", "D").value());
}

TEST_CASE("spatial conditions: connected(A, C, via) where path exists but via condition fails -> false") {
  auto board = boardOf(abcd());
  REQUIRE(board.placeToken("B", {"rock", "wall", "none"}));
  const Condition via = cond("empty");
  const auto filter = viaCondition(via, board.contents(), board.graph());
  CHECK_FALSE(evalConnectedCondition(board.graph(), "A", "C", filter).value());
  // The same path passes once the blocking zone satisfies the condition.
  const Condition passable = cond("or(empty, kind(wall))");
  CHECK(evalConnectedCondition(board.graph(), "A", "C", viaCondition(passable, board.contents(), board.graph()))
            .value());
}

TEST_CASE("spatial condition language: every form holds on exactly its zones, each name only for itself") {
  // A is empty; B holds token t1, kind road, owner p1. Each condition is asked of both zones.
  const TwoZones two;
  CHECK(two.where("true") == "AB");
  CHECK(two.where("false") == "");
  CHECK(two.where("empty") == "A");
  CHECK(two.where("occupied") == "B");
  CHECK(two.where("not(occupied)") == "A");
  CHECK(two.where("kind(road)") == "B");
  CHECK(two.where("kind(city)") == "");
  CHECK(two.where("owner(p1)") == "B");
  CHECK(two.where("owner(p2)") == "");
  CHECK(two.where("token(t1)") == "B");
  CHECK(two.where("token(t2)") == "");
  CHECK(two.where("zone(A)") == "A");
  CHECK(two.where("zone('A')") == "A");
  CHECK(two.where("zone(B)") == "B");
  CHECK(two.where("zone(C)") == "");  // a name no zone has
  CHECK(two.where("zone(a)") == "");  // names are exact
  CHECK(two.where("or(zone(A), zone(B))") == "AB");
  CHECK(two.where("and(zone(A), zone(B))") == "");
  CHECK(two.where("and(occupied, owner(p1), not(kind(city)))") == "B");
  CHECK(two.where("and(occupied, owner(p2))") == "");
  CHECK(two.where(" or ( empty , kind ( road ) ) ") == "AB");
}

TEST_CASE("spatial condition language: parse errors name the byte, limits hold, toString round-trips") {
  auto bad = Condition::parse("and(empty,");
  REQUIRE_FALSE(bad.isOk());
  CHECK(bad.message().find("byte 10") != std::string::npos);
  CHECK_FALSE(Condition::parse("").isOk());
  CHECK_FALSE(Condition::parse("empty extra").isOk());
  CHECK_FALSE(Condition::parse("kind()").isOk());
  CHECK_FALSE(Condition::parse("not(empty, empty)").isOk());
  CHECK_FALSE(Condition::parse("owner('p1").isOk());
  std::string deep;
  for (int i = 0; i < 40; ++i) deep += "not(";
  deep += "empty";
  for (int i = 0; i < 40; ++i) deep += ")";
  auto tooDeep = Condition::parse(deep);
  REQUIRE_FALSE(tooDeep.isOk());
  CHECK(tooDeep.message().find("nesting deeper than 32") != std::string::npos);
  CHECK_FALSE(Condition::parse(std::string(5000, ' ') + "empty").isOk());
  const Condition c = cond("and(kind('it\\'s'), or(empty, zone(x)))");
  CHECK(c.toString() == "and(kind('it\\'s'),or(empty,zone('x')))");
  CHECK(cond(c.toString()).toString() == c.toString());
}
