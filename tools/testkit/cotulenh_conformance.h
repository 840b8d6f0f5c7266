// Checking CoTuLenh conformance vectors (format: tests/data/cotulenh/README.md): every field of a
// record (legal list, verbose moves, status, after entries with deploy-turn fields, complete
// deploy turns) against a fresh cotulenh::Game loaded from the record's FEN.
#pragma once

#include <string>

#include "testkit/record_report.h"

namespace boardrules::testkit {

// One JSON line.
RecordReport checkCotulenhLine(const std::string& line);

}  // namespace boardrules::testkit
