#include "cotulenh/search/greedy.h"

#include <vector>

#include "searchkit/splitmix.h"

namespace boardrules::cotulenh::search {

bool greedyTurn(const Position& pos, uint64_t& rng, Turn& out) {
  TurnList list;
  generateTurns(pos, TurnOptions{}, list);
  if (list.turns.empty()) return false;
  int most = 0;
  std::vector<int> best;
  for (int i = 0; i < static_cast<int>(list.turns.size()); ++i) {
    const int taken = capturedValue(list.turns[i]);
    if (taken > most) most = taken, best.clear();
    if (taken == most && taken > 0) best.push_back(i);
  }
  const uint64_t r = searchkit::nextRandom(rng);
  out = best.empty() ? list.turns[r % list.turns.size()] : list.turns[best[r % best.size()]];
  return true;
}

}  // namespace boardrules::cotulenh::search
