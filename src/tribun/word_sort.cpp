#include "tribun/word_sort.h"

#include <algorithm>
#include <array>

namespace boardrules::tribun {

void sortWords(std::vector<Word>& words, size_t begin, size_t end) {
  std::sort(words.begin() + static_cast<std::ptrdiff_t>(begin), words.begin() + static_cast<std::ptrdiff_t>(end));
}

void stableSortSplitHeights(std::vector<Word>& words, size_t begin, size_t end) {
  const size_t n = end - begin;
  if (n < 2) return;
  const size_t oldSize = words.size();
  words.resize(oldSize + n);
  Word* src = words.data() + begin;
  Word* dst = words.data() + oldSize;
  for (int shift = 7; shift < 25; shift += 9) {
    std::array<uint32_t, 512> count{};
    for (size_t i = 0; i < n; ++i) ++count[(src[i] >> shift) & 511];
    uint32_t total = 0;
    for (uint32_t& c : count) {
      const uint32_t k = c;
      c = total;
      total += k;
    }
    for (size_t i = 0; i < n; ++i) dst[count[(src[i] >> shift) & 511]++] = src[i];
    std::swap(src, dst);
  }
  // Two passes: the sorted data is back in the original range.
  words.resize(oldSize);
}

}  // namespace boardrules::tribun
