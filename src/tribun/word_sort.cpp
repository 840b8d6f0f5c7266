#include "tribun/word_sort.h"

#include <algorithm>
#include <array>

namespace boardrules::tribun {

void radixSortWords(std::vector<Word>& words, size_t begin, size_t end) {
  const size_t n = end - begin;
  if (n < 2) return;
  if (n < 48) {  // small lists: insertion sort beats the counting passes
    std::sort(words.begin() + static_cast<std::ptrdiff_t>(begin), words.begin() + static_cast<std::ptrdiff_t>(end));
    return;
  }
  const size_t oldSize = words.size();
  words.resize(oldSize + n);
  Word* src = words.data() + begin;
  Word* dst = words.data() + oldSize;
  Word orAll = 0, andAll = ~Word{0};
  for (size_t i = 0; i < n; ++i) orAll |= src[i], andAll &= src[i];
  const Word varying = orAll ^ andAll;
  for (int shift = 0; shift < 32; shift += 8) {
    if (((varying >> shift) & 0xFF) == 0) continue;
    std::array<uint32_t, 256> count{};
    for (size_t i = 0; i < n; ++i) ++count[(src[i] >> shift) & 0xFF];
    uint32_t total = 0;
    for (uint32_t& c : count) {
      const uint32_t k = c;
      c = total;
      total += k;
    }
    for (size_t i = 0; i < n; ++i) dst[count[(src[i] >> shift) & 0xFF]++] = src[i];
    std::swap(src, dst);
  }
  if (src != words.data() + begin) std::copy(src, src + n, words.data() + begin);
  words.resize(oldSize);
}

}  // namespace boardrules::tribun
