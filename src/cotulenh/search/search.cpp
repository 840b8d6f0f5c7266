#include "cotulenh/search/search.h"

#include <algorithm>

#include "cotulenh/attacks.h"
#include "cotulenh/search/evaluation.h"
#include "searchkit/splitmix.h"

namespace boardrules::cotulenh::search {

namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr int kMaxQuiescence = 4;  // plies of captures after the horizon
// Depth 1 ignores the caller's budgets (an answer needs it), but not this ceiling.
constexpr uint64_t kDepthOneCeiling = 200'000;

int toTable(int score, int ply) { return score > kWinThreshold ? score + ply : (score < -kWinThreshold ? score - ply : score); }
int fromTable(int score, int ply) { return score > kWinThreshold ? score - ply : (score < -kWinThreshold ? score + ply : score); }

bool inCheck(const Position& pos) {
  const int ours = pos.commanderSquare(pos.turn);
  return ours < 0 || isAttacked(pos, ours, opponent(pos.turn));
}

// The table's key: the position's, and from a half-move counter that the search could carry to
// 100 on, the counter too (the same placement nearer the fifty-move draw is another node).
uint64_t tableKey(const Position& pos, uint64_t key) {
  return pos.halfMoves >= 100 - kMaxPly ? key ^ searchkit::splitmix64(0x5f3759dfull + static_cast<uint64_t>(pos.halfMoves)) : key;
}

}  // namespace

// A draw from the side to move's view: below 0 for the root side, above 0 for the other.
int Searcher::drawScore(const Position& pos) const {
  return pos.turn == rootSide_ ? -limits_.drawContempt : limits_.drawContempt;
}

// The side to move has no legal turn: checkmate (an absent commander is check) or stalemate.
int Searcher::noTurnScore(const Position& pos, int ply) const {
  return inCheck(pos) ? -(kWinScore - ply) : drawScore(pos);
}

uint64_t positionKey(const Position& pos) {
  uint64_t key = pos.turn == kBlue ? 0x9d39247e33776d41ull : 0;
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const int sq = makeSquare(file, rank);
      const Stack& s = pos.board[sq];
      if (!s.count) continue;
      uint64_t word = uint64_t(sq) << 40 | uint64_t(s.color) << 32;
      for (int i = 0; i < s.count; ++i) word |= uint64_t(s.units[i].type * 2 + (s.units[i].heroic ? 1 : 0) + 1) << (8 * i);
      key += searchkit::splitmix64(word);
    }
  return key;
}

Searcher::Searcher(int tableLog2) : table_(tableLog2), lists_(kMaxPly + 8), orders_(kMaxPly + 8), killers_(kMaxPly + 8) {}

SearchResult findBestTurn(const Position& pos, const SearchLimits& limits) {
  Searcher s;
  return s.search(pos, limits);
}

int Searcher::evaluateNode(const Position& pos, uint64_t key) const {
  int score = evaluate(pos);
  if (limits_.evalNoise > 0) {
    const uint64_t r = searchkit::splitmix64(key ^ limits_.seed);
    score += static_cast<int>(r % static_cast<uint64_t>(2 * limits_.evalNoise + 1)) - limits_.evalNoise;
  }
  return score;
}

// Turn indices best first: the table's move, then captures by the value taken, then the quiet
// turns that last cut the search off at this ply (killers), then the rest in listing order.
void Searcher::order(const TurnList& list, uint32_t tableMove, int ply, std::vector<int>& out) const {
  const int n = static_cast<int>(list.turns.size());
  std::vector<std::pair<int, int>> keyed(n);
  const std::array<uint32_t, 2>& killers = killers_[ply];
  for (int i = 0; i < n; ++i) {
    const Turn& t = list.turns[i];
    int key = capturedValue(t);
    if (key == 0 && (killers[0] || killers[1])) {
      const uint32_t code = turnCode(t);
      if (code == killers[0]) key = 2;
      else if (code == killers[1]) key = 1;
    }
    if (tableMove && turnCode(t) == tableMove) key = 1 << 24;
    keyed[i] = {-key, i};
  }
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  out.resize(n);
  for (int i = 0; i < n; ++i) out[i] = keyed[i].second;
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limits) {
  table_.clear();
  std::fill(killers_.begin(), killers_.end(), std::array<uint32_t, 2>{});
  return run(pos, limits, nullptr);
}

