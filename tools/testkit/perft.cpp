#include "testkit/perft.h"

#include "tribun/apply.h"
#include "tribun/movegen.h"

namespace boardrules::testkit {

using namespace boardrules::tribun;

namespace {

void walk(const Board& board, int turn, int level, int depth, std::vector<std::vector<Word>>& buffers, std::vector<uint64_t>& counts) {
  std::vector<Word>& moves = buffers[level];
  generateBoardActions(board, turn, moves);
  counts[level] += moves.size();
  if (level + 1 == depth) return;
  for (Word w : moves) {
    if (opcodeOf(w) == Opcode::AttackTribun) continue;  // game over: no children
    Board child = board;
    applyBoardActionUnchecked(child, turn, w);
    walk(child, turn ^ 1, level + 1, depth, buffers, counts);
  }
}

}  // namespace

std::vector<uint64_t> perft(const Board& board, int turn, int depth) {
  std::vector<uint64_t> counts(static_cast<size_t>(depth > 0 ? depth : 0), 0);
  if (depth <= 0) return counts;
  std::vector<std::vector<Word>> buffers(static_cast<size_t>(depth));
  walk(board, turn, 0, depth, buffers, counts);
  return counts;
}

}  // namespace boardrules::testkit
