// The CoTuLenh computer opponent's levels 1..6, defined here once (the CLI, the bindings and the
// docs read them from here).
#pragma once

#include <cstdint>

#include "cotulenh/search/search.h"

namespace boardrules::cotulenh::search {

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 6;
inline constexpr double kDefaultLevelSixMs = 1000;
// Level 5's node budget, and level 6's node floor: level 6 never searches less than level 5.
inline constexpr uint64_t kLevelFiveNodes = 12000;

// Level 1: one turn deep, noisy, a random turn one time in four. 2: one turn deep, less noise,
// a random turn one time in twenty. 3: two turns deep. 4: three turns deep. 5: deepening to
// kLevelFiveNodes positions. 6: deepening for `timeMs` (default 1000), at least kLevelFiveNodes.
// Levels 1-5 are bounded by depth and nodes only: the same turn for the same position and seed
// on any machine.
SearchLimits levelLimits(int level, double timeMs = kDefaultLevelSixMs, uint64_t seed = 0);

// A caller's request (the CLI's options, JavaScript's bestMove options) on top of a level:
// `timeMs` > 0 adds a time budget (level 6: replaces its default); `nodes` > 0 caps the nodes,
// and without `timeMs` makes the search bounded by nodes alone (deterministic, level 6 too).
SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed);

}  // namespace boardrules::cotulenh::search
