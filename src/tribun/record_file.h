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

// Caps shared by the writer and the reader (docs/SECURITY.md, "Records"), so every record the
// writer produces within them reads back, and a hostile text is refused after bounded work.
inline constexpr size_t kMaxRecordBytes = 4u << 20;   // the whole text, in UTF-8 bytes
inline constexpr int kMaxRecordMoves = 10'000;       // moves in the file, every variation counted
inline constexpr int kMaxRecordComments = kMaxRecordMoves + 1;
inline constexpr int kMaxRecordHeaders = 256;
inline constexpr size_t kMaxHeaderKey = 64;            // characters of a header's key
inline constexpr size_t kMaxHeaderValue = 64u << 10;  // an Actions header of 10,000 plies fits
inline constexpr size_t kMaxRecordMessage = 240;      // errors never echo more of the input

struct RecordLimits {
  size_t maxBytes = kMaxRecordBytes;
  int maxMoves = kMaxRecordMoves;
  // Server-only END words (timeout, game-time tie, no legal action: docs/rules/tribun.md section 5) in the
  // moves or an Actions header. The JS facade refuses them unless asked, as replay does: a
  // client must not bring "opponent lost on time" in a file.
  bool allowServerEnds = true;
};

// Writes the game's tree from its start (iteratively: variations may nest as deep as the tree). `headers` come first in their order; the start
// position (Start, Board, Turn, DrawOffer) is added unless `headers` has a Start header, and
// Result and Termination (from the end of the main line) replace any given ones.
std::string writeRecord(const Game& game, const std::vector<RecordHeader>& headers = {});
// The same within `limits`: an error (and no text) when the tree holds more than maxMoves moves,
// more than kMaxRecordHeaders headers are given, or the text would exceed maxBytes.
Result<std::string> writeRecordWithin(const Game& game, const std::vector<RecordHeader>& headers,
                                      const RecordLimits& limits);

// Parses a record. Errors read "line L, column C: what is wrong" (a move that does not parse or
// is illegal there, an unknown start, a header without quotes, an unclosed comment, ...).
// An [Actions "base64 log"] header is accepted in place of movetext (the packed log of
// docs/rules/tribun.md section 6), so an imported base64 log becomes a record.
// Within `limits` (and at most kMaxRecordHeaders headers, kMaxRecordComments comments, no empty
// variation); refusals are decided before the work they would cost (the text's size first) and
// their messages are at most kMaxRecordMessage bytes.
Result<GameRecord> parseRecord(std::string_view text, const RecordLimits& limits = {});

// "1-0" (black, the first player, won), "0-1" (white won), "1/2-1/2" (tie), "*" (not over).
std::string resultToken(const State& state);

}  // namespace boardrules::tribun
