// A small JSON reader for test data and tools (conformance vectors): objects, arrays, strings,
// numbers (as double and exact uint64 when integral), booleans, null. Errors carry the offset.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace boardrules::testkit {

struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  uint64_t integer = 0;  // exact value for non-negative integral numbers
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json, std::less<>> object;

  const Json* find(std::string_view key) const {
    auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
  }
};

Result<Json> parseJson(std::string_view text);

}  // namespace boardrules::testkit
