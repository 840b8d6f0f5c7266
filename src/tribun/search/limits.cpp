#include "tribun/search/limits.h"

#include <algorithm>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <chrono>
#include <ctime>
#endif

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

double nowMs() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
#endif
}

double threadCpuMs() {
#if defined(__EMSCRIPTEN__) || !defined(CLOCK_THREAD_CPUTIME_ID)
  return nowMs();
#else
  timespec t{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return nowMs();
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
#endif
}

}  // namespace boardrules::tribun::search
