#include "cotulenh/notation.h"

#include "cotulenh/position.h"

namespace boardrules::cotulenh {

std::string moveLan(const Move& m) {
  return stackCode(m.piece) + squareName(m.from) + separators(m.flags) + squareName(m.to);
}

std::string stepSan(const Move& m) { return stackCode(m.piece) + separators(m.flags) + squareName(m.to); }

std::vector<std::string> moveSans(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const Move& m : moves) {
    bool rival = false, sameRank = false, sameFile = false;
    for (const Move& r : moves) {
      if (r.to != m.to || r.from == m.from || r.piece.carrier().type != m.piece.carrier().type) continue;
      rival = true;
      if (getRank(r.from) == getRank(m.from)) sameRank = true;
      if (getFile(r.from) == getFile(m.from)) sameFile = true;
    }
    std::string dis;
    if (rival) {
      if (sameRank && sameFile) dis = squareName(m.from);
      // The reference takes one character of the square name for the rank: ranks 10-12 show "1".
      else if (sameFile) dis = squareName(m.from).substr(1, 1);
      else dis = std::string(1, static_cast<char>('a' + getFile(m.from)));
    }
    out.push_back(stackCode(m.piece) + dis + separators(m.flags) + squareName(m.to));
  }
  return out;
}

}  // namespace boardrules::cotulenh
