// Sorting of short action-list segments. The generator emits words opcode by opcode, so only
// short segments need a comparison sort; SPLIT, the large one, is ordered by a counting sort in
// the generator itself (see split_table.h).
#pragma once

#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

// Sorts words[begin, end) ascending.
void sortWords(std::vector<Word>& words, size_t begin, size_t end);

}  // namespace boardrules::tribun
