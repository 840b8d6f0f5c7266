#include "util/json_value.h"

#include <cmath>
#include <cstdlib>

#include "util/json_escape.h"

namespace boardrules::util {

namespace {

class Parser {
 public:
  Parser(std::string_view text, const JsonLimits& limits) : text_(text), limits_(limits) {}

  Result<JsonValue> parseDocument() {
    JsonValue v;
    if (!parseValue(v, 0)) return Error{error_};
    skipSpace();
    if (pos_ != text_.size()) return fail("unexpected text after the JSON value");
    return v;
  }

 private:
  Error fail(const std::string& why) {
    error_ = "JSON at byte " + std::to_string(pos_) + ": " + why;
    return Error{error_};
  }
  bool failed(const std::string& why) {
    fail(why);
    return false;
  }

  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '\t'))
      ++pos_;
  }

  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return failed("unknown literal");
    pos_ += word.size();
    return true;
  }

  bool parseValue(JsonValue& out, int depth) {
    if (depth > limits_.maxDepth) return failed("nested too deeply");
    skipSpace();
    if (pos_ >= text_.size()) return failed("unexpected end of input");
    const char c = text_[pos_];
    if (c == '{') return parseObject(out, depth);
    if (c == '[') return parseArray(out, depth);
    if (c == '"') {
      out.kind = JsonValue::Kind::String;
      return parseString(out.string);
    }
    if (c == 't' || c == 'f') {
      out.kind = JsonValue::Kind::Bool;
      out.boolean = c == 't';
      return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') {
      out.kind = JsonValue::Kind::Null;
      return literal("null");
    }
    return parseNumber(out);
  }

  bool parseNumber(JsonValue& out) {
    const std::size_t start = pos_;
    if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
    const std::size_t digits = pos_;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
    if (pos_ == digits) return failed("expected a value");
    if (text_[digits] == '0' && pos_ - digits > 1) return failed("leading zero in a number");
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      const std::size_t frac = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      if (pos_ == frac) return failed("digits expected after '.'");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      const std::size_t exp = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      if (pos_ == exp) return failed("digits expected in the exponent");
    }
    const std::string copy(text_.substr(start, pos_ - start));
    out.kind = JsonValue::Kind::Number;
    out.number = std::strtod(copy.c_str(), nullptr);
    if (!std::isfinite(out.number)) return failed("number out of range");
    return true;
  }

  bool parseString(std::string& out) {
    ++pos_;  // opening quote
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return failed("control character in a string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (const std::string_view expected = appendJsonEscape(text_, pos_, out); !expected.empty()) {
        return failed("bad escape in a string: expected " + std::string(expected));
      }
    }
    return failed("unterminated string");
  }

  bool parseArray(JsonValue& out, int depth) {
    out.kind = JsonValue::Kind::Array;
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return true;
    }
    while (true) {
      out.array.emplace_back();
      if (!parseValue(out.array.back(), depth + 1)) return false;
      skipSpace();
      if (pos_ >= text_.size()) return failed("unterminated array");
      const char c = text_[pos_++];
      if (c == ']') return true;
      if (c != ',') return failed("expected ',' or ']'");
    }
  }

  bool parseObject(JsonValue& out, int depth) {
    out.kind = JsonValue::Kind::Object;
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return true;
    }
    while (true) {
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != '"') return failed("expected a member name");
      std::string key;
      if (!parseString(key)) return false;
      if (out.find(key)) return failed("duplicate member \"" + key.substr(0, 40) + "\"");
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_++] != ':') return failed("expected ':'");
      out.keys.push_back(std::move(key));
      out.values.emplace_back();
      if (!parseValue(out.values.back(), depth + 1)) return false;
      skipSpace();
      if (pos_ >= text_.size()) return failed("unterminated object");
      const char c = text_[pos_++];
      if (c == '}') return true;
      if (c != ',') return failed("expected ',' or '}'");
    }
  }

  std::string_view text_;
  JsonLimits limits_;
  std::size_t pos_ = 0;
  std::string error_;
};

}  // namespace

Result<JsonValue> parseJsonValue(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.maxBytes)
    return Error{"JSON input of " + std::to_string(text.size()) + " bytes exceeds the limit of " +
                 std::to_string(limits.maxBytes)};
  return Parser(text, limits).parseDocument();
}

void appendJsonString(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += "\\u00";
      out += kHex[(c >> 4) & 0xF];
      out += kHex[c & 0xF];
    } else {
      out += c;
    }
  }
  out += '"';
}

}  // namespace boardrules::util
