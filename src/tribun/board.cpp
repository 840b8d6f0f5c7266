#include "tribun/board.h"

namespace boardrules::tribun {

namespace {

// Per byte: 1 when it may stand on a tile. Per cid: 1 when only 0x00 may stand there.
constexpr std::array<uint8_t, 256> kStorableByte = [] {
  std::array<uint8_t, 256> t{};
  for (int b = 0; b < 256; ++b) t[b] = isStorableUnitByte(static_cast<uint8_t>(b));
  return t;
}();
constexpr std::array<uint8_t, kCidSpace> kOffBoard = [] {
  std::array<uint8_t, kCidSpace> t{};
  for (int cid = 0; cid < kCidSpace; ++cid) t[cid] = !isValidCid(cid);
  return t;
}();

// One branch-free pass that answers "is this board valid?"; boards are validated on every new
// game and snapshot, and nearly all of them are. The slow scan below names the first problem.
bool looksValid(std::span<const uint8_t> bytes) {
  int bad = 0, tribuns[2] = {0, 0};
  for (int cid = 0; cid < kCidSpace; ++cid) {
    const uint8_t b = bytes[cid];
    bad |= (kStorableByte[b] ^ 1) | (kOffBoard[cid] & (b != 0));
    tribuns[colorOf(b)] += isTribunByte(b);
  }
  return !bad && tribuns[kBlack] <= 1 && tribuns[kWhite] <= 1;
}

}  // namespace

Status validateBoard(std::span<const uint8_t> bytes) {
  if (bytes.size() != kCidSpace)
    return Error{"board must be 121 bytes (one per cid), got " + std::to_string(bytes.size())};
  if (looksValid(bytes)) return Status::ok();
  int tribunAt[2] = {kNoCid, kNoCid};
  for (int cid = 0; cid < kCidSpace; ++cid) {
    const uint8_t b = bytes[cid];
    if (b == 0) continue;
    if (!isValidCid(cid))
      return Error{"board byte at cid " + std::to_string(cid) + " is off the board " + coordText(cid) + " but not 0x00"};
    if (Status st = validateUnitByte(b); !st)
      return Error{"board cid " + std::to_string(cid) + " " + coordText(cid) + ": " + st.message()};
    if (isTribunByte(b)) {
      const int color = colorOf(b);
      if (tribunAt[color] != kNoCid)
        return Error{std::string("board has two ") + (color == kBlack ? "black" : "white") + " tribuns, at cid " +
                     std::to_string(tribunAt[color]) + " " + coordText(tribunAt[color]) + " and cid " + std::to_string(cid) +
                     " " + coordText(cid)};
      tribunAt[color] = cid;
    }
  }
  return Status::ok();
}

Result<Board> boardFromBytes(std::span<const uint8_t> bytes) {
  if (Status st = validateBoard(bytes); !st) return Error{st.message()};
  Board board{};
  for (int i = 0; i < kCidSpace; ++i) board[i] = bytes[i];
  return board;
}

namespace {
int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

Result<Board> boardFromHex(std::string_view hex) {
  if (hex.size() != 2 * kCidSpace)
    return Error{"board hex must have 242 digits (121 bytes), got " + std::to_string(hex.size())};
  std::array<uint8_t, kCidSpace> bytes{};
  for (size_t i = 0; i < hex.size(); ++i) {
    const int d = hexDigit(hex[i]);
    if (d < 0) return Error{"board hex has a non-hex character at position " + std::to_string(i)};
    bytes[i / 2] = static_cast<uint8_t>(bytes[i / 2] << 4 | d);
  }
  return boardFromBytes(bytes);
}

std::string boardToHex(const Board& board) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  out.reserve(2 * kCidSpace);
  for (uint8_t b : board) {
    out.push_back(digits[b >> 4]);
    out.push_back(digits[b & 15]);
  }
  return out;
}

const Board& defaultBoard() {
  static const Board board = [] {
    Board b{};
    auto put = [&b](int x, int y, int p, bool tribun) {
      b[cidOf({x, y})] = encodeUnitUnchecked({kBlack, tribun, p, 0});
      b[cidOf({-x, -y})] = encodeUnitUnchecked({kWhite, tribun, p, 0});
    };
    put(-5, -5, 1, true);
    const Coord ones[] = {{-2, -1}, {-2, 0}, {-3, 0}, {-4, 0}, {-1, -2}, {0, -2}, {0, -3}, {0, -4}};
    const Coord twos[] = {{-3, -3}, {-5, -2}, {-5, -3}, {-4, -2}, {-3, -1}, {-2, -5}, {-3, -5}, {-2, -4}, {-1, -3}};
    const Coord threes[] = {{-4, -4}, {-4, -3}, {-3, -4}};
    for (Coord c : ones) put(c.x, c.y, 1, false);
    for (Coord c : twos) put(c.x, c.y, 2, false);
    for (Coord c : threes) put(c.x, c.y, 3, false);
    return b;
  }();
  return board;
}

}  // namespace boardrules::tribun
