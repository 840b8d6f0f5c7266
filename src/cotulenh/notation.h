// LAN and SAN of listed moves (docs/rules/cotulenh.md section 13) and of deploy steps and turns (section 8).
#pragma once

#include <string>
#include <vector>

#include "cotulenh/move.h"

namespace boardrules::cotulenh {

// Longest LAN: "(+N+F+T)" + "k12" + two separators + "k12" = 16 characters.
inline constexpr int kMaxLanLength = 16;

// Piece code + origin + separators + destination: "Fe2e6", "(FTI)f4c1", "Tf4>f6".
std::string moveLan(const Move& move);
// The same text written into `out` (room for kMaxLanLength characters, no terminator); returns
// its length. The listing sorts by it without building strings.
int writeLan(const Move& move, char* out);
// Piece code + separators + destination, no disambiguator: a step inside a deploy turn ("T>f6").
std::string stepSan(const Move& move);
// SAN of every move of a listed set, disambiguated against the moves with the same carrier type,
// another origin and the same destination.
std::vector<std::string> moveSans(const std::vector<Move>& moves);
// The SAN of one of them (moveSans(moves)[index], without writing the others: a move played by
// its text needs only its own).
std::string moveSan(const std::vector<Move>& moves, size_t index);

}  // namespace boardrules::cotulenh
