// How long a search may run and how it plays: node and time budgets, a stop flag the caller
// owns, and the levels 1..6 (each a documented set of limits and noise, see docs/ENGINE.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <span>

#include "searchkit/clock.h"

namespace boardrules::tribun::search {

struct SearchLimits {
  int maxDepth = 64;                 // iterative deepening stops after this depth
  uint64_t maxNodes = 0;             // 0: no node budget
  double maxMs = 0;                  // 0: no time budget (deterministic when only nodes bound it)
  double (*clock)() = nullptr;       // the clock maxMs is read from, in ms; nullptr: nowMs (wall).
                                     // threadCpuMs makes a time budget independent of the load
                                     // (engine matches on a shared machine)
  uint64_t minNodes = 0;             // node floor: the time budget does not end the search before
                                     // this many nodes (maxNodes and the stop flag still do)
  const std::atomic<bool>* stop = nullptr;  // set by the caller (another thread) to stop early
  uint64_t seed = 0;                 // drives the noise and deliberate blunders below
  int evalNoise = 0;                 // +-noise added to every evaluation (hash- and seed-derived)
  int blunderPercent = 0;            // chance (0..100) of playing a random legal move at the root
  // A longer horizon for a side that leads: once a completed iteration scores at least
  // `leadThreshold` (0: off) for the side to move, the search may go `leadExtraDepth` plies deeper
  // and its node budget and node floor are multiplied by `leadNodeFactor` (once per search; a
  // forced win does not count as a lead). Still deterministic at fixed nodes.
  int leadThreshold = 0;
  int leadExtraDepth = 0;
  uint64_t leadNodeFactor = 1;
  // Positions the game went through before this one (positionKey of each; the caller keeps them
  // alive during the search). A line that returns to one of them, or to an earlier position of
  // the same line, is scored as a draw: Tribun has no repetition rule, but without this a side
  // far ahead with nothing to take shuffles between the same positions until the game is cut
  // (docs/ENGINE.md, "Converting a won position"). Empty: only the line itself is checked.
  std::span<const uint64_t> gamePath;
};

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 6;
inline constexpr double kDefaultLevelSixMs = 1000;
// Level 5's node budget, and level 6's node floor: level 6 never searches less than level 5,
// however little its time buys on a slow or loaded machine.
inline constexpr uint64_t kLevelFiveNodes = 40000;
// A side to move that leads by this much (a completed iteration's score; 300 = three height-1
// units) searches further at levels 4-6: converting a won position takes a plan longer than the
// level's usual horizon (docs/ENGINE.md, "Levels"). Level 5's node budget, and level 6's node
// floor with it, are multiplied by kLevelFiveLeadFactor then.
inline constexpr int kLeadThreshold = 300;
inline constexpr uint64_t kLevelFiveLeadFactor = 2;

// The limits of `level` (1..6, clamped). Levels 1-5 are bounded by depth and nodes only, so they
// play the same move for the same position and seed on any machine; level 6 searches until
// `timeMs` (default 1000 ms) is used up and at least kLevelFiveNodes nodes are searched.
SearchLimits levelLimits(int level, double timeMs = kDefaultLevelSixMs, uint64_t seed = 0);

// A caller's request on top of a level (the package's bestAction and its worker): `level` 1..6,
// or 0 for level 6's search bounded by `nodes` alone; `timeMs` and `nodes` 0 for none. A time
// given replaces the level's; a node budget caps the level's (and is not multiplied when a side
// leads); `resume` drops level 6's node floor (a worker's later slices of one think: the first
// slice searched it).
SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed, bool resume);

// The shared clocks (searchkit/clock.h): nowMs (monotonic) and threadCpuMs (this thread's CPU).
using searchkit::nowMs;
using searchkit::threadCpuMs;

}  // namespace boardrules::tribun::search
