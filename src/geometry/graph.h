// A compact, immutable adjacency graph in CSR form (one offsets array, one sorted targets array)
// and the one bounded breadth-first search every board in the library uses (spatial zones,
// Catan vertices and edges, hex and rectangular grids).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "util/result.h"

namespace boardrules::geometry {

using NodeId = std::uint32_t;

struct GraphEdge {
  NodeId a = 0;
  NodeId b = 0;
};

// Undirected graph over nodes 0..nodeCount-1. Each node's neighbours are sorted ascending and
// unique, so iteration (and therefore BFS discovery order) is deterministic.
class CsrGraph {
 public:
  CsrGraph() = default;

  // Every edge (a, b) links both ways; repeated edges collapse into one. An endpoint outside
  // 0..nodeCount-1 or a self-loop (a == b) is an error naming the edge's position in `edges`.
  static Result<CsrGraph> undirected(std::size_t nodeCount, std::span<const GraphEdge> edges);

  std::size_t nodeCount() const { return offsets_.empty() ? 0 : offsets_.size() - 1; }
  // Number of undirected edges.
  std::size_t edgeCount() const { return targets_.size() / 2; }
  bool contains(NodeId n) const { return n < nodeCount(); }
  // Sorted neighbours of `n`; empty for an isolated node or an id outside the graph.
  std::span<const NodeId> neighbors(NodeId n) const;
  std::size_t degree(NodeId n) const { return neighbors(n).size(); }
  bool hasEdge(NodeId a, NodeId b) const;

 private:
  std::vector<std::uint32_t> offsets_;  // nodeCount + 1 entries
  std::vector<NodeId> targets_;
};

// Called on each candidate node before it is enqueued; false keeps it (and everything reachable
// only through it) out of the search. Never called on the start node.
using NodeFilter = std::function<bool(NodeId)>;

struct BfsOptions {
  // Nodes at most this many steps from the start are reported. Absent: nodeCount - 1 (enough to
  // reach everything). 0 reports no node except the start when includeStart is set. Values above
  // nodeCount - 1 are clamped; negative values are an error.
  std::optional<int> maxDepth;
  // Report the start node first.
  bool includeStart = false;
  // Stop once this many nodes are reported (the start counts when included).
  std::size_t limit = SIZE_MAX;
};

struct BfsResult {
  // Discovery order: by distance, then by the sorted neighbour order of the node that found it.
  std::vector<NodeId> nodes;
  // True when `limit` stopped the search before it was exhausted.
  bool truncated = false;
};

// Bounded BFS. Visits each node at most once, so it terminates on any graph, cyclic or not.
Result<BfsResult> boundedBfs(const CsrGraph& graph, NodeId start, const BfsOptions& options,
                             const NodeFilter& accept = nullptr);

// True when `target` is reachable from `start` within `maxDepth` steps through nodes accepted
// by `accept` (the target itself must be accepted too). A node reaches itself.
Result<bool> isReachable(const CsrGraph& graph, NodeId start, NodeId target,
                         std::optional<int> maxDepth, const NodeFilter& accept = nullptr);

}  // namespace boardrules::geometry
