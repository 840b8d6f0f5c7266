#include "tribun/setup_code.h"

#include <algorithm>
#include <cctype>

#include "tribun/coords.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

// 128-bit arithmetic for the 83-bit payload (GCC and Clang, native and WebAssembly).
__extension__ typedef unsigned __int128 U128;

constexpr std::array<uint8_t, kSetupIndices> kIndexCid{
    120, 119, 109, 118, 108, 98, 117, 107, 97, 87, 116, 106, 96, 86, 76, 115, 105, 95, 85,
    75,  65,  104, 94,  84,  74, 64, 103, 93, 83, 73, 63,  53,  92, 82, 72, 62,  52};

// The codec's own row geometry (NOT the board's adjacency): row lengths and first indices.
constexpr std::array<int, 9> kRowLength{1, 2, 3, 4, 5, 6, 5, 6, 5};
constexpr std::array<int, 9> kRowStart{0, 1, 3, 6, 10, 15, 21, 26, 32};
constexpr std::array<std::array<int, 2>, 6> kCodecDirs{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};
constexpr std::array<int, 3> kUpDirs{5, 1, 3};
constexpr std::array<int, 3> kDownDirs{2, 0, 4};

constexpr int bandOf(int i) { return i < 15 ? 0 : i < 26 ? 1 : i < 32 ? 2 : 3; }
constexpr int rowOf(int i) {
  int r = 8;
  while (kRowStart[static_cast<size_t>(r)] > i) --r;
  return r;
}
// (q, r) of index i, and the index at (q, r) or -1.
constexpr int qOf(int i) {
  const int r = rowOf(i);
  return -(kRowLength[static_cast<size_t>(r)] / 2) + (i - kRowStart[static_cast<size_t>(r)]);
}
constexpr int indexAt(int q, int r) {
  if (r < 0 || r > 8) return -1;
  const int len = kRowLength[static_cast<size_t>(r)];
  const int k = q + len / 2;
  return k >= 0 && k < len ? kRowStart[static_cast<size_t>(r)] + k : -1;
}

constexpr uint64_t kMask37 = (uint64_t{1} << 37) - 1;
constexpr uint64_t kMask26 = (uint64_t{1} << 26) - 1;
constexpr uint64_t kMask15 = (uint64_t{1} << 15) - 1;

constexpr char kAlphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ#";
constexpr uint64_t kHalf = 3512479453921ULL;  // 37^8
constexpr U128 kPayloadLimit = static_cast<U128>(1) << 83;

constexpr std::array<uint64_t, 8> kRoundKeys{0x9E3779B97F4A7C15ULL, 0xBF58476D1CE4E5B9ULL, 0x94D049BB133111EBULL,
                                             0xD6E8FEB86659FD93ULL, 0xA5A3562F9C5E5E87ULL, 0xC2B2AE3D27D4EB4FULL,
                                             0x165667B19E3779F9ULL, 0x85EBCA77C2B2AE63ULL};

constexpr uint64_t roundFunction(uint64_t r, int i) {
  uint64_t x = r ^ (r >> 17) ^ (r << 31);
  x *= kRoundKeys[static_cast<size_t>(i)];
  x ^= x >> 29;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 32;
  return x % kHalf;
}

constexpr U128 scramble(U128 v) {
  uint64_t l = static_cast<uint64_t>(v / kHalf), r = static_cast<uint64_t>(v % kHalf);
  for (int i = 0; i < 8; ++i) {
    const uint64_t next = (l + roundFunction(r, i)) % kHalf;
    l = r;
    r = next;
  }
  return static_cast<U128>(l) * kHalf + r;
}

constexpr U128 unscramble(U128 v) {
  uint64_t l = static_cast<uint64_t>(v / kHalf), r = static_cast<uint64_t>(v % kHalf);
  for (int i = 7; i >= 0; --i) {
    const uint64_t prev = (r + kHalf - roundFunction(l, i)) % kHalf;
    r = l;
    l = prev;
  }
  return static_cast<U128>(l) * kHalf + r;
}

