// The CoTuLenh search: iterative-deepening alpha-beta (negamax, principal variation search) over
// whole turns (turns.h), a transposition table (searchkit), captures first, and a quiescence
// search over plain captures. A node is the position at the start of a turn.
//
// Game end as docs/rules/cotulenh.md section 11 says: a side to move without a legal move loses
// when in check (checkmate, an absent commander included) and draws otherwise (stalemate); the
// fifty-move counter draws (a checkmate on the turn that reaches it still wins, as in the match
// adjudication). A draw is scored drawContempt below 0 for the side to move at the root (and as
// much above 0 for the other side); the levels use kDrawContempt, 0 (a contempt of 30 was tried
// and not adopted: docs/COTULENH_ENGINE.md). Scores are from the side to move's view.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cotulenh/position.h"
#include "cotulenh/search/turns.h"
#include "searchkit/budget.h"
#include "searchkit/transposition_table.h"

namespace boardrules::cotulenh::search {

inline constexpr int kWinScore = 30000;
inline constexpr int kWinThreshold = kWinScore - 1000;
inline constexpr int kMaxPly = 64;
// What a draw costs the side to move at the root (an infantry is 100); 0: a draw is 0 to both.
inline constexpr int kDrawContempt = 0;
// The most positions one search visits, whatever its limits say: the upper bound on the work of
// one call (a synchronous call from JavaScript included). About 20-40 s of native search.
inline constexpr uint64_t kMaxSearchNodes = 2'000'000;

struct SearchLimits {
  int maxDepth = 64;              // turns; iterative deepening stops after this depth
  searchkit::BudgetLimits budget; // nodes, time, stop flag
  uint64_t seed = 0;              // drives the noise and the deliberate blunders
  int evalNoise = 0;              // +-noise added to every evaluation (position- and seed-derived)
  int blunderPercent = 0;         // chance (0..100) of a random turn at the root
  int deployTurnsPerStack = 12;   // deploy turns looked at per stack below the root (root: 8x)
  int drawContempt = kDrawContempt;  // a draw's score for the root side: -drawContempt
};

struct SearchResult {
  bool hasMove = false;    // false only when the side to move has no legal turn
  Turn best;
  std::string text;        // the turn's steps as LANs joined by ','
  int score = 0;           // side to move's view; beyond kWinThreshold: a forced result
  int depth = 0;           // deepest iteration completed
  uint64_t nodes = 0;
  double ms = 0;
  bool randomPick = false; // a deliberate blunder (levels 1-2)
  bool finished = false;   // ran to its depth limit or a forced result, not to a budget
};

class Searcher {
 public:
  explicit Searcher(int tableLog2 = 16);
  // The best turn of the side to move in `pos`. The table is cleared first: the answer depends
  // only on the position and the limits (and, with a time budget or stop flag, on the timing).
  SearchResult search(const Position& pos, const SearchLimits& limits);
  // The same search again, keeping what the earlier ones learnt (the table, the killers): for a
  // worker that searches one position in slices and reads its messages in between. `previous`
  // is the last slice's result; an answer from fewer turns deep than it is never returned.
  SearchResult resume(const Position& pos, const SearchLimits& limits, const SearchResult& previous);

 private:
  SearchResult run(const Position& pos, const SearchLimits& limits, const SearchResult* previous);
  int negamax(const Position& pos, int depth, int alpha, int beta, int ply);
  int quiescence(const Position& pos, int alpha, int beta, int ply, int qdepth);
  int evaluateNode(const Position& pos, uint64_t key) const;
  int drawScore(const Position& pos) const;
  int noTurnScore(const Position& pos, int ply) const;
  void order(const TurnList& list, uint32_t tableMove, int ply, std::vector<int>& out) const;

  searchkit::TranspositionTable table_;
  searchkit::Budget budget_;
  SearchLimits limits_;
  bool active_ = false;  // budgets apply (off during depth 1, which always completes)
  Color rootSide_ = kRed;
  std::vector<TurnList> lists_;
  std::vector<std::vector<int>> orders_;
  std::vector<std::array<uint32_t, 2>> killers_;  // per ply: two quiet turns that caused a cutoff
};

// A 64-bit key of the position and side to move (the table's key).
uint64_t positionKey(const Position& pos);

// One search with a fresh searcher.
SearchResult findBestTurn(const Position& pos, const SearchLimits& limits);

}  // namespace boardrules::cotulenh::search
