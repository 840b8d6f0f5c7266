#include <doctest/doctest.h>

#include "testkit/conformance.h"
#include "testkit/perft.h"
#include "tribun/board.h"

using namespace boardrules;

TEST_CASE("tribun conformance: every vector in tests/data/tribun/dev.jsonl passes") {
  auto loaded = testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE_MESSAGE(loaded.isOk(), loaded.message());
  const auto& positions = loaded.value();
  CHECK(positions.size() == 600);
  int failed = 0;
  for (const auto& p : positions) {
    const auto report = testkit::checkConformancePosition(p);
    if (!report.passed && ++failed <= 3) {
      std::string text = p.id;
      for (const auto& problem : report.problems) text += "\n  " + problem;
      FAIL_CHECK(text);
    }
  }
  CHECK(failed == 0);
}

TEST_CASE("tribun conformance: the checker notices a wrong list and a wrong board") {
  auto loaded = testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE(loaded.isOk());
  testkit::ConformancePosition p = loaded.value().front();
  p.legal.pop_back();
  CHECK_FALSE(testkit::checkConformancePosition(p).passed);
  p = loaded.value().front();
  REQUIRE_FALSE(p.apply.empty());
  p.apply[0].after[60] ^= 1;
  CHECK_FALSE(testkit::checkConformancePosition(p).passed);
}

TEST_CASE("tribun perft from the default start, black to move") {
  const auto counts = testkit::perft(tribun::defaultBoard(), tribun::kBlack, 2);
  CHECK(counts[0] == 265);
  CHECK(counts[1] == 70223);
}
