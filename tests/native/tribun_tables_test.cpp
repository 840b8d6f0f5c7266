// The move generator's precomputed tables against the rules, computed here the slow way: the
// split table (built per height class on first use) and the constexpr unit tables.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "tribun/split_table.h"
#include "tribun/unit_table.h"

using namespace boardrules::tribun;

namespace {

// Every split of a unit (p, s) onto six empty neighbours, straight from docs/rules/tribun.md: parts
// in {0,1,2,3,4,6}, the rest 0 or a valid height that keeps the slave, at least two owned tiles.
std::vector<Word> splitsByRule(int p, int s) {
  std::vector<Word> out;
  const int heights[] = {0, 1, 2, 3, 4, 6};
  for (int code = 0; code < 6 * 6 * 6 * 6 * 6 * 6; ++code) {
    std::array<int, 6> h{};
    int sum = 0, placed = 0;
    for (int k = 0, c = code; k < 6; ++k, c /= 6) h[k] = heights[c % 6], sum += h[k], placed += h[k] ? 1 : 0;
    const int rest = p - sum;
    if (rest < 0 || (rest > 0 && (!isValidHeight(rest) || !slavePropertyHolds(rest, s)))) continue;
    if (placed + (rest > 0 ? 1 : 0) < 2) continue;
    out.push_back(splitHeightBits(h));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("tribun split table: every class lists exactly the rules' splits, in rank order") {
  const SplitTable& table = splitTable();
  for (int pi = 0; pi < 7; ++pi)
    for (int si = 0; si < 7; ++si) {
      const int p = kHeightOfIndex[pi], s = kHeightOfIndex[si];
      std::vector<Word> listed;
      for (uint16_t rank : table.splitsFitting(pi, si, 63)) listed.push_back(table.heightsOfRank(rank));
      const std::vector<Word> expected = pi == 0 || !slavePropertyHolds(p, s) ? std::vector<Word>{} : splitsByRule(p, s);
      CAPTURE(p);
      CAPTURE(s);
      CHECK(listed == expected);  // also fails when a split is missing from the rank list
    }
}

TEST_CASE("tribun split table: a smaller empty mask lists the splits that fit it") {
  const SplitTable& table = splitTable();
  for (int mask = 0; mask < 64; ++mask) {
    std::vector<Word> listed, expected;
    for (uint16_t rank : table.splitsFitting(3, 0, mask)) listed.push_back(table.heightsOfRank(rank));  // p = 3
    for (Word w : splitsByRule(3, 0)) {
      bool fits = true;
      for (int d = 0; d < 6; ++d) fits = fits && ((w >> (7 + 3 * d) & 7) == 0 || (mask >> d & 1));
      if (fits) expected.push_back(w);
    }
    CAPTURE(mask);
    CHECK(listed == expected);
  }
}

TEST_CASE("tribun unit tables: facts and donation pairs of every byte, from the rules") {
  const UnitTables& t = unitTables();
  for (int b = 0; b < 256; ++b) {
    const auto byte = static_cast<uint8_t>(b);
    const UnitFacts& f = t[byte];
    if (b == 0 || !isStorableUnitByte(byte)) {
      CHECK(f.p == 0);
      continue;
    }
    const Unit u = decodeUnitUnchecked(byte);
    CHECK(f.p == u.p);
    CHECK(f.s == u.s);
    CHECK(f.color == u.color);
    CHECK(f.tribun == (u.tribun ? 1 : 0));
    for (int don = 1; don <= 8; ++don) {
      const int rest = u.p - don;
      const bool legal = u.tribun ? don == u.p : don <= u.p && (rest == 0 || (isValidHeight(rest) && slavePropertyHolds(rest, u.s)));
      CHECK(((f.donationMask >> don) & 1) == (legal ? 1 : 0));
    }
  }
  // Pairs: for two donors, every (donA, donB) both may give whose sum is a valid height, ascending.
  for (int a = 1; a < 256; ++a)
    for (int b = 1; b < 256; ++b) {
      const UnitFacts& fa = t[static_cast<uint8_t>(a)];
      const UnitFacts& fb = t[static_cast<uint8_t>(b)];
      if (!fa.p || !fb.p) continue;
      std::vector<Word> expected;
      for (int donA = 1; donA <= 8; ++donA)
        for (int donB = 1; donB <= 8; ++donB)
          if ((fa.donationMask >> donA & 1) && (fb.donationMask >> donB & 1) && isValidHeight(donA + donB))
            expected.push_back(encodeCombine(0, 0, 0, donA, donB) & ~op(Opcode::Combine));
      std::sort(expected.begin(), expected.end());
      const auto pairs = t.combinePairs(fa.donationClass, fb.donationClass);
      CHECK(std::vector<Word>(pairs.begin(), pairs.end()) == expected);
    }
}
