#include "cotulenh/search/levels.h"

#include <algorithm>

namespace boardrules::cotulenh::search {

SearchLimits levelLimits(int level, double timeMs, uint64_t seed) {
  const int n = std::clamp(level, kMinLevel, kMaxLevel);
  const LevelSpec& spec = kLevels[n - 1];
  SearchLimits l;
  l.seed = seed;
  l.maxDepth = spec.maxDepth;
  l.evalNoise = spec.evalNoise;
  l.blunderPercent = spec.blunderPercent;
  if (n < kMaxLevel) {
    l.budget.maxNodes = spec.nodes;
  } else {
    l.budget.maxMs = timeMs > 0 ? timeMs : kDefaultLevelSixMs;
    l.budget.minNodes = spec.nodes;
  }
  return l;
}

SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed, bool resume) {
  SearchLimits limits = levelLimits(level, timeMs, seed);
  if (timeMs > 0) limits.budget.maxMs = timeMs;
  else if (nodes > 0) limits.budget.maxMs = 0;
  if (nodes > 0) {
    limits.budget.maxNodes = limits.budget.maxNodes ? std::min(limits.budget.maxNodes, nodes) : nodes;
    limits.budget.minNodes = std::min(limits.budget.minNodes, nodes);
  }
  if (resume) limits.budget.minNodes = 0;
  return limits;
}

}  // namespace boardrules::cotulenh::search
