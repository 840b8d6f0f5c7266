#include "tribun/search/game_path.h"

#include "tribun/apply.h"
#include "tribun/search/search.h"
#include "tribun/state.h"

namespace boardrules::tribun::search {

std::vector<uint64_t> gamePathKeys(const Board& board, int turn, std::span<const Word> words) {
  std::vector<uint64_t> keys;
  auto state = makeState(board, turn);
  if (!state) return keys;
  State s = state.value();
  for (Word w : words) {
    const Board before = s.board;
    const int mover = s.turn;
    if (!applyAction(s, w) || s.status != GameStatus::Active) break;
    if (isBoardAction(w)) keys.push_back(positionKey(before, mover));
  }
  return keys;
}

}  // namespace boardrules::tribun::search
