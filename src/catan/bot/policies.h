// The reference player of `boardrules-cli catan match` and of the strength targets: it takes the
// first building it can afford (city, then settlement, then development card, then road, each the
// first the legal list holds), else ends the turn. It needs no search and sees the state given.
#pragma once

#include "catan/actions.h"
#include "catan/rules.h"

namespace boardrules::catan::bot {

// At other prompts: the first legal action, except that it rejects offers and cancels its own.
// `legal` must be listLegalActions(s).
ActionCode firstAffordableAction(const GameState& s, const ActionList& legal);

}  // namespace boardrules::catan::bot
