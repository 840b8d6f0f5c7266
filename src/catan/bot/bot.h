// The computer players' entry point (docs/CATAN-BOT.md): one action for the seat a SeatView
// belongs to, at any prompt. Deterministic for a given view, options and budget; the work of one
// call is bounded by the level table (levels.h) and kMaxSearchBudget. A binding only
// converts its arguments into these and the result into notation.
#pragma once

#include <cstdint>

#include "catan/actions.h"
#include "catan/bot/view.h"
#include "util/result.h"

namespace boardrules::catan::bot {

struct BotOptions {
  int level = 6;            // 1..6
  std::uint32_t seed = 0;   // mixes into every random choice
  // Setup placements judged by playing out the rest of the setup; -1 the level's own number.
  int searchBudget = -1;
  // Milliseconds of wall clock after which no further guess is scored and no further setup
  // play-out started (one of each always is); 0 none. Only then does the answer depend on timing.
  double timeLimitMs = 0;
};

// Errors (message prefix = stable code): "bad-level", "bad-budget", "bad-time", "game-over",
// "not-to-decide" (the view's seat is not the one that must act now).
Result<ActionCode> bestAction(const SeatView& view, const BotOptions& options);

// The checks alone (a binding may run them before building a view).
Status checkBotOptions(const BotOptions& options);

}  // namespace boardrules::catan::bot
