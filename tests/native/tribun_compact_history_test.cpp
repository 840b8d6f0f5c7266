// The compact move tree (src/tribun/history.*) against the full-state oracle it replaced
// (tribun_history_oracle.h): the same answers for every call, on random games of thousands of
// plies with random undo, redo, goTo, jumps, promotions and comments.
#include <doctest/doctest.h>

#include <random>

#include "tribun/hash.h"
#include "tribun/history.h"
#include "tribun_history_oracle.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

void requireSameNow(const History& h, const FullStateHistory& o) {
  REQUIRE(h.current() == o.current());
  REQUIRE(h.depth() == o.depth());
  REQUIRE(h.size() == o.size());
  REQUIRE(h.line() == o.line());
  REQUIRE(h.state() == o.state());
  REQUIRE(zobristHash(h.state()) == zobristHash(o.state()));
}

void requireSameNode(const History& h, const FullStateHistory& o, int n) {
  INFO("node " << n);
  const FullStateHistory::Node& x = o.node(n);
  REQUIRE(h.parent(n) == x.parent);
  REQUIRE(h.word(n) == x.word);
  REQUIRE(h.childCount(n) == static_cast<int>(x.children.size()));
  REQUIRE(h.children(n) == x.children);
  REQUIRE(h.comment(n) == x.comment);
  REQUIRE(h.stateAt(n) == x.state);
}

void requireSameTree(const History& h, const FullStateHistory& o) {
  requireSameNow(h, o);
  for (int n = 0; n < o.size(); ++n) requireSameNode(h, o, n);
}

// A word to play in `s`, or nothing when the game is over. Mostly board actions that do not
// capture a tribun (games stay long); sometimes draw words, a resignation, a tribun capture or a
// server END word (timeout, game-time tie), which end the game or change its draw state.
std::optional<Word> pickWord(const State& s, std::mt19937& rng) {
  if (s.status != GameStatus::Active) return std::nullopt;
  std::vector<Word> legal;
  generateLegalActions(s, legal);
  const unsigned r = rng() % 1000;
  if (r < 4) return serverEndWord(r < 2 ? EndReason::Timeout : EndReason::GameTimeTie, r < 2 ? s.turn : kBlack).value();
  std::vector<Word> pick;
  for (Word w : legal)
    if (r < 40 ? true : isBoardAction(w) && opcodeOf(w) != Opcode::AttackTribun) pick.push_back(w);
  if (pick.empty()) pick = legal;
  if (pick.empty()) return std::nullopt;
  return pick[rng() % pick.size()];
}

// Runs `steps` random operations on both trees, comparing after each one.
void runRandom(unsigned seed, int steps, int fullCheckEvery) {
  std::mt19937 rng(seed);
  History h(initialState());
  FullStateHistory o(initialState());
  int deepest = 0, undos = 0, jumps = 0, variations = 0;
  for (int step = 0; step < steps; ++step) {
    const unsigned r = rng() % 100;
    if (r < 68) {
      const auto word = pickWord(h.state(), rng);
      if (!word) {
        REQUIRE(h.undo() == o.undo());
      } else {
        State after = h.state();
        REQUIRE(applyLogged(after, *word).isOk());
        const int before = h.size();
        h.advance(*word, after);
        o.advance(*word, after);
        variations += h.size() > before && h.parent(h.current()) != h.size() - 2 ? 1 : 0;
      }
    } else if (r < 80) {
      REQUIRE(h.undo() == o.undo());
      ++undos;
    } else if (r < 89) {
      REQUIRE(h.redo() == o.redo());
    } else if (r < 94) {
      const int target = h.depth() - 40 + static_cast<int>(rng() % 80);  // some past the end, some < 0
      REQUIRE(h.goTo(target) == o.goTo(target));
    } else if (r < 96) {
      const int node = static_cast<int>(rng() % static_cast<unsigned>(h.size()));
      h.jump(node);
      o.jump(node);
      ++jumps;
    } else if (r < 98) {
      const int node = static_cast<int>(rng() % static_cast<unsigned>(h.size()));
      const int index = static_cast<int>(rng() % 4) - 1;
      h.promote(node, index);
      o.promote(node, index);
    } else {
      const int node = static_cast<int>(rng() % static_cast<unsigned>(h.size()));
      const std::string text = rng() % 3 == 0 ? "" : "c" + std::to_string(step);
      h.setComment(node, text);
      o.setComment(node, text);
    }
    requireSameNow(h, o);
    for (int k = 0; k < 3; ++k) requireSameNode(h, o, static_cast<int>(rng() % static_cast<unsigned>(h.size())));
    if (step % fullCheckEvery == 0) requireSameTree(h, o);
    deepest = std::max(deepest, h.depth());
  }
  requireSameTree(h, o);
  // The walk reached what it is meant to test: lines far past several snapshots, and a real tree.
  CHECK(deepest > 5 * History::kSnapshotEvery);
  CHECK(h.size() > steps / 3);  // thousands of plies in the tree
  CHECK(undos > steps / 10);
  CHECK(jumps > steps / 100);
  CHECK(variations > steps / 100);
}

}  // namespace

