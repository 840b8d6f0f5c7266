// Plays N games between the given players with seats rotated (player i sits at seat (i + game) mod
// n), and prints each player's win rate with a 95% interval (Wilson) and its decision times. A
// player is a bot level 1..6 or `first` (the reference player: the first building it can afford).
#include "cli/arguments.h"
#include "cli/catan_match.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "catan/board.h"
#include "catan/bot/bot.h"
#include "catan/bot/levels.h"
#include "catan/bot/policies.h"
#include "catan/rules.h"
#include "catan/simulate.h"

namespace boardrules::cli {

namespace {

using namespace boardrules::catan;

constexpr int kActionCap = 20000;

int usage() {
  std::fprintf(stderr,
               "usage: boardrules-cli catan match PLAYER PLAYER [PLAYER [PLAYER]] [--games N] [--seed S] "
               "[--budget B]\n"
               "  PLAYER: 1..6 (bot level) or first (first affordable build, else end the turn)\n"
               "  --budget: setup placements each bot plays out (-1: its level's)\n");
  return 2;
}

struct Player {
  std::string name;
  int level = 0;  // 0: the reference player
  int wins = 0;
  std::vector<double> decisionMs;
};

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

}  // namespace

int runCatanMatch(int argc, char** argv) {
  std::vector<Player> players;
  long games = 100, seed = 1, budget = -1;
  for (int i = 3; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--games" && i + 1 < argc) {
      if (!parseInt(argv[++i], 1, 100000, games)) return usage();
    } else if (arg == "--seed" && i + 1 < argc) {
      if (!parseInt(argv[++i], 0, 4294967295L, seed)) return usage();
    } else if (arg == "--budget" && i + 1 < argc) {
      if (!parseInt(argv[++i], -1, bot::kMaxSearchBudget, budget)) return usage();
    } else if (arg == "first") {
      players.push_back({arg, 0, 0, {}});
    } else {
      long level = 0;
      if (!parseInt(argv[i], 1, 6, level)) return usage();
      players.push_back({"level " + arg, static_cast<int>(level), 0, {}});
    }
  }
  const int n = static_cast<int>(players.size());
  if (n < 2 || n > kMaxPlayers) return usage();
  int unfinished = 0;
  long totalActions = 0;
  ActionList legal;
  for (long g = 0; g < games; ++g) {
    const std::uint32_t gs = gameSeed(static_cast<std::uint32_t>(seed), static_cast<int>(g));
    GameState s = newGameState(createBoard(gs), n, gs);
    auto playerAt = [&](int seat) -> Player& { return players[static_cast<std::size_t>((seat - g % n + n) % n)]; };
    int offers = 0, actions = 0;
    while (s.prompt != Prompt::GameOver && actions < kActionCap) {
      listLegalActions(s, legal);
      Player& p = playerAt(s.current);
      ActionCode a = 0;
      if (p.level == 0) {
        a = bot::firstAffordableAction(s, legal);
      } else {
        const auto t0 = std::chrono::steady_clock::now();
        bot::BotOptions o{p.level, static_cast<std::uint32_t>(seed + g), static_cast<int>(budget)};
        auto r = bot::bestAction(bot::SeatView::of(s, s.current, offers), o);
        p.decisionMs.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        if (!r) {
          std::fprintf(stderr, "game %ld: %s\n", g, r.message().c_str());
          return 1;
        }
        a = r.value();
      }
      if (Status ok = checkAction(s, a); !ok) {
        std::fprintf(stderr, "game %ld: %s chose an illegal action: %s\n", g, p.name.c_str(), ok.message().c_str());
        return 1;
      }
      if (actionKind(a) == ActionKind::Offer) ++offers;
      if (actionKind(a) == ActionKind::EndTurn) offers = 0;
      applyChecked(s, a);
      ++actions;
    }
    totalActions += actions;
    if (s.prompt == Prompt::GameOver) ++playerAt(s.winner).wins;
    else ++unfinished;
  }
  std::printf("%ld games, %d players, seed %ld, seats rotated; %d unfinished (cap %d actions); %.0f actions/game\n",
              games, n, seed, unfinished, kActionCap, static_cast<double>(totalActions) / static_cast<double>(games));
  for (Player& p : players) {
    // Wilson score interval (95%): honest at 0% and 100% too, where the normal one collapses.
    const double nG = static_cast<double>(games), rate = p.wins / nG, z = 1.96;
    const double centre = (rate + z * z / (2 * nG)) / (1 + z * z / nG);
    const double half = z * std::sqrt(rate * (1 - rate) / nG + z * z / (4 * nG * nG)) / (1 + z * z / nG);
    std::printf("%-8s wins %4d/%ld = %5.1f%%, 95%% interval [%.1f%%, %.1f%%]", p.name.c_str(), p.wins, games,
                100 * rate, std::max(0.0, 100 * (centre - half)), std::min(100.0, 100 * (centre + half)));
    if (!p.decisionMs.empty())
      std::printf("   decisions %zu, median %.3f ms, p99 %.2f ms, max %.2f ms", p.decisionMs.size(),
                  percentile(p.decisionMs, 0.5), percentile(p.decisionMs, 0.99), percentile(p.decisionMs, 1.0));
    std::printf("\n");
  }
  return 0;
}

}  // namespace boardrules::cli
