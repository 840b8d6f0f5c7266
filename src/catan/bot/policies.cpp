#include "catan/bot/policies.h"

namespace boardrules::catan::bot {

namespace {

ActionCode firstOf(const ActionList& legal, ActionKind kind) {
  for (ActionCode a : legal)
    if (actionKind(a) == kind) return a;
  return 0;
}

}  // namespace

ActionCode firstAffordableAction(const GameState& s, const ActionList& legal) {
  if (s.prompt == Prompt::Main) {
    for (ActionKind k : {ActionKind::City, ActionKind::Settlement, ActionKind::BuyDev, ActionKind::Road})
      if (ActionCode a = firstOf(legal, k)) return a;
    return makeAction(ActionKind::EndTurn);
  }
  if (s.prompt == Prompt::Trade) {
    const ActionKind no = s.current == s.turnPlayer ? ActionKind::CancelTrade : ActionKind::Reject;
    return makeAction(no);
  }
  return legal.items[0];
}

}  // namespace boardrules::catan::bot
