// Whole games of uniformly random legal actions inside the engine (no strings, no allocation per
// action): the package's catan.simulate and the CLI's `catan play`.
#pragma once

#include <array>
#include <cstdint>

#include "catan/game_state.h"

namespace boardrules::catan {

inline constexpr int kSimulationActionCap = 10000;  // a game cut here counts as unfinished

struct SimulationResult {
  int games = 0;
  std::uint64_t actions = 0;
  std::array<int, kMaxPlayers> wins{};
  int unfinished = 0;
};

// Game i plays on createBoard(gameSeed(seed, i)) with its generator seeded the same way.
SimulationResult simulate(int games, int players, std::uint32_t seed);
std::uint32_t gameSeed(std::uint32_t seed, int index);

// One random game from `s` to its end or the cap; returns the actions taken.
int playRandomGame(GameState& s, int cap = kSimulationActionCap);

}  // namespace boardrules::catan
