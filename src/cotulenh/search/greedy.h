// The reference opponent of the CoTuLenh strength measurements: the turn that captures the most
// valuable enemy units (evaluation.h's values), else a random turn. One turn, no search.
#pragma once

#include <cstdint>

#include "cotulenh/search/turns.h"

namespace boardrules::cotulenh::search {

// False when the side to move has no legal turn. `rng` is a splitmix64 state the caller owns.
bool greedyTurn(const Position& pos, uint64_t& rng, Turn& out);

}  // namespace boardrules::cotulenh::search
