#include "spatial/queries.h"

namespace boardrules::spatial {

namespace {

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

// `$name` -> its binding; anything else is returned as is.
Result<std::string> resolve(const std::string& value, const Bindings& bindings, std::string_view field) {
  if (value.empty() || value[0] != '$') return value;
  auto it = bindings.find(std::string_view(value).substr(1));
  if (it == bindings.end())
    return Error{"moveTokenAdjacent." + std::string(field) + ": binding " + quoted(value) + " is not bound"};
  return it->second;
}

}  // namespace

ZoneFilter viaCondition(const Condition& condition, const ZoneContents& contents, const AdjacencyGraph& graph) {
  return [&condition, &contents, &graph](geometry::NodeId zone) { return condition.evaluate(contents, zone, graph); };
}

Result<std::vector<std::string>> queryAdjacentZones(const AdjacencyGraph& graph, std::string_view zone) {
  auto z = graph.require(zone, "zone");
  if (!z) return Error{z.message()};
  return graph.neighborIds(z.value());
}

Result<std::vector<Token>> queryTokensInAdjacentZones(const AdjacencyGraph& graph, const ZoneContents& contents,
                                                      std::string_view zone) {
  auto z = graph.require(zone, "zone");
  if (!z) return Error{z.message()};
  std::vector<Token> out;
  for (ZoneIndex n : graph.graph().neighbors(z.value())) {
    const auto& tokens = contents.tokensIn(n);
    out.insert(out.end(), tokens.begin(), tokens.end());
  }
  return out;
}

Result<std::vector<std::string>> queryConnectedZones(const AdjacencyGraph& graph, std::string_view zone,
                                                     const ConnectedOptions& options) {
  auto z = graph.require(zone, "start");
  if (!z) return Error{z.message()};
  geometry::BfsOptions bfs{options.maxDepth, options.includeStart, options.limit};
  auto found = geometry::boundedBfs(graph.graph(), z.value(), bfs, options.via);
  if (!found) return Error{found.message()};
  std::vector<std::string> out;
  out.reserve(found.value().nodes.size());
  for (ZoneIndex n : found.value().nodes) out.push_back(graph.zoneId(n));
  return out;
}

Result<bool> evalAdjacentCondition(const AdjacencyGraph& graph, std::string_view zoneA, std::string_view zoneB) {
  auto a = graph.require(zoneA, "zoneA");
  if (!a) return Error{a.message()};
  auto b = graph.require(zoneB, "zoneB");
  if (!b) return Error{b.message()};
  return graph.graph().hasEdge(a.value(), b.value());
}

Result<bool> evalConnectedCondition(const AdjacencyGraph& graph, std::string_view zoneA, std::string_view zoneB,
                                    const ZoneFilter& via, std::optional<int> maxDepth) {
  auto a = graph.require(zoneA, "zoneA");
  if (!a) return Error{a.message()};
  auto b = graph.require(zoneB, "zoneB");
  if (!b) return Error{b.message()};
  return geometry::isReachable(graph.graph(), a.value(), b.value(), maxDepth, via);
}

Result<TokenEntered> applyMoveTokenAdjacent(const MoveTokenAdjacent& effect, const Bindings& bindings,
                                            const AdjacencyGraph& graph, ZoneContents& contents) {
  auto token = resolve(effect.token, bindings, "token");
  if (!token) return Error{token.message()};
  auto current = contents.zoneOf(token.value());
  if (!current) return Error{"moveTokenAdjacent.token: no token " + quoted(token.value()) + " on the board"};
  ZoneIndex from = *current;
  if (!effect.from.empty()) {
    auto fromId = resolve(effect.from, bindings, "from");
    if (!fromId) return Error{fromId.message()};
    auto f = graph.require(fromId.value(), "moveTokenAdjacent.from");
    if (!f) return Error{f.message()};
    if (f.value() != *current)
      return Error{"moveTokenAdjacent: token " + quoted(token.value()) + " is in zone " +
                   quoted(graph.zoneId(*current)) + ", not in " + quoted(fromId.value())};
    from = f.value();
  }
  if (graph.graph().degree(from) == 0)
    return Error{"moveTokenAdjacent: zone " + quoted(graph.zoneId(from)) +
                 " has no neighbours, so token " + quoted(token.value()) + " has no valid destination"};
  auto toId = resolve(effect.to, bindings, "to");
  if (!toId) return Error{toId.message()};
  auto to = graph.require(toId.value(), "moveTokenAdjacent.to");
  if (!to) return Error{to.message()};
  if (!graph.graph().hasEdge(from, to.value()))
    return Error{"moveTokenAdjacent: zone " + quoted(toId.value()) + " is not adjacent to " +
                 quoted(graph.zoneId(from)) + " (token " + quoted(token.value()) + " not moved)"};
  Status moved = contents.move(token.value(), from, to.value());
  if (!moved) return Error{moved.message()};
  return TokenEntered{token.value(), graph.zoneId(from), graph.zoneId(to.value())};
}

}  // namespace boardrules::spatial
