#include "util/json_escape.h"

#include <cstdint>

namespace boardrules {

namespace {

bool readHex4(std::string_view text, std::size_t& pos, std::uint32_t& value) {
  if (pos + 4 > text.size()) return false;
  value = 0;
  for (int i = 0; i < 4; ++i) {
    const char c = text[pos++];
    value <<= 4;
    if (c >= '0' && c <= '9') value |= static_cast<std::uint32_t>(c - '0');
    else if (c >= 'a' && c <= 'f') value |= static_cast<std::uint32_t>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') value |= static_cast<std::uint32_t>(c - 'A' + 10);
    else return false;
  }
  return true;
}

void appendUtf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

std::string_view appendJsonEscape(std::string_view text, std::size_t& pos, std::string& out) {
  if (pos >= text.size()) return "an escape after '\\'";
  switch (const char e = text[pos++]) {
    case '"': case '\\': case '/': out += e; return "";
    case 'b': out += '\b'; return "";
    case 'f': out += '\f'; return "";
    case 'n': out += '\n'; return "";
    case 'r': out += '\r'; return "";
    case 't': out += '\t'; return "";
    case 'u': {
      std::uint32_t cp = 0;
      if (!readHex4(text, pos, cp)) return "4 hex digits after \\u";
      if (cp >= 0xD800 && cp <= 0xDBFF && text.substr(pos, 2) == "\\u") {
        const std::size_t save = pos;
        pos += 2;
        std::uint32_t low = 0;
        if (readHex4(text, pos, low) && low >= 0xDC00 && low <= 0xDFFF) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        else pos = save;  // not a pair: the next escape is read on its own
      }
      if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
      appendUtf8(out, cp);
      return "";
    }
    default: return "a valid escape";
  }
}

}  // namespace boardrules
