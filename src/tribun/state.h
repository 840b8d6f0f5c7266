// The complete state of a Tribun game: what the rules need to decide legality and the result.
#pragma once

#include <cstdint>
#include <optional>

#include "tribun/board.h"

namespace boardrules::tribun {

enum class GameStatus : uint8_t { Active = 0, Ended = 1 };

enum class ResultReason : uint8_t {
  TribunCaptured,   // ATTACK_TRIBUN
  Resign,           // END reason 0
  NoLegalAction,    // END reason 1 (server)
  Timeout,          // END reason 2 (server)
  GameTimeTie,      // END reason 3 (server)
  DrawAgreed,       // DRAW accept
};
const char* resultReasonName(ResultReason r);  // "tribun-captured", "resign", ...

struct GameResult {
  std::optional<int> winner;  // kBlack / kWhite, or nullopt for a tie
  ResultReason reason = ResultReason::Resign;
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

struct State {
  Board board{};
  int turn = kBlack;                 // side to move
  std::optional<int> drawOfferBy;    // colour with a pending draw offer
  GameStatus status = GameStatus::Active;
  std::optional<GameResult> result;  // set exactly when status == Ended
  uint32_t ply = 0;                  // words applied since the state was created
  friend bool operator==(const State&, const State&) = default;
};

// A new active game. The board is validated; turn must be 0/1, drawOfferBy 0/1 or none.
Result<State> makeState(const Board& board, int turn, std::optional<int> drawOfferBy = std::nullopt);
State initialState();  // default board, black to move

}  // namespace boardrules::tribun
