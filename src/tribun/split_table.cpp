#include "tribun/split_table.h"

#include <algorithm>

#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr int kSplitHeights[] = {0, 1, 2, 3, 4, 6};

struct Allocation {
  Word heights;
  int usedMask;
};

// Enumerates h0..h5 with sum <= p; keeps the allocations RULES.md allows.
void enumerate(int p, int s, int d, std::array<int, 6>& h, int sum, std::vector<Allocation>& out) {
  if (d == 6) {
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
    enumerate(p, s, d + 1, h, sum + v, out);
  }
  h[d] = 0;
}

}  // namespace

const SplitTable& splitTable() {
  static const SplitTable table = [] {
    SplitTable t;
    std::array<std::array<std::vector<Allocation>, 7>, 7> allocations;
    for (int pi = 1; pi < 7; ++pi)
      for (int si = 0; si < 7; ++si) {
        const int p = kHeightOfIndex[pi], s = kHeightOfIndex[si];
        if (!slavePropertyHolds(p, s)) continue;
        std::array<int, 6> h{};
        enumerate(p, s, 0, h, 0, allocations[pi][si]);
        for (const Allocation& a : allocations[pi][si]) t.heightsOfRank_.push_back(a.heights);
      }
    std::sort(t.heightsOfRank_.begin(), t.heightsOfRank_.end());
    t.heightsOfRank_.erase(std::unique(t.heightsOfRank_.begin(), t.heightsOfRank_.end()), t.heightsOfRank_.end());
    auto rankOf = [&t](Word heights) {
      return static_cast<uint16_t>(std::lower_bound(t.heightsOfRank_.begin(), t.heightsOfRank_.end(), heights) - t.heightsOfRank_.begin());
    };
    for (int pi = 1; pi < 7; ++pi)
      for (int si = 0; si < 7; ++si) {
        std::vector<Allocation>& all = allocations[pi][si];
        std::sort(all.begin(), all.end(), [](const Allocation& a, const Allocation& b) { return a.heights < b.heights; });
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
