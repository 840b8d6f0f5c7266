#include "tribun/state.h"

namespace boardrules::tribun {

const char* resultReasonName(ResultReason r) {
  switch (r) {
    case ResultReason::TribunCaptured: return "tribun-captured";
    case ResultReason::Resign: return "resign";
    case ResultReason::NoLegalAction: return "no-legal-action";
    case ResultReason::Timeout: return "timeout";
    case ResultReason::GameTimeTie: return "game-time-tie";
    case ResultReason::DrawAgreed: return "draw-agreed";
  }
  return "unknown";
}

Result<State> makeState(const Board& board, int turn, std::optional<int> drawOfferBy) {
  if (Status st = validateBoard(board); !st) return Error{st.message()};
  if (turn != kBlack && turn != kWhite) return Error{"turn must be 0 (black) or 1 (white), got " + std::to_string(turn)};
  if (drawOfferBy && *drawOfferBy != kBlack && *drawOfferBy != kWhite)
    return Error{"drawOfferBy must be 0 (black), 1 (white) or none, got " + std::to_string(*drawOfferBy)};
  State s;
  s.board = board;
  s.turn = turn;
  s.drawOfferBy = drawOfferBy;
  return s;
}

State initialState() {
  State s;
  s.board = defaultBoard();
  return s;
}

}  // namespace boardrules::tribun
