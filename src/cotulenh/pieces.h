// CoTuLenh units and stacks: the eleven unit types, their movement figures (docs/rules/cotulenh.md section 2),
// the 34 legal stack compositions (section 7) and the canonical member order used by FEN and
// notation (carrier first, then its slots).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace boardrules::cotulenh {

enum PieceType : uint8_t {
  kCommander, kInfantry, kEngineer, kAntiAir, kMilitia, kTank,
  kArtillery, kMissile, kAirForce, kNavy, kHeadquarter,
};
inline constexpr int kPieceTypeCount = 11;
inline constexpr const char* kPieceLetters = "CIEGMTASFNH";  // indexed by PieceType

enum Color : uint8_t { kRed = 0, kBlue = 1 };
constexpr Color opponent(Color c) { return c == kRed ? kBlue : kRed; }

// 'C' -> kCommander (either case); -1 for a letter that is no unit.
int pieceTypeFromLetter(char c);

// Heavy units obey the river (section 4); these capture over other units (section 3.5).
constexpr bool isHeavy(int t) { return t == kArtillery || t == kAntiAir || t == kMissile; }
constexpr bool capturesOverPieces(int t) {
  return t == kArtillery || t == kMissile || t == kAirForce || t == kNavy;
}
// Air-defence level of a unit on top of its square (0 = none), heroic +1 (section 5).
constexpr int airDefenceLevel(int t, bool heroic) {
  const int base = t == kMissile ? 2 : (t == kAntiAir || t == kNavy) ? 1 : 0;
  return base ? base + (heroic ? 1 : 0) : 0;
}
// The types airDefenceLevel gives a level, one bit per type.
inline constexpr uint16_t kAirDefenceTypes = (1u << kMissile) | (1u << kAntiAir) | (1u << kNavy);

// Ranges and directions of one unit; heroic status already applied.
struct MoveConfig {
  int moveRange;     // kUnlimited for the commander
  int captureRange;  // the navy's gun range is one less against a non-navy top unit
  bool diagonals;    // all 8 directions (else orthogonal only)
};
inline constexpr int kUnlimited = 16;

constexpr MoveConfig computeMoveConfig(int type, bool heroic) {
  int move = 1, capture = 1;
  bool diagonals = false;
  switch (type) {
    case kCommander: move = kUnlimited; capture = 1; break;
    case kInfantry: case kEngineer: case kAntiAir: break;
    case kMilitia: diagonals = true; break;
    case kTank: move = capture = 2; break;
    case kArtillery: move = capture = 3; diagonals = true; break;
    case kMissile: move = capture = 2; diagonals = true; break;
    case kAirForce: case kNavy: move = capture = 4; diagonals = true; break;
    case kHeadquarter: move = capture = 0; break;
    default: break;
  }
  if (heroic) {
    if (type != kCommander) ++move;
    ++capture;
    diagonals = true;
  }
  return {move, capture, diagonals};
}

// Every (type, heroic) pair computed at compile time: ray generation and attack detection ask
// for a unit's figures on every square they visit.
struct MoveConfigTable {
  std::array<MoveConfig, 2 * kPieceTypeCount> byTypeAndHeroic{};
  constexpr MoveConfigTable() {
    for (int t = 0; t < kPieceTypeCount; ++t)
      for (int h = 0; h < 2; ++h) byTypeAndHeroic[2 * t + h] = computeMoveConfig(t, h != 0);
  }
};
inline constexpr MoveConfigTable kMoveConfigs{};

// `type` is a PieceType (0..10).
inline MoveConfig moveConfig(int type, bool heroic) { return kMoveConfigs.byTypeAndHeroic[2 * type + (heroic ? 1 : 0)]; }

struct Unit {
  uint8_t type = 0;
  bool heroic = false;
};

// One square's content: 0..3 units of one colour in canonical order (units[0] is the carrier).
struct Stack {
  uint8_t count = 0;
  uint8_t color = kRed;
  std::array<Unit, 3> units{};

  bool empty() const { return count == 0; }
  const Unit& carrier() const { return units[0]; }
  uint16_t typeMask() const {
    uint16_t m = 0;
    for (int i = 0; i < count; ++i) m |= uint16_t(1u << units[i].type);
    return m;
  }
  bool contains(int type) const { return (typeMask() >> type) & 1; }
  const Unit* find(int type) const {
    for (int i = 0; i < count; ++i)
      if (units[i].type == type) return &units[i];
    return nullptr;
  }
  Unit* find(int type) {
    for (int i = 0; i < count; ++i)
      if (units[i].type == type) return &units[i];
    return nullptr;
  }
};

// True when the set of unit types (bit per PieceType) is one of the 34 compositions.
bool isValidComposition(uint16_t typeMask);
// Members of `typeMask` in canonical order (count 0 when the set is not a composition).
struct CanonicalOrder {
  uint8_t count = 0;
  std::array<uint8_t, 3> types{};
};
const CanonicalOrder& canonicalOrder(uint16_t typeMask);

// Builds a canonical stack from units of one colour; false when they do not form a composition
// (duplicates included). An empty list gives an empty stack.
bool makeStack(Color color, const Unit* units, int n, Stack& out);
// A stack of one unit (every unit type alone is a composition).
inline Stack singleUnitStack(Color color, const Unit& unit) {
  Stack out;
  out.count = 1;
  out.color = color;
  out.units[0] = unit;
  return out;
}
// The union of two same-coloured stacks, canonical; false when not a composition.
bool combineStacks(const Stack& a, const Stack& b, Stack& out);
// `s` without the unit types in `mask`, re-stacked canonically (may be empty).
Stack withoutTypes(const Stack& s, uint16_t mask);

// "+T", "(FTI)", "(+NF+T)": upper case regardless of colour (notation's piece code).
std::string unitCode(const Unit& u);
std::string stackCode(const Stack& s);
// FEN spelling: letter case by colour, parentheses around a stack of two or more.
std::string stackFen(const Stack& s);

}  // namespace boardrules::cotulenh
