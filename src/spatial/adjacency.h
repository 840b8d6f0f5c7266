// Seed 002 "Adjacency Graph": zone definitions -> an undirected CSR graph over zone indices, and
// the validation that reports what was wrong with the definitions.
//
// Contract (the hardened one): a zone listing another makes an undirected edge whichever side
// declared it (the missing direction is still reported as a warning); neighbour lists are sorted
// by zone declaration order; self-loops are errors and are dropped; dangling references are
// errors (with the closest existing ids) and are dropped; repeated neighbours are warnings.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "geometry/graph.h"
#include "spatial/zone.h"
#include "util/result.h"

namespace boardrules::spatial {

using ZoneIndex = geometry::NodeId;

class AdjacencyGraph {
 public:
  std::size_t zoneCount() const { return ids_.size(); }
  const std::vector<std::string>& zoneIds() const { return ids_; }
  const std::string& zoneId(ZoneIndex z) const { return ids_[z]; }
  std::optional<ZoneIndex> indexOf(std::string_view id) const;
  // Error "unknown zone 'x'" (naming the argument) for an id not on the board.
  Result<ZoneIndex> require(std::string_view id, std::string_view argument) const;
  // The existing id closest to an unknown `id` ("" for none): what "did you mean" offers. Kept
  // out of require()'s message (issue 28): a typo repeated on every call of a server would pay
  // a fuzzy search over every id each time; callers compute it only when it is asked for.
  std::string suggest(std::string_view id) const;
  const geometry::CsrGraph& graph() const { return graph_; }
  // Neighbour ids of a zone in graph order; isolated zones give an empty list.
  std::vector<std::string> neighborIds(ZoneIndex z) const;

 private:
  friend Result<AdjacencyGraph> buildAdjacencyGraph(const std::vector<ZoneDef>& zones);
  std::vector<std::string> ids_;
  std::unordered_map<std::string, ZoneIndex> index_;
  geometry::CsrGraph graph_;
};

// Every diagnostic for a zone list, in input order (fatal size / id problems come alone).
std::vector<Diagnostic> validateAdjacency(const std::vector<ZoneDef>& zones);

// The graph, or an error when no graph can be built at all: too many zones or references, an
// empty or overlong id, or a repeated zone id. Dangling references and self-loops are left out
// (validateAdjacency reports them).
Result<AdjacencyGraph> buildAdjacencyGraph(const std::vector<ZoneDef>& zones);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

}  // namespace boardrules::spatial
