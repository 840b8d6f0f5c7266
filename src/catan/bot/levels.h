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
  int lookahead;         // scored also by the best build it allows: 1 a bank trade or card, 2 also a road
  int setupSearch;       // best-scored setup placements judged by playing out the rest of the setup
};

inline constexpr std::array<LevelSpec, 6> kLevels{{
    {1, 0.60, 1, false, false, 0, 0},
    {2, 0.30, 1, true, false, 0, 0},
    {3, 0.15, 2, true, true, 0, 0},
    {4, 0.07, 2, true, true, 0, 0},
    {5, 0.04, 4, true, true, 1, 0},
    {6, 0.00, 6, true, true, 2, 8},
}};

inline constexpr int kMinLevel = 1, kMaxLevel = 6;
// The most setup placements a caller may ask to play out: bounds the work of one synchronous call.
inline constexpr int kMaxSearchBudget = 64;
// The longest time limit a caller may give (BotOptions::timeLimitMs).
inline constexpr double kMaxTimeLimitMs = 60000;

}  // namespace boardrules::catan::bot
