// Native Catan speed: (1) legal-action listing over every decision point of whole random games
// (states collected once, then listed in rounds: median time per listing), and (2) whole games of
// uniformly random legal actions (catan::simulate: games/s and actions/s), for 2, 3 and 4 players.
//   boardrules-catan-bench [GAMES=2000] [SEED=1]
// The package's figures (simulate and the string API from JS): bench/catan/catan-bench.mjs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "catan/board.h"
#include "catan/rules.h"
#include "catan/simulate.h"

using namespace boardrules::catan;

namespace {

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

std::vector<GameState> decisionPoints(int games, int players, std::uint32_t seed) {
  std::vector<GameState> out;
  for (int i = 0; i < games; ++i) {
    GameState s = newGameState(createBoard(gameSeed(seed, i)), players, gameSeed(seed, i));
    ActionList legal;
    for (int n = 0; n < kSimulationActionCap; ++n) {
      listLegalActions(s, legal);
      if (!legal.size) break;
      out.push_back(s);
      playRandomGame(s, 1);
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
  const auto seed = static_cast<std::uint32_t>(argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 1);
  std::printf("catan bench: %d games per player count, seed %u\n", games, seed);
  for (int players = 2; players <= 4; ++players) {
    const std::vector<GameState> states = decisionPoints(std::max(1, games / 20), players, seed);
    std::vector<double> rounds;
    std::size_t listed = 0;
    for (int round = 0; round < 7; ++round) {
      ActionList legal;
      listed = 0;
      const auto start = std::chrono::steady_clock::now();
      for (const GameState& s : states) {
        listLegalActions(s, legal);
        listed += static_cast<std::size_t>(legal.size);
      }
      rounds.push_back(seconds(start) / static_cast<double>(states.size()));
    }
    std::sort(rounds.begin(), rounds.end());
    const auto start = std::chrono::steady_clock::now();
    const SimulationResult r = simulate(games, players, seed);
    const double t = seconds(start);
    std::printf("%d players: listing %.0f ns per state (%.1f actions, %zu states); whole games %.0f games/s, "
                "%.0f actions/s (%.0f actions per game, %d unfinished)\n",
                players, rounds[rounds.size() / 2] * 1e9, static_cast<double>(listed) / static_cast<double>(states.size()),
                states.size(), r.games / t, static_cast<double>(r.actions) / t,
                static_cast<double>(r.actions) / r.games, r.unfinished);
  }
  return 0;
}
