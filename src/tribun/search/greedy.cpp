#include "tribun/search/greedy.h"

#include <vector>

#include "searchkit/splitmix.h"
#include "tribun/movegen.h"

namespace boardrules::tribun::search {

namespace {

uint64_t next(uint64_t& state) { return searchkit::nextRandom(state); }

// Enemy height an attacking word removes from the board.
int heightRemoved(const Board& board, Word w) {
  switch (opcodeOf(w)) {
    case Opcode::Kill:
    case Opcode::Enslave: return kHeightOfIndex[pIndexOf(board[(w >> 7) & 127])];
    case Opcode::Liberate: return kHeightOfIndex[pIndexOf(board[w & 127])];
    case Opcode::Damage: return static_cast<int>((w >> 7) & 7) + 1;
    default: return 0;
  }
}

}  // namespace

Word greedyAction(const Board& board, int turn, uint64_t& rng) {
  std::vector<Word> moves;
  generateBoardActions(board, turn, moves);
  if (moves.empty()) return 0;
  int most = 0;
  std::vector<Word> best;
  for (Word w : moves) {
    if (opcodeOf(w) == Opcode::AttackTribun) return w;
    const int removed = heightRemoved(board, w);
    if (removed > most) most = removed, best.clear();
    if (removed == most && removed > 0) best.push_back(w);
  }
  const std::vector<Word>& pool = best.empty() ? moves : best;
  return pool[next(rng) % pool.size()];
}

}  // namespace boardrules::tribun::search
