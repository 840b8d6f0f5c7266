// A board given by an API user as JSON in createBoard()'s object shape ({hexes: [{q, r, resource,
// numberToken}], harbors: [{type, edge: "e<n>"}], robberHex: {q, r}}), turned into a checked game
// state: the state is written in the position format and loaded back, so a board passes exactly
// the checks a loaded position does.
#pragma once

#include <cstdint>
#include <string_view>

#include "catan/game_state.h"
#include "util/result.h"

namespace boardrules::catan {

Result<GameState> stateFromBoardSpec(std::string_view json, int players, std::uint32_t seed);

}  // namespace boardrules::catan
