// perft(3) from the default start (docs/rules/tribun.md section 7): 17,783,949 board-action
// sequences of length 3 (black, white, black). It reaches positions with captures, combines next to
// enemies and splits after contact, which depths 1 and 2 (tribun_conformance_test.cpp) never see.
// About 70,000 list generations.
#include <doctest/doctest.h>

#include "testkit/perft.h"
#include "tribun/board.h"

using namespace boardrules;

TEST_CASE("tribun perft(3) from the default start is 17,783,949") {
  const auto counts = testkit::perft(tribun::defaultBoard(), tribun::kBlack, 3);
  REQUIRE(counts.size() == 3);
  CHECK(counts[0] == 265);
  CHECK(counts[1] == 70223);
  CHECK(counts[2] == 17783949);
}
