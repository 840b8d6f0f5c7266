#include "testkit/match_adjudicator.h"

#include "tribun/search/search.h"

namespace boardrules::testkit {

using tribun::search::kWinThreshold;

const char* adjudicationName(Adjudication a) {
  switch (a) {
    case Adjudication::ForcedCapture: return "forced capture";
    case Adjudication::Resignation: return "resignation";
    default: return "none";
  }
}

MatchAdjudicator::MatchAdjudicator(const AdjudicationRules& rules, bool blackSearches, bool whiteSearches)
    : rules_(rules), searches_{blackSearches, whiteSearches} {}

int MatchAdjudicator::decide(int winner, Adjudication how) {
  how_ = how;
  return winner;
}

int MatchAdjudicator::report(int mover, std::optional<int> score) {
  if (how_ != Adjudication::None || !score) return -1;
  const int s = *score;
  const int other = mover ^ 1;
  last_[mover] = s;
  lowStreak_[mover] = s <= -rules_.resignScore ? lowStreak_[mover] + 1 : 0;
  highStreak_[mover] = s >= rules_.resignScore ? highStreak_[mover] + 1 : 0;

  // Forced results: the opponent agrees (its last report), or cannot say anything.
  const bool otherSilent = !searches_[other];
  if (s > kWinThreshold && (otherSilent || (last_[other] && *last_[other] < -kWinThreshold)))
    return decide(mover, Adjudication::ForcedCapture);
  if (s < -kWinThreshold && (otherSilent || (last_[other] && *last_[other] > kWinThreshold)))
    return decide(other, Adjudication::ForcedCapture);

  // Resignation: both searchers have agreed long enough (or the only searcher gives up).
  const int n = rules_.resignMoves;
  if (lowStreak_[mover] >= n && (otherSilent || highStreak_[other] >= n)) return decide(other, Adjudication::Resignation);
  if (highStreak_[mover] >= n && searches_[other] && lowStreak_[other] >= n) return decide(mover, Adjudication::Resignation);
  return -1;
}

}  // namespace boardrules::testkit
