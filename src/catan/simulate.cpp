#include "catan/simulate.h"

#include "catan/board.h"
#include "catan/rng.h"
#include "catan/rules.h"

namespace boardrules::catan {

std::uint32_t gameSeed(std::uint32_t seed, int index) {
  Mulberry32 mix(seed ^ (static_cast<std::uint32_t>(index) * 0x9E3779B9u));
  return mix.nextUint32();
}

int playRandomGame(GameState& s, int cap) {
  ActionList legal;
  int actions = 0;
  while (actions < cap) {
    listLegalActions(s, legal);
    if (legal.size == 0) break;
    Mulberry32 rng(s.rng);
    const ActionCode pick = legal.items[rng.below(static_cast<std::uint32_t>(legal.size))];
    s.rng = rng.state();
    applyChecked(s, pick);
    ++actions;
  }
  return actions;
}

SimulationResult simulate(int games, int players, std::uint32_t seed) {
  SimulationResult result;
  for (int i = 0; i < games; ++i) {
    const std::uint32_t s = gameSeed(seed, i);
    GameState state = newGameState(createBoard(s), players, s);
    result.actions += static_cast<std::uint64_t>(playRandomGame(state));
    ++result.games;
    if (state.prompt == Prompt::GameOver) ++result.wins[state.winner];
    else ++result.unfinished;
  }
  return result;
}

}  // namespace boardrules::catan
