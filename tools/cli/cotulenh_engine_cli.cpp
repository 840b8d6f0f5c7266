// boardrules-cli cotulenh bestmove FEN [--level L] [--nodes N] [--time MS] [--seed S]
// boardrules-cli cotulenh match A B [--games N] [--first F] [--time MS] [--nodes N] [--seed S]
//                                    [--max-turns T] [--opening K] [--clock cpu|wall] [--final fen|none]
// A and B are a level 1..6 or `greedy`. Games alternate colours in pairs that share a seeded
// random opening of K turns (default 4); a game still running after T turns (default 300) is
// scored a draw. --first F plays games F..F+N-1 of the seed's series, each exactly as in a run from
// game 1: a long match can be split across cores or resumed where it stopped.
#include "cli/arguments.h"
#include "cli/cotulenh_engine_cli.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cotulenh/game.h"
#include "cotulenh/search/levels.h"
#include "cotulenh/search/search.h"
#include "searchkit/clock.h"
#include "testkit/cotulenh_match.h"

namespace boardrules::cli {

namespace {

using cotulenh::Game;
namespace cs = cotulenh::search;

struct Options {
  int level = 6;
  long long nodes = 0;  // > 0: every search player is capped at this many nodes, without a time budget
  double timeMs = cs::kDefaultLevelSixMs;
  unsigned long long seed = 1;
  int games = 20;
  int first = 1;  // the number of the first game played (1-based)
  int maxTurns = 300;
  int opening = 4;
  bool cpuClock = false;
  bool showFinal = false;  // print each game's final FEN
};

// Reads --name value pairs from argv[first..]; false (after a message) on anything else.
bool parseOptions(int argc, char** argv, int first, Options& o) {
  for (int i = first; i < argc; i += 2) {
    if (i + 1 >= argc) {
      std::fprintf(stderr, "error: %s needs a value\n", argv[i]);
      return false;
    }
    const std::string name = argv[i];
    double v = 0;
    bool ok = true;
    if (name == "--level") ok = parseNumber(argv[i + 1], cs::kMinLevel, cs::kMaxLevel, v), o.level = static_cast<int>(v);
    else if (name == "--nodes") ok = parseNumber(argv[i + 1], 1, 1e9, v), o.nodes = static_cast<long long>(v);
    else if (name == "--time") ok = parseNumber(argv[i + 1], 1, 600000, v), o.timeMs = v;
    else if (name == "--seed") ok = parseNumber(argv[i + 1], 0, 1e15, v), o.seed = static_cast<unsigned long long>(v);
    else if (name == "--games") ok = parseNumber(argv[i + 1], 1, 100000, v), o.games = static_cast<int>(v);
    else if (name == "--first") ok = parseNumber(argv[i + 1], 1, 100000, v), o.first = static_cast<int>(v);
    else if (name == "--max-turns") ok = parseNumber(argv[i + 1], 1, 100000, v), o.maxTurns = static_cast<int>(v);
    else if (name == "--opening") ok = parseNumber(argv[i + 1], 0, 100, v), o.opening = static_cast<int>(v);
    else if (name == "--final") {
      ok = !std::strcmp(argv[i + 1], "fen") || !std::strcmp(argv[i + 1], "none");
      o.showFinal = !std::strcmp(argv[i + 1], "fen");
    } else if (name == "--clock") {
      ok = !std::strcmp(argv[i + 1], "cpu") || !std::strcmp(argv[i + 1], "wall");
      o.cpuClock = !std::strcmp(argv[i + 1], "cpu");
    } else {
      std::fprintf(stderr, "error: unknown option %s\n", argv[i]);
      return false;
    }
    if (!ok) {
      std::fprintf(stderr, "error: bad value for %s: '%s'\n", argv[i], argv[i + 1]);
      return false;
    }
  }
  return true;
}

cs::SearchLimits limitsFor(int level, const Options& o, uint64_t seed) {
  cs::SearchLimits l = o.nodes > 0 ? cs::requestLimits(level, 0, static_cast<uint64_t>(o.nodes), seed)
                                    : cs::levelLimits(level, o.timeMs, seed);
  if (o.cpuClock) l.budget.clock = searchkit::threadCpuMs;
  return l;
}

// A player: level 1..6, or 0 for the greedy player.
bool parsePlayer(const char* text, int& out) {
  if (!std::strcmp(text, "greedy")) return out = 0, true;
  double v = 0;
  if (!parseNumber(text, cs::kMinLevel, cs::kMaxLevel, v)) return false;
  out = static_cast<int>(v);
  return true;
}

std::string playerName(int p) { return p ? "level " + std::to_string(p) : "greedy"; }

}  // namespace

int cotulenhBestmove(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: boardrules-cli cotulenh bestmove FEN [--level L] [--nodes N] [--time MS] [--seed S]\n");
    return 2;
  }
  Options o;
  if (!parseOptions(argc, argv, 4, o)) return 2;
  Result<Game> g = Game::fromFen(argv[3]);
  if (!g) {
    std::fprintf(stderr, "error: %s\n", g.message().c_str());
    return 2;
  }
  const cs::SearchResult r = cs::findBestTurn(g.value().position(), limitsFor(o.level, o, o.seed));
  if (!r.hasMove) {
    std::printf("none (score %d)\n", r.score);
    return 0;
  }
  std::printf("%s\nscore %d depth %d nodes %llu time %.0f ms%s\n", r.text.c_str(), r.score, r.depth,
              static_cast<unsigned long long>(r.nodes), r.ms, r.randomPick ? " (random pick)" : "");
  return 0;
}

