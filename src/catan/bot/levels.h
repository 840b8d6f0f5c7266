// The six computer-player levels, defined once (docs/CATAN-BOT.md explains each column).
#pragma once

#include <array>

namespace boardrules::catan::bot {

struct LevelSpec {
  int level;
  double noise;          // spread of the random amount added to each action's score (VP units)
  int determinizations;  // guesses of the hidden cards each action is scored over
  bool detail;           // expansion, harbours and the 7-risk in the evaluation
  bool domesticTrade;    // makes offers (answers at every level)
  int candidates;        // best-scored actions re-scored by rollouts (0: none)
  int rollouts;          // rollouts per candidate
  int horizonTurns;      // turns each rollout plays before the evaluation judges it
};

inline constexpr std::array<LevelSpec, 6> kLevels{{
    {1, 0.60, 1, false, false, 0, 0, 0},
    {2, 0.20, 1, true, false, 0, 0, 0},
    {3, 0.08, 2, true, true, 0, 0, 0},
    {4, 0.02, 4, true, true, 0, 0, 0},
    {5, 0.00, 6, true, true, 3, 8, 4},
    {6, 0.00, 8, true, true, 4, 16, 6},
}};

inline constexpr int kMinLevel = 1, kMaxLevel = 6;
// The most rollouts a caller may ask for per candidate: bounds the work of one synchronous call.
inline constexpr int kMaxRolloutsPerCandidate = 256;

}  // namespace boardrules::catan::bot
