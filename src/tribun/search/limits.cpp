#include "tribun/search/limits.h"

#include <algorithm>

namespace boardrules::tribun::search {

SearchLimits levelLimits(int level, double timeMs, uint64_t seed) {
  SearchLimits l;
  l.seed = seed;
  switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1:  // one ply and captures, a noisy eye, and a random move one time in four
      l.maxDepth = 1, l.maxNodes = 1000, l.evalNoise = 150, l.blunderPercent = 25;
      break;
    case 2:  // one ply and captures, some noise, a random move one time in twenty
      l.maxDepth = 1, l.maxNodes = 2000, l.evalNoise = 60, l.blunderPercent = 5;
      break;
    case 3:  // sees every tribun capture two plies ahead
      l.maxDepth = 2, l.maxNodes = 4000, l.evalNoise = 20;
      break;
    case 4:  // three plies; four, with three times the nodes, when it leads by kLeadThreshold
      l.maxDepth = 3, l.maxNodes = 12000, l.evalNoise = 5;
      l.leadThreshold = kLeadThreshold, l.leadExtraDepth = 1, l.leadNodeFactor = 3;
      break;
    case 5:  // deepening to its nodes; twice the nodes when it leads by kLeadThreshold
      l.maxDepth = 64, l.maxNodes = kLevelFiveNodes;
      l.leadThreshold = kLeadThreshold, l.leadNodeFactor = kLevelFiveLeadFactor;
      break;
    default:  // 6: full strength for the time given, and never fewer nodes than level 5 (whose
              // lead bonus also doubles this floor)
      l.maxDepth = 64, l.maxMs = timeMs > 0 ? timeMs : kDefaultLevelSixMs, l.minNodes = kLevelFiveNodes;
      l.leadThreshold = kLeadThreshold, l.leadNodeFactor = kLevelFiveLeadFactor;
      break;
  }
  return l;
}

SearchLimits requestLimits(int level, double timeMs, uint64_t nodes, uint64_t seed, bool resume) {
  SearchLimits limits = levelLimits(level == 0 ? kMaxLevel : level, timeMs, seed);
  if (level == 0 || level == kMaxLevel) limits.maxMs = timeMs;  // 0: bounded by nodes only
  else if (timeMs > 0) limits.maxMs = timeMs;
  if (resume) limits.minNodes = 0;
  if (nodes > 0) {
    limits.maxNodes = limits.maxNodes ? std::min(limits.maxNodes, nodes) : nodes;
    limits.leadNodeFactor = 1;  // the caller's node cap holds even when a side leads
  }
  return limits;
}

}  // namespace boardrules::tribun::search
