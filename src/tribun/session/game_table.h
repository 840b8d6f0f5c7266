// Every game of one engine instance, addressed by a small integer id: what the WebAssembly
// package's facade holds instead of one object per game (bindings/tribun_bindings.cpp converts).
//
// - Ids are reused: a released game keeps its buffers for the next one (unless its log grew past
//   kKeptLogWords, then it is not worth keeping).
// - An id that is not live (never created, released, negative) always gets an answer, never a
//   crash: fallible calls fail with kNotLive, read-only calls see a blank game.
// - A memory budget: create() refuses (kNoMemory) when a new game would bring the heap within
//   kHeadroom of its limit, so the caller reports "out of memory" instead of an allocation
//   aborting the process. The heap is asked through a HeapProbe, so the policy runs natively.
// - One legal list is kept, the one of the game listed last, in one buffer of the table: a game
//   a server holds costs no list memory, and listing the same game twice generates once. Every
//   call that changes a game forgets its list (mutableGame() is the only way to change one).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"
#include "tribun/game.h"
#include "util/result.h"

namespace boardrules::tribun {

// The heap the table allocates from. size: bytes in use by the heap now; max: the most it can
// ever reach; fitsBelow(bytes, limit): whether an allocation of `bytes` would end below address
// `limit` (a trial allocation; only asked near the heap's maximum, where size alone cannot tell
// because freed memory inside the heap counts).
struct HeapProbe {
  size_t (*size)();
  size_t (*max)();
  bool (*fitsBelow)(size_t bytes, size_t limit);
};
// A heap with no limit (native builds: the operating system answers allocations).
HeapProbe unlimitedHeap();

class GameTable {
 public:
  static constexpr int kNoMemory = -1;  // create(), start(), cloneGame(): the budget refused
  static constexpr int kBadStart = -2;  // start(): the start position was refused (startError())
  static constexpr const char* kNotLive = "no such game (it was disposed)";
  // What one more game may need soon (a listing's working buffer, its log) beyond the game itself.
  static constexpr size_t kBytesPerGame = 16 * 1024;
  // Kept free for the calls that follow (listings, applies, other engines' allocations).
  static constexpr size_t kHeadroom = 16 * 1024 * 1024;
  // A released game whose history is longer than this is replaced by a fresh one.
  static constexpr size_t kKeptLogWords = size_t{1} << 16;

  explicit GameTable(HeapProbe heap = unlimitedHeap());

  // A new (or reused) game id, or kNoMemory. Reused ids skip the budget: disposing makes room.
  int create();
  void release(int id);
  // create() and restart() in one call, from the board in input(): the id, kNoMemory, or
  // kBadStart after which startError() holds the engine's message (the id is released again).
  int start(int turn, int drawOfferBy);
  const std::string& startError() const { return startError_; }
  // A copy of game `id` under a new id (a blank game if `id` is not live), or kNoMemory.
  int cloneGame(int id);

  // Lowers the heap size past which create() refuses (never above the heap's maximum).
  void setHeapLimit(size_t bytes);

  // Where callers write a board before restart() or replay(); it never moves.
  Board& input() { return input_; }

  // Starts game `id` on input(); drawOfferBy < 0 is none. Empty on success, else the message.
  std::string restart(int id, int turn, int drawOfferBy);
  // Replays a packed action log from input(); the error names the failing ply.
  Status replay(int id, int turn, int drawOfferBy, std::string_view actionsB64);
  Status apply(int id, Word word);
  Status endByServer(int id, EndReason reason, int loser);

  // The legal list of game `id` (empty when not live), generated unless it is the one listed last.
  // Valid until the next call on the table.
  const std::vector<Word>& legalActions(int id);

  bool isLive(int id) const {
    return id >= 0 && static_cast<size_t>(id) < live_.size() && live_[static_cast<size_t>(id)] != 0;
  }
  // Game `id`, or a blank game when it is not live.
  const Game& game(int id) const { return isLive(id) ? games_[static_cast<size_t>(id)] : blank_; }
  // Precondition: isLive(id). Forgets the game's listed legal actions, so no change through this
  // reference can leave a stale list.
  Game& mutableGame(int id) {
    forget(id);
    return games_[static_cast<size_t>(id)];
  }

 private:
  bool canAllocate(size_t bytes) const;
  void forget(int id) {
    if (listedId_ == id) listedId_ = -1;
  }

  HeapProbe heap_;
  size_t limit_;
  std::vector<Game> games_;
  std::vector<uint8_t> live_;
  std::vector<int> free_;
  Game blank_;
  Board input_{};
  std::vector<Word> listed_;  // the legal list of game listedId_ (-1: none)
  int listedId_ = -1;
  std::string startError_;
  const std::vector<Word> noWords_;
};

}  // namespace boardrules::tribun