SearchResult Searcher::resume(const Position& pos, const SearchLimits& limits, const SearchResult& previous) {
  table_.newSearch();
  SearchResult r = run(pos, limits, &previous);
  if (previous.hasMove && r.hasMove && !r.finished && !r.randomPick && previous.depth > r.depth) {
    // This slice stopped shallower than the last one: the last one's answer stands.
    const uint64_t nodes = r.nodes;
    const double ms = r.ms;
    r = previous;
    r.nodes = nodes, r.ms = ms, r.finished = false;
  }
  return r;
}

SearchResult Searcher::run(const Position& pos, const SearchLimits& limits, const SearchResult* previous) {
  limits_ = limits;
  rootSide_ = pos.turn;
  searchkit::BudgetLimits depthOne;
  depthOne.maxNodes = kDepthOneCeiling;
  budget_.start(depthOne);
  active_ = false;
  SearchResult result;

  TurnList rootList;
  TurnOptions rootOptions;
  rootOptions.deployTurnsPerStack = limits.deployTurnsPerStack * 8;
  generateTurns(pos, rootOptions, rootList);
  if (rootList.turns.empty()) {
    result.score = noTurnScore(pos, 0);
    result.finished = true;
    return result;
  }
  const uint64_t rootKey = positionKey(pos);
  if (limits.blunderPercent > 0) {
    const uint64_t r = searchkit::splitmix64(rootKey ^ searchkit::splitmix64(limits.seed));
    if (static_cast<int>(r % 100) < limits.blunderPercent) {
      result.best = rootList.turns[searchkit::splitmix64(r) % rootList.turns.size()];
      result.hasMove = result.randomPick = result.finished = true;
      result.depth = 1, result.nodes = 1;
      result.text = turnText(result.best);
      return result;
    }
  }

  std::vector<int> rootOrder;
  // A resumed search tries the last slice's best turn first.
  order(rootList, previous && previous->hasMove ? turnCode(previous->best) : 0, 0, rootOrder);
  int bestIndex = rootOrder[0];
  const int maxDepth = std::clamp(limits.maxDepth, 1, kMaxPly / 2);
  for (int depth = 1; depth <= maxDepth; ++depth) {
    if (depth == 2) {
      // From depth 2 on, the caller's budgets apply (counting the nodes of depth 1).
      const uint64_t used = budget_.nodes();
      const double usedMs = budget_.elapsedMs();
      searchkit::BudgetLimits rest = limits.budget;
      if (!rest.maxNodes || rest.maxNodes > kMaxSearchNodes) rest.maxNodes = kMaxSearchNodes;
      if (rest.maxNodes) rest.maxNodes = rest.maxNodes > used ? rest.maxNodes - used : 1;
      if (rest.minNodes) rest.minNodes = rest.minNodes > used ? rest.minNodes - used : 0;
      if (rest.maxMs > 0) rest.maxMs = std::max(1.0, rest.maxMs - usedMs);
      result.nodes = used;
      budget_.start(rest);
      active_ = true;
    }
    // The root: the previous iteration's best first.
    std::stable_partition(rootOrder.begin(), rootOrder.end(), [&](int i) { return i == bestIndex; });
    int alpha = -kInfinity;
    int iterationBest = -1, iterationScore = -kInfinity;
    bool aborted = false;
    for (size_t k = 0; k < rootOrder.size(); ++k) {
      const int i = rootOrder[k];
      const Position child = positionAfter(pos, rootList, rootList.turns[i]);
      int score;
      if (k == 0) {
        score = -negamax(child, depth - 1, -kInfinity, -alpha, 1);
      } else {
        score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1);
        if (!budget_.exhausted() && score > alpha) score = -negamax(child, depth - 1, -kInfinity, -alpha, 1);
      }
      if (active_ && budget_.exhausted()) {
        aborted = true;
        break;
      }
      if (score > iterationScore) iterationScore = score, iterationBest = i;
      alpha = std::max(alpha, score);
    }
    if (aborted) {
      // A turn that beat the previous best in the unfinished iteration is trusted: the previous
      // best was searched first.
      if (iterationBest >= 0 && iterationBest != bestIndex && iterationScore > result.score) bestIndex = iterationBest, result.score = iterationScore;
      break;
    }
    bestIndex = iterationBest;
    result.score = iterationScore;
    result.depth = depth;
    if (depth == maxDepth || rootList.turns.size() == 1 || std::abs(iterationScore) > kWinThreshold) {
      result.finished = true;
      break;
    }
    if (!budget_.roomForIteration(0.45)) break;
  }
  result.hasMove = true;
  result.best = rootList.turns[bestIndex];
  result.text = turnText(result.best);
  result.nodes += budget_.nodes();
  result.ms = budget_.elapsedMs();
  return result;
}

