// A Tribun board: 121 unit bytes indexed by cid; off-board cids hold 0x00.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "tribun/coords.h"
#include "tribun/unit.h"
#include "util/result.h"

namespace boardrules::tribun {

using Board = std::array<uint8_t, kCidSpace>;

// Every rule of docs/rules/tribun.md section 2: length, reserved indices, p = 0 with bits set,
// tribun with a slave, SP, non-zero bytes off board, at most one tribun per colour. The error names
// the cid.
Status validateBoard(std::span<const uint8_t> bytes);
Result<Board> boardFromBytes(std::span<const uint8_t> bytes);

// 242 hex digits (either case) <-> board. Errors name the offending character position.
Result<Board> boardFromHex(std::string_view hex);
std::string boardToHex(const Board& board);

// docs/rules/tribun.md section 7.
const Board& defaultBoard();

}  // namespace boardrules::tribun
