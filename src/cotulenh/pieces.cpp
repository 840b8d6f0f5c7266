#include "cotulenh/pieces.h"

#include <cctype>

namespace boardrules::cotulenh {

namespace {

// The 34 compositions as written in docs/rules/cotulenh.md section 7: carrier, slot 1, slot 2.
constexpr const char* kCompositions[] = {
    "C", "I", "M", "A", "G", "S", "T", "F", "E", "N", "H",
    "TC", "TI", "TM", "FT", "FC", "FI", "FM", "FTC", "FTI", "FTM", "EA", "EG", "ES",
    "NF", "NC", "NI", "NM", "NT", "NFC", "NFI", "NFM", "NFT", "HC"};

constexpr int letterIndex(char c) {
  for (int i = 0; i < kPieceTypeCount; ++i)
    if (kPieceLetters[i] == c) return i;
  return -1;
}

struct CompositionTable {
  std::array<CanonicalOrder, 1 << kPieceTypeCount> byMask{};
  constexpr CompositionTable() {
    for (const char* text : kCompositions) {
      CanonicalOrder order{};
      uint16_t mask = 0;
      for (const char* p = text; *p; ++p) {
        const int t = letterIndex(*p);
        order.types[order.count++] = static_cast<uint8_t>(t);
        mask = static_cast<uint16_t>(mask | (1u << t));
      }
      byMask[mask] = order;
    }
  }
};

constexpr CompositionTable kTable{};

}  // namespace

int pieceTypeFromLetter(char c) {
  return letterIndex(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
}

bool isValidComposition(uint16_t typeMask) { return kTable.byMask[typeMask & 0x7ff].count != 0 && typeMask < 0x800; }

const CanonicalOrder& canonicalOrder(uint16_t typeMask) { return kTable.byMask[typeMask & 0x7ff]; }

bool makeStack(Color color, const Unit* units, int n, Stack& out) {
  out = Stack{};
  out.color = color;
  if (n == 0) return true;
  uint16_t mask = 0;
  for (int i = 0; i < n; ++i) {
    const uint16_t bit = uint16_t(1u << units[i].type);
    if (mask & bit) return false;
    mask |= bit;
  }
  const CanonicalOrder& order = canonicalOrder(mask);
  if (order.count != n) return false;
  for (int k = 0; k < n; ++k)
    for (int i = 0; i < n; ++i)
      if (units[i].type == order.types[k]) out.units[k] = units[i];
  out.count = static_cast<uint8_t>(n);
  return true;
}

bool combineStacks(const Stack& a, const Stack& b, Stack& out) {
  Unit all[6];
  int n = 0;
  for (int i = 0; i < a.count; ++i) all[n++] = a.units[i];
  for (int i = 0; i < b.count; ++i) all[n++] = b.units[i];
  if (n > 3) return false;
  return makeStack(static_cast<Color>(a.count ? a.color : b.color), all, n, out);
}

Stack withoutTypes(const Stack& s, uint16_t mask) {
  if (!(s.typeMask() & ~mask)) {  // the whole stack leaves (every plain move): nothing is left
    Stack empty;
    empty.color = s.color;
    return empty;
  }
  Unit rest[3];
  int n = 0;
  for (int i = 0; i < s.count; ++i)
    if (!((mask >> s.units[i].type) & 1)) rest[n++] = s.units[i];
  Stack out;
  makeStack(static_cast<Color>(s.color), rest, n, out);  // a subset of a composition is one
  return out;
}

std::string unitCode(const Unit& u) {
  std::string out;
  if (u.heroic) out += '+';
  out += kPieceLetters[u.type];
  return out;
}

std::string stackCode(const Stack& s) {
  if (s.count == 1) return unitCode(s.units[0]);
  std::string out = "(";
  for (int i = 0; i < s.count; ++i) out += unitCode(s.units[i]);
  return out + ")";
}

std::string stackFen(const Stack& s) {
  std::string code = stackCode(s);
  if (s.color == kBlue)
    for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return code;
}

}  // namespace boardrules::cotulenh
