// Checking the Catan conformance records (format: tests/data/catan/README.md) against a
// catan::Game loaded from each record: the legal list as a set, and every `after` state field by
// field (vertex and edge lists in any order).
#pragma once

#include <string>

#include "testkit/record_report.h"

namespace boardrules::testkit {

struct CatanReport : RecordReport {
  int afterChecked = 0;  // the record's `after` states compared
};

CatanReport checkCatanLine(const std::string& line);

}  // namespace boardrules::testkit
