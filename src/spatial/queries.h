// Seed 002 spatial queries, conditions and the moveTokenAdjacent effect, all on the shared
// geometry::CsrGraph and its bounded BFS.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "geometry/graph.h"
#include "spatial/adjacency.h"
#include "spatial/condition.h"
#include "spatial/contents.h"

namespace boardrules::spatial {

// A `via` filter: true when the candidate zone may be entered. Built from a Condition
// (viaCondition) or supplied by the caller (the JS binding wraps a predicate).
using ZoneFilter = geometry::NodeFilter;

ZoneFilter viaCondition(const Condition& condition, const ZoneContents& contents, const AdjacencyGraph& graph);

struct ConnectedOptions {
  std::optional<int> maxDepth;  // default zoneCount - 1; 0 gives [] (or [start]); negative is an error
  ZoneFilter via;               // evaluated on each candidate before it is enqueued
  bool includeStart = false;    // the start zone is excluded by default
  std::size_t limit = SIZE_MAX; // cap on the number of zones returned
};

// The zone's neighbours in graph order (declaration order of the zones).
Result<std::vector<std::string>> queryAdjacentZones(const AdjacencyGraph& graph, std::string_view zone);

// Tokens of every neighbouring zone: neighbours in graph order, tokens in placement order.
Result<std::vector<Token>> queryTokensInAdjacentZones(const AdjacencyGraph& graph, const ZoneContents& contents,
                                                      std::string_view zone);

// Bounded BFS from `zone`, in discovery order.
Result<std::vector<std::string>> queryConnectedZones(const AdjacencyGraph& graph, std::string_view zone,
                                                     const ConnectedOptions& options);

Result<bool> evalAdjacentCondition(const AdjacencyGraph& graph, std::string_view zoneA, std::string_view zoneB);

// A path from A to B whose every zone after A (B included) passes `via`. A zone is connected to
// itself.
Result<bool> evalConnectedCondition(const AdjacencyGraph& graph, std::string_view zoneA, std::string_view zoneB,
                                    const ZoneFilter& via = nullptr, std::optional<int> maxDepth = std::nullopt);

// moveTokenAdjacent: each field is a literal id or `$name`, looked up in the bindings. An empty
// `from` means "wherever the token is".
struct MoveTokenAdjacent {
  std::string token;
  std::string from;
  std::string to;
};
using Bindings = std::map<std::string, std::string, std::less<>>;

struct TokenEntered {  // the event emitted on success
  std::string token;
  std::string from;
  std::string to;
};

// Rejects (with nothing changed): unbound `$name`, unknown token or zone, token not in `from`,
// `from` without neighbours, destination not adjacent to `from`.
Result<TokenEntered> applyMoveTokenAdjacent(const MoveTokenAdjacent& effect, const Bindings& bindings,
                                            const AdjacencyGraph& graph, ZoneContents& contents);

}  // namespace boardrules::spatial
