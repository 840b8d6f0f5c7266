#include "tribun/cid_set.h"

#include <bit>
#include <cstring>

namespace boardrules::tribun {

namespace {

constexpr CidSet makeOnBoard() {
  uint64_t w[2] = {0, 0};
  for (int cid = 0; cid < kCidSpace; ++cid)
    if (isValidCid(cid)) w[cid >> 6] |= uint64_t{1} << (cid & 63);
  return {w[0], w[1]};
}
constexpr CidSet kOnBoard = makeOnBoard();

static_assert(std::endian::native == std::endian::little, "eight board bytes are read as one little-endian word");

constexpr uint64_t kLowBits = 0x0101010101010101, kLow7 = 0x7f7f7f7f7f7f7f7f;

// Eight bytes, each 0 or 1, to an 8-bit mask (byte i -> bit i): the multiply moves byte i's bit
// to bit 56 + i, and no two partial products meet, so nothing carries.
constexpr uint64_t packFlags(uint64_t flags) { return (flags * 0x0102040810204080) >> 56; }
// 1 in every byte of x that is not zero.
constexpr uint64_t nonZeroBytes(uint64_t x) { return (((x & kLow7) + kLow7) | x) >> 7 & kLowBits; }

static_assert(packFlags(0x0100000000000001) == 0x81);
static_assert(nonZeroBytes(0x00ff000100800000) == 0x0001000100010000);

}  // namespace

BoardSets::BoardSets(const Board& board, int turn) {
  // Eight tiles per step, without branches (what a tile holds is unpredictable): the unit byte
  // has the colour in bit 6 and the tribun flag in bit 7 (unit.h). Off-board cids hold 0.
  uint8_t bytes[128] = {};
  std::memcpy(bytes, board.data(), board.size());
  uint64_t units[2] = {}, white[2] = {}, tribun[2] = {};
  for (int chunk = 0; chunk < 16; ++chunk) {
    uint64_t x;
    std::memcpy(&x, bytes + 8 * chunk, 8);
    const int word = chunk >> 3, shift = 8 * (chunk & 7);
    units[word] |= packFlags(nonZeroBytes(x)) << shift;
    white[word] |= packFlags(x >> 6 & kLowBits) << shift;
    tribun[word] |= packFlags(x >> 7 & kLowBits) << shift;
  }
  const uint64_t flip = turn == kWhite ? 0 : ~uint64_t{0};  // own colour bits, as "white" bits
  const CidSet occupied{units[0], units[1]};
  own = CidSet{units[0] & (white[0] ^ flip), units[1] & (white[1] ^ flip)};
  ownTribun = own & CidSet{tribun[0], tribun[1]};
  empty = minus(kOnBoard, occupied);
  enemy = minus(occupied, own);
}

}  // namespace boardrules::tribun
