#include "tribun/word_sort.h"

#include <algorithm>
#include <array>

namespace boardrules::tribun {

void sortWords(std::vector<Word>& words, size_t begin, size_t end) {
  std::sort(words.begin() + static_cast<std::ptrdiff_t>(begin), words.begin() + static_cast<std::ptrdiff_t>(end));
}

void stableSortByField(std::vector<Word>& words, size_t begin, size_t end, int shift, int bits) {
  const size_t n = end - begin;
  if (n < 2) return;
  const Word mask = (Word{1} << bits) - 1;
  std::array<uint32_t, 1025> slot{};
  for (size_t i = begin; i < end; ++i) ++slot[((words[i] >> shift) & mask) + 1];
  for (Word k = 0; k < mask + 1; ++k) slot[k + 1] += slot[k];
  const size_t scratch = words.size();
  words.resize(scratch + n);
  for (size_t i = begin; i < end; ++i) words[scratch + slot[(words[i] >> shift) & mask]++] = words[i];
  std::copy(words.begin() + static_cast<std::ptrdiff_t>(scratch), words.end(), words.begin() + static_cast<std::ptrdiff_t>(begin));
  words.resize(scratch);
}

}  // namespace boardrules::tribun
