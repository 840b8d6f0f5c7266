// Tribun's search uses the shared transposition table (searchkit/transposition_table.h) with its
// action words as the stored moves (0 is never a legal action: from == to).
#pragma once

#include "searchkit/transposition_table.h"
#include "tribun/action.h"

namespace boardrules::tribun::search {

static_assert(sizeof(Word) == sizeof(searchkit::MoveCode), "an action word is stored as the table's move code");
using searchkit::Bound;
using searchkit::TableEntry;
using searchkit::TranspositionTable;

}  // namespace boardrules::tribun::search
