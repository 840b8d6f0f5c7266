// Every record of the CoTuLenh dev vectors (tests/data/cotulenh/dev.jsonl.gz): legal list, verbose
// fields, status, after entries (deploy-turn FEN, session lists, commits) and complete deploy turns.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "testkit/cotulenh_conformance.h"

TEST_CASE("cotulenh conformance: every dev vector agrees with the reference engine") {
  std::ifstream in(std::string(BOARDRULES_TEST_DATA) + "/cotulenh/dev.jsonl");
  REQUIRE_MESSAGE(in.good(), "cannot open the unpacked cotulenh/dev.jsonl");
  std::string line;
  int records = 0, failed = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    ++records;
    const auto report = boardrules::testkit::checkCotulenhLine(line);
    if (!report.problems.empty()) {
      ++failed;
      std::string all;
      for (const auto& p : report.problems) all += "\n  " + p;
      FAIL_CHECK(report.id << all);
    }
  }
  CHECK(records == 400);
  CHECK(failed == 0);
}
