// boardrules-cli cotulenh ...: perft, legal-move listing, conformance checking and the computer
// opponent (cotulenh_engine_cli.cpp) for CoTuLenh.
#include "cli/cotulenh_cli.h"

#include "cli/conformance_run.h"
#include "cli/subcommands.h"
#include "cli/cotulenh_engine_cli.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

#include "cotulenh/game.h"
#include "cotulenh/position.h"
#include "testkit/cotulenh_conformance.h"

namespace boardrules::cli {

namespace {

using cotulenh::Game;

int usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  boardrules-cli cotulenh perft DEPTH [FEN]\n"
               "  boardrules-cli cotulenh legal FEN\n"
               "  boardrules-cli cotulenh conformance FILE.jsonl\n"
               "  boardrules-cli cotulenh bestmove FEN [--level L] [--nodes N] [--time MS] [--seed S]\n"
               "  boardrules-cli cotulenh match A B [--games N] [--first F] [--time MS] [--nodes N] [--seed S]\n"
               "                                    [--max-turns T] [--opening K] [--clock cpu|wall] [--final fen|none]   (A, B: 1..6 or greedy)\n");
  return 2;
}

bool loadGame(const char* fen, Game& out) {
  Result<Game> g = Game::fromFen(fen);
  if (!g) {
    std::fprintf(stderr, "error: %s\n", g.message().c_str());
    return false;
  }
  out = std::move(g).value();
  return true;
}

int perftCommand(int argc, char** argv) {
  if (argc != 4 && argc != 5) return usage();
  char* end = nullptr;
  const long depth = std::strtol(argv[3], &end, 10);
  if (!end || *end || depth < 1 || depth > 6) {
    std::fprintf(stderr, "error: DEPTH must be 1..6, got '%s'\n", argv[3]);
    return 2;
  }
  Game game;
  if (!loadGame(argc == 5 ? argv[4] : cotulenh::kStartFen, game)) return 2;
  const auto counts = cotulenh::perft(game, static_cast<int>(depth));
  for (size_t d = 0; d < counts.size(); ++d) std::printf("perft(%zu) = %llu\n", d + 1, counts[d]);
  return 0;
}

int legalCommand(int argc, char** argv) {
  if (argc != 4) return usage();
  Game game;
  if (!loadGame(argv[3], game)) return 2;
  for (const std::string& lan : game.lans()) std::printf("%s\n", lan.c_str());
  return 0;
}

int conformanceCommand(int argc, char** argv) {
  if (argc != 4) return usage();
  return runConformanceFile(argv[3], testkit::checkCotulenhLine);
}

}  // namespace

int runCotulenh(int argc, char** argv) {
  return runSubcommand(argc, argv, 2, {
      {"perft", perftCommand}, {"legal", legalCommand}, {"conformance", conformanceCommand},
      {"bestmove", cotulenhBestmove}, {"match", cotulenhMatch}}, usage);
}

}  // namespace boardrules::cli
