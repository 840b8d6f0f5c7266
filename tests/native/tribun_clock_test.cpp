// The clock's time-control rules, one at a time (src/tribun/clock.h).
#include <doctest/doctest.h>

#include "tribun/clock.h"

using namespace boardrules::tribun;

namespace {

ClockState started(const ClockConfig& c, int64_t at = 1000) {
  auto s = startClock(c, newClock(c), 0, at);
  REQUIRE(s.isOk());
  return s.value();
}

ClockState turn(const ClockConfig& c, const ClockState& s, int64_t now) {
  auto r = completeTurn(c, s, now);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}

}  // namespace

TEST_CASE("tribun clock: initial time, and only time beyond the buffer is deducted") {
  const ClockConfig c{60000, 5000, 0, 0};
  ClockState s = started(c);
  CHECK(s.remainingMs == std::array<int64_t, 2>{60000, 60000});
  s = turn(c, s, 1000 + 4000);  // inside the buffer: free
  CHECK(s.remainingMs[0] == 60000);
  CHECK(s.turn == 1);
  s = turn(c, s, 5000 + 8000);  // 3 s beyond the buffer
  CHECK(s.remainingMs[1] == 57000);
  const ClockReading r = readClock(c, s, 13000 + 7000);  // black is 2 s into its time
  CHECK(r.remainingMs[0] == 58000);
  CHECK(r.bufferLeftMs == 0);
  CHECK(readClock(c, s, 13000 + 1000).bufferLeftMs == 4000);
}

TEST_CASE("tribun clock: the increment comes after a completed turn") {
  const ClockConfig c{10000, 0, 2000, 0};
  ClockState s = started(c, 0);
  s = turn(c, s, 3000);
  CHECK(s.remainingMs[0] == 9000);  // 10 - 3 + 2
  CHECK(s.remainingMs[1] == 10000);  // white has not completed a turn yet
}

TEST_CASE("tribun clock: running out of time loses, at the moment it ran out") {
  const ClockConfig c{10000, 1000, 5000, 0};
  ClockState s = started(c, 0);
  auto checked = checkClock(c, s, 10999);
  REQUIRE(checked.isOk());
  CHECK(checked.value().status == ClockStatus::Running);
  checked = checkClock(c, s, 11000);
  CHECK(checked.value().status == ClockStatus::Ended);
  CHECK(checked.value().end == ClockEnd::Timeout);
  CHECK(checked.value().loser == 0);
  CHECK(checked.value().endedAt == 11000);
  // A turn completed too late is the timeout, not a move (the increment does not save it).
  const ClockState late = turn(c, s, 12000);
  CHECK(late.end == ClockEnd::Timeout);
  CHECK(late.endedAt == 11000);
  CHECK(!completeTurn(c, late, 13000).isOk());  // stopped
}

TEST_CASE("tribun clock: the maximum game time ends the game as a tie") {
  const ClockConfig c{60000, 0, 0, 20000};
  ClockState s = started(c, 0);
  s = turn(c, s, 9000);
  s = turn(c, s, 18000);
  CHECK(readClock(c, s, 19000).gameLeftMs == 1000);
  const ClockState end = checkClock(c, s, 25000).value();
  CHECK(end.end == ClockEnd::GameTimeTie);
  CHECK(end.endedAt == 20000);
  CHECK(end.loser == 0);
  // Whichever comes first: here the mover's own time runs out before the game time.
  const ClockConfig tight{5000, 0, 0, 20000};
  const ClockState t = checkClock(tight, started(tight, 0), 30000).value();
  CHECK(t.end == ClockEnd::Timeout);
  CHECK(t.endedAt == 5000);
}

TEST_CASE("tribun clock: bad input is an error, never a wrong state") {
  CHECK(!validateClockConfig({0, 0, 0, 0}).isOk());
  CHECK(!validateClockConfig({1000, -1, 0, 0}).isOk());
  const ClockConfig c{10000, 0, 0, 0};
  CHECK(!completeTurn(c, newClock(c), 5).isOk());  // not started
  ClockState s = started(c, 100);
  CHECK(completeTurn(c, s, 99).message().find("before the last") != std::string::npos);
  CHECK(!startClock(c, s, 0, 200).isOk());
}
