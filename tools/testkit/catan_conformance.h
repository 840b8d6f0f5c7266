// Checking the Catan conformance records (format: tests/data/catan/README.md) against a
// catan::Game loaded from each record: the legal list as a set, and every `after` state field by
// field (vertex and edge lists in any order).
#pragma once

#include <string>
#include <vector>

namespace boardrules::testkit {

struct CatanReport {
  std::string id;
  int afterChecked = 0;
  std::vector<std::string> problems;  // empty when the record passes
};

CatanReport checkCatanLine(const std::string& line);

}  // namespace boardrules::testkit
