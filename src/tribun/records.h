// Game records (docs/rules/tribun.md section 6): snapshots, packed action logs and replay.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tribun/action.h"
#include "tribun/state.h"

namespace boardrules::tribun {

struct Snapshot {
  Board board{};
  int turn = kBlack;
  std::optional<int> drawOfferBy;
};
Snapshot snapshotOf(const State& state);

// Standard base64 (RFC 4648, with padding). Decoding errors name the character position.
std::string base64Encode(const uint8_t* data, size_t size);
Result<std::vector<uint8_t>> base64Decode(std::string_view text);

// Board as base64 of its 121 bytes; decoding validates the board.
std::string boardToBase64(const Board& board);
Result<Board> boardFromBase64(std::string_view text);

// Action log: concatenated little-endian u32 words, then base64.
std::string packActions(const std::vector<Word>& words);
Result<std::vector<Word>> unpackActions(std::string_view base64);
// The 1-based ply of the first server-only END word (isServerEndWord: no legal action, timeout,
// game-time tie) in a packed log; 0 when there is none or the log does not decode (replaying it
// reports that). Those words are verdicts a server gives, never a client's move.
size_t firstServerEndPly(std::string_view actionsB64);

struct ReplayOutcome {
  State state;                 // after the last word that applied
  std::optional<size_t> failedPly;  // 1-based ply of the first word that did not apply
  std::string error;           // "ply 7 (0x...): illegal action ..." when failedPly is set
};
// Replays words from a snapshot. END words with reasons 1-3 go through endByServer.
ReplayOutcome replay(const Snapshot& snapshot, const std::vector<Word>& words);

}  // namespace boardrules::tribun
