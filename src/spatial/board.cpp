#include "spatial/board.h"

namespace boardrules::spatial {

Result<SpatialBoard> SpatialBoard::create(const std::vector<ZoneDef>& zones) {
  auto graph = buildAdjacencyGraph(zones);
  if (!graph) return Error{graph.message()};
  SpatialBoard board;
  board.graph_ = std::move(graph).value();
  board.contents_ = ZoneContents(board.graph_.zoneCount());
  board.diagnostics_ = validateAdjacency(zones);
  return board;
}

Status SpatialBoard::placeToken(std::string_view zone, Token token) {
  auto z = graph_.require(zone, "zone");
  if (!z) return Error{z.message()};
  return contents_.place(z.value(), std::move(token));
}

Result<std::vector<Token>> SpatialBoard::tokensIn(std::string_view zone) const {
  auto z = graph_.require(zone, "zone");
  if (!z) return Error{z.message()};
  return contents_.tokensIn(z.value());
}

Result<TokenEntered> SpatialBoard::moveTokenAdjacent(const MoveTokenAdjacent& effect, const Bindings& bindings) {
  return applyMoveTokenAdjacent(effect, bindings, graph_, contents_);
}

}  // namespace boardrules::spatial
