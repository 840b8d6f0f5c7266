// Reads tests/data/cotulenh/seed001_examples.tsv: the seed's examples and tables as rows.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace cotulenh_test {

using Row = std::vector<std::string>;

// Rows whose first column is `section`, without that column.
inline std::vector<Row> seedRows(const std::string& section) {
  std::ifstream in(std::string(BOARDRULES_SOURCE_DATA) + "/cotulenh/seed001_examples.tsv");
  REQUIRE_MESSAGE(in.good(), "cannot open tests/data/cotulenh/seed001_examples.tsv");
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Row row;
    std::string f;
    while (std::getline(fields, f, '\t')) row.push_back(f);
    if (!row.empty() && row[0] == section) rows.emplace_back(row.begin() + 1, row.end());
  }
  REQUIRE_MESSAGE(!rows.empty(), "no rows for section " << section);
  return rows;
}

}  // namespace cotulenh_test
