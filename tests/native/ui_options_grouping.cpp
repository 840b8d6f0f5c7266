// groupUiOptions on hand-written word lists: ordering of every option list, grouping keys, and
// that non-board words are ignored. Positions from the real generator are in
// ui_options_positions.cpp.
#include <doctest/doctest.h>

#include <vector>

#include "tribun/coords.h"
#include "tribun/ui_options.h"
#include "tribun/unit.h"

using namespace boardrules::tribun;

namespace {

int cid(int x, int y) { return cidOf({x, y}); }

}  // namespace

TEST_CASE("ui options: a target's options cycle secondary part, primary part, enslave") {
  const int a = cid(0, 0), t = cid(1, 2), e = cid(-1, 1);
  // Deliberately unsorted input.
  const std::vector<Word> legal{encodeEnslave(a, t), encodeKill(a, t, 0), encodeKill(a, t, 1),
                                encodeMove(a, e, 0), encodeMove(a, e, 1)};
  const UiOptions o = groupUiOptions(legal);
  REQUIRE(o.origins.size() == 1);
  CHECK(o.origins[0].origin == a);
  REQUIRE(o.origins[0].targets.size() == 2);
  // Targets ascend by cid: (-1,1) = 45 before (1,2) = 73.
  const UiTarget& move = o.origins[0].targets[0];
  const UiTarget& attack = o.origins[0].targets[1];
  CHECK(move.target == e);
  CHECK_FALSE(move.attack);
  CHECK(move.options == std::vector<Word>{encodeMove(a, e, 1), encodeMove(a, e, 0)});
  CHECK(attack.target == t);
  CHECK(attack.attack);
  CHECK(attack.options == std::vector<Word>{encodeKill(a, t, 1), encodeKill(a, t, 0), encodeEnslave(a, t)});
  CHECK(o.selectable == std::vector<int>{a});
}

TEST_CASE("ui options: enemy targets list DAMAGE by ascending damage, then LIBERATE") {
  const int t = cid(2, 2);
  const std::vector<Word> legal{encodeLiberate(t), encodeDamage(t, 4), encodeDamage(t, 1), encodeDamage(t, 2),
                                encodeAttackTribun(cid(0, 0), cid(-2, -2), kBlack)};
  const UiOptions o = groupUiOptions(legal);
  REQUIRE(o.enemyTargets.size() == 1);
  CHECK(o.enemyTargets[0].target == t);
  CHECK(o.enemyTargets[0].options ==
        std::vector<Word>{encodeDamage(t, 1), encodeDamage(t, 2), encodeDamage(t, 4), encodeLiberate(t)});
  // The tribun attack is an origin option, alone on its target.
  REQUIRE(o.origins.size() == 1);
  REQUIRE(o.origins[0].targets.size() == 1);
  CHECK(o.origins[0].targets[0].attack);
  CHECK(o.origins[0].targets[0].options == std::vector<Word>{encodeAttackTribun(cid(0, 0), cid(-2, -2), kBlack)});
  CHECK(o.selectable == std::vector<int>{cid(0, 0), t});  // 60 < 84
}

TEST_CASE("ui options: combine centres record each donor's donations") {
  const int c = cid(0, 0);
  const std::vector<Word> legal{encodeCombine(c, 0, 4, 1, 1), encodeCombine(c, 0, 4, 2, 1), encodeCombine(c, 4, 5, 1, 2),
                                encodeSymCombine(c, 1, 1), encodeSymCombine(c, 1, 2)};
  const UiOptions o = groupUiOptions(legal);
  REQUIRE(o.centers.size() == 1);
  const UiCenter& center = o.centers[0];
  CHECK(center.center == c);
  REQUIRE(center.combines.size() == 3);
  CHECK(center.combines[0].word == encodeCombine(c, 0, 4, 1, 1));
  CHECK(center.combines[0].donation == std::array<int, 6>{1, 0, 0, 0, 1, 0});
  CHECK(center.combines[1].donation == std::array<int, 6>{2, 0, 0, 0, 1, 0});
  CHECK(center.combines[2].donation == std::array<int, 6>{0, 0, 0, 0, 1, 2});
  REQUIRE(center.symCombines.size() == 2);
  CHECK(center.symCombines[0].donation == std::array<int, 6>{1, 0, 0, 0, 1, 1});  // config 1: dirs {0,4,5}
  CHECK(center.symCombines[1].donation == std::array<int, 6>{2, 0, 0, 0, 2, 2});
  CHECK(center.donations[0] == std::vector<int>{1, 2});
  CHECK(center.donations[1].empty());
  CHECK(center.donations[4] == std::vector<int>{1, 2});
  CHECK(center.donations[5] == std::vector<int>{1, 2});
  CHECK(o.selectable == std::vector<int>{c});
}

TEST_CASE("ui options: symmetric configurations 0 and 2 name their donors") {
  const int c = cid(0, 0);
  const std::vector<Word> legal{encodeSymCombine(c, 0, 1), encodeSymCombine(c, 2, 1)};
  const UiOptions o = groupUiOptions(legal);
  REQUIRE(o.centers.size() == 1);
  REQUIRE(o.centers[0].symCombines.size() == 2);
  CHECK(o.centers[0].symCombines[0].donation == std::array<int, 6>{1, 1, 1, 1, 1, 1});
  CHECK(o.centers[0].symCombines[1].donation == std::array<int, 6>{0, 1, 1, 1, 0, 0});
  CHECK(o.centers[0].combines.empty());
}

TEST_CASE("ui options: split and backstabb candidates per actor") {
  const int a = cid(1, -1);
  const Word split1 = op(Opcode::Split) | a | splitHeightBits({1, 0, 0, 1, 0, 0});
  const Word split2 = op(Opcode::Split) | a | splitHeightBits({2, 0, 0, 0, 0, 0});
  const std::vector<Word> legal{split2, encodeBackstabb(a, 3), split1, encodeBackstabb(a, 0)};
  const UiOptions o = groupUiOptions(legal);
  REQUIRE(o.actors.size() == 1);
  const UiActor& actor = o.actors[0];
  CHECK(actor.actor == a);
  REQUIRE(actor.splits.size() == 2);
  // Ascending by word: {2,0,0,0,0,0} sets bit 8 only, {1,0,0,1,0,0} sets bits 7 and 16.
  CHECK(actor.splits[0].word == split2);
  CHECK(actor.splits[0].heights == std::array<int, 6>{2, 0, 0, 0, 0, 0});
  CHECK(actor.splits[1].word == split1);
  CHECK(actor.splits[1].heights == std::array<int, 6>{1, 0, 0, 1, 0, 0});
  CHECK(actor.heights[0] == std::vector<int>{1, 2});
  CHECK(actor.heights[3] == std::vector<int>{1});
  CHECK(actor.heights[1].empty());
  CHECK(actor.backstabb == std::array<Word, 6>{encodeBackstabb(a, 0), 0, 0, encodeBackstabb(a, 3), 0, 0});
  CHECK(o.selectable == std::vector<int>{a});
}

TEST_CASE("ui options: draw and end words are not tile options") {
  const std::vector<Word> legal{encodeDraw(DrawAction::Offer, kBlack), encodeEnd(EndReason::Resign, kWhite)};
  const UiOptions o = groupUiOptions(legal);
  CHECK(o.origins.empty());
  CHECK(o.enemyTargets.empty());
  CHECK(o.centers.empty());
  CHECK(o.actors.empty());
  CHECK(o.selectable.empty());
}
