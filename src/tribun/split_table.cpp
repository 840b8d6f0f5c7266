#include "tribun/split_table.h"

#include <algorithm>
#include <utility>

#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr int kSplitHeights[] = {0, 1, 2, 3, 4, 6};
constexpr int kMaxSplitSum = 8;  // the tallest unit

struct Allocation {
  Word heights;
  int usedMask;
};

// Whether docs/rules/tribun.md lets a unit of primary p and slave s split into the parts h (h[k] on
// the neighbour in direction k), the rest staying on its tile.
bool allowsSplit(int p, int s, const std::array<int, 6>& h) {
  int sum = 0, placed = 0;
  for (int v : h) sum += v, placed += v ? 1 : 0;
  const int rest = p - sum;
  if (rest < 0) return false;
  if (rest != 0 && !isValidHeight(rest)) return false;
  if (rest > 0 && !slavePropertyHolds(rest, s)) return false;
  return placed + (rest > 0 ? 1 : 0) >= 2;  // at least two owned tiles must result
}

// Calls visit(h) for every h0..h5 in {0,1,2,3,4,6} with sum <= limit. h5 is the most significant
// field of the word, so recursing from h5 down, each height ascending, visits the vectors in
// ascending word order: no sort needed (the tables are built at first use, which in a browser
// runs in baseline-compiled WebAssembly).
template <typename Visit>
void forEachHeightVector(int limit, int d, std::array<int, 6>& h, int sum, Visit&& visit) {
  if (d < 0) {
    visit(h);
    return;
  }
  for (int v : kSplitHeights) {
    if (sum + v > limit) break;
    h[d] = v;
    forEachHeightVector(limit, d - 1, h, sum + v, visit);
  }
  h[d] = 0;
}

SplitTable::Class buildClass(int pIndex, int sIndex) {
  SplitTable::Class c;
  const int p = kHeightOfIndex[pIndex], s = kHeightOfIndex[sIndex];
  if (pIndex == 0 || !slavePropertyHolds(p, s)) return c;  // no such unit: empty lists
  std::vector<Allocation> all;  // ascending (see forEachHeightVector)
  std::array<int, 6> h{};
  forEachHeightVector(p, 5, h, 0, [&](const std::array<int, 6>& parts) {
    if (!allowsSplit(p, s, parts)) return;
    int used = 0;
    for (int k = 0; k < 6; ++k)
      if (parts[k]) used |= 1 << k;
    all.push_back({splitHeightBits(parts), used});
  });
  const SplitTable& table = splitTable();
  auto rankOf = [&](Word heights) {  // the rank list is ascending: binary search
    int lo = 0, hi = table.rankCount();
    while (lo < hi) {
      const int mid = (lo + hi) / 2;
      if (table.heightsOfRank(static_cast<uint16_t>(mid)) < heights) lo = mid + 1; else hi = mid;
    }
    return static_cast<uint16_t>(lo);
  };
  // Each allocation belongs to the list of every empty mask that contains its used directions;
  // visiting allocations in ascending order keeps every list sorted. Two passes (count, then
  // fill) so the lists are laid out without reallocation.
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
  return c;
}

template <int PIndex, int SIndex>
const SplitTable::Class& classTable() {
  static const SplitTable::Class c = buildClass(PIndex, SIndex);
  return c;
}

using ClassGetter = const SplitTable::Class& (*)();

template <int PIndex, int... SIndex>
constexpr std::array<ClassGetter, 7> getterRow(std::integer_sequence<int, SIndex...>) {
  return {&classTable<PIndex, SIndex>...};
}

template <int... PIndex>
constexpr std::array<std::array<ClassGetter, 7>, 7> getterTable(std::integer_sequence<int, PIndex...>) {
  return {getterRow<PIndex>(std::make_integer_sequence<int, 7>{})...};
}

constexpr auto kClassGetters = getterTable(std::make_integer_sequence<int, 7>{});

}  // namespace

const SplitTable::Class& SplitTable::classOf(int pIndex, int sIndex) { return kClassGetters[pIndex][sIndex](); }

const SplitTable& splitTable() {
  static const SplitTable table = [] {
    SplitTable t;
    // Ranks: every non-zero height vector with parts summing to at most 8, ascending. Each is
    // some class's split (a unit of 8 without slave keeps a valid rest or splits into at least
    // two parts: a native test checks every class's splits against this list), and no class
    // splits more than 8. Listing them directly costs a fraction of checking every class.
    std::array<int, 6> h{};
    forEachHeightVector(kMaxSplitSum, 5, h, 0, [&](const std::array<int, 6>& parts) {
      if (const Word bits = splitHeightBits(parts)) t.heightsOfRank_.push_back(bits);
    });
    return t;
  }();
  return table;
}

}  // namespace boardrules::tribun
