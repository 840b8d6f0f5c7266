#include "cli/conformance_run.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <utility>

namespace boardrules::cli {

namespace {
constexpr int kFailuresShown = 5;
constexpr size_t kProblemsShown = 20;
}  // namespace

int runConformanceFile(const std::string& path, const std::function<testkit::RecordReport(const std::string& line)>& check) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "error: cannot open %s\n", path.c_str());
    return 2;
  }
  int passed = 0, failed = 0;
  std::map<std::string, std::pair<int, int>> byTag;  // tag -> passed, failed
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const testkit::RecordReport verdict = check(line);
    const bool ok = verdict.problems.empty();
    for (const std::string& tag : verdict.tags) (ok ? byTag[tag].first : byTag[tag].second)++;
    if (ok) {
      ++passed;
      continue;
    }
    if (++failed > kFailuresShown) continue;
    std::printf("FAIL %s\n", verdict.id.c_str());
    for (size_t i = 0; i < verdict.problems.size() && i < kProblemsShown; ++i) std::printf("  %s\n", verdict.problems[i].c_str());
    if (verdict.problems.size() > kProblemsShown) std::printf("  ... %zu more\n", verdict.problems.size() - kProblemsShown);
  }
  for (const auto& [tag, counts] : byTag) std::printf("  %-22s %d passed, %d failed\n", tag.c_str(), counts.first, counts.second);
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace boardrules::cli
