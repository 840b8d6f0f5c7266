#include "cotulenh/position.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <vector>

#include "cotulenh/terrain.h"

namespace boardrules::cotulenh {

void Journal::begin(Position& pos) {
  count = 0;
  defendersSaved = false;
  commander = pos.commander;
  occupied = pos.occupied;
  defenderSquares = pos.defenderSquares;
  pos.journal = this;
}

void Journal::restore(Position& pos) {
  for (int i = count - 1; i >= 0; --i) pos.board[squares[i]] = stacks[i];
  if (defendersSaved) {
    std::copy_n(defenders.begin(), defenderCount, pos.defenders.begin());
    pos.defenderCount = defenderCount;
  }
  pos.commander = commander;
  pos.occupied = occupied;
  pos.defenderSquares = defenderSquares;
  pos.journal = nullptr;
}

void Position::setSquare(int square, const Stack& stack) {
  remember(square);
  const Stack& old = board[square];
  if (old.count) {
    --occupied[old.color];
    if (old.contains(kCommander) && commander[old.color] == square) commander[old.color] = -1;
  }
  if (stack.count) {
    ++occupied[stack.color];
    if (stack.contains(kCommander)) commander[stack.color] = static_cast<int16_t>(square);
  }
  uint64_t& word = defenderSquares[square >> 6];
  const uint64_t bit = uint64_t{1} << (square & 63);
  if (stack.count && airDefenceLevel(stack.carrier().type, false)) word |= bit;
  else word &= ~bit;
  board[square] = stack;
}

void Position::recomputeDefenders() {
  if (journal && !journal->defendersSaved) {
    journal->defendersSaved = true;
    std::copy_n(defenders.begin(), defenderCount, journal->defenders.begin());
    journal->defenderCount = defenderCount;
  }
  // Increasing square order is the board's reading order (rank by rank, file by file).
  defenderCount = 0;
  for (int w = 0; w < static_cast<int>(defenderSquares.size()); ++w)
    for (uint64_t bits = defenderSquares[w]; bits; bits &= bits - 1) {
      const int sq = 64 * w + std::countr_zero(bits);
      const Stack& s = board[sq];
      const int level = airDefenceLevel(s.carrier().type, s.carrier().heroic);
      defenders[defenderCount++] = {static_cast<uint8_t>(sq), s.color, static_cast<uint8_t>(level)};
    }
}

std::string squareName(int square) {
  const int rank = getRankNumber(square);
  char text[3] = {static_cast<char>('a' + getFile(square)), '1', '0'};
  if (rank < 10) {
    text[1] = static_cast<char>('0' + rank);
    return std::string(text, 2);
  }
  text[2] = static_cast<char>('0' + rank - 10);
  return std::string(text, 3);
}

namespace {

Error fenError(const std::string& what) { return Error{"fen: " + what}; }

std::vector<std::string_view> splitSpaces(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool parseCounter(std::string_view text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

// Reads one unit ("+t", "N") at text[i]; advances i.
bool readUnit(std::string_view text, size_t& i, Unit& unit, Color& color) {
  bool heroic = false;
  if (i < text.size() && text[i] == '+') {
    heroic = true;
    ++i;
  }
  if (i >= text.size()) return false;
  const int type = pieceTypeFromLetter(text[i]);
  if (type < 0) return false;
  color = std::isupper(static_cast<unsigned char>(text[i])) ? kRed : kBlue;
  unit = {static_cast<uint8_t>(type), heroic};
  ++i;
  return true;
}

}  // namespace

Result<Position> parseFen(std::string_view fen) {
  Position pos;
  Status read = parseFen(fen, pos);
  if (!read) return Error{read.message()};
  return pos;
}

Status parseFen(std::string_view fen, Position& pos) {
  if (fen.size() > 512) return fenError("longer than 512 characters");
  const std::vector<std::string_view> fields = splitSpaces(fen);
  if (fields.size() < 6) return fenError("needs 6 fields: placement side - - halfmove fullmove");
  const std::string_view placement = fields[0];
  int rank = 0, file = 0;
  int commanders[2] = {0, 0};
  size_t i = 0;
  while (i < placement.size()) {
    const char c = placement[i];
    if (c == '/') {
      if (file != kFiles) return fenError("rank " + std::to_string(12 - rank) + " does not have 11 files");
      if (++rank >= kRanks) return fenError("more than 12 ranks");
      file = 0;
      ++i;
      continue;
    }
    if (c >= '0' && c <= '9') {
      int n = c - '0';
      ++i;
      if (i < placement.size() && placement[i] >= '0' && placement[i] <= '9') n = n * 10 + (placement[i++] - '0');
      if (n < 1 || file + n > kFiles) return fenError("empty run overflows rank " + std::to_string(12 - rank));
      file += n;
      continue;
    }
    if (file >= kFiles) return fenError("rank " + std::to_string(12 - rank) + " has more than 11 files");
    Unit units[3];
    int n = 0;
    Color color = kRed;
    if (c == '(') {
      ++i;
      while (i < placement.size() && placement[i] != ')') {
        Color memberColor = kRed;
        if (n == 3) return fenError("a stack has more than 3 units");
        if (!readUnit(placement, i, units[n], memberColor)) return fenError("bad unit in a stack");
        if (n && memberColor != color) return fenError("a stack mixes colours");
        color = memberColor;
        ++n;
      }
      if (i >= placement.size()) return fenError("unclosed '('");
      ++i;
      if (n == 0) return fenError("empty stack '()'");
    } else {
      if (!readUnit(placement, i, units[0], color)) return fenError(std::string("unexpected character '") + c + "'");
      n = 1;
    }
    Stack stack;
    if (!makeStack(color, units, n, stack)) return fenError("units that cannot stack at " + squareName(makeSquare(file, rank)));
    const int sq = makeSquare(file, rank);
    if (!canStand(stack.carrier().type, sq))
      return fenError(std::string(1, kPieceLetters[stack.carrier().type]) + " cannot stand on " + squareName(sq));
    if (stack.contains(kCommander) && ++commanders[color] > 1) return fenError("more than one commander of a colour");
    pos.setSquare(sq, stack);
    ++file;
  }
  if (rank != kRanks - 1 || file != kFiles) return fenError("placement must describe 12 ranks of 11 files");
  if (fields[1] == "r") pos.turn = kRed;
  else if (fields[1] == "b") pos.turn = kBlue;
  else return fenError("side to move must be 'r' or 'b'");
  if (fields[2] != "-" || fields[3] != "-") return fenError("castling and en-passant fields must be '-'");
  if (!parseCounter(fields[4], pos.halfMoves)) return fenError("half-move clock must be a number");
  if (!parseCounter(fields[5], pos.fullMoves) || pos.fullMoves < 1) return fenError("full-move number must be a positive number");
  pos.recomputeDefenders();
  return Status::ok();
}

std::string toFen(const Position& pos) {
  std::string out;
  for (int rank = 0; rank < kRanks; ++rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const Stack& s = pos.board[makeSquare(file, rank)];
      if (!s.count) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += stackFen(s);
    }
    if (empty) out += std::to_string(empty);
    if (rank + 1 < kRanks) out += '/';
  }
  out += pos.turn == kRed ? " r - - " : " b - - ";
  out += std::to_string(pos.halfMoves) + " " + std::to_string(pos.fullMoves);
  return out;
}

}  // namespace boardrules::cotulenh
