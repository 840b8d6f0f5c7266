// The public position format: a game state as JSON in the conformance records' notation
// (tests/data/catan/README.md). Loading checks every field, count and name, and the derived
// fields (points, road lengths, the dev deck) against the position; an error names the field.
#pragma once

#include <string>
#include <string_view>

#include "catan/game_state.h"
#include "util/json_value.h"
#include "util/result.h"

namespace boardrules::catan {

// A record line's `id`, `v`, `legal` and `after` members are ignored; any other unknown member
// is an error. Chance draws of the loaded game come from `seed`.
Result<GameState> loadStateJson(std::string_view json, std::uint32_t seed = 0);
Result<GameState> loadState(const util::JsonValue& root, std::uint32_t seed = 0);

// withBoard = false writes only `robber` under `board` (the records' `after` states).
std::string stateToJson(const GameState& s, bool withBoard = true);

}  // namespace boardrules::catan
