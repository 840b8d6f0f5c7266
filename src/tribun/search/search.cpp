#include "tribun/search/search.h"

#include <algorithm>

#include "searchkit/splitmix.h"
#include "tribun/apply.h"
#include "tribun/hash.h"
#include "tribun/movegen.h"

namespace boardrules::tribun::search {

namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr int kMaxCheckEvasions = 6;   // quiescence plies spent answering attacks on the tribun
constexpr int kFutilityMargin = 180;   // a quiet move at depth 1 is skipped when eval + this <= alpha
constexpr uint64_t kClockEvery = 512;  // nodes between two looks at the clock and the stop flag
// Depth 1 ignores the caller's budgets (an answer needs it), but not this ceiling: a pathological
// position (long chains of attacks on the tribuns in quiescence) cannot hang the caller.
constexpr uint64_t kDepthOneCeiling = 250'000;

// The deterministic randomness of noise and blunders (searchkit/splitmix.h).
constexpr uint64_t mix(uint64_t x) { return searchkit::splitmix64(x); }

uint64_t keyOf(const Board& board, int turn) { return positionKey(board, turn); }

// Forced results are stored relative to the node, so a table hit at another ply reads right.
int toTable(int score, int ply) { return score > kWinThreshold ? score + ply : (score < -kWinThreshold ? score - ply : score); }
int fromTable(int score, int ply) { return score > kWinThreshold ? score - ply : (score < -kWinThreshold ? score + ply : score); }

bool isQuiet(const Board& board, Word m) { return captureGain(board, m) <= 0; }

}  // namespace

uint64_t positionKey(const Board& board, int turn) { return zobristHash(board, turn, std::nullopt); }

Searcher::Searcher(int tableLog2)
    : table_(tableLog2), lineKeys_(kMaxPly + 2), moveLists_(kMaxPly + 2), scoredLists_(kMaxPly + 2) {}

// Keys carry the side to move, so only every other ply can match.
bool Searcher::repeats(uint64_t key, int ply) const {
  for (int p = ply - 2; p >= 0; p -= 2)
    if (lineKeys_[static_cast<size_t>(p)] == key) return true;
  for (uint64_t k : limits_.gamePath)
    if (k == key) return true;
  return false;
}

SearchResult findBestAction(const Board& board, int turn, const SearchLimits& limits) {
  Searcher s;
  return s.search(board, turn, limits);
}

SearchResult Searcher::search(const Board& board, int turn, const SearchLimits& limits) {
  table_.clear();
  ordering_.clear();
  return run(board, turn, limits, nullptr);
}

SearchResult Searcher::resume(const Board& board, int turn, const SearchLimits& limits, const SearchResult& previous) {
  table_.newSearch();
  return run(board, turn, limits, &previous);
}

bool Searcher::outOfBudget() {
  if (aborted_) return true;
  if (!limitsActive_) return nodes_ >= kDepthOneCeiling && (aborted_ = true);
  if (limits_.maxNodes && nodes_ >= limits_.maxNodes) return aborted_ = true;
  if (nodes_ % kClockEvery == 0) {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return aborted_ = true;
    if (limits_.maxMs > 0 && nodes_ >= limits_.minNodes && clockMs() - startMs_ >= limits_.maxMs) return aborted_ = true;
  }
  return false;
}

int Searcher::evaluateNode(const Board& board, int turn, uint64_t key) const {
  int score = evaluate(board, turn, weights_);
  if (limits_.evalNoise > 0) {
    const uint64_t r = mix(key ^ limits_.seed);
    score += static_cast<int>(r % static_cast<uint64_t>(2 * limits_.evalNoise + 1)) - limits_.evalNoise;
  }
  return score;
}

