// Iterative-deepening alpha-beta (negamax with principal variation search) over the legal board
// actions of a position, with a transposition table, move ordering, a check extension (a side
// whose tribun is attacked searches one ply deeper), late-move reductions and a quiescence search
// over attacks and check evasions.
//
// Game end as the rules define it: a side that can attack the enemy tribun wins (ATTACK_TRIBUN
// ends the game), and a side with no legal board action at the start of its turn loses. Draw and
// resign words are never chosen; the caller decides about draws (the score helps).
#pragma once

#include <cstdint>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"
#include "tribun/search/evaluation.h"
#include "tribun/search/limits.h"
#include "tribun/search/move_ordering.h"
#include "tribun/search/transposition_table.h"

namespace boardrules::tribun::search {

// Scores above kWinThreshold (or below its negative) are forced results: kWinScore - n means
// the side to move captures the enemy tribun (or leaves it without a move) n plies from now.
inline constexpr int kWinScore = 30000;
inline constexpr int kWinThreshold = kWinScore - 1000;

// The key of a position for SearchLimits::gamePath (the draw offer does not count).
uint64_t positionKey(const Board& board, int turn);

struct SearchResult {
  Word best = 0;            // the chosen board action; 0 (and hasMove false) only without one
  bool hasMove = false;
  int score = 0;            // from the side to move's view, in evaluation units (see kWinScore)
  int depth = 0;            // deepest iteration completed
  uint64_t nodes = 0;       // positions visited, quiescence included
  double ms = 0;            // time used (on the limits' clock)
  std::vector<Word> pv;     // expected line, starting with best
  bool randomPick = false;  // best is a deliberate blunder (levels 1-2)
  bool finished = false;    // the search ran to its depth limit or a forced result, not to a budget
};

class Searcher {
 public:
  // `tableLog2`: the transposition table holds 2^tableLog2 entries of 16 bytes (18: 4 MB).
  explicit Searcher(int tableLog2 = 18);

  // Searches `turn`'s best board action in `board` (a position of an active game). The table
  // and history are cleared first, so the answer depends only on the position and the limits
  // (and, with a time budget or stop flag, on when the search was stopped).
  SearchResult search(const Board& board, int turn, const SearchLimits& limits);

  // The same, keeping what earlier searches of this searcher learnt (table, history): for a
  // worker that searches one position in slices. `previous` is the result of the last slice.
  SearchResult resume(const Board& board, int turn, const SearchLimits& limits, const SearchResult& previous);

  void setWeights(const EvalWeights& w) { weights_ = w; }

 private:
  SearchResult run(const Board& board, int turn, const SearchLimits& limits, const SearchResult* previous);
  int negamax(const Board& board, int turn, int depth, int alpha, int beta, int ply, bool pvNode);
  // `knownKey`: the position's key when the caller computed it (0: compute it).
  int quiescence(const Board& board, int turn, int alpha, int beta, int ply, int checkEvasions, uint64_t knownKey = 0);
  int evaluateNode(const Board& board, int turn, uint64_t key) const;
  bool repeats(uint64_t key, int ply) const;
  bool outOfBudget();
  double clockMs() const { return limits_.clock ? limits_.clock() : nowMs(); }  // the time budget's clock
  std::vector<Word> principalVariation(const Board& board, int turn, Word first);

  TranspositionTable table_;
  OrderingTables ordering_;
  EvalWeights weights_;
  SearchLimits limits_;
  double startMs_ = 0;
  uint64_t nodes_ = 0;
  bool limitsActive_ = false;  // off during depth 1, which always completes
  bool aborted_ = false;
  Word rootBest_ = 0;
  int rootBestScore_ = 0;
  std::vector<uint64_t> lineKeys_;  // key of the position at each ply of the line searched
  std::vector<std::vector<Word>> moveLists_;
  std::vector<std::vector<ScoredMove>> scoredLists_;
};

// Convenience: one search with a fresh searcher (allocates the table).
SearchResult findBestAction(const Board& board, int turn, const SearchLimits& limits);

}  // namespace boardrules::tribun::search
