// Test data and tools read JSON with the engine's own reader (src/util/json_value.h): one parser
// to keep right. Vector files are ours and large, so the size cap is lifted here.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <string_view>

#include "util/json_value.h"

namespace boardrules::testkit {

using Json = util::JsonValue;

inline Result<Json> parseJson(std::string_view text) {
  return util::parseJsonValue(text, {.maxBytes = std::numeric_limits<std::size_t>::max(), .maxDepth = 64});
}

// A vector's word, count or index: a non-negative integral number below 2^53 (every such number
// is exact in a double), else 0.
inline uint64_t integerOf(const Json& v) {
  const bool exact = v.kind == Json::Kind::Number && v.number >= 0 && v.number < 9007199254740992.0 &&
                     std::floor(v.number) == v.number;
  return exact ? static_cast<uint64_t>(v.number) : 0;
}

}  // namespace boardrules::testkit
