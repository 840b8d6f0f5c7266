// The hand-written evaluation of a position for one seat (docs/CATAN-BOT.md), in victory-point
// units: points, production weighted by pips and by how scarce each resource is on this board,
// variety, harbours that fit the production, room to expand, the road and army races, cards in
// hand (progress towards a build) against the risk of a 7, and development cards held.
#pragma once

#include <array>

#include "catan/game_state.h"

namespace boardrules::catan::bot {

// Dots under a number token: the rolls in 36 that produce it (0 on the desert).
inline int pips(int number) { return number == 0 ? 0 : 6 - (number < 7 ? 7 - number : number - 7); }

// Per-board constants computed once per decision.
struct BoardWeights {
  std::array<double, kNumResources> resource{};  // value of one pip of each resource
  explicit BoardWeights(const Layout& layout);
};

// How a seat's own value is judged (the level table sets `detail`).
struct EvalOptions {
  bool detail = true;  // expansion, harbours and the 7-risk; off at level 1
};

// The seat's own value; `knowsHand` when the seat's hand and cards are real (its own), else only
// their counts are used.
double seatValue(const GameState& s, const BoardWeights& w, int seat, bool knowsHand, const EvalOptions& o);

// The value for `seat` against the others: its own value minus the strongest opponent's (half)
// and the rest (a little). A won game is +-1000.
double positionValue(const GameState& s, const BoardWeights& w, int seat, const EvalOptions& o);

// Expected cards per roll of each resource for `seat` (robber hex excluded), in pips.
std::array<double, kNumResources> production(const GameState& s, int seat);

}  // namespace boardrules::catan::bot
