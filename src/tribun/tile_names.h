// Tile names players read on the board (decided for the project, docs/NOTATION.md): Gliński-style
// files a..l without j, one per screen column (x - y + 5, a = leftmost as drawn, black at the
// bottom), and ranks 1..11 counted upwards inside the column from black's side:
// rank = 1 + (x + y + 10 - |x - y|) / 2. The centre (0,0) is f6.
#pragma once

#include <string>
#include <string_view>

#include "util/result.h"

namespace boardrules::tribun {

inline constexpr char kFileLetters[] = "abcdefghikl";

// "f6" for an on-board cid; "" for anything else.
std::string tileName(int cid);
// Case-insensitive, surrounding spaces ignored; the error names what is wrong ("there is no
// file j", "column a has ranks 1..6").
Result<int> parseTile(std::string_view name);

// The parsing step shared with the notation: reads one tile name at `text[pos]` (lower-case
// input, no spaces) and advances pos. Ranks are read greedily (f11 before f1). Returns the cid,
// or kNoCid when no tile name starts at pos; `error` explains a name that is not a tile.
int readTile(std::string_view text, size_t& pos, std::string* error = nullptr);

}  // namespace boardrules::tribun
