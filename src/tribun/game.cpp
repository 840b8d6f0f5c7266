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
  ReplayOutcome outcome = tribun::replay(snapshot, words.value());
  if (outcome.failedPly) return Error{"replay failed at " + outcome.error};
  Game game(outcome.state);
  game.start_ = snapshot;
  game.state_.ply = outcome.state.ply;
  game.log_ = std::move(words.value());
  return game;
}

const std::vector<Word>& Game::legalActions() {
  if (!legalCacheValid_) {
    generateLegalActions(state_, legalCache_);
    legalCacheValid_ = true;
  }
  return legalCache_;
}

boardrules::Status Game::apply(Word w) {
  boardrules::Status st = applyAction(state_, w);
  if (!st) return st;
  log_.push_back(w);
  legalCacheValid_ = false;
  return st;
}

boardrules::Status Game::endByServer(EndReason reason, int loser) {
  const Result<Word> word = serverEndWord(reason, loser);
  if (!word) return Error{word.message()};
  boardrules::Status st = tribun::endByServer(state_, reason, loser);
  if (!st) return st;
  log_.push_back(word.value());
  legalCacheValid_ = false;
  return st;
}

}  // namespace boardrules::tribun
