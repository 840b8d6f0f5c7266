// One Catan game behind the API: the state, its legal actions in notation, apply with the strong
// guarantee (an illegal action changes nothing and says why), a record that replays exactly,
// undo, and the view one seat may see. The rules themselves live in rules.h.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "catan/action_record.h"
#include "catan/board.h"
#include "catan/rules.h"
#include "util/result.h"

namespace boardrules::catan {

// The legal list a Game keeps: a listed code fits 32 bits (offers and counters, the only wider
// codes, are never listed), so half an ActionList's memory.
struct ListedActions {
  std::array<std::uint32_t, ActionList::kCapacity> items{};
  int size = 0;
  const std::uint32_t* begin() const { return items.data(); }
  const std::uint32_t* end() const { return items.data() + size; }
  void assign(const ActionList& list) {
    size = list.size;
    for (int i = 0; i < size; ++i) items[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(list.items[static_cast<std::size_t>(i)]);
  }
};

class Game {
 public:
  Game() = default;
  static Result<Game> create(const Board& board, int players, std::uint32_t seed);
  static Game fromState(const GameState& state);
  static Result<Game> fromStateJson(std::string_view json, std::uint32_t seed = 0);
  // {"seed", "start", "actions", "drawn"} as recordJson() writes it; replays every action.
  static Result<Game> fromRecordJson(std::string_view json);

  const GameState& state() const { return state_; }
  const ListedActions& legal() const { return legal_; }
  std::string legalText(char separator = '\n') const;

  Status apply(ActionCode action);
  // An action whose outcome the game's generator drew when it was played (a record's "drawn"):
  // drawn again here, it must come out the same, so that the generator goes on as it did in the
  // game recorded. Anything else changes nothing and says why.
  Status applyDrawn(ActionCode action);
  // The action in notation, applied as apply() does, or with `drawn` as applyDrawn() does.
  Status apply(std::string_view text, bool drawn = false);
  // The last action taken back (the state before it, generator included); error when none.
  Status undo();
  std::size_t actionCount() const { return record_.size(); }
  // The memory a live game holds: itself and its record's heap (issue 29: under 4 KB).
  std::size_t memoryBytes() const { return sizeof(Game) + record_.heapBytes(); }
  // Domestic offers the turn player has made since the turn began (public; the computer players
  // make at most one a turn, so they need it and the state does not keep it).
  int offersThisTurn() const;
  // Whether the game drew the last action's outcome (dice, card, theft), so its text differs
  // from the listed one.
  bool lastActionDrew() const { return !record_.empty() && record_.back().drawn; }
  // The last action taken, with its outcome ("ROLL 8"); "" before the first.
  std::string lastAction() const;

  std::string toJson() const { return stateJson(); }
  std::string stateJson() const;
  std::string recordJson() const;
  // What `seat` may know: everything public, its own hand and cards, others' card counts.
  std::string viewJson(int seat) const;

 private:
  explicit Game(const GameState& s) : start_(s), state_(s) { relist(); }
  void applyRecorded(ActionRecord::Entry recorded);
  // A recorded action, checked (fromRecordJson, applyDrawn); the legal list is not renewed.
  Status replay(ActionCode action, bool drawn);
  void relist();

  GameState start_;
  GameState state_;
  ActionRecord record_;
  ListedActions legal_;
};

}  // namespace boardrules::catan
