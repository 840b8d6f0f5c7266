// The causes a lockstep differential against the public engine found (issue 30), one test each,
// on the positions where they were seen. docs/rules/cotulenh.md says which rule each one follows.
#include <doctest/doctest.h>

#include "cotulenh_game_support.h"

using namespace cotulenh_test;
using boardrules::cotulenh::Game;

TEST_CASE("cotulenh: a move that removes our own commander is illegal (rules 10 and 11)") {
  // The blue air force carries its commander; its suicide capture on j5 would kill both.
  Game g = gameOf("7a1f1/nn3h1h3/5ast3/3g1(ftc)5/2ie3F2i/5m5/11/2(NI)EM3GEI/2N1G1TT3/3A2S4/5H1H2A/8C2 b - - 25 13");
  CHECK_FALSE(offers(g, "(FTC)f9@j5"));
  CHECK(offers(g, "(FTC)f9e9"));  // the stack itself still moves
}

TEST_CASE("cotulenh: a side without a commander has no legal move, and that is checkmate") {
  Game g = gameOf(fenOf({{"e5", "I"}, {"k12", "c"}}, 'r'));
  CHECK(g.moves().empty());
  const auto s = g.status();
  CHECK(s.check);
  CHECK(s.checkmate);
  CHECK(s.commanderCaptured);
  CHECK(s.gameOver);
}

TEST_CASE("cotulenh: in a deploy turn a unit reaches this turn's suicide square only by recombining (rule 8)") {
  Game g = gameOf("2T5c2/5h1h1a1/6m1i2/6t1g2/6s4/11/2IE3A3/10I/6(FC)3G/6AS3/5H1H3/11 r - - 12 46");
  play(g, "Fg4>@g8");
  CHECK(g.inDeploy());
  CHECK(offers(g, "Cg4>&g8"));
  CHECK_FALSE(offers(g, "Cg4>g8"));
}

TEST_CASE("cotulenh: a recombine is replayed with the joined group's new carrier (rule 8)") {
  Game g = gameOf("6c4/n1m2h1h3/4s2t3/5t2g2/2i1a6/4f6/11/8G2/3G4AE1/3A2S4/2n2H1H3/6(FTC)3I r - - 1 36");
  play(g, "Fg1>&k1");
  play(g, "Cg1>c1");
  // The commander slid four squares; the tank-carried stack (TC) moves two at most.
  CHECK_FALSE(offers(g, "Tg1>&c1"));
  CHECK(offers(g, "Tg1>g2"));
}

TEST_CASE("cotulenh: the stack's own carrier may recombine with an earlier step (rule 8)") {
  Game g = gameOf("n5c4/5h1hf2/1(nf)1a2s2a1/4gt1g3/2ie2mt2i/4F4e1/2N8/2I1E1M2EI/4GT1TG1A/2NA2S4/4FH1H3/6C4 b - - 15 8");
  play(g, "Fb10>xe7");
  // The navy's own path b10-c9-d8-e7 crosses land (d8), but as the carrier of (NF) it can make
  // the air force's capture on the coast square e7 (captures ignore terrain on the way).
  CHECK(offers(g, "Nb10>&e7"));
  play(g, "Nb10>&e7");
  CHECK_FALSE(g.inDeploy());
  CHECK(g.fen().rfind("n5c4/5h1hf2/3a2s2a1/4gt1g3/2ie2mt2i/4(nf)4e1/", 0) == 0);
}

TEST_CASE("cotulenh: a defender promoted by a move defends at its new level at once (rules 5 and 9)") {
  // The red air force dies in its suicide capture on g9; the navy on c5 is then red's last unit
  // besides the commander and turns heroic (Last Guard): its zone grows from radius 1 to 2 and
  // now holds c7, so the blue air force on c10 can no longer stop there.
  Game g = gameOf(fenOf({{"j1", "C"}, {"c5", "N"}, {"g5", "F"}, {"k12", "c"}, {"g10", "g"}, {"g9", "i"}, {"c10", "f"}}, 'r'));
  CHECK(offers(gameOf(fenOf({{"j1", "C"}, {"c5", "N"}, {"k12", "c"}, {"c10", "f"}}, 'b')), "Fc10c7"));
  play(g, "Fg5@g9");
  REQUIRE(g.position().at(boardrules::cotulenh::algebraicToSquare("c5").value()).carrier().heroic);
  CHECK_FALSE(offers(g, "Fc10c7"));
  CHECK(offers(g, "Fc10c8"));
  CHECK(g.lans() == gameOf(g.fen()).lans());
}

TEST_CASE("cotulenh: an open deploy turn's FEN writes the waiting units with their flags from the turn's start (rule 8)") {
  // The engineer steps out of (EA) on e4; the artillery left there attacks the blue commander on
  // e7 and is promoted on the board, but while it waits it keeps the flag it had at the start.
  Game g = gameOf(fenOf({{"e4", "(EA)"}, {"e7", "c"}, {"j1", "C"}, {"c12", "i"}}, 'r'));
  play(g, "Ee4>d4");
  REQUIRE(g.inDeploy());
  CHECK(g.position().at(boardrules::cotulenh::algebraicToSquare("e4").value()).carrier().heroic);
  CHECK(g.fen().find(" e4:A:E>d4...") != std::string::npos);
  CHECK(offers(g, "Ae4>h4"));  // it moves with its old flag: range 3, not 4
  CHECK_FALSE(offers(g, "Ae4>i4"));
}

TEST_CASE("cotulenh: the legality test plays the mover's promotions that raise its air defence (rules 9 and 10)") {
  // Red is in check: the blue air force on g6 flies g5, g4 (the anti-air zone of g3), g3 to the
  // commander on g2, kamikaze there. The missile's step to d5 attacks the blue commander on d7,
  // so the missile turns heroic: level 3 reaches g5, and the air force entering a second zone on
  // g4 is destroyed before the commander. That step parries the check only with its promotion.
  Game g = gameOf(fenOf({{"g2", "C"}, {"g3", "G"}, {"d4", "S"}, {"g6", "f"}, {"d7", "c"}, {"k11", "i"}}, 'r'));
  REQUIRE(g.status().check);
  CHECK(offers(g, "Sd4d5"));
  CHECK_FALSE(offers(g, "Sd4c4"));  // no promotion there, no zone on file g: still in check
}
