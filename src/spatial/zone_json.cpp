#include "spatial/zone_json.h"

#include <cstdint>

#include "util/json_escape.h"

namespace boardrules::spatial {

namespace {

void appendQuoted(std::string& out, std::string_view s) {
  static const char* kHex = "0123456789abcdef";
  out += '"';
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out += "\\u00";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

// Reader for the one accepted shape; every failure names the byte offset.
class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  Result<std::vector<ZoneDef>> zones() {
    std::vector<ZoneDef> out;
    if (!eat('[')) return fail("'['");
    if (eat(']')) return end(std::move(out));
    do {
      ZoneDef z;
      if (!eat('[')) return fail("'[' opening a zone");
      auto id = string();
      if (!id) return Error{id.message()};
      z.id = std::move(id).value();
      if (!eat(',')) return fail("','");
      if (literal("null")) {
        // isolated zone
      } else {
        if (!eat('[')) return fail("'[' or null for adjacentTo");
        z.adjacentTo.emplace();
        if (!eat(']')) {
          do {
            auto ref = string();
            if (!ref) return Error{ref.message()};
            z.adjacentTo->push_back(std::move(ref).value());
          } while (eat(','));
          if (!eat(']')) return fail("']' closing adjacentTo");
        }
      }
      if (!eat(']')) return fail("']' closing a zone");
      out.push_back(std::move(z));
      if (out.size() > kMaxZones)
        return Error{"zones: more than " + std::to_string(kMaxZones) + " zones; the limit is " + std::to_string(kMaxZones)};
    } while (eat(','));
    if (!eat(']')) return fail("']' closing the zone list");
    return end(std::move(out));
  }

 private:
  Error fail(const std::string& expected) const {
    return Error{"zones JSON: expected " + expected + " at byte " + std::to_string(pos_)};
  }
  Result<std::vector<ZoneDef>> end(std::vector<ZoneDef> zones) {
    skip();
    if (pos_ != s_.size()) return fail("end of input");
    return zones;
  }
  void skip() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\t' || s_[pos_] == '\r')) ++pos_;
  }
  bool eat(char c) {
    skip();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool literal(std::string_view word) {
    skip();
    if (s_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }
  Result<std::string> string() {
    if (!eat('"')) return fail("a string");
    std::string out;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      // The run of plain characters up to the next quote or backslash is copied in one append:
      // a character at a time cost a call per byte in the size-optimised WebAssembly (one zone
      // listing 30,000 others, 0.73 MB, took ~100 ms to validate; docs/PERFORMANCE.md).
      const char* const text = s_.data();  // raw bytes: no accessor call per byte at -Oz either
      std::size_t stop = pos_;
      while (stop < s_.size() && text[stop] != '"' && text[stop] != '\\') ++stop;
      out.append(text + pos_, stop - pos_);
      pos_ = stop;
      if (pos_ >= s_.size() || s_[pos_] == '"') break;
      ++pos_;  // the backslash
      if (pos_ >= s_.size()) break;
      if (const std::string_view expected = appendJsonEscape(s_, pos_, out); !expected.empty()) return fail(std::string(expected));
    }
    if (pos_ >= s_.size()) return fail("closing '\"'");
    ++pos_;
    return out;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
};

}  // namespace

Result<std::vector<ZoneDef>> zonesFromJson(std::string_view json) { return Reader(json).zones(); }

std::string zonesToJson(const std::vector<ZoneDef>& zones) {
  std::string out = "[";
  for (std::size_t i = 0; i < zones.size(); ++i) {
    if (i) out += ',';
    out += "{\"id\":";
    appendQuoted(out, zones[i].id);
    out += ",\"adjacentTo\":[";
    if (zones[i].adjacentTo) {
      for (std::size_t k = 0; k < zones[i].adjacentTo->size(); ++k) {
        if (k) out += ',';
        appendQuoted(out, (*zones[i].adjacentTo)[k]);
      }
    }
    out += "]}";
  }
  return out + "]";
}

std::string stringsToJson(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    appendQuoted(out, items[i]);
  }
  return out + "]";
}

std::string diagnosticsToJson(const std::vector<Diagnostic>& diagnostics) {
  std::string out = "[";
  for (std::size_t i = 0; i < diagnostics.size(); ++i) {
    const Diagnostic& d = diagnostics[i];
    if (i) out += ',';
    out += "{\"severity\":";
    appendQuoted(out, severityName(d.severity));
    out += ",\"code\":";
    appendQuoted(out, d.code);
    out += ",\"path\":";
    appendQuoted(out, d.path);
    out += ",\"message\":";
    appendQuoted(out, d.message);
    if (!d.suggestion.empty()) {
      out += ",\"suggestion\":";
      appendQuoted(out, d.suggestion);
    }
    if (!d.alternatives.empty()) {
      out += ",\"alternatives\":";
      out += stringsToJson(d.alternatives);
    }
    out += '}';
  }
  return out + "]";
}

}  // namespace boardrules::spatial