TEST_CASE("tribun compact history: random trees of thousands of plies answer like the full-state oracle") {
  for (unsigned seed : {1u, 2u, 3u}) {
    INFO("seed " << seed);
    runRandom(seed, 8000, 997);
  }
}

TEST_CASE("tribun compact history: a straight game undone to the start and redone, ply by ply") {
  std::mt19937 rng(77);
  History h(initialState());
  FullStateHistory o(initialState());
  while (h.depth() < 1500) {
    std::optional<Word> word;
    for (int tries = 0; tries < 20 && !word; ++tries) {
      word = pickWord(h.state(), rng);
      if (word && (!isBoardAction(*word) || opcodeOf(*word) == Opcode::AttackTribun)) word.reset();  // keep it going
    }
    REQUIRE(word);
    State after = h.state();
    REQUIRE(applyLogged(after, *word).isOk());
    h.advance(*word, after);
    o.advance(*word, after);
  }
  requireSameTree(h, o);
  CHECK(h.size() == 1501);
  while (h.depth() > 0) {
    REQUIRE(h.undo());
    REQUIRE(o.undo());
    requireSameNow(h, o);
  }
  CHECK(!h.undo());
  while (h.redo()) {
    REQUIRE(o.redo());
    requireSameNow(h, o);
  }
  CHECK(h.depth() == 1500);
  for (int k = 0; k < 200; ++k) {
    const int target = static_cast<int>(rng() % 1501);
    REQUIRE(h.goTo(target));
    REQUIRE(o.goTo(target));
    requireSameNow(h, o);
  }
  CHECK(!h.goTo(1501));
  // Replaying the line from the start gives every position the tree recomputes.
  State s = initialState();
  for (int n = 1; n <= 1500; ++n) {
    REQUIRE(applyLogged(s, h.word(n)).isOk());
    if (n % 7 == 0 || n % History::kSnapshotEvery == 0 || n % History::kSnapshotEvery == History::kSnapshotEvery - 1)
      REQUIRE(h.stateAt(n) == s);
  }
}

TEST_CASE("tribun compact history: server END words, draws and resignations are recomputed exactly") {
  // A line whose positions differ only in what the rules keep besides the board: a draw offer,
  // its retraction, then a timeout; undo must restore each (the hash covers the draw offer).
  History h(initialState());
  FullStateHistory o(initialState());
  auto play = [&](Word w) {
    State after = h.state();
    REQUIRE(applyLogged(after, w).isOk());
    h.advance(w, after);
    o.advance(w, after);
  };
  for (int round = 0; round < 3 * History::kSnapshotEvery; ++round) {
    play(encodeDraw(DrawAction::Offer, h.state().turn));
    play(encodeDraw(DrawAction::Retract, h.state().turn));
  }
  play(encodeDraw(DrawAction::Offer, h.state().turn));
  play(serverEndWord(EndReason::Timeout, h.state().turn).value());
  CHECK(h.state().status == GameStatus::Ended);
  requireSameTree(h, o);
  REQUIRE(h.undo());
  REQUIRE(o.undo());
  requireSameNow(h, o);
  CHECK(h.state().drawOfferBy.has_value());
  REQUIRE(h.undo());
  REQUIRE(o.undo());
  requireSameNow(h, o);
  CHECK(!h.state().drawOfferBy.has_value());
  CHECK(h.state().ply == static_cast<uint32_t>(h.depth()));
}

TEST_CASE("tribun compact history: reset starts an empty tree, a copy is independent") {
  std::mt19937 rng(5);
  History h(initialState());
  for (int i = 0; i < 100; ++i) {
    const auto word = pickWord(h.state(), rng);
    REQUIRE(word);
    State after = h.state();
    REQUIRE(applyLogged(after, *word).isOk());
    h.advance(*word, after);
  }
  h.setComment(40, "x");
  History copy = h;
  REQUIRE(copy.goTo(3));
  CHECK(h.depth() == 100);
  CHECK(copy.stateAt(100) == h.state());
  const State other = stateOf({{0, 0, unit(B, 2)}, {2, 2, unit(W, 1)}}, W);
  h.reset(other);
  CHECK(h.size() == 1);
  CHECK(h.depth() == 0);
  CHECK(h.state() == other);
  CHECK(h.stateAt(0) == other);
  CHECK(h.comment(40).empty());
  CHECK(h.childCount(0) == 0);
  CHECK(!h.redo());
  CHECK(copy.comment(40) == "x");
}
