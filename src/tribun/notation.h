// The move notation (docs/NOTATION.md): a short text for every action word, readable by a
// player (tile names as drawn on the board) and unambiguous within its position.
//
//   e5-f6   move            e5xf6   kill            e5xf6#  attack the tribun
//   e5>f6   enslave         free f6 liberate        f6-2    damage 2
//   e6=e5+f7:1  combine (":n" only when a donor keeps part of its height)
//   e6=*1 / e6=^2 / e6=v1   symmetric combine (six donors / triangle up / triangle down)
//   e5<f6:1+d5:2  split     stab e5-f6  backstab
//   /p or /s after a move or kill by a unit carrying a slave: primary alone / whole stack
//   B offers draw, W retracts draw, W accepts draw, B resigns,
//   B cannot act, W out of time, game time tie   (the last three are server ends)
//   0x0000243c   any word, raw (accepted by the parser, written for words that name no tile)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"
#include "tribun/state.h"

namespace boardrules::tribun {

// The text of `word` in the position (board, turn). Total: any uint32 gets a text (a malformed
// word or one naming off-board tiles is written raw as 0x........).
std::string formatAction(const Board& board, int turn, Word word);

struct ParsedAction {
  std::optional<Word> word;
  // When word is empty: "BAD_NOTATION" (the text is not notation), "ILLEGAL_ACTION" (no legal
  // action matches) or "AMBIGUOUS_ACTION" (several match), and a message naming the problem.
  std::string code;
  std::string message;
};

// Parses `text` (case and spaces ignored) against the position's legal list (sorted ascending,
// as generateLegalActions returns it). Redundant parts may be left out: the part marker when
// only one part is legal, "#" on a tribun attack, ":n" on a donor that gives its whole height.
// Server ends (cannot act, out of time, game time tie) are never listed: they parse to their
// word without a legality check.
ParsedAction parseAction(const Board& board, int turn, const std::vector<Word>& legal, std::string_view text);
// The same in `state`, legality asked of the rules (isLegal) for the few candidate words instead
// of a full listing: the same answers, for readers of many moves (game files).
ParsedAction parseActionIn(const State& state, std::string_view text);

}  // namespace boardrules::tribun
