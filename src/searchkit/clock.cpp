#include "searchkit/clock.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <chrono>
#include <ctime>
#endif

namespace boardrules::searchkit {

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

}  // namespace boardrules::searchkit
