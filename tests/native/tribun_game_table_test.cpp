// The game table behind the WebAssembly facade (src/tribun/session/game_table.h): id reuse,
// answers for ids that are not live, the memory budget, the one kept legal list.
#include <doctest/doctest.h>

#include "tribun/movegen.h"
#include "tribun/records.h"
#include "tribun/session/game_table.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

constexpr size_t kMiB = size_t{1} << 20;

// Fake heaps (constant answers: the table asks, it never changes them).
size_t heapOf100MiB() { return 100 * kMiB; }
size_t maxOf2GiB() { return 2048 * kMiB; }
size_t maxOf110MiB() { return 110 * kMiB; }
bool trialFits(size_t, size_t) { return true; }
bool trialFails(size_t, size_t) { return false; }

std::vector<Word> legalIn(const Game& g) {
  std::vector<Word> out;
  generateLegalActions(g.state(), out);
  return out;
}

// Starts a new game on the default board, black to move.
int startDefault(GameTable& t) {
  t.input() = defaultBoard();
  return t.start(B, -1);
}

}  // namespace

TEST_CASE("tribun game table: released ids are reused, each once") {
  GameTable t;
  const int a = startDefault(t), b = startDefault(t);
  CHECK(a == 0);
  CHECK(b == 1);
  t.release(a);
  t.release(a);   // twice: still one free slot
  t.release(-1);  // never live: ignored
  t.release(7);
  CHECK_FALSE(t.isLive(a));
  CHECK(t.create() == a);
  CHECK(t.create() == 2);
  CHECK(t.isLive(a));
  CHECK(t.isLive(b));
}

TEST_CASE("tribun game table: ids that are not live get answers, never a crash") {
  GameTable t;
  const int id = startDefault(t);
  t.release(id);
  for (const int bad : {id, -1, -2, 5, 1 << 30}) {
    CAPTURE(bad);
    CHECK_FALSE(t.isLive(bad));
    CHECK(t.apply(bad, legalIn(Game(makeState(defaultBoard(), B).value()))[0]).message() == GameTable::kNotLive);
    CHECK(t.endByServer(bad, EndReason::Timeout, B).message() == GameTable::kNotLive);
    CHECK(t.replay(bad, B, -1, "").message() == GameTable::kNotLive);
    CHECK(t.restart(bad, B, -1) == GameTable::kNotLive);
    CHECK(t.legalActions(bad).empty());
    CHECK(t.game(bad).log().empty());
  }
  CHECK(t.cloneGame(id) >= 0);  // a copy of a game that is gone is a blank game, not a crash
}

TEST_CASE("tribun game table: a refused start reports the engine's message and frees the id") {
  GameTable t;
  t.input() = defaultBoard();
  CHECK(t.start(5, -1) == GameTable::kBadStart);
  CHECK_FALSE(t.startError().empty());
  CHECK_FALSE(t.isLive(0));
  CHECK(startDefault(t) == 0);
  CHECK(t.startError().empty());
}

TEST_CASE("tribun game table: the budget refuses new games near the heap's limit") {
  SUBCASE("below a lowered limit the heap size answers") {
    GameTable t(HeapProbe{&heapOf100MiB, &maxOf2GiB, &trialFits});
    CHECK(t.create() == 0);
    t.setHeapLimit(100 * kMiB + GameTable::kHeadroom);  // no room for a game past the headroom
    CHECK(t.create() == GameTable::kNoMemory);
    t.release(0);
    CHECK(t.create() == 0);  // a released game is reused without asking: disposing makes room
    CHECK(t.create() == GameTable::kNoMemory);
    CHECK(t.cloneGame(0) == GameTable::kNoMemory);
    t.setHeapLimit(200 * kMiB);
    CHECK(t.create() == 1);
  }
  SUBCASE("near the heap's maximum a trial allocation answers; a limit never passes the maximum") {
    GameTable fits(HeapProbe{&heapOf100MiB, &maxOf110MiB, &trialFits});
    CHECK(fits.create() == 0);  // freed memory inside the heap counts
    GameTable full(HeapProbe{&heapOf100MiB, &maxOf110MiB, &trialFails});
    full.setHeapLimit(4096 * kMiB);  // stays 110 MiB, so the size alone cannot say yes
    CHECK(full.create() == GameTable::kNoMemory);
  }
  SUBCASE("far from the limit the trial allocation is not asked") {
    GameTable t(HeapProbe{&heapOf100MiB, &maxOf2GiB, &trialFails});
    CHECK(t.create() == 0);
  }
}

TEST_CASE("tribun game table: the kept legal list is forgotten by every change") {
  GameTable t;
  const int a = startDefault(t), b = startDefault(t);
  const auto listIs = [&](int id) { return t.legalActions(id) == legalIn(t.game(id)); };
  REQUIRE(listIs(a));

  REQUIRE(t.apply(a, t.legalActions(a)[0]).isOk());
  CHECK(listIs(a));
  CHECK(listIs(b));  // two games listed in turn: each its own list
  CHECK(listIs(a));

  REQUIRE(t.mutableGame(a).undo().isOk());
  CHECK(listIs(a));

  t.legalActions(a);
  REQUIRE(t.endByServer(a, EndReason::Timeout, B).isOk());
  CHECK(t.legalActions(a).empty());
  CHECK(listIs(a));

  REQUIRE(t.restart(a, B, -1).empty());
  CHECK_FALSE(t.legalActions(a).empty());
  CHECK(listIs(a));

  Game played(makeState(defaultBoard(), B).value());
  REQUIRE(played.apply(legalIn(played).back()).isOk());
  t.legalActions(a);
  REQUIRE(t.replay(a, B, -1, played.actionsB64()).isOk());
  CHECK(t.game(a).log() == played.log());
  CHECK(listIs(a));

  t.legalActions(a);
  t.release(a);  // the reused id is a new game: its list must not be the released one's
  t.input() = defaultBoard();
  REQUIRE(t.start(W, -1) == a);
  CHECK(listIs(a));
}

TEST_CASE("tribun records: the first server END word of a packed log") {
  const Word resign = encodeEnd(EndReason::Resign, B);
  const Word timeout = encodeEnd(EndReason::Timeout, W);
  const Word tie = encodeEnd(EndReason::GameTimeTie, 0);
  const Word noMove = encodeEnd(EndReason::NoLegalAction, B);
  CHECK(firstServerEndPly(packActions({})) == 0);
  CHECK(firstServerEndPly(packActions({0xA0000000u, resign})) == 0);  // a resign is a client's move
  CHECK(firstServerEndPly(packActions({resign, timeout, tie})) == 2);
  CHECK(firstServerEndPly(packActions({0xA0000000u, 0xA0000000u, tie})) == 3);
  CHECK(firstServerEndPly(packActions({noMove})) == 1);
  CHECK(firstServerEndPly("not base64!") == 0);  // replaying reports a log that does not decode
  CHECK(isServerEndWord(timeout));
  CHECK_FALSE(isServerEndWord(resign));
  CHECK_FALSE(isServerEndWord(timeout | 0x10u));  // stray bits: not a word serverEndWord makes
}
