// Two fixed players that need no search: the reference player of `boardrules-cli catan match`
// (the first building it can afford: city, settlement, development card, road; else it ends the
// turn) and the fast rollout policy the strong levels simulate with. Both see the full state they
// are given; the bot only ever gives them a determinized one.
#pragma once

#include "catan/actions.h"
#include "catan/bot/evaluate.h"
#include "catan/rng.h"
#include "catan/rules.h"

namespace boardrules::catan::bot {

// First affordable build in the order city, settlement, development card, road (each the first
// the legal list holds), else END_TURN. At other prompts: the first legal action, except that it
// rejects offers and cancels its own. `legal` must be listLegalActions(s).
ActionCode firstAffordableAction(const GameState& s, const ActionList& legal);

// A quick, sensible player for rollouts: best-worth placements, builds in the order city,
// settlement, development card, a road only when no settlement spot is open, a maritime trade
// only when it completes a city or settlement; robber on the leader's best hex not its own; it
// discards its most plentiful resource.
ActionCode rolloutAction(const GameState& s, const ActionList& legal, const BoardWeights& w, Mulberry32& rng);

// Scores used by both the rollout policy and the bot's own robber candidates.
double robberHexScore(const GameState& s, int hex, int mover);

}  // namespace boardrules::catan::bot
