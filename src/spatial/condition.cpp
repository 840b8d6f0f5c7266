#include "spatial/condition.h"

#include <algorithm>
#include <cctype>

namespace boardrules::spatial {

namespace {

struct Keyword {
  std::string_view word;
  Condition::Kind kind;
};

constexpr Keyword kKeywords[] = {
    {"true", Condition::Kind::True},       {"false", Condition::Kind::False},
    {"empty", Condition::Kind::Empty},     {"occupied", Condition::Kind::Occupied},
    {"kind", Condition::Kind::HasKind},    {"owner", Condition::Kind::HasOwner},
    {"token", Condition::Kind::HasToken},  {"zone", Condition::Kind::IsZone},
    {"not", Condition::Kind::Not},         {"and", Condition::Kind::And},
    {"or", Condition::Kind::Or},
};

bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == ':' || c == '-';
}

bool takesName(Condition::Kind k) {
  return k == Condition::Kind::HasKind || k == Condition::Kind::HasOwner || k == Condition::Kind::HasToken ||
         k == Condition::Kind::IsZone;
}

std::string_view wordOf(Condition::Kind k) {
  for (const Keyword& kw : kKeywords)
    if (kw.kind == k) return kw.word;
  return "?";
}

}  // namespace

// Recursive descent over the grammar in condition.h; depth is bounded by kMaxConditionDepth.
class ConditionParser {
 public:
  explicit ConditionParser(std::string_view text) : s_(text) {}

  Result<Condition> run() {
    Condition c;
    auto root = parseCond(c, 1);
    if (!root) return Error{root.message()};
    skipSpace();
    if (pos_ != s_.size()) return fail("end of condition");
    c.root_ = root.value();
    return c;
  }

 private:
  Error fail(std::string_view expected) const {
    std::string got = "end of text";
    if (pos_ < s_.size()) got = std::string{'\'', s_[pos_], '\''};
    return Error{"condition: expected " + std::string(expected) + " at byte " + std::to_string(pos_) + ", found " +
                 got};
  }
  void skipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(char c) {
    skipSpace();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  Result<std::string> parseName() {
    skipSpace();
    std::string out;
    if (pos_ < s_.size() && s_[pos_] == '\'') {
      ++pos_;
      while (pos_ < s_.size() && s_[pos_] != '\'') {
        if (s_[pos_] == '\\' && pos_ + 1 < s_.size()) ++pos_;
        out += s_[pos_++];
      }
      if (pos_ >= s_.size()) return fail("closing quote");
      ++pos_;
      return out;
    }
    while (pos_ < s_.size() && isNameChar(s_[pos_])) out += s_[pos_++];
    if (out.empty()) return fail("a name");
    return out;
  }

  Result<int> parseCond(Condition& c, int depth) {
    if (depth > kMaxConditionDepth)
      return Error{"condition: nesting deeper than " + std::to_string(kMaxConditionDepth) + " levels at byte " +
                   std::to_string(pos_)};
    skipSpace();
    const std::size_t start = pos_;
    std::string word;
    while (pos_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[pos_]))) word += s_[pos_++];
    auto kw = std::find_if(std::begin(kKeywords), std::end(kKeywords), [&](const Keyword& k) { return k.word == word; });
    if (kw == std::end(kKeywords)) {
      pos_ = start;
      return fail("one of true, false, empty, occupied, kind(, owner(, token(, zone(, not(, and(, or(");
    }
    Condition::Node node{kw->kind, "", {}};
    const bool isLeaf = kw->kind == Condition::Kind::True || kw->kind == Condition::Kind::False ||
                        kw->kind == Condition::Kind::Empty || kw->kind == Condition::Kind::Occupied;
    if (!isLeaf) {
      if (!eat('(')) return fail("'(' after " + word);
      if (takesName(kw->kind)) {
        auto name = parseName();
        if (!name) return Error{name.message()};
        node.name = std::move(name).value();
      } else {
        do {
          auto child = parseCond(c, depth + 1);
          if (!child) return child;
          node.children.push_back(child.value());
        } while (kw->kind != Condition::Kind::Not && eat(','));
      }
      if (!eat(')')) return fail("')' closing " + word);
    }
    c.nodes_.push_back(std::move(node));
    return static_cast<int>(c.nodes_.size() - 1);
  }

  std::string_view s_;
  std::size_t pos_ = 0;
};

Result<Condition> Condition::parse(std::string_view text) {
  if (text.size() > kMaxConditionLength)
    return Error{"condition: " + std::to_string(text.size()) + " characters; the limit is " +
                 std::to_string(kMaxConditionLength)};
  return ConditionParser(text).run();
}

bool Condition::evaluate(const ZoneContents& contents, ZoneIndex zone, const AdjacencyGraph& graph) const {
  return !nodes_.empty() && eval(root_, contents, zone, graph);
}

bool Condition::eval(int node, const ZoneContents& contents, ZoneIndex zone, const AdjacencyGraph& graph) const {
  const Node& n = nodes_[node];
  const auto& tokens = contents.tokensIn(zone);
  auto any = [&](auto pred) { return std::any_of(tokens.begin(), tokens.end(), pred); };
  switch (n.kind) {
    case Kind::True: return true;
    case Kind::False: return false;
    case Kind::Empty: return tokens.empty();
    case Kind::Occupied: return !tokens.empty();
    case Kind::HasKind: return any([&](const Token& t) { return t.kind == n.name; });
    case Kind::HasOwner: return any([&](const Token& t) { return t.owner == n.name; });
    case Kind::HasToken: return any([&](const Token& t) { return t.id == n.name; });
    case Kind::IsZone: return zone < graph.zoneCount() && graph.zoneId(zone) == n.name;
    case Kind::Not: return !eval(n.children[0], contents, zone, graph);
    case Kind::And:
      return std::all_of(n.children.begin(), n.children.end(),
                         [&](int ch) { return eval(ch, contents, zone, graph); });
    case Kind::Or:
      return std::any_of(n.children.begin(), n.children.end(),
                         [&](int ch) { return eval(ch, contents, zone, graph); });
  }
  return false;
}

std::string Condition::toString() const { return nodes_.empty() ? "" : text(root_); }

std::string Condition::text(int node) const {
  const Node& n = nodes_[node];
  std::string out(wordOf(n.kind));
  if (takesName(n.kind)) {
    out += "('";
    for (char ch : n.name) {
      if (ch == '\'' || ch == '\\') out += '\\';
      out += ch;
    }
    out += "')";
  } else if (!n.children.empty()) {
    out += '(';
    for (std::size_t i = 0; i < n.children.size(); ++i) {
      if (i) out += ',';
      out += text(n.children[i]);
    }
    out += ')';
  }
  return out;
}

}  // namespace boardrules::spatial
