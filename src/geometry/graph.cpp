#include "geometry/graph.h"

#include <algorithm>
#include <string>

namespace boardrules::geometry {

Result<CsrGraph> CsrGraph::undirected(std::size_t nodeCount, std::span<const GraphEdge> edges) {
  if (nodeCount >= UINT32_MAX)
    return Error{"graph has " + std::to_string(nodeCount) + " nodes: more than a 32-bit id can name"};
  std::vector<std::uint32_t> degree(nodeCount, 0);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const GraphEdge e = edges[i];
    if (e.a >= nodeCount || e.b >= nodeCount)
      return Error{"edge " + std::to_string(i) + " (" + std::to_string(e.a) + "," + std::to_string(e.b) +
                   ") names a node outside 0.." + std::to_string(nodeCount) + "-1"};
    if (e.a == e.b)
      return Error{"edge " + std::to_string(i) + " is a self-loop on node " + std::to_string(e.a)};
    ++degree[e.a];
    ++degree[e.b];
  }
  // Fill both directions into per-node slots, then sort and drop repeats within each slot.
  std::vector<std::uint32_t> start(nodeCount + 1, 0);
  for (std::size_t n = 0; n < nodeCount; ++n) start[n + 1] = start[n] + degree[n];
  std::vector<NodeId> raw(start[nodeCount]);
  std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
  for (const GraphEdge& e : edges) {
    raw[fill[e.a]++] = e.b;
    raw[fill[e.b]++] = e.a;
  }
  CsrGraph g;
  g.offsets_.assign(nodeCount + 1, 0);
  g.targets_.reserve(raw.size());
  for (std::size_t n = 0; n < nodeCount; ++n) {
    auto first = raw.begin() + start[n], last = raw.begin() + start[n + 1];
    std::sort(first, last);
    last = std::unique(first, last);
    g.targets_.insert(g.targets_.end(), first, last);
    g.offsets_[n + 1] = static_cast<std::uint32_t>(g.targets_.size());
  }
  return g;
}

std::span<const NodeId> CsrGraph::neighbors(NodeId n) const {
  if (!contains(n)) return {};
  return {targets_.data() + offsets_[n], targets_.data() + offsets_[n + 1]};
}

bool CsrGraph::hasEdge(NodeId a, NodeId b) const {
  const auto ns = neighbors(a);
  return std::binary_search(ns.begin(), ns.end(), b);
}

namespace {

// Shared traversal: calls `report` for every node reached (in discovery order) and stops as soon
// as it returns false. Returns the validated depth bound error, if any.
template <class Report>
Status traverse(const CsrGraph& graph, NodeId start, std::optional<int> maxDepth, const NodeFilter& accept,
                Report&& report) {
  if (!graph.contains(start))
    return Error{"start node " + std::to_string(start) + " is not in the graph (" +
                 std::to_string(graph.nodeCount()) + " nodes)"};
  if (maxDepth && *maxDepth < 0) return Error{"maxDepth " + std::to_string(*maxDepth) + " is negative"};
  const std::size_t bound = std::min<std::size_t>(maxDepth ? static_cast<std::size_t>(*maxDepth) : SIZE_MAX,
                                                  graph.nodeCount() - 1);
  std::vector<char> visited(graph.nodeCount(), 0);  // not vector<bool>: its code is larger
  std::vector<NodeId> queue{start};
  visited[start] = true;
  std::size_t head = 0;
  for (std::size_t depth = 1; depth <= bound && head < queue.size(); ++depth) {
    const std::size_t levelEnd = queue.size();
    for (; head < levelEnd; ++head) {
      for (NodeId next : graph.neighbors(queue[head])) {
        if (visited[next]) continue;
        if (accept && !accept(next)) continue;
        visited[next] = true;
        queue.push_back(next);
        if (!report(next)) return Status::ok();
      }
    }
  }
  return Status::ok();
}

}  // namespace

Result<BfsResult> boundedBfs(const CsrGraph& graph, NodeId start, const BfsOptions& options,
                             const NodeFilter& accept) {
  BfsResult out;
  if (options.includeStart && graph.contains(start)) {
    if (options.limit > 0) out.nodes.push_back(start);
    else out.truncated = true;
  }
  const std::size_t limit = options.limit;
  bool full = out.nodes.size() >= limit;
  Status st = traverse(graph, start, options.maxDepth, accept, [&](NodeId n) {
    if (full) {  // one more node exists beyond the cap
      out.truncated = true;
      return false;
    }
    out.nodes.push_back(n);
    full = out.nodes.size() >= limit;
    return true;
  });
  if (!st) return Error{st.message()};
  return out;
}

Result<bool> isReachable(const CsrGraph& graph, NodeId start, NodeId target, std::optional<int> maxDepth,
                         const NodeFilter& accept) {
  if (!graph.contains(target))
    return Error{"target node " + std::to_string(target) + " is not in the graph (" +
                 std::to_string(graph.nodeCount()) + " nodes)"};
  bool found = false;
  Status st = traverse(graph, start, maxDepth, accept, [&](NodeId n) {
    found = n == target;
    return !found;
  });
  if (!st) return Error{st.message()};
  return found || start == target;
}

}  // namespace boardrules::geometry
