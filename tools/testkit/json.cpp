#include "testkit/json.h"

namespace boardrules::testkit {

namespace {

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  Result<Json> parseDocument() {
    Json v;
    if (!value(v, 0)) return Error{error_};
    skip();
    if (i_ != t_.size()) return Error{"unexpected trailing data at offset " + std::to_string(i_)};
    return v;
  }

 private:
  bool fail(const std::string& what) {
    error_ = what + " at offset " + std::to_string(i_);
    return false;
  }
  void skip() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\r' || t_[i_] == '\t')) ++i_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(i_, word.size()) != word) return fail("invalid literal");
    i_ += word.size();
    return true;
  }
  bool value(Json& v, int depth) {
    if (depth > 64) return fail("nesting too deep");
    skip();
    if (i_ >= t_.size()) return fail("unexpected end");
    const char c = t_[i_];
    if (c == '{') return object(v, depth);
    if (c == '[') return array(v, depth);
    if (c == '"') {
      v.kind = Json::Kind::String;
      return string(v.string);
    }
    if (c == 't') return v.kind = Json::Kind::Bool, v.boolean = true, literal("true");
    if (c == 'f') return v.kind = Json::Kind::Bool, v.boolean = false, literal("false");
    if (c == 'n') return v.kind = Json::Kind::Null, literal("null");
    return number(v);
  }
  bool number(Json& v) {
    const size_t start = i_;
    if (i_ < t_.size() && t_[i_] == '-') ++i_;
    bool integral = true;
    uint64_t acc = 0;
    size_t digits = 0;
    while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') acc = acc * 10 + static_cast<uint64_t>(t_[i_++] - '0'), ++digits;
    if (!digits) return fail("invalid number");
    if (i_ < t_.size() && (t_[i_] == '.' || t_[i_] == 'e' || t_[i_] == 'E')) {
      integral = false;
      ++i_;
      while (i_ < t_.size() && ((t_[i_] >= '0' && t_[i_] <= '9') || t_[i_] == '+' || t_[i_] == '-' || t_[i_] == 'e' || t_[i_] == 'E' || t_[i_] == '.')) ++i_;
    }
    v.kind = Json::Kind::Number;
    v.number = std::stod(std::string(t_.substr(start, i_ - start)));
    v.integer = (integral && t_[start] != '-') ? acc : 0;
    return true;
  }
  bool string(std::string& out) {
    ++i_;  // opening quote
    while (i_ < t_.size() && t_[i_] != '"') {
      if (t_[i_] == '\\') {
        if (++i_ >= t_.size()) return fail("unterminated escape");
        const char e = t_[i_];
        if (e == 'u') return fail("\\u escapes are not supported");
        out.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e);
        ++i_;
      } else {
        out.push_back(t_[i_++]);
      }
    }
    if (i_ >= t_.size()) return fail("unterminated string");
    ++i_;
    return true;
  }
  bool array(Json& v, int depth) {
    v.kind = Json::Kind::Array;
    ++i_;
    skip();
    if (i_ < t_.size() && t_[i_] == ']') return ++i_, true;
    while (true) {
      v.array.emplace_back();
      if (!value(v.array.back(), depth + 1)) return false;
      skip();
      if (i_ < t_.size() && t_[i_] == ',') { ++i_; continue; }
      if (i_ < t_.size() && t_[i_] == ']') return ++i_, true;
      return fail("expected ',' or ']'");
    }
  }
  bool object(Json& v, int depth) {
    v.kind = Json::Kind::Object;
    ++i_;
    skip();
    if (i_ < t_.size() && t_[i_] == '}') return ++i_, true;
    while (true) {
      skip();
      if (i_ >= t_.size() || t_[i_] != '"') return fail("expected a key");
      std::string key;
      if (!string(key)) return false;
      skip();
      if (i_ >= t_.size() || t_[i_] != ':') return fail("expected ':'");
      ++i_;
      if (!value(v.object[key], depth + 1)) return false;
      skip();
      if (i_ < t_.size() && t_[i_] == ',') { ++i_; continue; }
      if (i_ < t_.size() && t_[i_] == '}') return ++i_, true;
      return fail("expected ',' or '}'");
    }
  }

  std::string_view t_;
  size_t i_ = 0;
  std::string error_;
};

}  // namespace

Result<Json> parseJson(std::string_view text) { return Parser(text).parseDocument(); }

}  // namespace boardrules::testkit
