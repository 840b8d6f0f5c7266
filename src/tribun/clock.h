// A game clock as a pure state machine fed with timestamps (milliseconds, any epoch), so a
// server, a demo and a test all get the same answers for the same inputs. Time-control rules:
// - each side starts with `initialMs`;
// - every turn has a free buffer of `bufferMs`: only the time a turn takes beyond it is deducted;
// - after a completed turn the mover gains `incrementMs`;
// - a side whose time runs out loses (END reason 2, timeout) at the moment it ran out;
// - with `maxGameMs` > 0 the whole game lasts at most that long from the start: then it is a tie
//   (END reason 3, game-time tie). Whichever of the two happens first decides.
// The caller turns an ended clock into the END word with Game::endByServer(reason, loser).
#pragma once

#include <array>
#include <cstdint>

#include "util/result.h"

namespace boardrules::tribun {

struct ClockConfig {
  int64_t initialMs = 0;
  int64_t bufferMs = 0;
  int64_t incrementMs = 0;
  int64_t maxGameMs = 0;  // 0: no limit
};

enum class ClockStatus : uint8_t { Idle = 0, Running = 1, Ended = 2 };
enum class ClockEnd : uint8_t { None = 0, Timeout = 2, GameTimeTie = 3 };  // END reasons

struct ClockState {
  std::array<int64_t, 2> remainingMs{};  // at the start of the current turn (black, white)
  int turn = 0;                          // side whose time runs
  ClockStatus status = ClockStatus::Idle;
  ClockEnd end = ClockEnd::None;
  int loser = 0;                         // Timeout: the side out of time; GameTimeTie: 0
  int64_t turnStartedAt = 0;
  int64_t gameStartedAt = 0;
  int64_t endedAt = 0;                   // when the clock ran out (not when it was noticed)
  int64_t lastNow = 0;                   // timestamps never go back
  friend bool operator==(const ClockState&, const ClockState&) = default;
};

Status validateClockConfig(const ClockConfig& config);  // non-negative, initial > 0
ClockState newClock(const ClockConfig& config);         // idle, both sides at initialMs

// Starts the first turn (of `firstTurn`) at `now`.
Result<ClockState> startClock(const ClockConfig& config, const ClockState& state, int firstTurn, int64_t now);
// The side to move completed its turn at `now`. If its time or the game time ran out before
// `now`, the answer is the ended clock instead (the turn came too late).
Result<ClockState> completeTurn(const ClockConfig& config, const ClockState& state, int64_t now);
// Ends the clock if time ran out by `now`; otherwise returns it unchanged (apart from lastNow).
Result<ClockState> checkClock(const ClockConfig& config, const ClockState& state, int64_t now);

// What a display shows at `now` (no state change).
struct ClockReading {
  std::array<int64_t, 2> remainingMs{};  // the mover's time counts down once its buffer is used
  int64_t bufferLeftMs = 0;              // of the current turn
  int64_t gameLeftMs = -1;               // -1 without a game-time limit
};
ClockReading readClock(const ClockConfig& config, const ClockState& state, int64_t now);

}  // namespace boardrules::tribun