SearchResult Searcher::run(const Board& board, int turn, const SearchLimits& limits, const SearchResult* previous) {
  limits_ = limits;
  startMs_ = clockMs();
  nodes_ = 0;
  aborted_ = false;
  limitsActive_ = false;
  SearchResult result;
  if (previous) result = *previous, result.nodes = 0, result.finished = false;

  std::vector<Word> rootMoves;
  generateBoardActions(board, turn, rootMoves);
  if (rootMoves.empty()) {  // the side to move has lost (END reason 1): nothing to choose
    result = SearchResult{};
    result.score = -kWinScore;
    result.finished = true;
    return result;
  }
  const uint64_t rootKey = keyOf(board, turn);
  lineKeys_[0] = rootKey;
  for (Word m : rootMoves)
    if (opcodeOf(m) == Opcode::AttackTribun) {  // the game can be won now
      result = SearchResult{};
      result.best = m, result.hasMove = true, result.score = kWinScore - 1, result.depth = 1, result.nodes = 1;
      result.pv = {m};
      result.ms = clockMs() - startMs_;
      result.finished = true;
      return result;
    }
  if (limits.blunderPercent > 0) {
    const uint64_t r = mix(rootKey ^ mix(limits.seed));
    if (static_cast<int>(r % 100) < limits.blunderPercent) {
      result = SearchResult{};
      result.best = rootMoves[mix(r) % rootMoves.size()];
      result.hasMove = true, result.depth = 1, result.nodes = 1, result.randomPick = true;
      result.pv = {result.best};
      result.ms = clockMs() - startMs_;
      result.finished = true;
      return result;
    }
  }

  int maxDepth = std::clamp(limits.maxDepth, 1, kMaxPly / 2);
  bool leadBonusGiven = false;
  for (int depth = 1; depth <= maxDepth; ++depth) {
    limitsActive_ = depth > 1;
    rootBest_ = 0;
    rootBestScore_ = -kInfinity;
    const int score = negamax(board, turn, depth, -kInfinity, kInfinity, 0, true);
    if (aborted_ && depth == 1) {
      // Only the ceiling stops depth 1: answer the best move completed so far, else the first
      // in the search's order (captures first).
      Word fallback = rootBest_;
      if (!fallback) {
        std::vector<ScoredMove> scored;
        scoreMoves(board, rootMoves, 0, 0, ordering_, scored);
        MovePicker picker(scored);
        picker.next(fallback);
      }
      result.best = fallback, result.hasMove = true, result.score = rootBest_ ? rootBestScore_ : 0, result.depth = 1;
      break;
    }
    if (aborted_) {
      // A move that beat the previous best in the unfinished iteration is trusted: the previous
      // best was searched first, so anything ahead of it is better at the new depth.
      if (rootBest_ && rootBest_ != result.best && rootBestScore_ > -kInfinity && result.hasMove) {
        result.best = rootBest_;
        result.score = rootBestScore_;
      }
      break;
    }
    result.best = rootBest_;
    result.hasMove = true;
    result.score = score;
    result.depth = depth;
    // A side that leads by a lot searches further (levels 4-6, see limits.h): converting a won
    // position needs a plan longer than the level's usual horizon. At most once per search.
    if (!leadBonusGiven && limits.leadThreshold > 0 && score >= limits.leadThreshold && score <= kWinThreshold) {
      leadBonusGiven = true;
      maxDepth = std::clamp(maxDepth + limits.leadExtraDepth, 1, kMaxPly / 2);
      const uint64_t factor = std::max<uint64_t>(limits.leadNodeFactor, 1);
      limits_.maxNodes *= factor;  // 0 (no budget) stays 0
      limits_.minNodes *= factor;
    }
    // Nothing can change the answer: the depth limit is reached, or there is no other move.
    if (depth == maxDepth || rootMoves.size() == 1) {
      result.finished = true;
      break;
    }
    // A forced tribun capture found: deeper iterations could only find a shorter one. (Every
    // reply of the losing side was searched on the way: it cannot stand pat while attacked.)
    // A forced loss is searched on until its length is exact, so the loser resists longest.
    if (score > kWinThreshold || (score < -kWinThreshold && depth >= kWinScore + score)) {
      result.finished = true;
      break;
    }
    // A time budget: an iteration typically costs several times the previous one, so do not
    // start one that is unlikely to finish (unless the node floor is not reached yet).
    if (limits.maxMs > 0 && nodes_ >= limits_.minNodes && clockMs() - startMs_ > limits.maxMs * 0.45) break;
  }
  if (previous && previous->hasMove && previous->depth > result.depth) {
    // A slice that did not get past the depth of the previous one answers with that one's move.
    const uint64_t nodes = result.nodes;
    result = *previous;
    result.nodes = nodes;
  }
  result.nodes = nodes_;
  result.ms = clockMs() - startMs_;
  result.pv = principalVariation(board, turn, result.best);
  return result;
}

