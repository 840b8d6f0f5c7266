// Sorting of action lists: an LSD radix sort that skips byte positions on which all words agree
// (typically the opcode byte), several times faster than std::sort on ~800 words.
#pragma once

#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

// Sorts words[begin, end) ascending; uses (and grows) the vector's tail as scratch space.
void radixSortWords(std::vector<Word>& words, size_t begin, size_t end);

}  // namespace boardrules::tribun
