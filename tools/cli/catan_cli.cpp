// boardrules-cli catan play --games N --players P --seed S
//   plays N whole games of uniformly random legal actions in the engine and prints games/s and
//   actions/s, wins by seat and unfinished games (cut at 10,000 actions).
// boardrules-cli catan conformance FILE.jsonl
//   checks every conformance record (tests/data/catan/README.md).
#include "cli/catan_cli.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "catan/simulate.h"
#include "cli/catan_match.h"
#include "cli/conformance_run.h"
#include "cli/subcommands.h"
#include "testkit/catan_conformance.h"

namespace boardrules::cli {

namespace {

int catanUsage() {
  std::fprintf(stderr,
               "usage:\n"
               "  boardrules-cli catan play --games N --players 2|3|4 [--seed S]\n"
               "  boardrules-cli catan conformance FILE.jsonl\n"
               "  boardrules-cli catan match PLAYER PLAYER [PLAYER [PLAYER]] [--games N] [--seed S] [--budget B]\n");
  return 2;
}

bool readNumber(const char* text, long long lo, long long hi, long long& out) {
  char* end = nullptr;
  out = std::strtoll(text, &end, 10);
  return end && *end == '\0' && end != text && out >= lo && out <= hi;
}

int play(int argc, char** argv) {
  long long games = 1000, players = 4, seed = 1;
  for (int i = 3; i < argc; i += 2) {
    if (i + 1 >= argc) return catanUsage();
    const std::string flag = argv[i];
    bool ok = false;
    if (flag == "--games") ok = readNumber(argv[i + 1], 0, 100000000, games);
    else if (flag == "--players") ok = readNumber(argv[i + 1], 2, 4, players);
    else if (flag == "--seed") ok = readNumber(argv[i + 1], 0, 4294967295LL, seed);
    if (!ok) {
      std::fprintf(stderr, "error: bad value for %s: '%s'\n", flag.c_str(), argv[i + 1]);
      return catanUsage();
    }
  }
  const auto start = std::chrono::steady_clock::now();
  const catan::SimulationResult r =
      catan::simulate(static_cast<int>(games), static_cast<int>(players), static_cast<std::uint32_t>(seed));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("catan play: %d games, %d players, seed %lld\n", r.games, static_cast<int>(players), seed);
  std::printf("actions %llu (%.1f per game), unfinished %d\n", static_cast<unsigned long long>(r.actions),
              r.games ? static_cast<double>(r.actions) / r.games : 0.0, r.unfinished);
  std::printf("wins by seat:");
  for (int s = 0; s < players; ++s) std::printf(" %d", r.wins[s]);
  std::printf("\n%.3f s: %.0f games/s, %.0f actions/s\n", seconds, seconds > 0 ? r.games / seconds : 0.0,
              seconds > 0 ? static_cast<double>(r.actions) / seconds : 0.0);
  return 0;
}

int conformance(int argc, char** argv) {
  if (argc != 4) return catanUsage();
  return runConformanceFile(argv[3], testkit::checkCatanLine);
}

}  // namespace

int runCatan(int argc, char** argv) {
  return runSubcommand(argc, argv, 2, {{"play", play}, {"conformance", conformance}, {"match", runCatanMatch}}, catanUsage);
}

}  // namespace boardrules::cli
