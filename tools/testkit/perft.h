// perft: counts board-action sequences of each length (docs/rules/tribun.md section 7). A finished
// game (after ATTACK_TRIBUN) has no children.
#pragma once

#include <cstdint>
#include <vector>

#include "tribun/board.h"

namespace boardrules::testkit {

// counts[d - 1] = perft(d) for d = 1..depth.
std::vector<uint64_t> perft(const tribun::Board& board, int turn, int depth);

}  // namespace boardrules::testkit
