#include "spatial/adjacency.h"

#include <algorithm>
#include <cstdint>

#include "spatial/fuzzy.h"

namespace boardrules::spatial {

namespace {

// Dangling references past this many get no fuzzy suggestions; all of them share one budget of
// kSuggestionCells, so validation stays linear in the input whatever the ids look like.
constexpr std::size_t kMaxSuggestedRefs = 10;
constexpr ZoneIndex kNotListed = static_cast<ZoneIndex>(-1);

// Characters (Unicode code points) of a UTF-8 id: limits and messages count what a user sees,
// not bytes (an id of 100 'é' is 100 characters, 200 bytes).
std::size_t characters(std::string_view utf8) {
  std::size_t n = 0;
  for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// Diagnostics are built only while fewer than kMaxDiagnostics are kept; past the cap only a
// count is kept (1M dangling references used to build 1M messages, 456 MB, to show 1,000).
struct Collector {
  std::vector<Diagnostic> kept;
  std::size_t dropped = 0;
  bool full() {
    if (kept.size() < kMaxDiagnostics) return false;
    ++dropped;
    return true;
  }
};

std::string quoted(std::string_view id) { return "'" + std::string(id) + "'"; }

std::string refPath(std::size_t zone, std::size_t ref) {
  return "zones[" + std::to_string(zone) + "].adjacentTo[" + std::to_string(ref) + "]";
}

// The problems that make any graph impossible; empty when the ids can be indexed.
std::vector<Diagnostic> fatalProblems(const std::vector<ZoneDef>& zones,
                                      std::unordered_map<std::string, ZoneIndex>* index) {
  if (zones.size() > kMaxZones)
    return {{Severity::Error, "SPATIAL_TOO_MANY_ZONES", "zones",
             std::to_string(zones.size()) + " zones given; the limit is " + std::to_string(kMaxZones),
             "split the board or use fewer zones", {}}};
  std::size_t refs = 0;
  for (const ZoneDef& z : zones) refs += z.adjacentTo ? z.adjacentTo->size() : 0;
  if (refs > kMaxAdjacencyRefs)
    return {{Severity::Error, "SPATIAL_TOO_MANY_REFERENCES", "zones",
             std::to_string(refs) + " adjacency references given; the limit is " +
                 std::to_string(kMaxAdjacencyRefs),
             "", {}}};
  std::vector<Diagnostic> out;
  index->reserve(zones.size());
  for (std::size_t i = 0; i < zones.size(); ++i) {
    const std::string& id = zones[i].id;
    // Built only for a diagnostic: one string per zone showed in the 30,000-zone validation.
    auto path = [i] { return "zones[" + std::to_string(i) + "].id"; };
    const std::size_t length = characters(id);
    if (id.empty() || length > kMaxZoneIdLength) {
      out.push_back({Severity::Error, "SPATIAL_INVALID_ZONE_ID", path(),
                     "zone " + std::to_string(i) + " has an id of " + std::to_string(length) +
                         " characters; ids must have 1.." + std::to_string(kMaxZoneIdLength),
                     "", {}});
    } else if (!index->emplace(id, static_cast<ZoneIndex>(i)).second) {
      out.push_back({Severity::Error, "SPATIAL_DUPLICATE_ZONE", path(),
                     "zone id " + quoted(id) + " is defined twice (zones[" + std::to_string((*index)[id]) +
                         "] and zones[" + std::to_string(i) + "])",
                     "rename one of them", {}});
    }
    if (out.size() >= kMaxDiagnostics) break;
  }
  return out;
}

// Walks every reference once, reporting problems and collecting the usable directed pairs.
struct RefScan {
  Collector diagnostics;
  std::vector<std::uint64_t> declared;  // (from << 32) | to, sorted
  std::vector<geometry::GraphEdge> edges;
};

RefScan scanReferences(const std::vector<ZoneDef>& zones, const std::unordered_map<std::string, ZoneIndex>& index,
                       const std::vector<std::string>& ids) {
  RefScan scan;
  std::size_t suggested = 0;
  std::size_t budget = kSuggestionCells;
  // listedBy[z] == i once zone i has listed z: repeated neighbours found in O(1), not by a scan
  // of the zone's list so far (a zone listing 30,000 others took 5 s).
  std::vector<ZoneIndex> listedBy(zones.size(), kNotListed);
  auto& out = scan.diagnostics;
  for (std::size_t i = 0; i < zones.size(); ++i) {
    if (!zones[i].adjacentTo) continue;
    const auto& refs = *zones[i].adjacentTo;
    const std::string& self = zones[i].id;
    for (std::size_t k = 0; k < refs.size(); ++k) {
      const std::string& ref = refs[k];
      if (ref == self) {
        if (out.full()) continue;
        out.kept.push_back({Severity::Error, "SPATIAL_SELF_LOOP", refPath(i, k),
                                    "zone " + quoted(self) + " lists itself as adjacent",
                                    "remove " + quoted(self) + " from its own adjacentTo", {}});
        continue;
      }
      auto it = index.find(ref);
      if (it == index.end()) {
        if (out.full()) continue;
        Diagnostic d{Severity::Error, "SPATIAL_DANGLING_REF", refPath(i, k),
                     "zone " + quoted(self) + " lists " + quoted(ref) + " as adjacent, but no zone " + quoted(ref) +
                         " exists",
                     "", {}};
        if (suggested++ < kMaxSuggestedRefs) d.alternatives = closestNames(ref, ids, budget);
        if (!d.alternatives.empty()) d.suggestion = "did you mean " + quoted(d.alternatives.front()) + "?";
        out.kept.push_back(std::move(d));
        continue;
      }
      const ZoneIndex to = it->second;
      if (listedBy[to] == static_cast<ZoneIndex>(i)) {
        if (out.full()) continue;
        out.kept.push_back({Severity::Warning, "SPATIAL_DUPLICATE_NEIGHBOR", refPath(i, k),
                                    "zone " + quoted(self) + " lists " + quoted(ref) + " more than once",
                                    "remove the repeated " + quoted(ref), {}});
        continue;
      }
      listedBy[to] = static_cast<ZoneIndex>(i);
      scan.declared.push_back((static_cast<std::uint64_t>(i) << 32) | to);
      scan.edges.push_back({static_cast<ZoneIndex>(i), to});
    }
  }
  std::sort(scan.declared.begin(), scan.declared.end());
  return scan;
}

void reportAsymmetry(const std::vector<ZoneDef>& zones, RefScan& scan) {
  for (const geometry::GraphEdge& e : scan.edges) {
    const std::uint64_t back = (static_cast<std::uint64_t>(e.b) << 32) | e.a;
    if (std::binary_search(scan.declared.begin(), scan.declared.end(), back)) continue;
    if (scan.diagnostics.full()) continue;
    const std::string& a = zones[e.a].id;
    const std::string& b = zones[e.b].id;
    scan.diagnostics.kept.push_back({Severity::Warning, "SPATIAL_ASYMMETRIC_EDGE",
                                "zones[" + std::to_string(e.b) + "].adjacentTo",
                                "zone " + quoted(a) + " lists " + quoted(b) + " as adjacent, but " + quoted(b) +
                                    " does not list " + quoted(a) + " (missing edge " + b + " -> " + a +
                                    "; the edge is treated as undirected)",
                                "add " + quoted(a) + " to the adjacentTo of " + quoted(b), {}});
  }
}

// The kept diagnostics, then one SPATIAL_DIAGNOSTICS_TRUNCATED counting the others.
std::vector<Diagnostic> capped(Collector& c) {
  std::vector<Diagnostic> ds = std::move(c.kept);
  const std::size_t dropped = c.dropped;
  if (dropped == 0) return ds;
  ds.push_back({Severity::Warning, "SPATIAL_DIAGNOSTICS_TRUNCATED", "zones",
                std::to_string(dropped) + " further diagnostics were not reported", "", {}});
  return ds;
}

}  // namespace

std::optional<ZoneIndex> AdjacencyGraph::indexOf(std::string_view id) const {
  auto it = index_.find(std::string(id));
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

Result<ZoneIndex> AdjacencyGraph::require(std::string_view id, std::string_view argument) const {
  if (auto z = indexOf(id)) return *z;
  return Error{std::string(argument) + ": unknown zone " + quoted(id)};
}

std::string AdjacencyGraph::suggest(std::string_view id) const {
  if (indexOf(id)) return "";
  std::size_t budget = kSuggestionCells;  // bounded cost, whatever the board (docs/SECURITY.md)
  const auto near = closestNames(id, ids_, budget);
  return near.empty() ? "" : near.front();
}

std::vector<std::string> AdjacencyGraph::neighborIds(ZoneIndex z) const {
  std::vector<std::string> out;
  for (ZoneIndex n : graph_.neighbors(z)) out.push_back(ids_[n]);
  return out;
}

std::vector<Diagnostic> validateAdjacency(const std::vector<ZoneDef>& zones) {
  std::unordered_map<std::string, ZoneIndex> index;
  std::vector<Diagnostic> fatal = fatalProblems(zones, &index);
  if (!fatal.empty()) return fatal;  // fatalProblems stops at kMaxDiagnostics
  std::vector<std::string> ids;
  ids.reserve(zones.size());
  for (const ZoneDef& z : zones) ids.push_back(z.id);
  RefScan scan = scanReferences(zones, index, ids);
  reportAsymmetry(zones, scan);
  return capped(scan.diagnostics);
}

Result<AdjacencyGraph> buildAdjacencyGraph(const std::vector<ZoneDef>& zones) {
  AdjacencyGraph g;
  std::vector<Diagnostic> fatal = fatalProblems(zones, &g.index_);
  if (!fatal.empty()) return Error{fatal.front().path + ": " + fatal.front().message};
  g.ids_.reserve(zones.size());
  for (const ZoneDef& z : zones) g.ids_.push_back(z.id);
  // Suggestions are not needed here; pass no candidates so the scan stays linear.
  RefScan scan = scanReferences(zones, g.index_, {});
  auto csr = geometry::CsrGraph::undirected(zones.size(), scan.edges);
  if (!csr) return Error{csr.message()};
  g.graph_ = std::move(csr).value();
  return g;
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace boardrules::spatial
