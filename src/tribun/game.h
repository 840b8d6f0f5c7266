// A game record in progress: the starting snapshot, the current state and the action log.
// This is the object the bindings expose (one handle per game).
#pragma once

#include <string>
#include <vector>

#include "tribun/apply.h"
#include "tribun/hash.h"
#include "tribun/history.h"
#include "tribun/movegen.h"
#include "tribun/records.h"

namespace boardrules::tribun {

class Game {
 public:
  Game() : Game(initialState()) {}
  explicit Game(const State& start) : history_(start) {}
  static Result<Game> fromSnapshot(const Snapshot& snapshot);
  // Replays a packed log onto a snapshot; the error names the first failing ply.
  static Result<Game> replay(const Snapshot& snapshot, std::string_view actionsB64);

  // Starts over from `start` (already validated), keeping this game's buffers: a server or a
  // binding that recycles games avoids one allocation per list and per log.
  void restart(const State& start) {
    history_.reset(start);
    legalCacheValid_ = false;
  }

  const State& state() const { return history_.state(); }
  // The words from the start to the current position (the current line of the move tree).
  const std::vector<Word>& log() const { return history_.line(); }
  // The starting position (the move tree's root: not stored twice).
  Snapshot start() const { return snapshotOf(history_.root()); }

  const std::vector<Word>& legalActions();  // cached until the next successful apply
  bool isLegal(Word w) const { return tribun::isLegal(state(), w); }
  boardrules::Status apply(Word w);  // strong guarantee
  boardrules::Status endByServer(EndReason reason, int loser);
  // Applies a word the way a replayed log does: server END words (reasons 1-3) through
  // endByServer, everything else through apply.
  boardrules::Status applyLogged(Word w);
  uint64_t hash() const { return zobristHash(state()); }
  std::string actionsB64() const { return packActions(log()); }

  // History (docs/RECORDS.md): every position reached stays in the move tree. undo/redo/goTo
  // restore exact earlier states (hash included; undoing the last ply of a finished game
  // reopens it); applying a different word after an undo adds a variation and keeps the main line.
  boardrules::Status undo();
  boardrules::Status redo();
  boardrules::Status goTo(int ply);  // along the current line, 0 = the start
  const History& history() const { return history_; }
  History& history() { return history_; }
  void enter(int child) {  // a child of the current node (precondition): as redo() would go there
    history_.enter(child);
    legalCacheValid_ = false;
  }
  void jumpTo(int node) {  // any node of the tree (precondition: 0 <= node < history().size())
    history_.jump(node);
    legalCacheValid_ = false;
  }

 private:
  History history_;
  std::vector<Word> legalCache_;
  bool legalCacheValid_ = false;
};

}  // namespace boardrules::tribun
