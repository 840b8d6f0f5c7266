// Sorting of action-list segments. The generator emits words opcode by opcode, so only short
// segments need sorting; SPLIT, the large one, is emitted actor by actor in ascending cid order,
// so a stable sort on its height bits alone completes the order.
#pragma once

#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

// Sorts words[begin, end) ascending.
void sortWords(std::vector<Word>& words, size_t begin, size_t end);

// Stable LSD radix sort of words[begin, end) on bits [7, 25) only (the SPLIT heights), in two
// 9-bit passes. Uses the vector's tail as scratch space.
void stableSortSplitHeights(std::vector<Word>& words, size_t begin, size_t end);

}  // namespace boardrules::tribun