int cotulenhMatch(int argc, char** argv) {
  int players[2];
  if (argc < 5 || !parsePlayer(argv[3], players[0]) || !parsePlayer(argv[4], players[1])) {
    std::fprintf(stderr,
                 "usage: boardrules-cli cotulenh match A B [--games N] [--first F] [--time MS] [--nodes N] "
                 "[--seed S] [--max-turns T] [--opening K] [--clock cpu|wall] [--final fen|none]   (A, B: 1..6 or greedy)\n");
    return 2;
  }
  Options o;
  if (!parseOptions(argc, argv, 5, o)) return 2;
  int wins[2] = {0, 0}, draws = 0;
  cs::Searcher searcher;
  testkit::CotulenhMatchGame match;
  match.players = {players[0], players[1]};
  match.seed = o.seed;
  match.openingTurns = o.opening;
  match.maxTurns = o.maxTurns;
  match.limits = [&o](int level, uint64_t seed) { return limitsFor(level, o, seed); };
  for (int game = o.first - 1; game < o.first - 1 + o.games; ++game) {
    match.index = game;
    const testkit::CotulenhGameOutcome r = testkit::playCotulenhMatchGame(match, searcher);
    if (!r.error.empty()) {
      std::fprintf(stderr, "error: game %d: %s\n", game + 1, r.error.c_str());
      return 1;
    }
    if (r.winner >= 0) ++wins[r.winner];
    else ++draws;
    const int redPlayer = game % 2;
    const int half = std::max(1, r.turns / 2);
    std::printf("game %d: %s red, %s blue: %s after %d turns (%s)  [ms/turn %s %.0f, %s %.0f]\n", game + 1,
                playerName(players[redPlayer]).c_str(), playerName(players[1 - redPlayer]).c_str(),
                r.winner < 0 ? "draw" : (playerName(players[r.winner]) + " wins").c_str(), r.turns, r.ending.c_str(),
                playerName(players[0]).c_str(), r.ms[0] / half, playerName(players[1]).c_str(), r.ms[1] / half);
    if (o.showFinal) std::printf("  final %s\n", r.finalFen.c_str());
    std::fflush(stdout);
  }
  std::printf("%s: %d wins, %s: %d wins, %d draws, of %d games (%.1f%% for %s)\n", playerName(players[0]).c_str(), wins[0],
              playerName(players[1]).c_str(), wins[1], draws, o.games, 100.0 * wins[0] / o.games, playerName(players[0]).c_str());
  return 0;
}

}  // namespace boardrules::cli
