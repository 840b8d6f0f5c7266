// The unit byte (docs/rules/tribun.md section 2): bits 0-2 primary height index, bits 3-5 secondary
// height index, bit 6 colour, bit 7 tribun flag. 0x00 is an empty tile.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "util/result.h"

namespace boardrules::tribun {

inline constexpr int kBlack = 0;
inline constexpr int kWhite = 1;

// Height index -> height. Index 7 is reserved.
inline constexpr std::array<int, 7> kHeightOfIndex{0, 1, 2, 3, 4, 6, 8};

constexpr bool isValidHeight(int h) { return h == 1 || h == 2 || h == 3 || h == 4 || h == 6 || h == 8; }
constexpr int heightIndex(int h) {  // precondition: h == 0 or isValidHeight(h)
  return h <= 4 ? h : (h == 6 ? 5 : 6);
}
// Slave property: a unit carrying a slave of height s must have p <= 4 and 2p >= s.
constexpr bool slavePropertyHolds(int p, int s) { return s == 0 || (p <= 4 && 2 * p >= s); }

struct Unit {
  int color = kBlack;
  bool tribun = false;
  int p = 0;  // primary height, 0 = no unit
  int s = 0;  // secondary (enslaved) height, 0 = none
  friend constexpr bool operator==(const Unit&, const Unit&) = default;
};

// Field access on a raw byte (no validation).
constexpr int pIndexOf(uint8_t b) { return b & 7; }
constexpr int sIndexOf(uint8_t b) { return (b >> 3) & 7; }
constexpr int colorOf(uint8_t b) { return (b >> 6) & 1; }
constexpr bool isTribunByte(uint8_t b) { return (b >> 7) != 0; }

// Encodes a unit whose heights are 0 or valid; the caller guarantees validity.
constexpr uint8_t encodeUnitUnchecked(const Unit& u) {
  return static_cast<uint8_t>(heightIndex(u.p) | heightIndex(u.s) << 3 | u.color << 6 | (u.tribun ? 0x80 : 0));
}

// Decodes a byte with a valid layout (no reserved index); see validateUnitByte.
constexpr Unit decodeUnitUnchecked(uint8_t b) {
  return {colorOf(b), isTribunByte(b), kHeightOfIndex[pIndexOf(b) % 7], kHeightOfIndex[sIndexOf(b) % 7]};
}

// True when `b` is 0x00 or a storable unit: no reserved index, p > 0, a tribun carries no
// slave, SP holds. The fast yes/no of validateUnitByte (a test checks they agree on all 256).
constexpr bool isStorableUnitByte(uint8_t b) {
  if (b == 0) return true;
  if (pIndexOf(b) == 7 || sIndexOf(b) == 7 || pIndexOf(b) == 0) return false;
  if (isTribunByte(b) && sIndexOf(b) != 0) return false;
  return slavePropertyHolds(kHeightOfIndex[pIndexOf(b)], kHeightOfIndex[sIndexOf(b)]);
}

// Why a non-empty byte is not a storable unit, or ok. Names the bits at fault.
Status validateUnitByte(uint8_t b);

// Checked codec for the API: decode rejects invalid bytes (0x00 decodes to an empty unit with
// p = 0); encode rejects invalid heights, a colour other than 0/1, and broken invariants.
Result<Unit> decodeUnit(uint8_t b);
Result<uint8_t> encodeUnit(const Unit& u);

// docs/rules/tribun.md section 2 normalization of a unit whose primary height was changed to `p`
// (any integer): rounds p down to a valid height, drops a primary that breaks SP, frees a lone
// slave (colour flips, tribun cleared) and empties the tile when nothing is left. Returns the byte.
uint8_t normalizeUnit(int color, bool tribun, int p, int s);

// "black tribun p=1", "white p=2 s=4" for messages.
std::string describeUnit(uint8_t b);

}  // namespace boardrules::tribun