constexpr int digitOf(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c == '#') return 36;
  return -1;
}

constexpr U128 valueOfDigits(std::string_view s) {
  U128 v = 0;
  for (char c : s) v = v * 37 + static_cast<U128>(digitOf(c));
  return v;
}

constexpr U128 pack(const SetupMasks& m) {
  return static_cast<U128>(m.tribTile) << 78 | static_cast<U128>(m.mask3) << 63 | static_cast<U128>(m.mask2) << 37 |
         m.mask1;
}

constexpr uint64_t bitsOf(std::initializer_list<int> indices) {
  uint64_t m = 0;
  for (int i : indices) m |= uint64_t{1} << i;
  return m;
}

// Spec section 4.3: the traditional army's scrambled value and the value of the mnemonic.
constexpr SetupMasks kTraditional{0, bitsOf({0, 21, 25, 27, 28, 29, 30, 33, 35}),
                                  bitsOf({3, 5, 6, 9, 11, 12, 13, 22, 24}), bitsOf({4, 7, 8})};
constexpr U128 kTraditionalScrambled = scramble(pack(kTraditional));
constexpr U128 kMnemonic = valueOfDigits("TRADITIONALSETUP");

constexpr U128 mnemonicSwap(U128 v) {
  if (v == kTraditionalScrambled) return kMnemonic;
  if (v == kMnemonic) return kTraditionalScrambled;
  return v;
}

// Height at index i (0 = empty) of masks already checked for range and overlap.
int heightAt(const SetupMasks& m, int i) {
  const uint64_t bit = uint64_t{1} << i;
  return (m.mask3 & bit) ? 3 : (m.mask2 & bit) ? 2 : (m.mask1 & bit) ? 1 : 0;
}

SetupError errorOf(SetupErrorKind kind) {
  SetupError e;
  e.kind = kind;
  return e;
}

std::string colorWord(int side) { return side == kBlack ? "black" : "white"; }

}  // namespace

const char* setupErrorKindName(SetupErrorKind kind) {
  switch (kind) {
    case SetupErrorKind::OutOfRangeTribTile: return "OUT_OF_RANGE_TRIB_TILE";
    case SetupErrorKind::MaskOutOfRange: return "MASK_OUT_OF_RANGE";
    case SetupErrorKind::Overlap: return "OVERLAP";
    case SetupErrorKind::TribTileNotOccupied: return "TRIB_TILE_NOT_OCCUPIED";
    case SetupErrorKind::TribTileMultipleHeights: return "TRIB_TILE_MULTIPLE_HEIGHTS";
    case SetupErrorKind::TriangleEqualUnits: return "TRIANGLE_EQUAL_UNITS";
    case SetupErrorKind::Payment2For3Fail: return "PAYMENT_2_FOR_3_FAIL";
    case SetupErrorKind::Payment1For2Fail: return "PAYMENT_1_FOR_2_FAIL";
    case SetupErrorKind::InvalidCode: return "INVALID_CODE";
    case SetupErrorKind::OutOfRangePayload: return "OUT_OF_RANGE_PAYLOAD";
    case SetupErrorKind::DecodedSetupInvalid: return "DECODED_SETUP_INVALID";
    case SetupErrorKind::SetupRequired: return "SETUP_REQUIRED";
    case SetupErrorKind::InvalidHash: return "INVALID_HASH";
    case SetupErrorKind::TribunHeightNotAllowed: return "TRIBUN_HEIGHT_NOT_ALLOWED";
    case SetupErrorKind::ArmySizeTooSmall: return "ARMY_SIZE_TOO_SMALL";
    case SetupErrorKind::ArmySizeTooLarge: return "ARMY_SIZE_TOO_LARGE";
  }
  return "UNKNOWN";
}

