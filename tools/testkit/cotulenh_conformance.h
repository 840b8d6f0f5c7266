// Checking CoTuLenh conformance vectors (format: tests/data/cotulenh/README.md): every field of a
// record (legal list, verbose moves, status, after entries with deploy-turn fields, complete
// deploy turns) against a fresh cotulenh::Game loaded from the record's FEN.
#pragma once

#include <string>
#include <vector>

namespace boardrules::testkit {

struct CotulenhReport {
  std::string id;
  std::vector<std::string> tags;
  std::vector<std::string> problems;  // empty when the record passes
};

// One JSON line.
CotulenhReport checkCotulenhLine(const std::string& line);

}  // namespace boardrules::testkit
