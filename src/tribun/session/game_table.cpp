#include "tribun/session/game_table.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

#include "tribun/movegen.h"
#include "tribun/records.h"

namespace boardrules::tribun {

namespace {

std::optional<int> optionalColor(int c) { return c < 0 ? std::nullopt : std::optional<int>(c); }

size_t noHeapInUse() { return 0; }
size_t noHeapMaximum() { return std::numeric_limits<size_t>::max(); }
bool alwaysFits(size_t, size_t) { return true; }

}  // namespace

HeapProbe unlimitedHeap() { return {&noHeapInUse, &noHeapMaximum, &alwaysFits}; }

GameTable::GameTable(HeapProbe heap) : heap_(heap), limit_(heap.max()) {}

int GameTable::create() {
  if (free_.empty()) {
    const size_t grow = games_.size() == games_.capacity() ? 2 * games_.size() * sizeof(Game) : 0;
    if (!canAllocate(grow + sizeof(Game) + kBytesPerGame)) return kNoMemory;
    games_.emplace_back();
    live_.push_back(1);
    return static_cast<int>(games_.size() - 1);
  }
  const int id = free_.back();
  free_.pop_back();
  live_[static_cast<size_t>(id)] = 1;
  return id;
}

void GameTable::release(int id) {
  if (!isLive(id)) return;
  forget(id);
  live_[static_cast<size_t>(id)] = 0;
  if (games_[static_cast<size_t>(id)].history().size() > static_cast<int>(kKeptLogWords)) games_[static_cast<size_t>(id)] = Game();
  free_.push_back(id);
}

int GameTable::start(int turn, int drawOfferBy) {
  const int id = create();
  if (id < 0) return id;
  startError_ = restart(id, turn, drawOfferBy);
  if (startError_.empty()) return id;
  release(id);
  return kBadStart;
}

int GameTable::cloneGame(int id) {
  const int copy = create();
  if (copy >= 0 && isLive(id)) mutableGame(copy) = game(id);
  return copy;
}

void GameTable::setHeapLimit(size_t bytes) { limit_ = std::min(bytes, heap_.max()); }

// Far from the limit the heap size alone answers. Near the heap's maximum a trial allocation does
// (the heap cannot grow past its maximum, so the trial cannot either). Below a lowered limit the
// size alone answers, so the heap never grows past it.
bool GameTable::canAllocate(size_t bytes) const {
  const size_t want = bytes + kHeadroom;
  const size_t inUse = heap_.size();
  if (inUse <= limit_ && want <= limit_ - inUse) return true;
  if (limit_ < heap_.max()) return false;
  return heap_.fitsBelow(want, limit_);
}

std::string GameTable::restart(int id, int turn, int drawOfferBy) {
  if (!isLive(id)) return kNotLive;
  auto state = makeState(input_, turn, optionalColor(drawOfferBy));
  if (!state) return state.message();
  mutableGame(id).restart(state.value());
  return {};
}

Status GameTable::replay(int id, int turn, int drawOfferBy, std::string_view actionsB64) {
  if (!isLive(id)) return Error{kNotLive};
  auto replayed = Game::replay(Snapshot{input_, turn, optionalColor(drawOfferBy)}, actionsB64);
  if (!replayed) return replayed.status();
  mutableGame(id) = std::move(replayed.value());
  return Status::ok();
}

Status GameTable::apply(int id, Word word) {
  if (!isLive(id)) return Error{kNotLive};
  return mutableGame(id).apply(word);
}

Status GameTable::endByServer(int id, EndReason reason, int loser) {
  if (!isLive(id)) return Error{kNotLive};
  return mutableGame(id).endByServer(reason, loser);
}

const std::vector<Word>& GameTable::legalActions(int id) {
  if (!isLive(id)) return noWords_;
  if (listedId_ != id) {
    generateLegalActions(game(id).state(), listed_);
    listedId_ = id;
  }
  return listed_;
}

}  // namespace boardrules::tribun
