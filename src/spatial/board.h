// A spatial board: the immutable adjacency graph built once from zone definitions, its
// diagnostics, and the mutable zone contents. This is the unit the JS binding hands out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spatial/adjacency.h"
#include "spatial/contents.h"
#include "spatial/queries.h"

namespace boardrules::spatial {

class SpatialBoard {
 public:
  // Fails only when no graph can be built (see buildAdjacencyGraph); other problems are kept in
  // diagnostics() and the offending references are left out of the graph.
  static Result<SpatialBoard> create(const std::vector<ZoneDef>& zones);

  const AdjacencyGraph& graph() const { return graph_; }
  const ZoneContents& contents() const { return contents_; }
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

  Status placeToken(std::string_view zone, Token token);
  Result<std::vector<Token>> tokensIn(std::string_view zone) const;
  Result<TokenEntered> moveTokenAdjacent(const MoveTokenAdjacent& effect, const Bindings& bindings);

 private:
  AdjacencyGraph graph_;
  ZoneContents contents_;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace boardrules::spatial
