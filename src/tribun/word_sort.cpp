#include "tribun/word_sort.h"

#include <algorithm>

namespace boardrules::tribun {

void sortWords(std::vector<Word>& words, size_t begin, size_t end) {
  std::sort(words.begin() + static_cast<std::ptrdiff_t>(begin), words.begin() + static_cast<std::ptrdiff_t>(end));
}

}  // namespace boardrules::tribun
