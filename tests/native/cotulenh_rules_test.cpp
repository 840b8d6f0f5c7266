// Hand-built CoTuLenh positions, one test per rule of the reference engine (docs/rules/cotulenh.md sections).
// Commanders sit on j1 (red) and k12 (blue) unless the rule needs them elsewhere.
#include <doctest/doctest.h>

#include "cotulenh/attacks.h"
#include "cotulenh/position.h"
#include "cotulenh_game_support.h"

using namespace cotulenh_test;
using boardrules::cotulenh::Game;

namespace {
std::string withKings(std::map<std::string, std::string> units, char side = 'r', int halfMoves = 0) {
  units.emplace("j1", "C");
  units.emplace("k12", "c");
  return fenOf(units, side, halfMoves);
}
}  // namespace

TEST_CASE("cotulenh rule 1: heavy units cross the river only vertically on files f and h") {
  Game e5 = gameOf(withKings({{"e5", "A"}}));
  CHECK(offers(e5, "Ae5e6"));
  CHECK_FALSE(offers(e5, "Ae5e7"));  // e6 is lower zone, e7 upper
  Game f5 = gameOf(withKings({{"f5", "A"}}));
  CHECK(offers(f5, "Af5f8"));
  CHECK_FALSE(offers(f5, "Af5g7"));
}

TEST_CASE("cotulenh rule 1: the navy may not take the river mouth diagonal c5-d6") {
  Game g = gameOf(withKings({{"c5", "N"}}));
  CHECK(offers(g, "Nc5c6"));
  CHECK_FALSE(offers(g, "Nc5d6"));
}

TEST_CASE("cotulenh rule 2: heroic units gain range and the diagonals") {
  Game plain = gameOf(withKings({{"e5", "T"}}));
  CHECK(movesOf(plain, "Te5").size() == 8);
  CHECK_FALSE(offers(plain, "Te5f6"));
  Game heroic = gameOf(withKings({{"e5", "+T"}}));
  CHECK(offers(heroic, "+Te5e8"));
  CHECK(offers(heroic, "+Te5f6"));
}

TEST_CASE("cotulenh rule 3: the tank is blocked for captures, the artillery captures over units") {
  Game tank = gameOf(withKings({{"e5", "T"}, {"e4", "I"}, {"e3", "i"}}));
  CHECK(offers(tank, "Te5&e4"));
  CHECK_FALSE(offers(tank, "Te5xe3"));
  Game art = gameOf(withKings({{"e5", "A"}, {"e8", "i"}}));
  CHECK(offers(art, "Ae5xe8"));  // captures ignore the river
}

TEST_CASE("cotulenh rule 4: stay capture when the attacker cannot stand on the target, and an air force gets both") {
  Game inf = gameOf(withKings({{"c3", "I"}, {"b3", "n"}}));
  CHECK(offers(inf, "Ic3_b3"));
  CHECK_FALSE(offers(inf, "Ic3xb3"));
  Game air = gameOf(withKings({{"c3", "F"}, {"d3", "i"}}));
  CHECK(offers(air, "Fc3xd3"));
  CHECK(offers(air, "Fc3_d3"));
}

TEST_CASE("cotulenh rule 5: an air force cannot cross an air-defence zone and dies attacking inside one") {
  Game crossing = gameOf(withKings({{"e3", "F"}, {"g6", "g"}}));
  CHECK(offers(crossing, "Fe3f4"));
  CHECK_FALSE(offers(crossing, "Fe3g5"));  // inside the anti-air zone: no plain move
  CHECK_FALSE(offers(crossing, "Fe3h6"));  // left the zone: destroyed
  Game kamikaze = gameOf(withKings({{"e3", "F"}, {"f6", "g"}, {"h6", "g"}}));
  CHECK(offers(kamikaze, "Fe3@h6"));
  Game heroic = gameOf(withKings({{"e3", "+F"}, {"g6", "g"}}));
  CHECK(offers(heroic, "+Fe3h6"));  // immune to air defence
}

TEST_CASE("cotulenh rule 6: the commander stops before exposed squares and never faces the enemy commander") {
  Game g = gameOf(withKings({}));
  CHECK(offers(g, "Cj1j11"));
  CHECK_FALSE(offers(g, "Cj1j12"));  // on the enemy commander's rank with nothing between
  CHECK_FALSE(offers(g, "Cj1k1"));   // on its file
}

TEST_CASE("cotulenh rule 7: combinations form only the legal compositions, in canonical order") {
  Game g = gameOf(withKings({{"e3", "I"}, {"e4", "T"}, {"e2", "M"}}));
  CHECK(offers(g, "Ie3&e4"));   // TI
  CHECK_FALSE(offers(g, "Ie3&e2"));  // two foot units do not stack
  play(g, "Ie3&e4");
  CHECK(g.fen().find("(TI)") != std::string::npos);
  CHECK_FALSE(Game::fromFen(withKings({{"e3", "(TC)"}, {"e4", "(II)"}})).isOk());
}

