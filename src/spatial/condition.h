// The small declarative condition language used for `via` filters (seed 002 refers to Spec 04's
// condition AST, which was never given; this is our own). A condition is evaluated on one
// candidate zone against the current zone contents.
//
//   cond := 'true' | 'false'
//         | 'empty'            -- the zone holds no token
//         | 'occupied'         -- the zone holds at least one token
//         | 'kind(' NAME ')'   -- the zone holds a token of that kind
//         | 'owner(' NAME ')'  -- the zone holds a token with that owner
//         | 'token(' NAME ')'  -- the zone holds the token with that id
//         | 'zone(' NAME ')'   -- the zone is that zone
//         | 'not(' cond ')' | 'and(' cond {',' cond} ')' | 'or(' cond {',' cond} ')'
//   NAME := [A-Za-z0-9_.:-]+ | "'" ( any char but ' and \ | '\' any char )* "'"
// Whitespace between tokens is ignored. At most kMaxConditionLength characters and
// kMaxConditionDepth levels of nesting, so parsing and evaluation cannot exhaust the stack.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spatial/contents.h"
#include "util/result.h"

namespace boardrules::spatial {

inline constexpr std::size_t kMaxConditionLength = 4096;
inline constexpr int kMaxConditionDepth = 32;

class Condition {
 public:
  // Error names the byte offset and what was expected there.
  static Result<Condition> parse(std::string_view text);
  bool evaluate(const ZoneContents& contents, ZoneIndex zone, const AdjacencyGraph& graph) const;
  // Canonical text (parses back to the same condition).
  std::string toString() const;

  enum class Kind { True, False, Empty, Occupied, HasKind, HasOwner, HasToken, IsZone, Not, And, Or };
  struct Node {
    Kind kind = Kind::True;
    std::string name;           // argument of kind/owner/token/zone
    std::vector<int> children;  // indices into nodes_
  };

 private:
  bool eval(int node, const ZoneContents& contents, ZoneIndex zone, const AdjacencyGraph& graph) const;
  std::string text(int node) const;
  friend class ConditionParser;
  std::vector<Node> nodes_;
  int root_ = 0;
};

}  // namespace boardrules::spatial