std::string describeSetupError(const SetupError& e) {
  const std::string side = e.side >= 0 ? colorWord(e.side) + " setup: " : "";
  switch (e.kind) {
    case SetupErrorKind::OutOfRangeTribTile:
      return side + "the tribun's index " + std::to_string(e.tribTile) + " is outside 0..31";
    case SetupErrorKind::MaskOutOfRange:
      return side + "mask" + std::to_string(e.mask) + " has bits beyond its width (" +
             std::to_string(e.mask == 3 ? 15 : e.mask == 2 ? 26 : 37) + ")";
    case SetupErrorKind::Overlap:
      return side + "index " + std::to_string(e.tile) + " is in two masks";
    case SetupErrorKind::TribTileNotOccupied:
      return side + "the tribun's index " + std::to_string(e.tribTile) + " holds no unit";
    case SetupErrorKind::TribTileMultipleHeights:
      return side + "the tribun's index " + std::to_string(e.tribTile) + " is in more than one mask";
    case SetupErrorKind::TriangleEqualUnits:
      return side + "triangle rule: indices " + std::to_string(e.vertices[0]) + ", " +
             std::to_string(e.vertices[1]) + ", " + std::to_string(e.vertices[2]) + " around " +
             std::to_string(e.center) + " (" + (e.up ? "UP" : "DOWN") + ") all hold unit " + e.unit;
    case SetupErrorKind::Payment2For3Fail:
      return side + "payment: " + std::to_string(e.n3) + " height-3 units need at least " +
             std::to_string(2 * e.n3) + " height-2 units, got " + std::to_string(e.n2);
    case SetupErrorKind::Payment1For2Fail:
      return side + "payment: " + std::to_string(e.n2) + " height-2 units are not paid by " +
             std::to_string(e.n1) + " height-1 units";
    case SetupErrorKind::InvalidCode:
      return side + "a setup code is 16 characters of 0-9, A-Z and # (spaces ignored)";
    case SetupErrorKind::OutOfRangePayload:
      return side + "this code does not encode any setup (payload out of range)";
    case SetupErrorKind::DecodedSetupInvalid:
      return side + "the code decodes to an invalid setup: " +
             (e.details.empty() ? std::string("?") : describeSetupError(e.details.front()));
    case SetupErrorKind::SetupRequired:
      return side + "a setup code is required";
    case SetupErrorKind::InvalidHash:
      return side + "invalid setup code: " +
             (e.details.empty() ? std::string("?") : describeSetupError(e.details.front()));
    case SetupErrorKind::TribunHeightNotAllowed:
      return side + "a tribun of height " + std::to_string(e.value) + " is not allowed here";
    case SetupErrorKind::ArmySizeTooSmall:
      return side + "army size " + std::to_string(e.value) + " is below the minimum " + std::to_string(e.limit);
    case SetupErrorKind::ArmySizeTooLarge:
      return side + "army size " + std::to_string(e.value) + " is above the maximum " + std::to_string(e.limit);
  }
  return side + "invalid setup";
}

int setupIndexCid(int index) { return kIndexCid[static_cast<size_t>(index)]; }

