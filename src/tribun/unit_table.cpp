#include "tribun/unit_table.h"

namespace boardrules::tribun {

// The tables are constexpr data (unit_table.h); this file checks their capacities.
static_assert(kUnitTables.classCount() <= UnitTables::kMaxClasses);

}  // namespace boardrules::tribun
