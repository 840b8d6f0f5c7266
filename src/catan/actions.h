// Actions as compact integer codes (the engine's currency) and their notation strings (the API's).
// A code packs a kind and up to three small operands; domestic trade lots pack five 5-bit counts
// per side. Chance outcomes (dice total, card drawn, card stolen) sit in their own operand, 0 when
// the caller leaves the draw to the game; stripOutcome() gives the form the legal list holds.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "catan/game_state.h"
#include "util/result.h"

namespace boardrules::catan {

using ActionCode = std::uint64_t;

enum class ActionKind : std::uint8_t {
  None,
  Settlement,    // a = vertex
  Road,          // a = edge
  City,          // a = vertex
  BuyDev,        // a = card + 1, or 0 (draw)
  Roll,          // a = total, or 0 (roll)
  Discard,       // a = resource
  Robber,        // a = hex, b = victim + 1 or 0, c = resource stolen + 1 or 0 (draw)
  Knight,
  RoadBuilding,
  YearOfPlenty,  // a = resource, b = second resource + 1 or 0
  Monopoly,      // a = resource
  Maritime,      // a = rate, b = give, c = get
  EndTurn,
  Offer,         // lots: give, get (turn player's side)
  Accept,
  Reject,
  Counter,       // lots: what the answering seat gives, what it gets
  TradeWith,     // a = seat
  CancelTrade,
};

using Lot = std::array<std::uint8_t, kNumResources>;

constexpr ActionCode makeAction(ActionKind k, unsigned a = 0, unsigned b = 0, unsigned c = 0) {
  return static_cast<ActionCode>(k) | static_cast<ActionCode>(a & 0xFF) << 8 | static_cast<ActionCode>(b & 0xFF) << 16 |
         static_cast<ActionCode>(c & 0xFF) << 24;
}
constexpr ActionKind actionKind(ActionCode code) { return static_cast<ActionKind>(code & 0xFF); }
constexpr unsigned operandA(ActionCode code) { return static_cast<unsigned>(code >> 8 & 0xFF); }
constexpr unsigned operandB(ActionCode code) { return static_cast<unsigned>(code >> 16 & 0xFF); }
constexpr unsigned operandC(ActionCode code) { return static_cast<unsigned>(code >> 24 & 0xFF); }

ActionCode makeTradeAction(ActionKind kind, const Lot& give, const Lot& get);
Lot tradeGive(ActionCode code);
Lot tradeGet(ActionCode code);

// The legal-list form: no dice total, no card drawn, no card stolen.
ActionCode stripOutcome(ActionCode code);
bool hasOutcome(ActionCode code);

std::string actionText(ActionCode code);
void appendActionText(std::string& out, ActionCode code);
// Parses any notation form, outcome forms included. Names are checked; rules are not.
Result<ActionCode> parseAction(std::string_view text);

}  // namespace boardrules::catan
