// CoTuLenh moves and turns in words (src/cotulenh/explain.h): every offered move of a listing
// gets its own sentence (outside and inside deploy turns, over the dev records), each names its
// side and squares, and the sentences read as docs/rules/cotulenh.md names things.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "cotulenh/explain.h"
#include "cotulenh_game_support.h"

using namespace cotulenh_test;
using boardrules::cotulenh::explainMove;
using boardrules::cotulenh::explainTurn;
using boardrules::cotulenh::Game;
using boardrules::cotulenh::squareName;
using boardrules::cotulenh::Tense;

namespace {

std::string sideOf(const Game& g) { return g.turn() == boardrules::cotulenh::kRed ? "Red" : "Blue"; }

// Every offered move: a sentence of its own, starting with the side, naming both squares.
void checkListing(const Game& g) {
  std::set<std::string> seen;
  for (const auto& m : g.moves()) {
    for (const Tense tense : {Tense::Present, Tense::Past}) {
      const std::string s = explainMove(m, g.turn(), tense);
      INFO(g.fen() << ": " << s);
      CHECK(s.rfind(sideOf(g) + "'s ", 0) == 0);
      CHECK(s.find(squareName(m.from)) != std::string::npos);
      CHECK(s.find(squareName(m.to)) != std::string::npos);
      CHECK(seen.insert(s).second);  // no two moves (nor two tenses of one) share a sentence
    }
  }
}

// The sentence of the offered move with this LAN.
std::string sentenceOf(const Game& g, const std::string& lan, Tense tense = Tense::Present) {
  const int i = g.findMove(lan);
  REQUIRE_MESSAGE(i >= 0, lan << " is not offered in " << g.fen());
  return explainMove(g.moves()[static_cast<size_t>(i)], g.turn(), tense);
}

}  // namespace

TEST_CASE("cotulenh words: every move of the dev records, and of a deploy turn opened there, has its own sentence") {
  int positions = 0, deployTurns = 0;
  for (const std::string& fen : devRecordFens()) {
    Game g = gameOf(fen);
    checkListing(g);
    ++positions;
    for (size_t i = 0; i < g.moves().size(); ++i) {
      if (!g.moves()[i].is(boardrules::cotulenh::kFlagDeploy)) continue;
      Game opened = g;
      REQUIRE(opened.play(static_cast<int>(i)).isOk());
      if (opened.inDeploy()) {
        checkListing(opened);
        ++deployTurns;
      }
      break;
    }
  }
  CHECK(positions == 400);
  CHECK(deployTurns > 50);
}

TEST_CASE("cotulenh words: the sentence of each kind of move") {
  Game g = gameOf(fenOf({{"e4", "T"}, {"e6", "i"}, {"g1", "C"}, {"j12", "c"}, {"d5", "(FTI)"}, {"h4", "M"}, {"h5", "+T"}}));
  CHECK(sentenceOf(g, "Te4e5") == "Red's tank on e4 moves to e5.");
  CHECK(sentenceOf(g, "Te4xe6") == "Red's tank on e4 captures blue's infantry on e6.");
  CHECK(sentenceOf(g, "Te4xe6", Tense::Past) == "Red's tank on e4 captured blue's infantry on e6.");
  CHECK(sentenceOf(g, "+Th5h7") == "Red's heroic tank on h5 moves to h7.");
  CHECK(sentenceOf(g, "Mh4&h5") == "Red's militia on h4 joins the heroic tank on h5.");
  CHECK(sentenceOf(g, "(FTI)d5d7") == "Red's air force carrying tank and infantry on d5 moves to d7.");
  CHECK(sentenceOf(g, "Td5>d7") == "Red's tank leaves the stack on d5 for d7.");
  CHECK(sentenceOf(g, "Fd5>xe6") == "Red's air force leaves the stack on d5 and captures blue's infantry on e6.");
  CHECK(sentenceOf(g, "(FTI)d5_e6") ==
        "Red's air force carrying tank and infantry on d5 captures blue's infantry on e6 without moving.");
}

TEST_CASE("cotulenh words: a deploy turn is the stack it split, each step, and what stayed") {
  Game g = gameOf(fenOf({{"g1", "C"}, {"j12", "c"}, {"d5", "(FTI)"}, {"e6", "i"}}));
  REQUIRE(g.play(g.findMove("Td5>d7")).isOk());
  REQUIRE(g.inDeploy());
  REQUIRE(g.play(g.findMove("Fd5>xe6")).isOk());
  if (g.inDeploy()) REQUIRE(g.commit().isOk());
  REQUIRE(g.history().size() == 1);
  CHECK(explainTurn(g.history()[0]) ==
        "Red deployed the air force carrying tank and infantry on d5: the tank went to d7; the air force captured "
        "blue's heroic infantry on e6; the infantry stayed.");  // heroic: blue's last guard (section 9)
  CHECK(explainTurn(g.history()[0], Tense::Present).rfind("Red deploys the air force carrying tank and infantry on d5: ", 0) == 0);
  Game plain = gameOf(fenOf({{"e4", "T"}, {"g1", "C"}, {"j12", "c"}}));
  REQUIRE(plain.play(plain.findMove("Te4e6")).isOk());
  CHECK(explainTurn(plain.history()[0]) == "Red's tank on e4 moved to e6.");
}
