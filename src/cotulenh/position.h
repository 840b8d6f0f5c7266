// A CoTuLenh position: the 16x16 mailbox of stacks (board.h squares), side to move, the two move
// counters, and a cache of the air-defence units (docs/rules/cotulenh.md section 5: rebuilt on load,
// when a move places or removes an air-defence unit, and when one on top of its square is promoted,
// so it always matches the board). FEN in and out (section 12).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "cotulenh/board.h"
#include "cotulenh/pieces.h"
#include "cotulenh/terrain.h"
#include "util/result.h"

namespace boardrules::cotulenh {

inline constexpr const char* kStartFen =
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";

struct Defender {
  uint8_t square;
  uint8_t color;
  uint8_t level;
};

struct Position;

// A set of mailbox squares, one bit each (square = 64 * word + bit).
using SquareSet = std::array<uint64_t, kMailboxSize / 64>;

// Undo record of a trial move (the legality filter plays each candidate on one scratch position
// and takes it back instead of copying the 2.5 KB position per candidate): the old content of
// every square written, the defender cache if it was rebuilt, and the summary.
struct Journal {
  int count = 0;
  std::array<uint8_t, 64> squares{};
  std::array<Stack, 64> stacks{};
  bool defendersSaved = false;
  int defenderCount = 0;
  std::array<Defender, kValidSquareCount> defenders{};
  std::array<int16_t, 2> commander{};
  std::array<int16_t, 2> occupied{};
  SquareSet defenderSquares{};

  // Starts recording `pos` (sets pos.journal); restore() puts everything back and stops.
  void begin(Position& pos);
  void restore(Position& pos);
};

struct Position {
  std::array<Stack, kMailboxSize> board{};
  Color turn = kRed;
  int halfMoves = 0;
  int fullMoves = 1;
  // Cached air-defence units (top unit of a square only); room for one per square.
  std::array<Defender, kValidSquareCount> defenders{};
  int defenderCount = 0;
  // Summary kept in step with the board by setSquare: where each commander is (-1: none) and how
  // many squares each colour occupies (Last Guard looks only when a colour is down to two).
  std::array<int16_t, 2> commander{{-1, -1}};
  std::array<int16_t, 2> occupied{{0, 0}};
  // Squares whose top unit is an air-defence type (missile, anti-air, navy), either colour: the
  // defender cache is rebuilt from these alone instead of scanning the board.
  SquareSet defenderSquares{};

  const Stack& at(int square) const { return board[square]; }
  // Square of the stack holding `color`'s commander, -1 when it has none.
  int commanderSquare(Color color) const { return commander[color]; }
  // Every board write goes through here so the summary stays exact.
  void setSquare(int square, const Stack& stack);
  // Promotion (section 9). A promoted top air-defence unit defends one level higher at once
  // (section 5), so the defender cache is rebuilt then: the live game must read as a fresh load.
  void setHeroic(int square, int member) {
    if (board[square].units[member].heroic) return;
    remember(square);
    board[square].units[member].heroic = true;
    if (member == 0 && ((defenderSquares[square >> 6] >> (square & 63)) & 1)) recomputeDefenders();
  }
  // Set only while a trial move is recorded (Journal::begin .. restore).
  Journal* journal = nullptr;
  void remember(int square) {
    if (journal && journal->count < 64) {
      journal->squares[journal->count] = static_cast<uint8_t>(square);
      journal->stacks[journal->count++] = board[square];
    }
  }
  // Rebuilds the defender cache from the board.
  void recomputeDefenders();
};

// Standable terrain for a unit type: the navy on water and mixed squares, everyone else
// (air force included) on mixed and land squares.
// `square` is on the board.
inline bool canStand(int type, int square) {
  return kStandTable.bySquare[square] & (type == kNavy ? kNavyMayStand : kLandMayStand);
}

// Parses a FEN (extra tokens after the sixth field are ignored, as the reference does). Errors
// name the field and what is wrong.
Result<Position> parseFen(std::string_view fen);
// The same into `pos`, which must be a default Position (it is left partly written on an error):
// without the copies of a returned position, for loading a game in place.
Status parseFen(std::string_view fen, Position& pos);
std::string toFen(const Position& position);

// "e5" for a board square (no error path: the square must be valid).
std::string squareName(int square);

}  // namespace boardrules::cotulenh
