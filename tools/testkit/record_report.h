// What a game's conformance checker says of one record (one JSON line of a vector file): the same
// shape for every game, so one runner reports them all (tools/cli/conformance_run.h).
#pragma once

#include <string>
#include <vector>

namespace boardrules::testkit {

struct RecordReport {
  std::string id;
  std::vector<std::string> tags;      // the record's kinds, tallied separately (may be empty)
  std::vector<std::string> problems;  // empty when the record passes
};

}  // namespace boardrules::testkit
