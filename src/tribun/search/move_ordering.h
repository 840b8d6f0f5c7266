// Move ordering for the alpha-beta search: the table move first, then attacks by what they win
// (most valuable victim, least valuable attacker), then the killer moves of the ply, then the
// rest by history (how often a move caused a cutoff elsewhere in the tree).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"

namespace boardrules::tribun::search {

inline constexpr int kMaxPly = 96;

// Killers per ply and a history score per (opcode, first field, second field) of a board word.
class OrderingTables {
 public:
  OrderingTables() : history_(kHistorySize, 0) {}
  void clear();
  void addCutoff(Word move, int ply, int depth);
  bool isKiller(Word move, int ply) const { return killers_[ply][0] == move || killers_[ply][1] == move; }
  int killerRank(Word move, int ply) const { return killers_[ply][0] == move ? 2 : (killers_[ply][1] == move ? 1 : 0); }
  int history(Word move) const { return history_[historyIndex(move)]; }

 private:
  static constexpr size_t kHistorySize = size_t{10} << 14;
  static size_t historyIndex(Word w) { return static_cast<size_t>(w >> 28) << 14 | (w & 0x3FFF); }
  std::array<std::array<Word, 2>, kMaxPly + 1> killers_{};
  std::vector<int32_t> history_;
};

// What an attacking word wins, in the evaluation's units (0 for non-attacks).
int captureGain(const Board& board, Word move);

struct ScoredMove {
  Word move;
  int32_t key;
};

// Scores `moves` (board actions legal in `board`) for a node at `ply`; pick them with MovePicker.
void scoreMoves(const Board& board, const std::vector<Word>& moves, Word tableMove, int ply, const OrderingTables& tables,
                std::vector<ScoredMove>& out);

// Hands out scored moves best first. The first few are picked by selection (a cutoff usually
// comes early, so most nodes never sort); the rest are sorted once when reached. Ties keep the
// generator's order, so the search stays deterministic.
class MovePicker {
 public:
  explicit MovePicker(std::vector<ScoredMove>& moves) : m_(moves) {}
  bool next(Word& move);

 private:
  static constexpr size_t kSelected = 6;
  std::vector<ScoredMove>& m_;
  size_t i_ = 0;
};

}  // namespace boardrules::tribun::search
