// Game files (docs/RECORDS.md): a PGN-like text for Tribun games. Headers in [Key "value"]
// lines (event, date, players, start position, time control, result, termination), then the
// moves in the notation (docs/NOTATION.md) with move numbers, {comments} and (variations).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tribun/game.h"
#include "tribun/time_control.h"

namespace boardrules::tribun {

struct RecordHeader {
  std::string key;
  std::string value;
  friend bool operator==(const RecordHeader&, const RecordHeader&) = default;
};

struct GameRecord {
  std::vector<RecordHeader> headers;  // in file order
  Game game;                          // the whole move tree, positioned at the main line's end
  std::optional<ClockConfig> timeControl;  // the TimeControl header (time_control.h); none when absent or "-"
};

// Writes the game's tree from its start. `headers` come first in their order; the start
// position (Start, Board, Turn, DrawOffer) is added unless `headers` has a Start header, and
// Result and Termination (from the end of the main line) replace any given ones.
std::string writeRecord(const Game& game, const std::vector<RecordHeader>& headers = {});

// Parses a record. Errors read "line L, column C: what is wrong" (a move that does not parse or
// is illegal there, an unknown start, a header without quotes, an unclosed comment, ...).
// An [Actions "base64 log"] header is accepted in place of movetext (the packed log of
// docs/rules/tribun.md section 6), so an imported base64 log becomes a record.
Result<GameRecord> parseRecord(std::string_view text);

// "1-0" (black, the first player, won), "0-1" (white won), "1/2-1/2" (tie), "*" (not over).
std::string resultToken(const State& state);

}  // namespace boardrules::tribun
