// The evaluation's mop-up term (src/tribun/search/evaluation.h): a side far ahead in material is
// paid for closing in on the enemy tribun and driving it to the edge, so a shallow search
// converts a won position instead of shuffling until the game's ply cap.
#include <doctest/doctest.h>

#include "tribun/search/evaluation.h"
#include "tribun/search/search.h"
#include "tribun_test_util.h"

using namespace tribun_test;
namespace search = boardrules::tribun::search;

namespace {

// Black is far ahead (three 2s, two 3s against a lone 1) and every black unit is at least eight
// tiles from the white tribun at the board's edge (5,0), so no black move brings a unit within
// the three tiles the exposure term looks at: only the mop-up term pulls black forward.
State wonButFarAway(int turn = B) {
  return stateOf({{-5, -5, tribunUnit(B, 1)},
                  {-4, -2, unit(B, 2)},
                  {-3, -4, unit(B, 2)},
                  {-2, -5, unit(B, 2)},
                  {-3, -3, unit(B, 3)},
                  {-5, -3, unit(B, 3)},
                  {5, 0, tribunUnit(W, 1)},
                  {0, 5, unit(W, 1)}},
                 turn);
}

}  // namespace

TEST_CASE("mop-up: nothing when material is level, the leader's gain is the other side's loss") {
  CHECK(search::mopUpTerm(initialState().board, B) == 0);
  CHECK(search::mopUpTerm(initialState().board, W) == 0);
  const State s = wonButFarAway();
  const int black = search::mopUpTerm(s.board, B);
  CHECK(black > 0);
  CHECK(search::mopUpTerm(s.board, W) == -black);
  // The white tribun on the edge (5 tiles from the centre) is worth more to black than in the
  // centre, and a black unit one tile nearer adds mopUpApproach.
  Board centred = s.board;
  centred[C(5, 0)] = 0;
  centred[C(0, 0)] = tribunUnit(W, 1);
  CHECK(search::mopUpTerm(centred, B) < black);
  Board nearer = s.board;
  nearer[C(-4, -2)] = 0;
  nearer[C(-3, -2)] = unit(B, 2);  // one tile nearer (5,0): 8 instead of 9
  const search::EvalWeights w;
  CHECK(search::mopUpTerm(nearer, B) == black + w.mopUpApproach);
  // Escapes: the white tribun at (5,0) has three neighbours on the board, none attacked; a black
  // 2 at (3,-2) attacks (4,0), so one escape fewer is worth mopUpEscape more.
  search::EvalWeights escapesOnly;
  escapesOnly.mopUpApproach = 0, escapesOnly.mopUpEdge = 0;
  CHECK(search::mopUpTerm(s.board, B, escapesOnly) == w.mopUpEscape * (search::kMopUpEscapes - 3));
  Board guarded = s.board;
  guarded[C(3, -2)] = unit(B, 2);
  CHECK(search::mopUpTerm(guarded, B, escapesOnly) == w.mopUpEscape * (search::kMopUpEscapes - 2));
  // Below the lead where it starts, the term is off; between start and full it ramps.
  search::EvalWeights high;
  high.mopUpFrom = 5000, high.mopUpFull = 6000;
  CHECK(search::mopUpTerm(s.board, B, high) == 0);
}

TEST_CASE("mop-up: the term makes a won position far from the enemy tribun be played towards it") {
  // Black leads by 535 and its units stand 7 to 10 tiles from the white tribun on the edge at
  // (5,0): no black line of two moves reaches the three tiles the exposure term looks at. With
  // the mop-up term the search picks a move that gains on the hunt (here it combines a 2 and a 3
  // into a sliding 4 next to them); without it, a move that does not.
  const State s = stateOf({{-5, 0, tribunUnit(B, 1)},
                           {-5, -5, unit(B, 3)},
                           {-4, -3, unit(B, 2)},
                           {-5, -1, unit(B, 2)},
                           {-2, -5, unit(B, 3)},
                           {5, 0, tribunUnit(W, 1)},
                           {0, 5, unit(W, 1)}});
  REQUIRE_FALSE(canAttackTribun(s.board, B));
  search::EvalWeights without;
  without.mopUpApproach = without.mopUpEdge = without.mopUpEscape = 0;
  for (int level : {3, 4}) {
    CAPTURE(level);
    const search::SearchLimits l = search::levelLimits(level, 0, 1);
    search::Searcher hunter, blind;
    blind.setWeights(without);
    const search::SearchResult withTerm = hunter.search(s.board, s.turn, l);
    const search::SearchResult withoutTerm = blind.search(s.board, s.turn, l);
    REQUIRE(withTerm.hasMove);
    REQUIRE(withoutTerm.hasMove);
    const int before = search::mopUpTerm(s.board, B);
    const int hunted = search::mopUpTerm(after(s, withTerm.best).board, B);
    const int idle = search::mopUpTerm(after(s, withoutTerm.best).board, B);
    CHECK(hunted > before);
    CHECK(hunted > idle);
  }
}
