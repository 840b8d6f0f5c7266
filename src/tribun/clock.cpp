#include "tribun/clock.h"

#include <algorithm>
#include <string>

namespace boardrules::tribun {

namespace {

constexpr int64_t kNever = INT64_MAX;

// When the running side's time runs out, and when the game time does (kNever without one).
int64_t flagTime(const ClockConfig& c, const ClockState& s) {
  return s.turnStartedAt + c.bufferMs + s.remainingMs[static_cast<size_t>(s.turn)];
}
int64_t gameEndTime(const ClockConfig& c, const ClockState& s) {
  return c.maxGameMs > 0 ? s.gameStartedAt + c.maxGameMs : kNever;
}

Status checkNow(const ClockState& s, int64_t now) {
  if (now < s.lastNow)
    return Error{"timestamp " + std::to_string(now) + " is before the last one (" + std::to_string(s.lastNow) + ")"};
  return Status::ok();
}

// The clock ended at the first expiry at or before `now`, or unchanged.
ClockState expire(const ClockConfig& c, ClockState s, int64_t now) {
  const int64_t flag = flagTime(c, s), gameEnd = gameEndTime(c, s);
  if (std::min(flag, gameEnd) > now) return s;
  s.status = ClockStatus::Ended;
  if (flag < gameEnd) {  // the mover ran out first; at the same moment the game time decides
    s.end = ClockEnd::Timeout;
    s.loser = s.turn;
    s.endedAt = flag;
    s.remainingMs[static_cast<size_t>(s.turn)] = 0;
  } else {
    s.end = ClockEnd::GameTimeTie;
    s.loser = 0;
    s.endedAt = gameEnd;
    const int64_t used = std::max<int64_t>(0, gameEnd - s.turnStartedAt - c.bufferMs);
    s.remainingMs[static_cast<size_t>(s.turn)] -= used;
  }
  return s;
}

}  // namespace

Status validateClockConfig(const ClockConfig& c) {
  if (c.initialMs <= 0) return Error{"initial time must be positive, got " + std::to_string(c.initialMs) + " ms"};
  if (c.bufferMs < 0) return Error{"buffer must not be negative, got " + std::to_string(c.bufferMs) + " ms"};
  if (c.incrementMs < 0) return Error{"increment must not be negative, got " + std::to_string(c.incrementMs) + " ms"};
  if (c.maxGameMs < 0) return Error{"maximum game time must not be negative (0: none), got " + std::to_string(c.maxGameMs) + " ms"};
  return Status::ok();
}

ClockState newClock(const ClockConfig& c) {
  ClockState s;
  s.remainingMs = {c.initialMs, c.initialMs};
  return s;
}

Result<ClockState> startClock(const ClockConfig& c, const ClockState& state, int firstTurn, int64_t now) {
  if (state.status != ClockStatus::Idle) return Error{"the clock has already started"};
  if (firstTurn != 0 && firstTurn != 1) return Error{"the first turn is 0 (black) or 1 (white)"};
  ClockState s = state;
  s.status = ClockStatus::Running;
  s.turn = firstTurn;
  s.turnStartedAt = s.gameStartedAt = s.lastNow = now;
  (void)c;
  return s;
}

Result<ClockState> completeTurn(const ClockConfig& c, const ClockState& state, int64_t now) {
  if (state.status == ClockStatus::Idle) return Error{"the clock has not started"};
  if (state.status == ClockStatus::Ended) return Error{"the clock has stopped: the game is over on time"};
  if (Status st = checkNow(state, now); !st) return Error{st.message()};
  ClockState s = expire(c, state, now);
  s.lastNow = now;
  if (s.status == ClockStatus::Ended) return s;
  const int64_t used = std::max<int64_t>(0, now - s.turnStartedAt - c.bufferMs);
  s.remainingMs[static_cast<size_t>(s.turn)] += c.incrementMs - used;
  s.turn ^= 1;
  s.turnStartedAt = now;
  return s;
}

Result<ClockState> checkClock(const ClockConfig& c, const ClockState& state, int64_t now) {
  if (state.status != ClockStatus::Running) return state;
  if (Status st = checkNow(state, now); !st) return Error{st.message()};
  ClockState s = expire(c, state, now);
  s.lastNow = now;
  return s;
}

ClockReading readClock(const ClockConfig& c, const ClockState& s, int64_t now) {
  ClockReading r;
  r.remainingMs = s.remainingMs;
  r.gameLeftMs = c.maxGameMs > 0 ? std::max<int64_t>(0, c.maxGameMs) : -1;
  if (s.status != ClockStatus::Running) {
    r.bufferLeftMs = s.status == ClockStatus::Idle ? c.bufferMs : 0;
    if (s.status == ClockStatus::Ended && c.maxGameMs > 0) r.gameLeftMs = std::max<int64_t>(0, s.gameStartedAt + c.maxGameMs - s.endedAt);
    return r;
  }
  const int64_t elapsed = std::max<int64_t>(0, now - s.turnStartedAt);
  r.bufferLeftMs = std::max<int64_t>(0, c.bufferMs - elapsed);
  auto& mine = r.remainingMs[static_cast<size_t>(s.turn)];
  mine = std::max<int64_t>(0, mine - std::max<int64_t>(0, elapsed - c.bufferMs));
  if (c.maxGameMs > 0) r.gameLeftMs = std::max<int64_t>(0, s.gameStartedAt + c.maxGameMs - now);
  return r;
}

}  // namespace boardrules::tribun
