#include "tribun/split_table.h"

#include <algorithm>
#include <bit>

#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr int kSplitHeights[] = {0, 1, 2, 3, 4, 6};

struct Allocation {
  Word heights;
  int usedMask;
};

// Enumerates h0..h5 with sum <= p and keeps the allocations RULES.md allows. h5 is the most
// significant field of the word, so recursing from h5 down, each height ascending, yields the
// allocations in ascending word order: no sort needed (the table is built at first use, which
// in a browser runs in baseline-compiled WebAssembly).
void enumerate(int p, int s, int d, std::array<int, 6>& h, int sum, std::vector<Allocation>& out) {
  if (d < 0) {
    const int rest = p - sum;
    int placed = 0, used = 0;
    for (int k = 0; k < 6; ++k)
      if (h[k]) ++placed, used |= 1 << k;
    if (rest != 0 && !isValidHeight(rest)) return;
    if (rest > 0 && !slavePropertyHolds(rest, s)) return;
    if (placed + (rest > 0 ? 1 : 0) < 2) return;  // at least two owned tiles must result
    out.push_back({splitHeightBits(h), used});
    return;
  }
  for (int v : kSplitHeights) {
    if (sum + v > p) break;
    h[d] = v;
    enumerate(p, s, d - 1, h, sum + v, out);
  }
  h[d] = 0;
}

}  // namespace

const SplitTable& splitTable() {
  static const SplitTable table = [] {
    SplitTable t;
    // Ranks: the distinct height fields (18 bits) in ascending order, found with one bit per
    // possible field and a running count per 64-bit word instead of a sort.
    constexpr int kFieldBits = 18, kWords = (1 << kFieldBits) / 64;
    std::vector<uint64_t> seen(kWords, 0);
    std::array<std::array<std::vector<Allocation>, 7>, 7> allocations;
    for (int pi = 1; pi < 7; ++pi)
      for (int si = 0; si < 7; ++si) {
        const int p = kHeightOfIndex[pi], s = kHeightOfIndex[si];
        if (!slavePropertyHolds(p, s)) continue;
        std::array<int, 6> h{};
        enumerate(p, s, 5, h, 0, allocations[pi][si]);
        for (const Allocation& a : allocations[pi][si]) {
          const Word field = a.heights >> 7;
          seen[field >> 6] |= uint64_t{1} << (field & 63);
        }
      }
    std::vector<uint32_t> ranksBefore(kWords);
    for (int w = 0; w < kWords; ++w) {
      ranksBefore[w] = static_cast<uint32_t>(t.heightsOfRank_.size());
      for (uint64_t bits = seen[w]; bits; bits &= bits - 1)
        t.heightsOfRank_.push_back(static_cast<Word>(w * 64 + std::countr_zero(bits)) << 7);
    }
    auto rankOf = [&](Word heights) {
      const Word field = heights >> 7;
      return static_cast<uint16_t>(ranksBefore[field >> 6] + std::popcount(seen[field >> 6] & ((uint64_t{1} << (field & 63)) - 1)));
    };
    for (int pi = 1; pi < 7; ++pi)
      for (int si = 0; si < 7; ++si) {
        const std::vector<Allocation>& all = allocations[pi][si];  // ascending (see enumerate)
        // Each allocation belongs to the list of every empty mask that contains its used
        // directions; visiting allocations in ascending order keeps every list sorted. Two passes
        // (count, then fill) so the lists are laid out without reallocation.
        SplitTable::Class& c = t.classes_[pi][si];
        std::array<uint32_t, 65> fill{};
        auto forEachMask = [](int used, auto&& visit) {
          const int freeDirs = 63 & ~used;
          for (int extra = freeDirs;; extra = (extra - 1) & freeDirs) {
            visit(used | extra);
            if (!extra) break;
          }
        };
        for (const Allocation& a : all) forEachMask(a.usedMask, [&](int mask) { ++fill[mask + 1]; });
        for (int mask = 0; mask < 64; ++mask) fill[mask + 1] += fill[mask];
        c.offset = fill;
        c.ranks.resize(fill[64]);
        for (const Allocation& a : all) {
          const uint16_t rank = rankOf(a.heights);
          forEachMask(a.usedMask, [&](int mask) { c.ranks[fill[mask]++] = rank; });
        }
        c.offset[64] = static_cast<uint32_t>(c.ranks.size());
        for (int mask = 0; mask < 64; ++mask) {
          c.chunkOffset[mask] = static_cast<uint32_t>(c.chunks.size());
          for (uint32_t i = c.offset[mask]; i < c.offset[mask + 1]; ++i) {
            const uint32_t chunk = c.ranks[i] >> 6u;
            if (c.chunks.empty() || c.chunkOffset[mask] == c.chunks.size() || c.chunks.back().index != chunk) c.chunks.push_back({0, chunk});
            c.chunks.back().bits |= uint64_t{1} << (c.ranks[i] & 63u);
          }
        }
        c.chunkOffset[64] = static_cast<uint32_t>(c.chunks.size());
      }
    return t;
  }();
  return table;
}

}  // namespace boardrules::tribun