int Searcher::negamax(const Board& board, int turn, int depth, int alpha, int beta, int ply, bool pvNode) {
  ++nodes_;
  if (ply > 0 && outOfBudget()) return 0;
  if (canAttackTribun(board, turn)) return kWinScore - (ply + 1);
  const bool inCheck = canAttackTribun(board, turn ^ 1);
  if (inCheck && ply < kMaxPly / 2) ++depth;  // every answer to an attack on the tribun is seen
  const uint64_t key = keyOf(board, turn);
  lineKeys_[static_cast<size_t>(ply)] = key;
  if (ply > 0 && repeats(key, ply)) return 0;
  if (depth <= 0 || ply >= kMaxPly - 4) return quiescence(board, turn, alpha, beta, ply, 0, key);
  Word tableMove = 0;
  if (const TableEntry* e = table_.probe(key)) {
    tableMove = e->move;
    if (ply > 0 && !pvNode && e->depth >= depth) {
      const int s = fromTable(e->score, ply);
      if (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) || (e->bound == Bound::Upper && s <= alpha)) return s;
    }
  }

  std::vector<Word>& moves = moveLists_[ply];
  generateBoardActions(board, turn, moves);
  if (moves.empty()) return -(kWinScore - ply);  // no board action: this side has lost

  std::vector<ScoredMove>& scored = scoredLists_[ply];
  scoreMoves(board, moves, tableMove, ply, ordering_, scored);
  MovePicker picker(scored);

  const int staticEval = (depth == 1 && !inCheck && !pvNode) ? evaluateNode(board, turn, key) : 0;
  const int alphaStart = alpha;
  int best = -kInfinity;
  Word bestMove = 0;
  int searched = 0;
  Word m;
  while (picker.next(m)) {
    Board child = board;
    applyBoardActionUnchecked(child, turn, m);
    const bool quiet = isQuiet(board, m);
    const bool givesCheck = canAttackTribun(child, turn);
    if (depth == 1 && !inCheck && !pvNode && quiet && !givesCheck && searched > 0 && staticEval + kFutilityMargin <= alpha) continue;

    int score;
    if (searched == 0) {
      score = -negamax(child, turn ^ 1, depth - 1, -beta, -alpha, ply + 1, pvNode);
    } else {
      // Late quiet moves are searched shallower first; a surprise is searched again in full.
      int reduction = 0;
      if (depth >= 3 && quiet && !inCheck && !givesCheck && searched >= 4 && !ordering_.isKiller(m, ply))
        reduction = searched >= 24 ? 2 : 1;
      score = -negamax(child, turn ^ 1, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
      if (!aborted_ && score > alpha && reduction) score = -negamax(child, turn ^ 1, depth - 1, -alpha - 1, -alpha, ply + 1, false);
      if (!aborted_ && score > alpha && score < beta) score = -negamax(child, turn ^ 1, depth - 1, -beta, -alpha, ply + 1, true);
    }
    if (aborted_) return 0;
    ++searched;
    if (score > best) {
      best = score;
      bestMove = m;
      if (ply == 0) rootBest_ = m, rootBestScore_ = score;
    }
    if (score > alpha) alpha = score;
    if (alpha >= beta) {
      if (quiet) ordering_.addCutoff(m, ply, depth);
      break;
    }
  }
  if (searched == 0) {  // every move was pruned as futile: the static bound stands
    best = staticEval;
  }
  const Bound bound = best >= beta ? Bound::Lower : (best > alphaStart ? Bound::Exact : Bound::Upper);
  table_.store(key, bestMove, toTable(best, ply), depth, bound);
  return best;
}

