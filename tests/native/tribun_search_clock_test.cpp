// The clock of a search's time budget (SearchLimits::clock): the budget is read from the clock the
// limits name (the wall clock by default, the thread's CPU time for engine matches on a loaded
// machine: `boardrules-cli match --clock cpu`), and threadCpuMs does not count time the thread
// does not run. See docs/ENGINE.md, "Match adjudication" and the ladder runs.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "tribun/board.h"
#include "tribun/search/search.h"

namespace search = boardrules::tribun::search;
using boardrules::tribun::defaultBoard;

namespace {

// Test clocks (a search calls its clock from its own thread; each test case runs on one thread).
thread_local double fakeNow = 0;
double frozenClock() { return fakeNow; }
double racingClock() { return fakeNow += 1000; }  // a second passes at every reading

search::SearchLimits timeBudget(double (*clock)()) {
  search::SearchLimits l;
  l.maxMs = 50, l.maxNodes = 30000, l.clock = clock;
  return l;
}

}  // namespace

TEST_CASE("search clock: the time budget is read from the limits' clock") {
  // A clock that never advances: the 50 ms never run out, the node budget ends the search.
  const search::SearchResult frozen = search::findBestAction(defaultBoard(), 0, timeBudget(frozenClock));
  REQUIRE(frozen.hasMove);
  CHECK(frozen.nodes >= 30000);
  CHECK(frozen.ms == 0);
  // A clock that races: the budget is spent at the first reading after depth 1.
  const search::SearchResult racing = search::findBestAction(defaultBoard(), 0, timeBudget(racingClock));
  REQUIRE(racing.hasMove);
  CHECK(racing.depth == 1);
  CHECK(racing.nodes < frozen.nodes);
  CHECK(racing.ms >= 1000);
}

TEST_CASE("search clock: threadCpuMs does not advance while the thread sleeps, nowMs does") {
  const double cpu0 = search::threadCpuMs(), wall0 = search::nowMs();
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  const double cpu = search::threadCpuMs() - cpu0, wall = search::nowMs() - wall0;
  CHECK(wall >= 55);
  CHECK(cpu < 20);
  CHECK(cpu >= 0);
}
