#pragma once
// The backslash escapes of JSON strings (RFC 8259 section 7), read the same way by every JSON
// reader of the library (util/json_value.cpp, spatial/zone_json.cpp).
#include <cstddef>
#include <string>
#include <string_view>

namespace boardrules {

// Appends what the escape at text[pos] (the character after the backslash) stands for to `out`,
// as UTF-8, and moves `pos` past it. A \u high surrogate followed by a \u low one is one code
// point; a lone surrogate becomes U+FFFD, so `out` stays valid UTF-8. Returns "" on success,
// else what was expected at `pos` (for the caller's error message).
std::string_view appendJsonEscape(std::string_view text, std::size_t& pos, std::string& out);

}  // namespace boardrules