int Searcher::quiescence(const Board& board, int turn, int alpha, int beta, int ply, int checkEvasions, uint64_t knownKey) {
  ++nodes_;
  if (outOfBudget()) return 0;
  if (canAttackTribun(board, turn)) return kWinScore - (ply + 1);
  const uint64_t key = knownKey ? knownKey : keyOf(board, turn);
  if (ply >= kMaxPly) return evaluateNode(board, turn, key);

  std::vector<Word>& moves = moveLists_[ply];
  if (canAttackTribun(board, turn ^ 1) && checkEvasions < kMaxCheckEvasions) {
    // The tribun is attacked: standing pat would lose it, so every board action is tried.
    generateBoardActions(board, turn, moves);
    int best = -(kWinScore - (ply + 2));  // nothing parries: the tribun falls next ply
    if (moves.empty()) return -(kWinScore - ply);
    std::vector<ScoredMove>& scored = scoredLists_[ply];
    scoreMoves(board, moves, 0, ply, ordering_, scored);
    MovePicker picker(scored);
    Word m;
    while (picker.next(m)) {
      Board child = board;
      applyBoardActionUnchecked(child, turn, m);
      if (canAttackTribun(child, turn ^ 1)) continue;  // does not parry
      const int score = -quiescence(child, turn ^ 1, -beta, -alpha, ply + 1, checkEvasions + 1);
      if (aborted_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  const int standPat = evaluateNode(board, turn, key);
  if (standPat >= beta) return standPat;
  alpha = std::max(alpha, standPat);
  generateAttackActions(board, turn, moves);
  std::vector<ScoredMove>& scored = scoredLists_[ply];
  scored.clear();
  for (Word m : moves) {
    const int gain = captureGain(board, m);
    if (gain <= 0 || standPat + gain / 8 + 150 <= alpha) continue;  // cannot lift the score to alpha
    scored.push_back({m, gain});
  }
  MovePicker picker(scored);
  int best = standPat;
  Word m;
  while (picker.next(m)) {
    Board child = board;
    applyBoardActionUnchecked(child, turn, m);
    const int score = -quiescence(child, turn ^ 1, -beta, -alpha, ply + 1, checkEvasions);
    if (aborted_) return 0;
    best = std::max(best, score);
    alpha = std::max(alpha, score);
    if (alpha >= beta) break;
  }
  return best;
}

std::vector<Word> Searcher::principalVariation(const Board& board, int turn, Word first) {
  std::vector<Word> pv;
  if (!first) return pv;
  Board b = board;
  int t = turn;
  std::vector<Word> legal;
  Word m = first;
  for (int i = 0; i < 16 && m; ++i) {
    generateBoardActions(b, t, legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) break;
    pv.push_back(m);
    if (opcodeOf(m) == Opcode::AttackTribun) break;
    applyBoardActionUnchecked(b, t, m);
    t ^= 1;
    const TableEntry* e = table_.probe(keyOf(b, t));
    m = e ? e->move : 0;
    if (!e && canAttackTribun(b, t)) {  // the game-ending capture is not stored: name it
      generateAttackActions(b, t, legal);
      for (Word w : legal)
        if (opcodeOf(w) == Opcode::AttackTribun) { m = w; break; }
    }
  }
  return pv;
}

}  // namespace boardrules::tribun::search
