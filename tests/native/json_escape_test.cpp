// One reading of JSON string escapes for both of the library's JSON readers (util/json_escape.h):
// the simple escapes, \u code points as UTF-8, surrogate pairs joined, lone surrogates replaced
// by U+FFFD, and a bad escape refused with what was expected.
#include <doctest/doctest.h>

#include <string>

#include "util/json_escape.h"
#include "util/json_value.h"

using boardrules::appendJsonEscape;
using boardrules::util::parseJsonValue;

namespace {

std::string stringOf(const std::string& json) {
  const auto value = parseJsonValue(json);
  REQUIRE(value.isOk());
  return value.value().string;
}

}  // namespace

TEST_CASE("json escapes: simple escapes, code points as UTF-8, surrogate pairs joined") {
  CHECK(stringOf(R"("a\"b\\c\/d\b\f\n\r\t")") == "a\"b\\c/d\b\f\n\r\t");
  CHECK(stringOf(R"("\u0041\u00e9\u20AC")") == "A\xC3\xA9\xE2\x82\xAC");
  CHECK(stringOf(R"("\uD83D\uDE00")") == "\xF0\x9F\x98\x80");      // one code point, 4 bytes
  CHECK(stringOf(R"("\uD800x")") == "\xEF\xBF\xBDx");              // a lone high surrogate
  CHECK(stringOf(R"("\uDC00")") == "\xEF\xBF\xBD");                // a lone low surrogate
  CHECK(stringOf(R"("\uD800\u0041")") == "\xEF\xBF\xBD" "A");      // not a pair: read apart
}

TEST_CASE("json escapes: a bad escape is refused with what was expected, and pos says where") {
  std::string out;
  std::size_t pos = 0;
  CHECK(appendJsonEscape("x", pos, out) == "a valid escape");
  pos = 0;
  CHECK(appendJsonEscape("u12G4", pos, out) == "4 hex digits after \\u");
  pos = 0;
  CHECK(appendJsonEscape("u12", pos, out) == "4 hex digits after \\u");
  pos = 0;
  CHECK(appendJsonEscape("", pos, out) == "an escape after '\\'");
  CHECK(out.empty());
  pos = 0;
  CHECK(appendJsonEscape("n!", pos, out).empty());
  CHECK(pos == 1);
  CHECK(out == "\n");
  CHECK_FALSE(parseJsonValue(R"("\q")").isOk());
}