SetupCheck validateSetup(const SetupMasks& m) {
  SetupCheck out;
  auto fail = [&](SetupError e) {
    out.error = std::move(e);
    return out;
  };
  // 1. ranges and overlap
  if (m.tribTile < 0 || m.tribTile > 31) {
    SetupError e = errorOf(SetupErrorKind::OutOfRangeTribTile);
    e.tribTile = m.tribTile;
    return fail(e);
  }
  const std::array<std::pair<uint64_t, uint64_t>, 3> widths{{{m.mask1, kMask37}, {m.mask2, kMask26}, {m.mask3, kMask15}}};
  for (int k = 0; k < 3; ++k) {
    if (widths[static_cast<size_t>(k)].first & ~widths[static_cast<size_t>(k)].second) {
      SetupError e = errorOf(SetupErrorKind::MaskOutOfRange);
      e.mask = k + 1;
      return fail(e);
    }
  }
  const uint64_t overlap = (m.mask1 & m.mask2) | (m.mask1 & m.mask3) | (m.mask2 & m.mask3);
  if (overlap) {
    SetupError e = errorOf(SetupErrorKind::Overlap);
    e.tile = __builtin_ctzll(overlap);
    return fail(e);
  }
  // 2. the tribun's tile
  const uint64_t tribBit = uint64_t{1} << m.tribTile;
  const int holders = ((m.mask1 & tribBit) != 0) + ((m.mask2 & tribBit) != 0) + ((m.mask3 & tribBit) != 0);
  if (holders != 1) {  // more than one cannot happen after the overlap check; kept for the order
    SetupError e = errorOf(holders == 0 ? SetupErrorKind::TribTileNotOccupied : SetupErrorKind::TribTileMultipleHeights);
    e.tribTile = m.tribTile;
    return fail(e);
  }
  // 3. triangle rule on the codec's geometry; kinds 1..3, +3 for the tribun
  auto kindAt = [&](int i) {
    const int h = heightAt(m, i);
    return h == 0 ? 0 : h + (i == m.tribTile ? 3 : 0);
  };
  for (int c = 0; c < kSetupIndices; ++c) {
    const int q = qOf(c), r = rowOf(c);
    for (int orient = 0; orient < 2; ++orient) {
      const auto& dirs = orient == 0 ? kUpDirs : kDownDirs;
      std::array<int, 3> v{};
      bool all = true;
      for (int k = 0; k < 3; ++k) {
        const auto& d = kCodecDirs[static_cast<size_t>(dirs[static_cast<size_t>(k)])];
        v[static_cast<size_t>(k)] = indexAt(q + d[0], r + d[1]);
        if (v[static_cast<size_t>(k)] < 0) all = false;
      }
      if (!all) continue;
      if (bandOf(v[0]) != bandOf(v[1]) || bandOf(v[0]) != bandOf(v[2])) continue;
      const int kind = kindAt(v[0]);
      if (kind == 0 || kindAt(v[1]) != kind || kindAt(v[2]) != kind) continue;
      SetupError e = errorOf(SetupErrorKind::TriangleEqualUnits);
      e.center = c;
      e.up = orient == 0;
      e.vertices = v;
      e.unit = std::to_string(kind > 3 ? kind - 3 : kind) + (kind > 3 ? "T" : "");
      return fail(e);
    }
  }
  // 4. payment
  const int t = heightAt(m, static_cast<int>(m.tribTile));
  const uint64_t others = ~tribBit;
  const int n1 = __builtin_popcountll(m.mask1 & others);
  const int n2 = __builtin_popcountll(m.mask2 & others);
  const int n3 = __builtin_popcountll(m.mask3 & others);
  if (!(n2 >= 2 * n3)) {
    SetupError e = errorOf(SetupErrorKind::Payment2For3Fail);
    e.n2 = n2;
    e.n3 = n3;
    return fail(e);
  }
  const bool paid = t == 1 ? (n1 >= n2 - 1 || n1 >= n2 + 2) : t == 2 ? n1 >= n2 + 1 : n1 >= n2;
  if (!paid) {
    SetupError e = errorOf(SetupErrorKind::Payment1For2Fail);
    e.n1 = n1;
    e.n2 = n2;
    return fail(e);
  }
  out.tribunHeight = t;
  out.armySize = std::max(0, n1 + 2 * n2 + 3 * n3 - (3 - t));
  return out;
}

SetupInfoOrError describeSetup(const SetupMasks& masks) {
  SetupCheck check = validateSetup(masks);
  if (check.error) return {std::nullopt, std::move(check.error)};
  SetupInfo info;
  info.masks = masks;
  info.tribunHeight = check.tribunHeight;
  info.armySize = check.armySize;
  for (int i = 0; i < kSetupIndices; ++i) {
    const int h = heightAt(masks, i);
    if (h) info.units.push_back({i, setupIndexCid(i), h, i == masks.tribTile});
  }
  return {std::move(info), std::nullopt};
}

