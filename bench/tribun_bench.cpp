// boardrules-bench: legal-action listing time per conformance position and perft(3) speed.
// Usage: boardrules-bench [CONFORMANCE.jsonl] [REPEATS]
// Prints medians over REPEATS rounds (default 15). Each figure is given twice: wall-clock time
// and this thread's CPU time, which stays meaningful when other processes share the cores.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "testkit/conformance.h"
#include "testkit/perft.h"
#include "tribun/movegen.h"

using namespace boardrules;
using namespace boardrules::tribun;
using Clock = std::chrono::steady_clock;

#include <ctime>

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

double threadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "build/testdata/tribun/dev.jsonl";
  const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 15;
  Result<std::vector<testkit::ConformancePosition>> loaded = testkit::loadConformanceFile(path);
  if (!loaded) {
    std::fprintf(stderr, "error: %s\n", loaded.message().c_str());
    return 2;
  }
  const auto& positions = loaded.value();
  std::vector<Word> buffer;
  size_t actions = 0;
  for (const auto& p : positions) {  // warm-up: tables, caches, buffer capacity
    generateBoardActions(p.board, p.turn, buffer);
    actions += buffer.size();
  }
  // Each round lists every position 20 times; the round's mean per listing is one sample.
  std::vector<double> perListing, perListingCpu;
  for (int r = 0; r < repeats; ++r) {
    const auto t0 = Clock::now();
    const double c0 = threadCpuSeconds();
    size_t sink = 0;
    for (int k = 0; k < 20; ++k)
      for (const auto& p : positions) {
        generateBoardActions(p.board, p.turn, buffer);
        sink += buffer.size();
      }
    perListing.push_back(secondsSince(t0) / (20.0 * static_cast<double>(positions.size())));
    perListingCpu.push_back((threadCpuSeconds() - c0) / (20.0 * static_cast<double>(positions.size())));
    if (sink == 0) std::puts("");
  }
  std::printf("positions: %zu, average legal board actions: %.1f\n", positions.size(),
              static_cast<double>(actions) / static_cast<double>(positions.size()));
  std::printf("legal listing: median %.2f us per position wall, %.2f us CPU, over %d rounds (wall min %.2f, max %.2f)\n",
              median(perListing) * 1e6, median(perListingCpu) * 1e6, repeats,
              *std::min_element(perListing.begin(), perListing.end()) * 1e6,
              *std::max_element(perListing.begin(), perListing.end()) * 1e6);

  std::vector<double> perftTimes, perftCpu;
  uint64_t nodes = 0;
  const int perftRepeats = std::max(3, repeats / 3);
  for (int r = 0; r < perftRepeats; ++r) {
    const auto t0 = Clock::now();
    const double c0 = threadCpuSeconds();
    const std::vector<uint64_t> counts = testkit::perft(defaultBoard(), kBlack, 3);
    perftTimes.push_back(secondsSince(t0));
    perftCpu.push_back(threadCpuSeconds() - c0);
    nodes = counts[0] + counts[1] + counts[2];
    if (counts[2] == 0) return 1;
  }
  const double t = median(perftTimes);
  std::printf("perft(3) from the start: median %.3f s wall, %.3f s CPU over %d runs; %llu nodes (all depths), %.1f M nodes/s wall\n",
              t, median(perftCpu), perftRepeats, static_cast<unsigned long long>(nodes), static_cast<double>(nodes) / t / 1e6);
  return 0;
}
