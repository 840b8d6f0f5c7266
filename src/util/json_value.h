// A small JSON reader for the engine's public formats (positions given by API users), so it is
// hostile-input safe: input size and nesting depth are capped, numbers are kept as doubles, and an
// error names the byte offset. Objects keep their members in input order (duplicates rejected).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace boardrules::util {

struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<JsonValue> array;
  // An object's members as parallel lists (a pair would need JsonValue complete here).
  std::vector<std::string> keys;
  std::vector<JsonValue> values;

  const JsonValue* find(std::string_view key) const {
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == key) return &values[i];
    return nullptr;
  }
};

struct JsonLimits {
  std::size_t maxBytes = 1 << 20;
  int maxDepth = 32;
};

Result<JsonValue> parseJsonValue(std::string_view text, const JsonLimits& limits = {});

// Appends `s` as a JSON string literal (quotes and escapes).
void appendJsonString(std::string& out, std::string_view s);

}  // namespace boardrules::util
