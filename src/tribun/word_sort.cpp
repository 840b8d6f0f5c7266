#include "tribun/word_sort.h"

#include <algorithm>
#include <cassert>
#include <memory>

namespace boardrules::tribun {

void sortWords(std::vector<Word>& words, size_t begin, size_t end) {
  std::sort(words.begin() + static_cast<std::ptrdiff_t>(begin), words.begin() + static_cast<std::ptrdiff_t>(end));
}

void stableSortByField(std::vector<Word>& words, size_t begin, size_t end, int shift, int bits) {
  assert(bits >= 0 && bits <= kMaxSortFieldBits);
  const size_t n = end - begin;
  if (n < 2) return;
  const Word mask = (Word{1} << bits) - 1;
  // Only the buckets this field can use are cleared: zeroing a fixed worst-case array on every
  // call cost more than the sort of a typical segment.
  uint32_t slot[(1 << kMaxSortFieldBits) + 1];
  std::fill(slot, slot + mask + 2, 0u);
  Word* const w = words.data() + begin;
  for (size_t i = 0; i < n; ++i) ++slot[((w[i] >> shift) & mask) + 1];
  for (Word k = 0; k < mask + 1; ++k) slot[k + 1] += slot[k];
  // Segments are short (a typical MOVE segment is ~100 words): scratch on the stack, without the
  // zero-fill a vector would do; the heap only for unusually long ones.
  constexpr size_t kStackWords = 1024;
  Word stackScratch[kStackWords];
  std::unique_ptr<Word[]> heapScratch;
  Word* scratch = stackScratch;
  if (n > kStackWords) scratch = (heapScratch = std::unique_ptr<Word[]>(new Word[n])).get();  // not zero-filled
  for (size_t i = 0; i < n; ++i) scratch[slot[(w[i] >> shift) & mask]++] = w[i];
  std::copy(scratch, scratch + n, w);
}

}  // namespace boardrules::tribun
