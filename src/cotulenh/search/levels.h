// The CoTuLenh computer opponent's levels 1..6, defined here once (the CLI, the bindings, the
// tests and the docs read them from here).
#pragma once

#include <array>
#include <cstdint>

#include "cotulenh/search/search.h"

namespace boardrules::cotulenh::search {

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 6;
inline constexpr double kDefaultLevelSixMs = 1000;

// One level: how deep and how many positions (a node budget; level 6: a floor under its time
// budget), and how it plays worse on purpose (noise on every evaluation, a random turn now and
// then). The work grows about four times per level from level 3 on (each level a deeper or
// more complete search than the one below); noise only at levels 1-3, random turns at levels 1-5,
// rarer at each level. Why levels 3-5 have them: without them level 5 drew a quarter of its games
// against level 4 by the fifty-move rule, neither side ever giving anything away
// (docs/COTULENH_ENGINE.md, "Levels").
struct LevelSpec {
  int maxDepth;        // turns
  uint64_t nodes;      // levels 1-5: the budget; level 6: the floor under its time budget
  int evalNoise;       // +-
  int blunderPercent;  // chance of a random turn
};

inline constexpr std::array<LevelSpec, kMaxLevel> kLevels{{
    {1, 1'500, 150, 25},    // 1: one turn deep, noisy, a random turn one time in four
    {1, 3'000, 40, 15},     // 2: one turn deep, less noise, a random turn about one time in seven
    {2, 6'000, 10, 10},     // 3: two turns deep (the opponent's reply seen), a random turn one time in ten
    {64, 25'000, 0, 6},     // 4: deepening to 25,000 positions (two turns, often three), one in sixteen
    {64, 100'000, 0, 3},    // 5: deepening to 100,000 positions (three turns, sometimes four), one in thirty-three
    {64, 100'000, 0, 0},    // 6: deepening for `timeMs` (default 1000; about 200,000-650,000
                            //    positions native), never fewer than level 5's positions
}};

// Level 5's node budget, and level 6's node floor: level 6 never searches less than level 5.
inline constexpr uint64_t kLevelFiveNodes = kLevels[4].nodes;

// Levels 1-5 are bounded by depth and nodes only: the same turn for the same position and seed
// on any machine. Level 6 is bounded by time (`timeMs`, default kDefaultLevelSixMs).
SearchLimits levelLimits(int level, double timeMs = kDefaultLevelSixMs, uint64_t seed = 0);

// A caller's request (the CLI's options, JavaScript's bestMove options) on top of a level:
// `timeMs` > 0 adds a time budget (level 6: replaces its default); `nodes` > 0 caps the nodes,
// and without `timeMs` makes the search bounded by nodes alone (deterministic, level 6 too).
// `resume`: a later slice of a worker's think, without level 6's node floor (the first slice
// had it).
SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed, bool resume = false);

}  // namespace boardrules::cotulenh::search
