#include "tribun/split_table.h"

#include <algorithm>

#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr int kSplitHeights[] = {0, 1, 2, 3, 4, 6};

// Enumerates h0..h5 with sum <= p; keeps the allocations RULES.md allows.
void enumerate(int p, int s, int d, std::array<int, 6>& h, int sum, std::vector<std::pair<int, Word>>& out) {
  if (d == 6) {
    const int rest = p - sum;
    int placed = 0, used = 0;
    for (int k = 0; k < 6; ++k)
      if (h[k]) ++placed, used |= 1 << k;
    if (rest != 0 && !isValidHeight(rest)) return;
    if (rest > 0 && !slavePropertyHolds(rest, s)) return;
    if (placed + (rest > 0 ? 1 : 0) < 2) return;  // at least two owned tiles must result
    out.emplace_back(used, splitHeightBits(h));
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
    for (int pi = 1; pi < 7; ++pi) {
      for (int si = 0; si < 7; ++si) {
        const int p = kHeightOfIndex[pi], s = kHeightOfIndex[si];
        if (!slavePropertyHolds(p, s)) continue;
        std::vector<std::pair<int, Word>> all;
        std::array<int, 6> h{};
        enumerate(p, s, 0, h, 0, all);
        std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        SplitTable::Group& g = t.groups_[pi][si];
        size_t i = 0;
        for (int mask = 0; mask < 64; ++mask) {
          g.offset[mask] = static_cast<uint32_t>(i);
          while (i < all.size() && all[i].first == mask) g.payloads.push_back(all[i++].second);
        }
        g.offset[64] = static_cast<uint32_t>(i);
      }
    }
    return t;
  }();
  return table;
}

}  // namespace boardrules::tribun
