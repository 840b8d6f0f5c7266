// The TimeControl header of game files (docs/RECORDS.md): the clock a game was played with, in
// the milliseconds of ClockConfig, so a parsed record's time control can start a clock as is.
//   <initial ms>[+<increment ms>][ buffer <ms>][ max <ms>]     e.g. "600000+2000 buffer 5000"
// or "-" for a game without a clock. Keywords are case-insensitive; each number is a whole
// number of milliseconds from 0 to 2^53 - 1 (what a JavaScript number holds exactly).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "tribun/clock.h"
#include "util/result.h"

namespace boardrules::tribun {

inline constexpr int64_t kMaxTimeControlMs = (int64_t{1} << 53) - 1;

// nullopt for "-". Errors name the part that is wrong ("the increment \"2s\" is not a whole
// number of milliseconds") and pass validateClockConfig (the initial time is positive).
Result<std::optional<ClockConfig>> parseTimeControl(std::string_view text);

// The canonical text of a valid config: buffer and max only when they are not 0.
std::string formatTimeControl(const ClockConfig& config);

}  // namespace boardrules::tribun
