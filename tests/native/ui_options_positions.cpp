// groupUiOptions on positions built by hand, with the word lists from the real move generator.
// Every test first checks that the grouping partitions the legal list exactly (each legal board
// word appears in exactly one option, and no option is not legal), then checks the lists the
// rules fix for the position.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "tribun/board.h"
#include "tribun/movegen.h"
#include "tribun/ui_options.h"
#include "tribun/unit.h"

using namespace boardrules::tribun;

namespace {

int cid(int x, int y) { return cidOf({x, y}); }

void put(Board& b, int x, int y, Unit u) { b[cid(x, y)] = encodeUnitUnchecked(u); }

std::vector<Word> allOptionWords(const UiOptions& o) {
  std::vector<Word> words;
  for (const UiOrigin& origin : o.origins)
    for (const UiTarget& t : origin.targets) words.insert(words.end(), t.options.begin(), t.options.end());
  for (const UiEnemyTarget& e : o.enemyTargets) words.insert(words.end(), e.options.begin(), e.options.end());
  for (const UiCenter& c : o.centers) {
    for (const UiCombine& k : c.combines) words.push_back(k.word);
    for (const UiCombine& k : c.symCombines) words.push_back(k.word);
  }
  for (const UiActor& a : o.actors) {
    for (const UiSplit& s : a.splits) words.push_back(s.word);
    for (Word w : a.backstabb)
      if (w != 0) words.push_back(w);
  }
  std::sort(words.begin(), words.end());
  return words;
}

// Groups the generator's list and checks that the grouping neither drops nor invents a word.
UiOptions groupChecked(const Board& board, int turn) {
  REQUIRE(validateBoard(board).isOk());
  std::vector<Word> legal;
  generateBoardActions(board, turn, legal);
  const UiOptions o = groupUiOptions(legal);
  std::sort(legal.begin(), legal.end());
  CHECK(allOptionWords(o) == legal);
  return o;
}

const UiTarget* findTarget(const UiOptions& o, int origin, int target) {
  for (const UiOrigin& org : o.origins)
    if (org.origin == origin)
      for (const UiTarget& t : org.targets)
        if (t.target == target) return &t;
  return nullptr;
}

const UiEnemyTarget* findEnemy(const UiOptions& o, int target) {
  for (const UiEnemyTarget& e : o.enemyTargets)
    if (e.target == target) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("ui options positions: default start partitions all 265 board actions") {
  const UiOptions o = groupChecked(defaultBoard(), kBlack);
  CHECK(allOptionWords(o).size() == 265);
  // Black moves first: no enemy can be weakened and every origin is black.
  CHECK(o.enemyTargets.empty());
  for (const UiOrigin& origin : o.origins) CHECK(colorOf(defaultBoard()[origin.origin]) == kBlack);
}

TEST_CASE("ui options positions: a stack's target cycles whole stack, primary, enslave") {
  Board b{};
  put(b, 0, 0, {kBlack, false, 2, 2});  // both parts use the height-2 jumps
  put(b, 1, 2, {kWhite, false, 1, 0});  // on a height-2 jump from (0,0)
  const UiOptions o = groupChecked(b, kBlack);
  const int a = cid(0, 0), t = cid(1, 2);
  const UiTarget* attack = findTarget(o, a, t);
  REQUIRE(attack != nullptr);
  CHECK(attack->attack);
  CHECK(attack->options == std::vector<Word>{encodeKill(a, t, 1), encodeKill(a, t, 0), encodeEnslave(a, t)});
  const UiTarget* move = findTarget(o, a, cid(-1, -2));
  REQUIRE(move != nullptr);
  CHECK_FALSE(move->attack);
  CHECK(move->options == std::vector<Word>{encodeMove(a, cid(-1, -2), 1), encodeMove(a, cid(-1, -2), 0)});
  // The stack can backstabb to each of its six empty neighbours.
  REQUIRE(o.actors.size() == 1);
  for (int d = 0; d < 6; ++d) CHECK(o.actors[0].backstabb[d] == encodeBackstabb(a, d));
  CHECK(o.enemyTargets.empty());  // T = 1: nothing below a kill
}

TEST_CASE("ui options positions: a carried slave is damaged first, then liberated") {
  Board b{};
  put(b, 0, 0, {kWhite, false, 2, 1});   // white carrying a black slave of height 1
  put(b, -1, 0, {kBlack, false, 1, 0});  // black height 1 attacks (+1,0)
  put(b, 0, -1, {kBlack, false, 1, 0});  // and (0,+1)
  const UiOptions o = groupChecked(b, kBlack);
  const int t = cid(0, 0);
  const UiEnemyTarget* e = findEnemy(o, t);
  REQUIRE(e != nullptr);
  CHECK(e->options == std::vector<Word>{encodeDamage(t, 1), encodeLiberate(t)});
  CHECK(findTarget(o, cid(-1, 0), t) == nullptr);  // a slave carrier is liberated, never killed
  CHECK(findTarget(o, cid(0, -1), t) == nullptr);
}

TEST_CASE("ui options positions: damage options are effective amounts, ascending and once each") {
  Board b{};
  put(b, 0, 0, {kWhite, false, 6, 0});
  put(b, -1, 0, {kBlack, false, 1, 0});  // attacks (0,0) with 1
  put(b, 1, -1, {kBlack, false, 2, 0});  // jumps (-1,+1) onto (0,0) with 2
  const UiOptions o = groupChecked(b, kBlack);
  const int t = cid(0, 0);
  const UiEnemyTarget* e = findEnemy(o, t);
  REQUIRE(e != nullptr);
  // S = 1 and S = 2 both leave 4 (5 rounds down): damage 2; S = 3 leaves 3: damage 3.
  CHECK(e->options == std::vector<Word>{encodeDamage(t, 2), encodeDamage(t, 3)});
}

TEST_CASE("ui options positions: combine and symmetric combine into one centre") {
  Board b{};
  put(b, 1, 1, {kBlack, false, 1, 0});    // dir 0 of (0,0)
  put(b, -1, 0, {kBlack, false, 1, 0});   // dir 4
  put(b, 0, -1, {kBlack, false, 1, 0});   // dir 5
  const UiOptions o = groupChecked(b, kBlack);
  const int c = cid(0, 0);
  const auto it = std::find_if(o.centers.begin(), o.centers.end(), [&](const UiCenter& k) { return k.center == c; });
  REQUIRE(it != o.centers.end());
  CHECK(it->combines.size() == 3);
  for (const UiCombine& k : it->combines) {
    int donors = 0;
    for (int d = 0; d < 6; ++d) donors += k.donation[d] > 0;
    CHECK(donors == 2);
  }
  REQUIRE(it->symCombines.size() == 1);
  CHECK(it->symCombines[0].word == encodeSymCombine(c, 1, 1));
  CHECK(it->symCombines[0].donation == std::array<int, 6>{1, 0, 0, 0, 1, 1});
  for (int d : {0, 4, 5}) CHECK(it->donations[d] == std::vector<int>{1});
  for (int d : {1, 2, 3}) CHECK(it->donations[d].empty());
}

TEST_CASE("ui options positions: a lone height 2 splits into 21 allocations") {
  Board b{};
  put(b, 0, 0, {kBlack, false, 2, 0});
  const UiOptions o = groupChecked(b, kBlack);
  REQUIRE(o.actors.size() == 1);
  const UiActor& a = o.actors[0];
  CHECK(a.actor == cid(0, 0));
  // 1 to one neighbour keeping 1 (6 ways) or 1 to each of two neighbours (15 ways); giving all 2
  // to one neighbour leaves a single owned tile, which is not a split.
  CHECK(a.splits.size() == 21);
  for (int d = 0; d < 6; ++d) {
    CHECK(a.heights[d] == std::vector<int>{1});
    CHECK(a.backstabb[d] == 0);
  }
}
