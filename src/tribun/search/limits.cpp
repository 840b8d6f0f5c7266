#include "tribun/search/limits.h"

#include <algorithm>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <chrono>
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
    case 4:
      l.maxDepth = 3, l.maxNodes = 12000, l.evalNoise = 5;
      break;
    case 5:
      l.maxDepth = 64, l.maxNodes = kLevelFiveNodes;
      break;
    default:  // 6: full strength for the time given, and never fewer nodes than level 5
      l.maxDepth = 64, l.maxMs = timeMs > 0 ? timeMs : kDefaultLevelSixMs, l.minNodes = kLevelFiveNodes;
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

}  // namespace boardrules::tribun::search
