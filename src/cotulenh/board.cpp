#include "cotulenh/board.h"

namespace boardrules::cotulenh {

Result<int> algebraicToSquare(std::string_view notation) {
  const std::string shown = "'" + std::string(notation.substr(0, 16)) + (notation.size() > 16 ? "...'" : "'");
  if (notation.size() < 2 || notation.size() > 3)
    return Error{"square " + shown + " must be a file a..k followed by a rank 1..12"};
  const char fileChar = notation[0];
  if (fileChar < 'a' || fileChar > 'k') return Error{"square " + shown + ": file must be a..k"};
  int displayRank = 0;
  for (char c : notation.substr(1)) {
    if (c < '0' || c > '9') return Error{"square " + shown + ": rank must be digits 1..12"};
    displayRank = displayRank * 10 + (c - '0');
  }
  if (notation[1] == '0' || displayRank < 1 || displayRank > kRanks)
    return Error{"square " + shown + ": rank must be 1..12"};
  return makeSquare(fileChar - 'a', internalRank(displayRank));
}

Result<std::string> squareToAlgebraic(int square) {
  if (!isValidSquare(square))
    return Error{"square " + std::to_string(square) + " is not on the board (file = square & 15 must be < 11, " +
                 "rank = square >> 4 must be < 12, square 0..255)"};
  return std::string(1, static_cast<char>('a' + getFile(square))) + std::to_string(getRankNumber(square));
}

}  // namespace boardrules::cotulenh
