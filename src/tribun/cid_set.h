// Sets of cids as 128-bit masks, for whole-board questions ("which empty tiles have an own unit
// in direction d?") answered with a few shifts instead of one unpredictable branch per tile.
//
// Why a shift finds neighbours: cid = (x + 5) * 11 + (y + 5), so the neighbour in direction d is
// always cid + kDirectionOffset[d]. When that step leaves the board through the side of the
// 11 x 11 square (y + dy = +-6), the cid it lands on is off the board too, so a set of on-board
// tiles shifted by an offset never reports a false neighbour for a tile (tests/native checks
// every tile). It may report off-board cids: intersect with a set of tiles before use.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "tribun/board.h"
#include "tribun/coords.h"

namespace boardrules::tribun {

// cid offset of a one-tile step in direction 0..5: (1,1), (1,0), (0,1), (-1,-1), (-1,0), (0,-1).
inline constexpr std::array<int, 6> kDirectionOffset{12, 11, 1, -12, -11, -1};

class CidSet {
 public:
  constexpr CidSet() = default;
  constexpr CidSet(uint64_t low, uint64_t high) : w_{low, high} {}

  static constexpr CidSet single(int cid) { return below(cid + 1) & above(cid - 1); }
  // Members below n (n in 0..128) / above n (n in -1..127).
  static constexpr CidSet below(int n) {
    if (n <= 64) return {n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1, 0};
    return {~uint64_t{0}, n == 128 ? ~uint64_t{0} : (uint64_t{1} << (n - 64)) - 1};
  }
  static constexpr CidSet above(int n) {
    const CidSet b = below(n + 1);
    return {~b.w_[0], ~b.w_[1]};
  }

  constexpr int count() const { return std::popcount(w_[0]) + std::popcount(w_[1]); }
  constexpr bool empty() const { return (w_[0] | w_[1]) == 0; }
  constexpr bool has(int cid) const { return (w_[cid >> 6] >> (cid & 63)) & 1; }
  // The smallest member, 128 when empty; the largest member, -1 when empty.
  constexpr int lowest() const { return w_[0] ? std::countr_zero(w_[0]) : 64 + std::countr_zero(w_[1]); }
  constexpr int highest() const { return w_[1] ? 127 - std::countl_zero(w_[1]) : 63 - std::countl_zero(w_[0]); }

  friend constexpr CidSet operator&(CidSet a, CidSet b) { return {a.w_[0] & b.w_[0], a.w_[1] & b.w_[1]}; }
  friend constexpr CidSet operator|(CidSet a, CidSet b) { return {a.w_[0] | b.w_[0], a.w_[1] | b.w_[1]}; }
  // Members of a that are not in b.
  friend constexpr CidSet minus(CidSet a, CidSet b) { return {a.w_[0] & ~b.w_[0], a.w_[1] & ~b.w_[1]}; }

  // The cids c for which c + offset is in this set (|offset| < 64).
  constexpr CidSet steppedBack(int offset) const {
    if (offset > 0) return {w_[0] >> offset | w_[1] << (64 - offset), w_[1] >> offset};
    if (offset < 0) return {w_[0] << -offset, w_[1] << -offset | w_[0] >> (64 + offset)};
    return *this;
  }
  // The cids whose neighbour in direction d is in this set (off-board cids included; see above).
  constexpr CidSet withNeighbourIn(int direction) const { return steppedBack(kDirectionOffset[direction]); }

  // Calls visit(cid) for every member, ascending.
  template <class F>
  void forEach(F&& visit) const {
    for (int word = 0; word < 2; ++word)
      for (uint64_t bits = w_[word]; bits; bits &= bits - 1) visit(word * 64 + __builtin_ctzll(bits));
  }

 private:
  uint64_t w_[2] = {0, 0};
};

// The tiles of a position by what they hold, seen from the side to move.
struct BoardSets {
  CidSet empty, own, enemy, ownTribun;

  BoardSets(const Board& board, int turn);
};

// The six sets s.withNeighbourIn(d), d = 0..5, and the directions (bit d) in which `cid` has a
// neighbour in s.
struct NeighbourSets {
  std::array<CidSet, 6> in;
  explicit NeighbourSets(CidSet s) {
    for (int d = 0; d < 6; ++d) in[d] = s.withNeighbourIn(d);
  }
  CidSet anyDirection() const { return in[0] | in[1] | in[2] | in[3] | in[4] | in[5]; }
  int directionsOf(int cid) const {
    int mask = 0;
    for (int d = 0; d < 6; ++d) mask |= static_cast<int>(in[d].has(cid)) << d;
    return mask;
  }
};

}  // namespace boardrules::tribun
