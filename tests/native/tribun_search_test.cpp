// The computer opponent (src/tribun/search): tactics solved within node budgets, legality over
// random positions, determinism, and the movegen queries the search relies on.
#include <doctest/doctest.h>

#include <string>

#include "testkit/tactics.h"
#include "tribun/search/greedy.h"
#include "tribun/search/search.h"
#include "tribun_test_util.h"

using namespace tribun_test;
namespace search = boardrules::tribun::search;
namespace testkit = boardrules::testkit;

namespace {

// Level 6 strength, bounded by nodes instead of time so the answer is the same everywhere.
search::SearchLimits fullStrengthNodes(uint64_t nodes) {
  search::SearchLimits l = search::levelLimits(6);
  l.maxMs = 0;
  l.maxNodes = nodes;
  return l;
}

uint64_t nextRandom(uint64_t& s) {
  uint64_t x = (s += 0x9E3779B97F4A7C15ull);
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// A position after `plies` random board actions from the start (shorter if the game ends).
State randomPosition(uint64_t seed, int plies) {
  State s = initialState();
  for (int i = 0; i < plies; ++i) {
    const std::vector<Word> legal = boardActions(s);
    if (legal.empty()) break;
    const Word w = legal[nextRandom(seed) % legal.size()];
    if (opcodeOf(w) == Opcode::AttackTribun) break;
    s = after(s, w);
  }
  return s;
}

}  // namespace

TEST_CASE("search: a win in one is taken, whatever the attacker's height") {
  struct Case { int h; int ax, ay; int tx, ty; };
  // Attacker of height h at (ax, ay) reaches the white tribun at (tx, ty) with its pattern.
  const Case cases[] = {{1, 0, 0, 1, 0}, {2, 0, 0, 1, 2}, {3, 0, 0, 3, 2}, {4, -2, -4, 1, 2}, {6, 0, -3, 0, 2}, {8, 0, 0, 2, 2}};
  for (const Case& c : cases) {
    CAPTURE(c.h);
    const State s = stateOf({{-5, -5, tribunUnit(B, 1)}, {c.ax, c.ay, unit(B, c.h)}, {c.tx, c.ty, tribunUnit(W, 1)}, {4, 4, unit(W, 2)}});
    const search::SearchResult r = search::findBestAction(s.board, s.turn, fullStrengthNodes(2000));
    REQUIRE(r.hasMove);
    CHECK(r.best == encodeAttackTribun(C(c.ax, c.ay), C(c.tx, c.ty), B));
    CHECK(r.score == search::kWinScore - 1);
  }
}

TEST_CASE("search: a forced tribun capture in three plies is found, and every reply loses") {
  // Black's 6 at (0,0) would see the white tribun at (5,5) along the diagonal but for its own 2
  // at (3,3); the 6s at (4,0) and (0,4) watch the tribun's other two flight squares.
  const State s = stateOf({{-5, -5, tribunUnit(B, 1)}, {0, 0, unit(B, 6)}, {3, 3, unit(B, 2)}, {4, 0, unit(B, 6)}, {0, 4, unit(B, 6)},
                           {5, 5, tribunUnit(W, 1)}});
  const testkit::Tactic t{testkit::TacticKind::Win3, s.board, s.turn};
  REQUIRE_FALSE(canAttackTribun(s.board, B));
  REQUIRE_FALSE(testkit::solutions(t).empty());
  const search::SearchResult r = search::findBestAction(s.board, s.turn, fullStrengthNodes(5000));
  REQUIRE(r.hasMove);
  CHECK(testkit::solves(t, r.best));
  CHECK(r.score == search::kWinScore - 3);
  CHECK(r.finished);  // the forced capture ends the deepening: no budget was needed to stop it
  CHECK(r.depth <= 3);
  REQUIRE(r.pv.size() == 3);
  CHECK(opcodeOf(r.pv[2]) == Opcode::AttackTribun);
  // Independently of the search: after its move, every white reply leaves the tribun capturable.
  const State next = after(s, r.best);
  for (Word reply : boardActions(next)) CHECK(canAttackTribun(after(next, reply).board, B));
}

TEST_CASE("search: an attack on the tribun that one move parries is parried") {
  // White's tribun at (5,5) is seen by the 6 at (0,0); (4,4) stays on that line and (4,5) is
  // watched by the 6 at (4,0): only the step to (5,4) saves it.
  const State s = stateOf({{-5, -5, tribunUnit(B, 1)}, {0, 0, unit(B, 6)}, {4, 0, unit(B, 6)}, {5, 5, tribunUnit(W, 1)}, {-3, 2, unit(W, 2)}}, W);
  const testkit::Tactic t{testkit::TacticKind::Parry, s.board, s.turn};
  const std::vector<Word> parries = testkit::solutions(t);
  REQUIRE(parries == std::vector<Word>{encodeMove(C(5, 5), C(5, 4), 0)});
  const search::SearchResult r = search::findBestAction(s.board, s.turn, fullStrengthNodes(3000));
  CHECK(r.best == parries[0]);
  // Black still wins by force later, but the parry postpones it: the search knows that.
  CHECK(r.score < -search::kWinThreshold);
  CHECK(r.score > -(search::kWinScore - 2));
}

TEST_CASE("search: the tactics suite is solved at full strength within 4,000 nodes a position") {
  const std::string path = std::string(BOARDRULES_SOURCE_DATA) + "/tribun/tactics.txt";
  auto suite = testkit::loadTactics(path);
  REQUIRE_MESSAGE(suite.isOk(), suite.message());
  REQUIRE(suite.value().size() >= 120);
  search::Searcher searcher;
  int kinds[3] = {0, 0, 0};
  for (const testkit::Tactic& t : suite.value()) {
    CAPTURE(testkit::formatTactic(t));
    ++kinds[static_cast<int>(t.kind)];
    testkit::TacticKind kind;
    REQUIRE(testkit::classify(t.board, t.turn, 3, kind));  // the data says what it is
    CHECK(kind == t.kind);
    const search::SearchResult r = searcher.search(t.board, t.turn, fullStrengthNodes(4000));
    REQUIRE(r.hasMove);
    CHECK(testkit::solves(t, r.best));
  }
  CHECK(kinds[0] >= 40);
  CHECK(kinds[1] >= 40);
  CHECK(kinds[2] >= 40);
}

TEST_CASE("search: every level answers a legal board action in random positions") {
  uint64_t seed = 2024;
  search::Searcher searcher(14);
  for (int i = 0; i < 60; ++i) {
    const uint64_t positionSeed = nextRandom(seed);  // sequenced: argument order is unspecified
    const State s = randomPosition(positionSeed, static_cast<int>(nextRandom(seed) % 90));
    if (boardActions(s).empty()) continue;
    const int level = 1 + i % 6;
    search::SearchLimits l = search::levelLimits(level, 0, nextRandom(seed));
    l.maxMs = 0;
    l.maxNodes = 400 + nextRandom(seed) % 800;
    const search::SearchResult r = searcher.search(s.board, s.turn, l);
    CAPTURE(boardToHex(s.board));
    REQUIRE(r.hasMove);
    CHECK(isBoardAction(r.best));
    CHECK(isLegal(s, r.best));
    REQUIRE_FALSE(r.pv.empty());
    CHECK(r.pv.front() == r.best);
    uint64_t rng = nextRandom(seed);
    CHECK(isLegal(s, search::greedyAction(s.board, s.turn, rng)));
  }
}

namespace {
// A search told to stop at once still answers: depth one, a legal move.
void checkCompletesDepthOne(const search::SearchLimits& l) {
  const State s = initialState();
  const search::SearchResult r = search::findBestAction(s.board, s.turn, l);
  REQUIRE(r.hasMove);
  CHECK(r.depth == 1);
  CHECK(isLegal(s, r.best));
}
}  // namespace

TEST_CASE("search: a budget of one node still completes depth one") {
  search::SearchLimits l;
  l.maxNodes = 1;
  checkCompletesDepthOne(l);
}

TEST_CASE("search: the same position, node budget and seed give the same answer") {
  const State s = randomPosition(77, 30);
  for (int level : {2, 6}) {
    search::SearchLimits l = search::levelLimits(level, 0, 99);
    l.maxMs = 0;
    l.maxNodes = 6000;
    search::Searcher a, b;
    const search::SearchResult r1 = a.search(s.board, s.turn, l);
    a.search(initialState().board, kBlack, l);  // an unrelated search in between changes nothing
    const search::SearchResult r2 = a.search(s.board, s.turn, l);
    const search::SearchResult r3 = b.search(s.board, s.turn, l);
    CHECK(r1.best == r2.best);
    CHECK(r1.best == r3.best);
    CHECK(r1.score == r3.score);
    CHECK(r1.nodes == r3.nodes);
    CHECK(r1.pv == r3.pv);
  }
}

TEST_CASE("search: a stop flag set before the search ends it after depth one") {
  std::atomic<bool> stop{true};
  search::SearchLimits l;
  l.stop = &stop;
  checkCompletesDepthOne(l);
}

TEST_CASE("search: level 6 searches at least level 5's nodes, however short its time") {
  const search::SearchLimits five = search::levelLimits(5);
  const search::SearchLimits six = search::levelLimits(6, 1);  // 1 ms buys far fewer nodes
  REQUIRE(six.minNodes == five.maxNodes);
  REQUIRE(six.minNodes == search::kLevelFiveNodes);
  search::Searcher searcher(14);
  for (const State& s : {initialState(), randomPosition(5, 20), randomPosition(6, 40)}) {
    CAPTURE(boardToHex(s.board));
    const search::SearchResult r = searcher.search(s.board, s.turn, six);
    REQUIRE(r.hasMove);
    if (r.finished) continue;  // a forced result may end the search earlier, rightly
    CHECK(r.nodes >= search::kLevelFiveNodes);
  }
  // The floor bends the time budget only: the caller's stop flag still ends the search at once.
  std::atomic<bool> stop{true};
  search::SearchLimits stopped = six;
  stopped.stop = &stop;
  const search::SearchResult r = searcher.search(initialState().board, kBlack, stopped);
  CHECK(r.depth == 1);
  CHECK(r.nodes < search::kLevelFiveNodes);
}

TEST_CASE("search: a position with a single board action is answered after depth one") {
  // Black's only unit, a lone 1 at (0,0), has one move: the step to (1,1).
  const State s = stateOf({{0, 0, unit(B, 1)}, {5, 5, tribunUnit(W, 1)}, {-3, 2, unit(W, 2)}});
  REQUIRE(boardActions(s).size() == 1);
  const search::SearchResult r = search::findBestAction(s.board, s.turn, fullStrengthNodes(200000));
  REQUIRE(r.hasMove);
  CHECK(r.best == encodeMove(C(0, 0), C(1, 1), 0));
  CHECK(r.depth == 1);
  CHECK(r.finished);
  CHECK(r.nodes < 1000);  // not the budget it was given
}

TEST_CASE("movegen queries: canAttackTribun and generateAttackActions agree with the full listing") {
  uint64_t seed = 5;
  int withTribunAttack = 0;
  for (int i = 0; i < 300; ++i) {
    const uint64_t positionSeed = nextRandom(seed);
    const State s = randomPosition(positionSeed, static_cast<int>(nextRandom(seed) % 120));
    const std::vector<Word> all = boardActions(s);
    std::vector<Word> attacks;
    for (Word w : all)
      if (opcodeOf(w) >= Opcode::Kill && opcodeOf(w) <= Opcode::Enslave) attacks.push_back(w);
    for (Word w : withOpcode(all, Opcode::AttackTribun)) attacks.push_back(w);
    const bool tribunAttack = !withOpcode(all, Opcode::AttackTribun).empty();
    withTribunAttack += tribunAttack;
    CHECK(canAttackTribun(s.board, s.turn) == tribunAttack);
    std::vector<Word> fast;
    generateAttackActions(s.board, s.turn, fast);
    std::sort(fast.begin(), fast.end());
    std::sort(attacks.begin(), attacks.end());
    CHECK(fast == attacks);
  }
  CHECK(withTribunAttack > 5);  // the sample holds positions of both answers
}
