#include "tribun/game.h"

namespace boardrules::tribun {

Result<Game> Game::fromSnapshot(const Snapshot& snapshot) {
  Result<State> state = makeState(snapshot.board, snapshot.turn, snapshot.drawOfferBy);
  if (!state) return Error{state.message()};
  return Game(state.value());
}

Result<Game> Game::replay(const Snapshot& snapshot, std::string_view actionsB64) {
  Result<std::vector<Word>> words = unpackActions(actionsB64);
  if (!words) return Error{words.message()};
  Result<Game> game = fromSnapshot(snapshot);
  if (!game) return Error{"replay failed at snapshot: " + game.message()};
  for (size_t i = 0; i < words.value().size(); ++i) {
    const boardrules::Status st = game.value().applyLogged(words.value()[i]);
    if (!st) return Error{"replay failed at ply " + std::to_string(i + 1) + ": " + st.message()};
  }
  return game;
}

const std::vector<Word>& Game::legalActions() {
  if (!legalCacheValid_) {
    generateLegalActions(state(), legalCache_);
    legalCacheValid_ = true;
  }
  return legalCache_;
}

boardrules::Status Game::apply(Word w) {
  State next = state();
  boardrules::Status st = applyAction(next, w);
  if (!st) return st;
  history_.advance(w, next);
  legalCacheValid_ = false;
  return st;
}

boardrules::Status Game::endByServer(EndReason reason, int loser) {
  const Result<Word> word = serverEndWord(reason, loser);
  if (!word) return Error{word.message()};
  State next = state();
  boardrules::Status st = tribun::endByServer(next, reason, loser);
  if (!st) return st;
  history_.advance(word.value(), next);
  legalCacheValid_ = false;
  return st;
}

boardrules::Status Game::applyLogged(Word w) {
  if (isServerEndWord(w)) return endByServer(static_cast<EndReason>(w & 7), static_cast<int>((w >> 3) & 1));
  return apply(w);
}

boardrules::Status Game::undo() {
  if (!history_.undo()) return Error{"nothing to undo: the game is at its start"};
  legalCacheValid_ = false;
  return boardrules::Status::ok();
}

boardrules::Status Game::redo() {
  if (!history_.redo()) return Error{"nothing to redo: no move follows this position"};
  legalCacheValid_ = false;
  return boardrules::Status::ok();
}

boardrules::Status Game::goTo(int ply) {
  if (ply < 0) return Error{"ply " + std::to_string(ply) + " is before the start"};
  if (!history_.goTo(ply))
    return Error{"ply " + std::to_string(ply) + " is beyond the end of the current line (" + std::to_string(history_.depth()) + " plies)"};
  legalCacheValid_ = false;
  return boardrules::Status::ok();
}

}  // namespace boardrules::tribun
