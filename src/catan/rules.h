// The rules as functions on GameState (docs/rules/catan.md): listing the legal actions of the
// side that must decide, checking one action, and applying it. Game (game.h) adds the record,
// undo and notation on top.
#pragma once

#include <array>
#include <cstdint>

#include "catan/actions.h"
#include "catan/board.h"
#include "catan/game_state.h"
#include "util/result.h"

namespace boardrules::catan {

// Enough for the largest listing (a main phase with every road, settlement, city, trade and card).
struct ActionList {
  static constexpr int kCapacity = 200;
  std::array<ActionCode, kCapacity> items;
  int size = 0;
  void push(ActionCode a) { items[size++] = a; }
  const ActionCode* begin() const { return items.data(); }
  const ActionCode* end() const { return items.data() + size; }
};

// A fresh game on `board` (a createBoard() board) for 2..4 players; chance draws from `seed`.
GameState newGameState(const Board& board, int players, std::uint32_t seed);

// Every legal action of s.current, outcome-free (domestic offers and counters are never listed).
void listLegalActions(const GameState& s, ActionList& out);

// OK when `action` may be applied now (outcome forms: the outcome must be possible too).
// `legal`, when given, must be listLegalActions(s) (saves listing again).
Status checkAction(const GameState& s, ActionCode action, const ActionList* legal = nullptr);
// checkAction's remaining checks for an action whose bare form is known to be legal: an outcome
// it names (the card drawn, the card stolen) must be possible.
Status checkOutcome(const GameState& s, ActionCode action);

// Applies a checked action; a chance action without outcome draws it from s.rng. Returns the
// action with its outcome (what a record keeps to replay the game exactly).
ActionCode applyChecked(GameState& s, ActionCode action);

// Longest trail of `seat`'s roads, not passing through other players' buildings.
int computeRoadLength(const GameState& s, int seat);

// Rebuilds s.masks from the owner arrays and the layout's harbours (after assembling a state).
void refreshMasks(GameState& s);

// The edges `seat` may build a road on (free, touching its network).
EdgeMask buildableRoads(const GameState& s, int seat);

// Fills layout.vertexPorts from portEdge / portType.
void deriveVertexPorts(Layout& layout);

// "MAIN", "DISCARD", ... (the vectors' prompt names; "TRADE" while an offer is open).
const char* promptName(Prompt p);

// The best maritime rate (2, 3 or 4) of `seat` for giving `resource`.
int maritimeRate(const GameState& s, int seat, int resource);

}  // namespace boardrules::catan
