// How `cotulenh match` (tools/testkit/cotulenh_match.cpp) scores a game that stopped: a captured
// commander is a win for the side whose commander is left, whoever moved last; a side that can
// never finish a turn has lost; a player that found no whole turn when one exists gets a draw.
#include <doctest/doctest.h>

#include "cotulenh_game_support.h"
#include "testkit/cotulenh_match.h"

using namespace cotulenh_test;
using boardrules::testkit::adjudicateCotulenh;

namespace {
// The start position without one commander (the other side to move in the first).
const std::string kBlueCommanderGoneRedToMove =
    "11/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
const std::string kRedCommanderGoneRedToMove =
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/11 r - - 0 1";
// Red's commander rides in the headquarters on h2, attacked; no order of steps ends the turn
// (tests/native/cotulenh_no_whole_turn_test.cpp).
const std::string kRedHasNoWholeTurn = "6c4/5h1h3/4gt5/N6g3/3a5a1/9e1/11/3e7/7+s3/11/5H1(HC)3/9+f1 r - - 38 48";
}  // namespace

TEST_CASE("cotulenh match adjudication: a captured commander is a win for the side whose commander is left") {
  // Blue lost its own commander in its last turn (a recombine onto its suicide capture): red wins
  // although red is to move.
  const auto lostByMover = adjudicateCotulenh(gameOf(kBlueCommanderGoneRedToMove), false);
  CHECK(lostByMover.winner == boardrules::cotulenh::kRed);
  CHECK(lostByMover.ending == "commander captured");
  const auto lostBySideToMove = adjudicateCotulenh(gameOf(kRedCommanderGoneRedToMove), false);
  CHECK(lostBySideToMove.winner == boardrules::cotulenh::kBlue);
  // A side without its commander is in check and has no legal move (docs/rules/cotulenh.md,
  // sections 10 and 11): the status names it checkmate.
  CHECK(lostBySideToMove.ending == "checkmate");
}

TEST_CASE("cotulenh match adjudication: a side that can never finish a turn has lost") {
  const auto stuck = adjudicateCotulenh(gameOf(kRedHasNoWholeTurn), true);
  CHECK(stuck.winner == boardrules::cotulenh::kBlue);
  CHECK(stuck.ending == "no whole turn");
  // Not stuck (the game stopped at the turn limit): no winner.
  const auto stopped = adjudicateCotulenh(gameOf(kRedHasNoWholeTurn), false);
  CHECK(stopped.winner == -1);
  CHECK(stopped.ending == "turn limit");
}

TEST_CASE("cotulenh match adjudication: a player that found no whole turn where one exists gets a draw") {
  // The start position: every plain move is a whole turn.
  const auto missed = adjudicateCotulenh(gameOf(std::string(boardrules::cotulenh::kStartFen)), true);
  CHECK(missed.winner == -1);
  CHECK(missed.ending == "no whole turn found");
}
