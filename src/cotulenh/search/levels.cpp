#include "cotulenh/search/levels.h"

#include <algorithm>

namespace boardrules::cotulenh::search {

SearchLimits levelLimits(int level, double timeMs, uint64_t seed) {
  SearchLimits l;
  l.seed = seed;
  switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1:
      l.maxDepth = 1, l.budget.maxNodes = 1500, l.evalNoise = 150, l.blunderPercent = 25;
      break;
    case 2:
      l.maxDepth = 1, l.budget.maxNodes = 3000, l.evalNoise = 40, l.blunderPercent = 5;
      break;
    case 3:
      l.maxDepth = 2, l.budget.maxNodes = 4000, l.evalNoise = 10;
      break;
    case 4:
      l.maxDepth = 3, l.budget.maxNodes = 8000;
      break;
    case 5:
      l.maxDepth = 64, l.budget.maxNodes = kLevelFiveNodes;
      break;
    default:
      l.maxDepth = 64, l.budget.maxMs = timeMs > 0 ? timeMs : kDefaultLevelSixMs, l.budget.minNodes = kLevelFiveNodes;
      break;
  }
  return l;
}

SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed) {
  SearchLimits limits = levelLimits(level, timeMs, seed);
  if (timeMs > 0) limits.budget.maxMs = timeMs;
  else if (nodes > 0) limits.budget.maxMs = 0;
  if (nodes > 0) {
    limits.budget.maxNodes = limits.budget.maxNodes ? std::min(limits.budget.maxNodes, nodes) : nodes;
    limits.budget.minNodes = std::min(limits.budget.minNodes, nodes);
  }
  return limits;
}

}  // namespace boardrules::cotulenh::search
