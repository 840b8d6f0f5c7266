// "Did you mean" suggestions for unknown zone ids ignore letter case: the distance they rank by
// counts an id typed in another case as no edit at all.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "spatial/fuzzy.h"

using namespace boardrules::spatial;

TEST_CASE("spatial suggestions: the edit distance ignores letter case") {
  CHECK(boundedEditDistance("Cell_0_1", "cell_0_1", 3) == 0);
  CHECK(boundedEditDistance("ZONE", "zone", 3) == 0);
  CHECK(boundedEditDistance("zone", "zonx", 3) == 1);
  CHECK(boundedEditDistance("MARKET", "market_2", 3) == 2);
}
