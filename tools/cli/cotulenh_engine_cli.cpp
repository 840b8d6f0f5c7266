// boardrules-cli cotulenh bestmove FEN [--level L] [--nodes N] [--time MS] [--seed S]
// boardrules-cli cotulenh match A B [--games N] [--time MS] [--nodes N] [--seed S]
//                                    [--max-turns T] [--opening K] [--clock cpu|wall]
// A and B are a level 1..6 or `greedy`. Games alternate colours in pairs that share a seeded
// random opening of K turns (default 4); a game still running after T turns (default 300) is
// scored a draw.
#include "cli/cotulenh_engine_cli.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cotulenh/game.h"
#include "cotulenh/search/greedy.h"
#include "cotulenh/search/levels.h"
#include "cotulenh/search/search.h"
#include "searchkit/clock.h"
#include "searchkit/splitmix.h"

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
  int maxTurns = 300;
  int opening = 4;
  bool cpuClock = false;
};

bool parseNumber(const char* text, double lo, double hi, double& out) {
  char* end = nullptr;
  const double v = std::strtod(text, &end);
  if (!end || *end || !(v >= lo && v <= hi)) return false;
  out = v;
  return true;
}

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
    else if (name == "--max-turns") ok = parseNumber(argv[i + 1], 1, 100000, v), o.maxTurns = static_cast<int>(v);
    else if (name == "--opening") ok = parseNumber(argv[i + 1], 0, 100, v), o.opening = static_cast<int>(v);
    else if (name == "--clock") {
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
                 "usage: boardrules-cli cotulenh match A B [--games N] [--time MS] [--nodes N] [--seed S] "
                 "[--max-turns T] [--opening K] [--clock cpu|wall]   (A, B: 1..6 or greedy)\n");
    return 2;
  }
  Options o;
  if (!parseOptions(argc, argv, 5, o)) return 2;
  int wins[2] = {0, 0}, draws = 0;
  cs::Searcher searcher;
  for (int game = 0; game < o.games; ++game) {
    const int pair = game / 2;
    const int redPlayer = game % 2;  // index into players: A is red in even games
    Game g = Game::fromFen(cotulenh::kStartFen).value();
    uint64_t rng = searchkit::splitmix64(o.seed * 1000003 + static_cast<uint64_t>(pair));
    for (int t = 0; t < o.opening && !g.status().gameOver; ++t) {  // the pair's shared opening
      cs::TurnList list;
      cs::generateTurns(g.position(), cs::TurnOptions{}, list);
      if (list.turns.empty()) break;
      (void)cs::playTurn(g, list.turns[searchkit::nextRandom(rng) % list.turns.size()]);
    }
    uint64_t greedyRng = searchkit::splitmix64(rng ^ static_cast<uint64_t>(game));
    int turns = 0;
    bool stuck = false;  // a player found no whole turn although the game goes on (see below)
    double ms[2] = {0, 0};
    while (!g.status().gameOver && turns < o.maxTurns) {
      const int mover = g.turn() == cotulenh::kRed ? redPlayer : 1 - redPlayer;
      cs::Turn turn;
      const double t0 = searchkit::nowMs();
      if (players[mover] == 0) {
        if (!cs::greedyTurn(g.position(), greedyRng, turn)) { stuck = true; break; }
      } else {
        const cs::SearchResult r = searcher.search(g.position(), limitsFor(players[mover], o, o.seed + static_cast<uint64_t>(game * 7919 + turns)));
        // The game offers moves but no deploy turn the search lists ends legally (it looks at a
        // few per stack): scored a draw and named so.
        if (!r.hasMove) { stuck = true; break; }
        turn = r.best;
      }
      ms[mover] += searchkit::nowMs() - t0;
      if (Status s = cs::playTurn(g, turn); !s) {
        std::fprintf(stderr, "error: game %d: %s\n", game + 1, s.message().c_str());
        return 1;
      }
      ++turns;
    }
    const cotulenh::GameStatus st = g.status();
    int winner = -1;  // index into players
    if (st.checkmate || (st.commanderCaptured && g.position().commanderSquare(g.turn()) < 0)) {
      const int loser = g.turn() == cotulenh::kRed ? redPlayer : 1 - redPlayer;
      winner = 1 - loser;
    }
    if (winner >= 0) ++wins[winner];
    else ++draws;
    std::printf("game %d: %s red, %s blue: %s after %d turns (%s)  [ms/turn %s %.0f, %s %.0f]\n", game + 1,
                playerName(players[redPlayer]).c_str(), playerName(players[1 - redPlayer]).c_str(),
                winner < 0 ? "draw" : (playerName(players[winner]) + " wins").c_str(), turns,
                st.checkmate ? "checkmate" : st.stalemate ? "stalemate" : st.fiftyMove ? "fifty moves" : st.gameOver ? "commander captured" : stuck ? "no whole turn found" : "turn limit",
                playerName(players[0]).c_str(), ms[0] / std::max(1, turns / 2), playerName(players[1]).c_str(), ms[1] / std::max(1, turns / 2));
    std::fflush(stdout);
  }
  std::printf("%s: %d wins, %s: %d wins, %d draws, of %d games (%.1f%% for %s)\n", playerName(players[0]).c_str(), wins[0],
              playerName(players[1]).c_str(), wins[1], draws, o.games, 100.0 * wins[0] / o.games, playerName(players[0]).c_str());
  return 0;
}

}  // namespace boardrules::cli
