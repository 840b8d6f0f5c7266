#include "tribun/pattern_sets.h"

#include "tribun/patterns.h"

namespace boardrules::tribun {

namespace {

CidSet setOf(const uint8_t* cids, int count) {
  CidSet s;
  for (int i = 0; i < count; ++i)
    if (cids[i] != kOff) s = s | CidSet::single(cids[i]);
  return s;
}

// Whether lines in direction d grow in cid (read off the first non-empty line; the offset, and
// so the answer, is the same for every tile; a test checks every line).
template <size_t N>
bool ascendingAlong(const std::array<std::array<std::array<uint8_t, N>, 6>, kCidSpace>& lines,
                    const std::array<std::array<uint8_t, 6>, kCidSpace>& lengths, int d) {
  for (int cid = 0; cid < kCidSpace; ++cid)
    if (lengths[cid][d] > 0) return lines[cid][d][0] > cid;
  return true;
}

PatternSets build() {
  const PatternTables& t = patternTables();
  PatternSets s{};
  for (int d = 0; d < 6; ++d) {
    s.slideAscending[d] = ascendingAlong(t.slide, t.slideLength, d);
    s.rayAscending[d] = ascendingAlong(t.ray, t.rayLength, d);
  }
  for (int cid = 0; cid < kCidSpace; ++cid) {
    if (!isValidCid(cid)) continue;
    const auto& nb = t.neighbor[cid];
    s.neighbours[cid] = setOf(nb.data(), 6);
    s.jump2[cid] = setOf(t.jump2[cid].data(), t.jump2Count[cid]);
    s.jump3[cid] = setOf(t.jump3[cid].data(), t.jump3Count[cid]);
    // Black's forward is direction 0 and it attacks along 1 and 2; white's are the opposites.
    s.forward[cid] = {setOf(&nb[0], 1), setOf(&nb[3], 1)};
    s.forwardAttack[cid] = {setOf(&nb[1], 2), setOf(&nb[4], 2)};
    for (int d = 0; d < 6; ++d) {
      s.slide[cid][d] = setOf(t.slide[cid][d].data(), t.slideLength[cid][d]);
      s.ray[cid][d] = setOf(t.ray[cid][d].data(), t.rayLength[cid][d]);
    }
  }
  return s;
}

}  // namespace

const PatternSets& patternSets() {
  static const PatternSets sets = build();
  return sets;
}

}  // namespace boardrules::tribun
