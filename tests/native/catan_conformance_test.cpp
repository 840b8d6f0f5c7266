// Every Catan conformance record (tests/data/catan/dev.jsonl.gz): the legal list as a set and
// every `after` state field by field (tools/testkit/catan_conformance.cpp).
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "testkit/catan_conformance.h"

TEST_CASE("catan conformance: every dev record agrees with the official rules") {
  std::ifstream in(std::string(BOARDRULES_TEST_DATA) + "/catan/dev.jsonl");
  REQUIRE_MESSAGE(in.good(), "cannot open the unpacked catan/dev.jsonl");
  std::string line;
  int records = 0, failed = 0, afters = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    ++records;
    const auto report = boardrules::testkit::checkCatanLine(line);
    afters += report.afterChecked;
    if (!report.problems.empty()) {
      ++failed;
      std::string all;
      for (std::size_t i = 0; i < report.problems.size() && i < 8; ++i) all += "\n  " + report.problems[i];
      FAIL_CHECK(report.id << all);
    }
  }
  CHECK(records == 400);
  CHECK(afters == 867);
  CHECK(failed == 0);
}