int Searcher::negamax(const Position& pos, int depth, int alpha, int beta, int ply) {
  budget_.visit();
  if (budget_.exhausted()) return 0;
  if (pos.halfMoves >= 100) {
    // The fifty-move draw, unless the turn that reached it mated (the game ends in checkmate).
    if (inCheck(pos)) {
      TurnList& list = lists_[ply];
      generateTurns(pos, TurnOptions{}, list);
      if (list.turns.empty()) return -(kWinScore - ply);
    }
    return drawScore(pos);
  }
  if (depth <= 0 || ply >= kMaxPly) return quiescence(pos, alpha, beta, ply, 0);

  const uint64_t key = tableKey(pos, positionKey(pos));
  uint32_t tableMove = 0;
  if (const searchkit::TableEntry* e = table_.probe(key)) {
    tableMove = e->move;
    if (e->depth >= depth) {
      const int s = fromTable(e->score, ply);
      if (e->bound == searchkit::Bound::Exact || (e->bound == searchkit::Bound::Lower && s >= beta) ||
          (e->bound == searchkit::Bound::Upper && s <= alpha))
        return s;
    }
  }
  TurnList& list = lists_[ply];
  TurnOptions options;
  options.deployTurnsPerStack = limits_.deployTurnsPerStack;
  generateTurns(pos, options, list);
  if (list.turns.empty()) return noTurnScore(pos, ply);
  std::vector<int>& ordered = orders_[ply];
  order(list, tableMove, ply, ordered);

  const int alphaStart = alpha;
  int best = -kInfinity;
  uint32_t bestMove = 0;
  for (size_t k = 0; k < ordered.size(); ++k) {
    const Turn& turn = list.turns[ordered[k]];
    const Position child = positionAfter(pos, list, turn);
    int score;
    if (k == 0) {
      score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
    } else {
      score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
      if (!budget_.exhausted() && score > alpha && score < beta) score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
    }
    if (budget_.exhausted()) return 0;
    if (score > best) best = score, bestMove = turnCode(turn);
    alpha = std::max(alpha, score);
    if (alpha >= beta) {
      std::array<uint32_t, 2>& killers = killers_[ply];
      if (capturedValue(turn) == 0 && killers[0] != bestMove) killers[1] = killers[0], killers[0] = bestMove;
      break;
    }
  }
  const searchkit::Bound bound = best >= beta ? searchkit::Bound::Lower
                                 : best > alphaStart ? searchkit::Bound::Exact
                                                     : searchkit::Bound::Upper;
  table_.store(key, bestMove, toTable(best, ply), depth, bound);
  return best;
}

int Searcher::quiescence(const Position& pos, int alpha, int beta, int ply, int qdepth) {
  budget_.visit();
  if (budget_.exhausted()) return 0;
  TurnList& list = lists_[ply];
  TurnOptions options;
  options.capturesOnly = true;
  // In check, the listing comes first: a checkmate at the horizon is scored as one (the side that
  // mates one turn before the horizon sees it), not as a position a few units up.
  const bool inCheck = pos.commanderSquare(pos.turn) < 0 || commanderAttacked(pos, pos.turn);
  if (inCheck) {
    generateTurns(pos, options, list);
    if (list.legalMoves == 0) return noTurnScore(pos, ply);
  }
  const int standPat = evaluateNode(pos, positionKey(pos));
  if (standPat >= beta || qdepth >= kMaxQuiescence || ply >= kMaxPly) return standPat;
  alpha = std::max(alpha, standPat);
  if (!inCheck) generateTurns(pos, options, list);
  std::vector<int>& ordered = orders_[ply];
  order(list, 0, ply, ordered);
  int best = standPat;
  for (int i : ordered) {
    const Position child = positionAfter(pos, list, list.turns[i]);
    const int score = -quiescence(child, -beta, -alpha, ply + 1, qdepth + 1);
    if (budget_.exhausted()) return 0;
    best = std::max(best, score);
    alpha = std::max(alpha, score);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace boardrules::cotulenh::search