CodeOrError encodeSetup(const SetupMasks& masks) {
  SetupCheck check = validateSetup(masks);
  if (check.error) return {"", std::move(check.error)};
  U128 v = mnemonicSwap(scramble(pack(masks)));
  std::string code(kSetupCodeLength, '0');
  for (int i = kSetupCodeLength - 1; i >= 0; --i) {
    code[static_cast<size_t>(i)] = kAlphabet[static_cast<int>(v % 37)];
    v /= 37;
  }
  return {std::move(code), std::nullopt};
}

SetupInfoOrError decodeSetup(std::string_view text) {
  std::string digits;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    digits.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  }
  const bool wellFormed = digits.size() == kSetupCodeLength &&
                          std::all_of(digits.begin(), digits.end(), [](char c) { return digitOf(c) >= 0; });
  if (!wellFormed) return {std::nullopt, errorOf(SetupErrorKind::InvalidCode)};
  const U128 payload = unscramble(mnemonicSwap(valueOfDigits(digits)));
  if (payload >= kPayloadLimit) return {std::nullopt, errorOf(SetupErrorKind::OutOfRangePayload)};
  SetupMasks m;
  m.tribTile = static_cast<int64_t>(payload >> 78);
  m.mask3 = static_cast<uint64_t>(payload >> 63) & kMask15;
  m.mask2 = static_cast<uint64_t>(payload >> 37) & kMask26;
  m.mask1 = static_cast<uint64_t>(payload) & kMask37;
  SetupInfoOrError described = describeSetup(m);
  if (described.error) {
    SetupError e = errorOf(SetupErrorKind::DecodedSetupInvalid);
    e.details.push_back(std::move(*described.error));
    return {std::nullopt, std::move(e)};
  }
  return described;
}

std::string formatSetupCode(std::string_view code) {
  std::string compact;
  for (char c : code)
    if (!std::isspace(static_cast<unsigned char>(c))) compact.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  std::string out;
  for (size_t i = 0; i < compact.size(); ++i) {
    if (i > 0 && i % 4 == 0) out.push_back(' ');
    out.push_back(compact[i]);
  }
  return out;
}

BoardOrError boardFromSetups(const SideSetup& black, const SideSetup& white, const LobbyConstraints& constraints) {
  BoardOrError out;
  const std::array<const SideSetup*, 2> sides{&black, &white};
  for (int side = 0; side < 2; ++side) {
    const SideSetup& s = *sides[static_cast<size_t>(side)];
    auto fail = [&](SetupError e) {
      e.side = side;
      out.error = std::move(e);
      return out;
    };
    if (std::all_of(s.code.begin(), s.code.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }))
      return fail(errorOf(SetupErrorKind::SetupRequired));
    SetupInfoOrError decoded = decodeSetup(s.code);
    if (decoded.error) {
      SetupError e = errorOf(SetupErrorKind::InvalidHash);
      e.details.push_back(std::move(*decoded.error));
      return fail(std::move(e));
    }
    const SetupInfo& info = *decoded.info;
    if (!constraints.tribunHeightAllowed[static_cast<size_t>(info.tribunHeight - 1)]) {
      SetupError e = errorOf(SetupErrorKind::TribunHeightNotAllowed);
      e.value = info.tribunHeight;
      return fail(std::move(e));
    }
    if (info.armySize < constraints.minArmySize) {
      SetupError e = errorOf(SetupErrorKind::ArmySizeTooSmall);
      e.value = info.armySize;
      e.limit = constraints.minArmySize;
      return fail(std::move(e));
    }
    if (info.armySize > constraints.maxArmySize) {
      SetupError e = errorOf(SetupErrorKind::ArmySizeTooLarge);
      e.value = info.armySize;
      e.limit = constraints.maxArmySize;
      return fail(std::move(e));
    }
    for (const SetupUnit& u : info.units) {
      Coord c = coordOf(u.cid);
      if (side == kBlack) c = {-c.x, -c.y};
      if (s.flip) c = {c.y, c.x};
      out.board[static_cast<size_t>(cidOf(c))] = encodeUnitUnchecked({side, u.tribun, u.height, 0});
    }
  }
  return out;
}

}  // namespace boardrules::tribun
