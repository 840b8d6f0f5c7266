// Reading and checking Tribun conformance vectors (format: tests/data/tribun/README.md).
#pragma once

#include <string>
#include <vector>

#include "tribun/board.h"
#include "tribun/action.h"
#include "testkit/record_report.h"
#include "util/result.h"

namespace boardrules::testkit {

struct AppliedVector {
  tribun::Word word = 0;
  tribun::Board after{};
  bool ended = false;
};

struct ConformancePosition {
  std::string id;
  tribun::Board board{};
  int turn = 0;
  std::vector<tribun::Word> legal;
  std::vector<AppliedVector> apply;
};

Result<ConformancePosition> parseConformanceLine(const std::string& line);
// One JSON line read and checked (an unreadable line is a record with that problem).
RecordReport checkConformanceLine(const std::string& line);
// Reads a .jsonl file; the error names the line.
Result<std::vector<ConformancePosition>> loadConformanceFile(const std::string& path);

struct PositionReport {
  bool passed = true;
  std::vector<std::string> problems;  // missing/extra words (decoded), wrong boards, wrong status
};
PositionReport checkConformancePosition(const ConformancePosition& position);

}  // namespace boardrules::testkit
