// The TimeControl header of game files (src/tribun/time_control.*, docs/RECORDS.md): parsed,
// validated with errors that name the problem and its place, and round-tripped through records.
#include <doctest/doctest.h>

#include <random>

#include "tribun/record_file.h"
#include "tribun/time_control.h"

using namespace boardrules::tribun;

namespace {

ClockConfig config(int64_t initial, int64_t increment, int64_t buffer, int64_t max) {
  ClockConfig c;
  c.initialMs = initial;
  c.incrementMs = increment;
  c.bufferMs = buffer;
  c.maxGameMs = max;
  return c;
}

bool same(const ClockConfig& a, const ClockConfig& b) {
  return a.initialMs == b.initialMs && a.incrementMs == b.incrementMs && a.bufferMs == b.bufferMs && a.maxGameMs == b.maxGameMs;
}

std::string errorOf(std::string_view text) {
  auto r = parseTimeControl(text);
  REQUIRE_MESSAGE(!r.isOk(), text);
  return r.message();
}

}  // namespace

TEST_CASE("tribun time control: the forms of the header") {
  auto r = parseTimeControl("600000+2000 buffer 5000");
  REQUIRE(r.isOk());
  REQUIRE(r.value().has_value());
  CHECK(same(*r.value(), config(600000, 2000, 5000, 0)));
  r = parseTimeControl("  300000   BUFFER 0 Max 3600000 ");
  REQUIRE(r.isOk());
  CHECK(same(*r.value(), config(300000, 0, 0, 3600000)));
  r = parseTimeControl("9007199254740991+9007199254740991 buffer 9007199254740991 max 9007199254740991");
  REQUIRE(r.isOk());
  CHECK(r.value()->maxGameMs == kMaxTimeControlMs);
  r = parseTimeControl("-");
  REQUIRE(r.isOk());
  CHECK(!r.value().has_value());
  CHECK(formatTimeControl(config(600000, 2000, 5000, 0)) == "600000+2000 buffer 5000");
  CHECK(formatTimeControl(config(1, 0, 0, 7)) == "1+0 max 7");
}

TEST_CASE("tribun time control: bad values are refused, naming the part") {
  CHECK(errorOf("").find("TimeControl is empty") == 0);
  CHECK(errorOf("10m+5s") == "TimeControl: the initial time \"10m\" is not a whole number of milliseconds");
  CHECK(errorOf("600000+2s") == "TimeControl: the increment \"2s\" is not a whole number of milliseconds");
  CHECK(errorOf("600000+") .find("TimeControl: the increment is missing") == 0);
  CHECK(errorOf("+2000").find("TimeControl: the initial time is missing") == 0);
  CHECK(errorOf("-600000").find("not a whole number") != std::string::npos);
  CHECK(errorOf("600000+-1").find("the increment \"-1\"") != std::string::npos);
  CHECK(errorOf("0+2000") == "TimeControl: initial time must be positive, got 0 ms");
  CHECK(errorOf("9007199254740992") == "TimeControl: the initial time 9007199254740992 ms is more than 9007199254740991");
  CHECK(errorOf("99999999999999999999999") .find("is more than") != std::string::npos);
  CHECK(errorOf("600000 buffer") == "TimeControl: buffer needs a number of milliseconds");
  CHECK(errorOf("600000 buffer x") == "TimeControl: the buffer \"x\" is not a whole number of milliseconds");
  CHECK(errorOf("600000 max 1.5") == "TimeControl: the maximum game time \"1.5\" is not a whole number of milliseconds");
  CHECK(errorOf("600000 buffer 1 buffer 2") == "TimeControl: buffer is given twice");
  CHECK(errorOf("600000 max 1 buffer 2") == "TimeControl: buffer comes before max");
  CHECK(errorOf("600000 delay 5").find("TimeControl: unknown part \"delay\"") == 0);
  CHECK(errorOf("- -").find("not a whole number") != std::string::npos);
}

TEST_CASE("tribun time control: random configs round trip through the text and through records") {
  std::mt19937_64 rng(14);
  auto pick = [&](bool positive) {
    const int64_t scale[] = {10, 100000, 1000000000, kMaxTimeControlMs};
    const int64_t v = static_cast<int64_t>(rng() % static_cast<uint64_t>(scale[rng() % 4]));
    return positive ? v + 1 : (rng() % 3 == 0 ? 0 : v);
  };
  for (int i = 0; i < 2000; ++i) {
    const ClockConfig c = config(pick(true), pick(false), pick(false), pick(false));
    const std::string text = formatTimeControl(c);
    auto back = parseTimeControl(text);
    REQUIRE_MESSAGE(back.isOk(), text);
    REQUIRE(same(*back.value(), c));
    if (i % 20 == 0) {
      const std::string record = writeRecord(Game(), {{"Event", "x"}, {"TimeControl", text}});
      auto parsed = parseRecord(record);
      REQUIRE_MESSAGE(parsed.isOk(), parsed.message());
      REQUIRE(parsed.value().timeControl.has_value());
      CHECK(same(*parsed.value().timeControl, c));
    }
  }
}

TEST_CASE("tribun time control: a record's header is parsed, and a bad one names its line and column") {
  auto r = parseRecord("[Event \"Club night\"]\n[TimeControl \"600000+2000 buffer 5000\"]\n*\n");
  REQUIRE_MESSAGE(r.isOk(), r.message());
  REQUIRE(r.value().timeControl.has_value());
  CHECK(same(*r.value().timeControl, config(600000, 2000, 5000, 0)));
  r = parseRecord("[Event \"x\"]\n*\n");
  REQUIRE(r.isOk());
  CHECK(!r.value().timeControl.has_value());
  r = parseRecord("[TimeControl \"-\"]\n");
  REQUIRE(r.isOk());
  CHECK(!r.value().timeControl.has_value());
  r = parseRecord("[Event \"x\"]\n[timecontrol \"40/7200\"]\n");
  REQUIRE(!r.isOk());
  CHECK(r.message() == "line 2, column 14: TimeControl: the initial time \"40/7200\" is not a whole number of milliseconds");
}
