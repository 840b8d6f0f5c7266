// `boardrules-cli [GAME] conformance FILE` for every game: one JSON record a line, each checked by
// the game's checker (tools/testkit/*conformance*), one report format.
#pragma once

#include <functional>
#include <string>

#include "testkit/record_report.h"

namespace boardrules::cli {

// Checks every non-empty line of the file at `path`; prints the first failures with their
// problems, the tally by tag and "N passed, M failed". Returns 0 when at least one record was
// read and every one passed, 1 when one failed or the file held none, 2 when it cannot be read.
int runConformanceFile(const std::string& path, const std::function<testkit::RecordReport(const std::string& line)>& check);

}  // namespace boardrules::cli