TEST_CASE("cotulenh rule 8: a deploy turn opens, lists the remaining members, recombines and commits") {
  Game g = gameOf(withKings({{"e3", "(TI)"}}));
  play(g, "Te3>e5");
  CHECK(g.inDeploy());
  CHECK(g.fen().substr(g.fen().find(" e3:")) == " e3:I:T>e5...");
  CHECK(offers(g, "Ie3>&e5"));  // recombine with the tank, two squares away
  CHECK(g.canCommit());
  play(g, "Ie3>&e5");
  CHECK_FALSE(g.inDeploy());  // every member moved: committed
  CHECK(g.history().back().san == "(TI)>e5");
  CHECK(g.history().back().lan == "e3::(TI)>e5");
}

TEST_CASE("cotulenh rule 8: commit is refused while a unit is left on a square it cannot stand on") {
  Game g = gameOf(withKings({{"b3", "(NT)"}}));
  play(g, "Nb3>b5");
  CHECK(g.inDeploy());
  CHECK_FALSE(g.canCommit());  // the tank alone on water
  CHECK_FALSE(g.commit().isOk());
  REQUIRE(g.cancel().isOk());
  CHECK(g.fen() == withKings({{"b3", "(NT)"}}));
}

TEST_CASE("cotulenh rule 9: a unit that attacks the enemy commander becomes heroic, and the Last Guard") {
  Game g = gameOf(fenOf({{"e8", "T"}, {"d3", "I"}, {"j1", "C"}, {"e12", "c"}, {"a12", "n"}, {"b12", "n"}}));
  play(g, "Te8e10");  // two squares below the blue commander: attacks it
  CHECK(g.fen().rfind("nn2c6/11/4+T6/", 0) == 0);
  Game last = gameOf(fenOf({{"e3", "T"}, {"j1", "C"}, {"k12", "c"}, {"a11", "n"}, {"a10", "n"}}, 'r'));
  play(last, "Te3e4");  // red's only non-commander unit: heroic
  CHECK(last.fen().find("+T") != std::string::npos);
}

TEST_CASE("cotulenh rule 10: check is attack (exposure is not check), checkmate and stalemate") {
  Game check = gameOf(fenOf({{"j1", "C"}, {"j3", "t"}, {"k12", "c"}}));
  CHECK(check.status().check);
  CHECK_FALSE(check.status().checkmate);
  Game quiet = gameOf(withKings({{"e5", "T"}}));
  CHECK_FALSE(quiet.status().check);
  CHECK_FALSE(quiet.status().gameOver);
}

TEST_CASE("cotulenh rule 11: half-move clock resets only on a normal capture, and the fifty-move draw") {
  Game stay = gameOf(withKings({{"c3", "I"}, {"b3", "n"}}, 'r', 7));
  play(stay, "Ic3_b3");
  CHECK(stay.fen().find(" b - - 8 1") != std::string::npos);
  Game take = gameOf(withKings({{"c3", "I"}, {"d3", "i"}}, 'r', 7));
  play(take, "Ic3xd3");
  CHECK(take.fen().find(" b - - 0 1") != std::string::npos);
  Game fifty = gameOf(withKings({{"e5", "T"}}, 'r', 100));
  CHECK(fifty.status().fiftyMove);
  CHECK(fifty.status().draw);
  CHECK(fifty.status().gameOver);
  CHECK_FALSE(fifty.status().threefold);
}

TEST_CASE("cotulenh rule 12: FEN round trip, stacks in canonical order, errors named") {
  const std::string start = boardrules::cotulenh::kStartFen;
  CHECK(gameOf(start).fen() == start);
  CHECK(gameOf(withKings({{"e3", "(+TI)"}})).fen() == withKings({{"e3", "(+TI)"}}));
  CHECK(gameOf(withKings({{"e3", "(I+T)"}})).fen() == withKings({{"e3", "(+TI)"}}));
  for (const char* bad : {"", "11/11 r - - 0 1", "6c4/11/11/11/11/11/11/11/11/11/11/5N5 r - - 0 1",
                          "6c4/11/11/11/11/11/11/11/11/11/11/6C4 x - - 0 1",
                          "6c4/11/11/11/11/11/11/11/11/11/11/4CC5 r - - 0 1",
                          "6c4/11/11/11/11/11/11/11/11/11/11/6C4 r k - 0 1",
                          "6c4/11/11/11/11/11/11/11/11/11/11/5(Ti6C4 r - - 0 1"}) {
    auto g = Game::fromFen(bad);
    CHECK_MESSAGE(!g.isOk(), bad);
    if (!g.isOk()) CHECK(g.message().rfind("fen: ", 0) == 0);
  }
}

TEST_CASE("cotulenh rule 13: SAN disambiguates by file, by rank (one character, as the reference) or square") {
  Game g = gameOf(withKings({{"e10", "T"}, {"e8", "T"}, {"c9", "T"}, {"g9", "T"}}));
  const auto& lans = g.lans();
  const auto& sans = g.sans();
  auto sanOf = [&](const std::string& lan) {
    for (size_t i = 0; i < lans.size(); ++i)
      if (lans[i] == lan) return sans[i];
    return std::string("?");
  };
  CHECK(sanOf("Te10e9") == "T1e9");  // rivals share the file: rank, first character only
  CHECK(sanOf("Tc9e9") == "Tce9");   // rival on the same rank: the file
  CHECK(sanOf("Te10e11") == "Te11");
}

TEST_CASE("cotulenh perft from the start position") {
  const auto counts = boardrules::cotulenh::perft(gameOf(boardrules::cotulenh::kStartFen), 2);
  CHECK(counts[0] == 116);
  CHECK(counts[1] == 13460);
}
