// A game record in progress: the starting snapshot, the current state and the action log.
// This is the object the bindings expose (one handle per game).
#pragma once

#include <string>
#include <vector>

#include "tribun/apply.h"
#include "tribun/hash.h"
#include "tribun/movegen.h"
#include "tribun/records.h"

namespace boardrules::tribun {

class Game {
 public:
  Game() : Game(initialState()) {}
  explicit Game(const State& start) : start_(snapshotOf(start)), state_(start) {}
  static Result<Game> fromSnapshot(const Snapshot& snapshot);
  // Replays a packed log onto a snapshot; the error names the first failing ply.
  static Result<Game> replay(const Snapshot& snapshot, std::string_view actionsB64);

  // Starts over from `start` (already validated), keeping this game's buffers: a server or a
  // binding that recycles games avoids one allocation per list and per log.
  void restart(const State& start) {
    start_ = snapshotOf(start);
    state_ = start;
    log_.clear();
    legalCacheValid_ = false;
  }

  const State& state() const { return state_; }
  const std::vector<Word>& log() const { return log_; }
  const Snapshot& start() const { return start_; }

  const std::vector<Word>& legalActions();  // cached until the next successful apply
  bool isLegal(Word w) const { return tribun::isLegal(state_, w); }
  boardrules::Status apply(Word w);  // strong guarantee
  boardrules::Status endByServer(EndReason reason, int loser);
  uint64_t hash() const { return zobristHash(state_); }
  std::string actionsB64() const { return packActions(log_); }

 private:
  Snapshot start_;
  State state_;
  std::vector<Word> log_;
  std::vector<Word> legalCache_;
  bool legalCacheValid_ = false;
};

}  // namespace boardrules::tribun
