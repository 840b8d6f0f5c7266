#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {
std::string hex2(uint8_t b) {
  static const char* digits = "0123456789abcdef";
  return std::string("0x") + digits[b >> 4] + digits[b & 15];
}
}  // namespace

Status validateUnitByte(uint8_t b) {
  if (isStorableUnitByte(b)) return Status::ok();
  if (pIndexOf(b) == 7) return Error{"unit byte " + hex2(b) + ": primary height index (bits 0-2) is 7, which is reserved"};
  if (sIndexOf(b) == 7) return Error{"unit byte " + hex2(b) + ": secondary height index (bits 3-5) is 7, which is reserved"};
  const Unit u = decodeUnitUnchecked(b);
  if (u.p == 0) return Error{"unit byte " + hex2(b) + ": primary height is 0 (bits 0-2) but the byte is not empty"};
  if (u.tribun && u.s > 0) return Error{"unit byte " + hex2(b) + ": a tribun (bit 7) cannot carry a slave (bits 3-5)"};
  if (!slavePropertyHolds(u.p, u.s))
    return Error{"unit byte " + hex2(b) + ": slave property broken (p=" + std::to_string(u.p) + ", s=" +
                 std::to_string(u.s) + "; needs p <= 4 and 2p >= s)"};
  return Status::ok();
}

Result<Unit> decodeUnit(uint8_t b) {
  if (Status st = validateUnitByte(b); !st) return Error{st.message()};
  return decodeUnitUnchecked(b);
}

Result<uint8_t> encodeUnit(const Unit& u) {
  if (u.color != kBlack && u.color != kWhite) return Error{"unit colour must be 0 (black) or 1 (white), got " + std::to_string(u.color)};
  if (u.p == 0 && u.s == 0 && !u.tribun) return static_cast<uint8_t>(0);
  if (!isValidHeight(u.p)) return Error{"primary height " + std::to_string(u.p) + " is not one of 1,2,3,4,6,8"};
  if (u.s != 0 && !isValidHeight(u.s)) return Error{"secondary height " + std::to_string(u.s) + " is not one of 0,1,2,3,4,6,8"};
  const uint8_t b = encodeUnitUnchecked(u);
  if (Status st = validateUnitByte(b); !st) return Error{st.message()};
  return b;
}

uint8_t normalizeUnit(int color, bool tribun, int p, int s) {
  if (p <= 0) p = 0;
  else if (p == 5) p = 4;
  else if (p == 7) p = 6;
  else if (p > 8) p = 8;  // heights never exceed 8 in play; clamp defensively
  if (s > 0 && !slavePropertyHolds(p, s)) p = 0;
  if (p == 0 && s > 0) {
    p = s;
    s = 0;
    color ^= 1;
    tribun = false;
  }
  if (p == 0) return 0;
  return encodeUnitUnchecked({color, tribun, p, s});
}

std::string describeUnit(uint8_t b) {
  if (b == 0) return "empty";
  const Unit u = decodeUnitUnchecked(b);
  std::string out = u.color == kBlack ? "black" : "white";
  if (u.tribun) out += " tribun";
  out += " p=" + std::to_string(u.p);
  if (u.s) out += " s=" + std::to_string(u.s);
  return out;
}

}  // namespace boardrules::tribun
