#include "cotulenh/notation.h"

#include <array>

#include "cotulenh/position.h"

namespace boardrules::cotulenh {

namespace {

// Text builders into a caller's buffer: a listing writes ~50 LANs and SANs, and short strings
// built in one go stay within std::string's inline capacity (no allocation per move).
char* writeSquare(char* out, int square) {
  *out++ = static_cast<char>('a' + getFile(square));
  const int rank = getRankNumber(square);
  if (rank >= 10) *out++ = '1';
  *out++ = static_cast<char>('0' + rank % 10);
  return out;
}

char* writeUnit(char* out, const Unit& u) {
  if (u.heroic) *out++ = '+';
  *out++ = kPieceLetters[u.type];
  return out;
}

char* writePiece(char* out, const Stack& s) {
  if (s.count == 1) return writeUnit(out, s.units[0]);
  *out++ = '(';
  for (int i = 0; i < s.count; ++i) out = writeUnit(out, s.units[i]);
  *out++ = ')';
  return out;
}

char* writeSeparators(char* out, uint8_t flags) {
  if (flags & kFlagDeploy) *out++ = '>';
  if (flags & kFlagStay) *out++ = '_';
  if (flags & kFlagCapture) *out++ = 'x';
  if (flags & kFlagSuicide) *out++ = '@';
  if (flags & kFlagCombine) *out++ = '&';
  return out;
}

}  // namespace

int writeLan(const Move& m, char* out) {
  char* p = writePiece(out, m.piece);
  p = writeSquare(p, m.from);
  p = writeSeparators(p, m.flags);
  p = writeSquare(p, m.to);
  return static_cast<int>(p - out);
}

std::string moveLan(const Move& m) {
  char buf[kMaxLanLength];
  return std::string(buf, buf + writeLan(m, buf));
}

std::string stepSan(const Move& m) {
  char buf[32];
  char* p = writePiece(buf, m.piece);
  p = writeSeparators(p, m.flags);
  p = writeSquare(p, m.to);
  return std::string(buf, p);
}

namespace {

// A rival of `m`: another listed move of the same carrier type from another square to the same one.
struct Rivals {
  bool any = false, sameRank = false, sameFile = false;
  void add(const Move& m, const Move& r) {
    if (r.from == m.from || r.piece.carrier().type != m.piece.carrier().type) return;
    any = true;
    if (getRank(r.from) == getRank(m.from)) sameRank = true;
    if (getFile(r.from) == getFile(m.from)) sameFile = true;
  }
};

std::string sanOf(const Move& m, const Rivals& rivals) {
  char buf[32];
  char* p = writePiece(buf, m.piece);
  if (rivals.any) {
    char square[4];
    char* end = writeSquare(square, m.from);
    if (rivals.sameRank && rivals.sameFile) {
      for (char* c = square; c != end; ++c) *p++ = *c;
    } else if (rivals.sameFile) {
      *p++ = square[1];  // the reference takes one character for the rank: ranks 10-12 show "1"
    } else {
      *p++ = square[0];
    }
  }
  p = writeSeparators(p, m.flags);
  p = writeSquare(p, m.to);
  return std::string(buf, p);
}

}  // namespace

std::vector<std::string> moveSans(const std::vector<Move>& moves) {
  // Moves grouped by destination (rivals share it): a linked list per square.
  std::array<int16_t, kMailboxSize> head;
  head.fill(-1);
  std::vector<int16_t> next(moves.size(), -1);
  for (size_t i = 0; i < moves.size(); ++i) {
    next[i] = head[moves[i].to];
    head[moves[i].to] = static_cast<int16_t>(i);
  }
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const Move& m : moves) {
    Rivals rivals;
    for (int j = head[m.to]; j >= 0; j = next[j]) rivals.add(m, moves[j]);
    out.push_back(sanOf(m, rivals));
  }
  return out;
}

std::string moveSan(const std::vector<Move>& moves, size_t index) {
  const Move& m = moves[index];
  Rivals rivals;
  for (const Move& r : moves)
    if (r.to == m.to) rivals.add(m, r);
  return sanOf(m, rivals);
}

}  // namespace boardrules::cotulenh
