// LAN and SAN of listed moves (RULES.md section 13) and of deploy steps and turns (section 8).
#pragma once

#include <string>
#include <vector>

#include "cotulenh/move.h"

namespace boardrules::cotulenh {

// Piece code + origin + separators + destination: "Fe2e6", "(FTI)f4c1", "Tf4>f6".
std::string moveLan(const Move& move);
// Piece code + separators + destination, no disambiguator: a step inside a deploy turn ("T>f6").
std::string stepSan(const Move& move);
// SAN of every move of a listed set, disambiguated against the moves with the same carrier type,
// another origin and the same destination.
std::vector<std::string> moveSans(const std::vector<Move>& moves);

}  // namespace boardrules::cotulenh
