// One Catan game behind the API: the state, its legal actions in notation, apply with the strong
// guarantee (an illegal action changes nothing and says why), a record that replays exactly,
// undo, and the view one seat may see. The rules themselves live in rules.h.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "catan/board.h"
#include "catan/rules.h"
#include "util/result.h"

namespace boardrules::catan {

class Game {
 public:
  Game() = default;
  static Result<Game> create(const Board& board, int players, std::uint32_t seed);
  static Game fromState(const GameState& state);
  static Result<Game> fromStateJson(std::string_view json, std::uint32_t seed = 0);
  // {"seed", "start", "actions", "drawn"} as recordJson() writes it; replays every action.
  static Result<Game> fromRecordJson(std::string_view json);

  const GameState& state() const { return state_; }
  const ActionList& legal() const { return legal_; }
  std::string legalText(char separator = '\n') const;

  Status apply(ActionCode action);
  Status apply(std::string_view text);
  // The last action taken back (the state before it, generator included); error when none.
  Status undo();
  std::size_t actionCount() const { return record_.size(); }
  // Domestic offers the turn player has made since the turn began (public; the computer players
  // make at most one a turn, so they need it and the state does not keep it).
  int offersThisTurn() const;
  // The last action taken, with its outcome ("ROLL 8"); "" before the first.
  std::string lastAction() const;

  std::string toJson() const { return stateJson(); }
  std::string stateJson() const;
  std::string recordJson() const;
  // What `seat` may know: everything public, its own hand and cards, others' card counts.
  std::string viewJson(int seat) const;

 private:
  explicit Game(const GameState& s) : start_(s), state_(s) { listLegalActions(state_, legal_); }
  void applyRecorded(ActionCode recorded);

  static constexpr ActionCode kDrawnFlag = ActionCode{1} << 63;  // outcome drawn by the game
  GameState start_;
  GameState state_;
  std::vector<ActionCode> record_;  // with outcomes; kDrawnFlag when the game drew it
  ActionList legal_;
};

}  // namespace boardrules::catan
