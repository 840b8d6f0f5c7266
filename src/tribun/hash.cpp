#include "tribun/hash.h"

namespace boardrules::tribun {

namespace {

// Zobrist keys are derived on the fly from a strong 64-bit mixer (splitmix64 finalizer) instead of
// a 121 x 256 table: same hash quality, no 250 KB table in the WebAssembly download.
constexpr uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

constexpr uint64_t kSeed = 0x74726962756E2101ull;  // "tribun!\x01"
constexpr uint64_t kWhiteToMove = mix(kSeed ^ 0x10000);
constexpr uint64_t kDrawOffer[2] = {mix(kSeed ^ 0x20000), mix(kSeed ^ 0x20001)};

}  // namespace

uint64_t zobristHash(const Board& board, int turn, std::optional<int> drawOfferBy) {
  uint64_t h = 0;
  for (int cid = 0; cid < kCidSpace; ++cid)
    if (board[cid]) h ^= mix(kSeed ^ (static_cast<uint64_t>(cid) << 8 | board[cid]));
  if (turn == kWhite) h ^= kWhiteToMove;
  if (drawOfferBy) h ^= kDrawOffer[*drawOfferBy & 1];
  return h;
}

}  // namespace boardrules::tribun
