// Properties over random playouts and hostile input (fixed seeds: failures reproduce).
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "testkit/conformance.h"
#include "tribun/game.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

std::vector<State> samplePositions() {
  std::vector<State> out;
  auto loaded = boardrules::testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE(loaded.isOk());
  for (size_t i = 0; i < loaded.value().size(); i += 10) {
    const auto& p = loaded.value()[i];
    out.push_back(makeState(p.board, p.turn).value());
  }
  out.push_back(initialState());
  return out;
}

bool isCanonicalValid(const Board& b) { return validateBoard(b).isOk(); }

}  // namespace

TEST_CASE("tribun properties: random playouts keep every invariant") {
  std::mt19937 rng(20261125);
  std::map<uint64_t, std::tuple<Board, int, std::optional<int>>> seen;
  int plies = 0, checkedActions = 0;
  for (const State& start : samplePositions()) {
    Game game(start);
    for (int ply = 0; ply < 60 && game.state().status == GameStatus::Active; ++ply) {
      const std::vector<Word> legal = game.legalActions();
      REQUIRE(std::is_sorted(legal.begin(), legal.end()));
      REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
      if (ply % 15 == 0) {  // every listed action applies and yields a valid board
        for (Word w : legal) {
          State copy = game.state();
          const auto st = applyAction(copy, w);
          REQUIRE_MESSAGE(st.isOk(), st.message());
          REQUIRE(isCanonicalValid(copy.board));
          ++checkedActions;
        }
      }
      std::vector<Word> board;
      for (Word w : legal)
        if (isBoardAction(w)) board.push_back(w);
      if (board.empty()) {
        REQUIRE_FALSE(hasLegalBoardAction(game.state().board, game.state().turn));
        REQUIRE(game.endByServer(EndReason::NoLegalAction, game.state().turn).isOk());
        break;
      }
      REQUIRE(hasLegalBoardAction(game.state().board, game.state().turn));
      // Mostly board actions, sometimes a draw action so offers appear in the hashed states.
      const Word w = (rng() % 25 == 0) ? legal[legal.size() - 3 - rng() % 2] : board[rng() % board.size()];
      if (opcodeOf(w) == Opcode::Draw && (w & 3) == 2) continue;  // keep games going: skip accepts
      REQUIRE(game.apply(w).isOk());
      REQUIRE(isCanonicalValid(game.state().board));
      ++plies;
      const auto key = std::make_tuple(game.state().board, game.state().turn, game.state().drawOfferBy);
      auto [it, inserted] = seen.emplace(game.hash(), key);
      if (!inserted) REQUIRE(it->second == key);  // equal hash -> equal state
    }
    auto replayed = Game::replay(game.start(), game.actionsB64());
    REQUIRE_MESSAGE(replayed.isOk(), replayed.message());
    CHECK(replayed.value().state() == game.state());
  }
  CHECK(plies > 1000);
  CHECK(checkedActions > 10000);
  // equal state -> equal hash is determinism; different states seen must have distinct hashes
  CHECK(seen.size() > 1000);
}

TEST_CASE("tribun hostile input: 100,000 random words are accepted exactly when listed") {
  std::mt19937 rng(424242);
  const std::vector<State> positions = samplePositions();
  int accepted = 0;
  for (int i = 0; i < 100000; ++i) {
    const State& s = positions[rng() % positions.size()];
    const std::vector<Word> legal = legalActions(s);
    Word w = 0;
    switch (rng() % 4) {
      case 0: w = static_cast<Word>(rng()); break;  // anything
      case 1: w = (rng() % 12) << 28 | (rng() & 0x1FFFFFF); break;  // plausible opcode, random payload
      case 2: w = legal[rng() % legal.size()] ^ (1u << (rng() % 32)); break;  // one bit off a legal word
      default: w = legal[rng() % legal.size()]; break;
    }
    State copy = s;
    const bool listed = std::binary_search(legal.begin(), legal.end(), w);
    const auto st = applyAction(copy, w);
    REQUIRE(st.isOk() == listed);
    REQUIRE(isLegal(s, w) == listed);
    if (!st.isOk()) {
      REQUIRE(copy == s);  // untouched
      REQUIRE(st.message().find("illegal action") == 0);
    } else {
      ++accepted;
    }
  }
  CHECK(accepted > 20000);
}
