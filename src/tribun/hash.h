// 64-bit Zobrist hash over the board bytes, side to move and pending draw offer.
#pragma once

#include <cstdint>

#include "tribun/state.h"

namespace boardrules::tribun {

uint64_t zobristHash(const Board& board, int turn, std::optional<int> drawOfferBy);
inline uint64_t zobristHash(const State& s) { return zobristHash(s.board, s.turn, s.drawOfferBy); }

}  // namespace boardrules::tribun
