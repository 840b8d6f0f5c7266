// Fuzz target: spatial zone definitions (seed 002) into graph building, queries, conditions,
// the moveTokenAdjacent effect and the grid/hex macros.
//
// Input: byte 0 selects the mode.
//  - bit 0 and bit 1 clear: zone definitions as text, then sections separated by a line "%%":
//      section 1, one zone per line: `id` (adjacentTo absent) or `id:ref,ref,...` (ids are any
//      bytes but newline, ':' and ','; repeated, dangling, self and empty references all allowed);
//      section 2: a condition in the condition language (used as `via`);
//      section 3: bytes that drive queries, token placements and moves (see runOps).
//  - bit 1 set, bit 0 clear: arbitrary text into zonesFromJson (the bulk format of the binding).
//  - 0xF0 bits set, bits 0 and 1 clear: a hostile shape of up to kHostileRefs references (issue
//    14): one zone listing all others, one neighbour repeated, dangling references, similar
//    128-character ids with misspelt references (see hostileShape); the largest of each is
//    checked once per process.
//  - odd: macros. Byte 1 picks grid (even) or hex (odd); each size is read by readSize: a small
//    integer, a half-integer, a raw 8-byte double (NaN, infinities, 1e300, -0) or a u16.
//
// Invariants: building either fails with a message (and validateAdjacency reports an error) or
// gives a graph that is exactly the undirected closure of the valid references (sorted, no self
// loops, symmetric) with a diagnostic for each dangling reference and self loop and at most
// kMaxDiagnostics + 1 diagnostics; queries agree with a BFS computed here; a rejected move
// changes nothing; macros either give diagnostics or exactly rows*cols / 3r(r+1)+1 zones that
// build without any diagnostic. Absurd sizes must be refused (the run has an RSS limit).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_check.h"
#include "spatial/adjacency.h"
#include "spatial/board.h"
#include "spatial/condition.h"
#include "spatial/macros.h"
#include "spatial/queries.h"
#include "spatial/zone_json.h"

using namespace boardrules;
using namespace boardrules::spatial;

namespace {

constexpr std::size_t kMaxOps = 64;

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == sep) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

std::vector<ZoneDef> parseZones(std::string_view section) {
  std::vector<ZoneDef> zones;
  auto lines = split(section, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  for (std::string_view line : lines) {
    ZoneDef z;
    const std::size_t colon = line.find(':');
    z.id = std::string(line.substr(0, colon));
    if (colon != std::string_view::npos) {
      z.adjacentTo.emplace();
      std::string_view refs = line.substr(colon + 1);
      if (!refs.empty())
        for (std::string_view r : split(refs, ',')) z.adjacentTo->emplace_back(r);
    }
    zones.push_back(std::move(z));
  }
  return zones;
}

bool hasDiagnostic(const std::vector<Diagnostic>& ds, const char* code, Severity severity) {
  return std::any_of(ds.begin(), ds.end(), [&](const Diagnostic& d) { return d.code == code && d.severity == severity; });
}
bool truncated(const std::vector<Diagnostic>& ds) { return hasDiagnostic(ds, "SPATIAL_DIAGNOSTICS_TRUNCATED", Severity::Warning) ||
                                                           hasDiagnostic(ds, "SPATIAL_DIAGNOSTICS_TRUNCATED", Severity::Error); }

// Distances from `start` over the graph, -1 when unreachable (the reference for the queries).
std::vector<int> distances(const geometry::CsrGraph& g, ZoneIndex start) {
  std::vector<int> d(g.nodeCount(), -1);
  std::deque<ZoneIndex> queue{start};
  d[start] = 0;
  while (!queue.empty()) {
    const ZoneIndex z = queue.front();
    queue.pop_front();
    for (ZoneIndex n : g.neighbors(z))
      if (d[n] < 0) {
        d[n] = d[z] + 1;
        queue.push_back(n);
      }
  }
  return d;
}

void checkGraph(const std::vector<ZoneDef>& zones, const AdjacencyGraph& graph, const std::vector<Diagnostic>& diags) {
  const geometry::CsrGraph& g = graph.graph();
  FUZZ_CHECK(graph.zoneCount() == zones.size() && g.nodeCount() == zones.size(), "zone count differs from the input");
  std::set<std::pair<ZoneIndex, ZoneIndex>> expected;
  bool dangling = false, selfLoop = false, asymmetric = false;
  for (std::size_t i = 0; i < zones.size(); ++i) {
    FUZZ_CHECK(graph.zoneId(static_cast<ZoneIndex>(i)) == zones[i].id, "zone ids out of declaration order");
    FUZZ_CHECK(graph.indexOf(zones[i].id) == static_cast<ZoneIndex>(i), "indexOf does not find zone " + zones[i].id);
    if (!zones[i].adjacentTo) continue;
    for (const std::string& ref : *zones[i].adjacentTo) {
      auto j = graph.indexOf(ref);
      if (!j) { dangling = true; continue; }
      if (*j == i) { selfLoop = true; continue; }
      expected.insert({std::min<ZoneIndex>(i, *j), std::max<ZoneIndex>(i, *j)});
      const auto& back = zones[*j].adjacentTo;
      if (!back || std::find(back->begin(), back->end(), zones[i].id) == back->end()) asymmetric = true;
    }
  }
  std::set<std::pair<ZoneIndex, ZoneIndex>> actual;
  for (ZoneIndex a = 0; a < g.nodeCount(); ++a) {
    auto ns = g.neighbors(a);
    for (std::size_t k = 0; k < ns.size(); ++k) {
      FUZZ_CHECK(ns[k] < g.nodeCount(), "neighbour index out of range");
      FUZZ_CHECK(ns[k] != a, "self loop in the graph at zone " + graph.zoneId(a));
      if (k > 0) FUZZ_CHECK(ns[k - 1] < ns[k], "neighbours of " + graph.zoneId(a) + " not sorted and unique");
      FUZZ_CHECK(g.hasEdge(ns[k], a), "edge " + graph.zoneId(a) + " -> " + graph.zoneId(ns[k]) + " not symmetric");
      if (a < ns[k]) actual.insert({a, ns[k]});
    }
    FUZZ_CHECK(graph.neighborIds(a).size() == ns.size(), "neighborIds size differs from the CSR degree");
  }
  FUZZ_CHECK(actual == expected, "graph edges are not the undirected closure of the valid references (" +
                                     std::to_string(actual.size()) + " edges, expected " +
                                     std::to_string(expected.size()) + ")");
  FUZZ_CHECK(diags.size() <= kMaxDiagnostics + 1, "more than kMaxDiagnostics + 1 diagnostics");
  for (const Diagnostic& d : diags) FUZZ_CHECK(!d.code.empty() && !d.message.empty(), "diagnostic without code or message");
  if (!truncated(diags)) {
    if (dangling) FUZZ_CHECK(hasDiagnostic(diags, "SPATIAL_DANGLING_REF", Severity::Error), "dangling reference not reported");
    if (selfLoop) FUZZ_CHECK(hasDiagnostic(diags, "SPATIAL_SELF_LOOP", Severity::Error), "self loop not reported");
    if (asymmetric) FUZZ_CHECK(hasDiagnostic(diags, "SPATIAL_ASYMMETRIC_EDGE", Severity::Warning), "asymmetric edge not reported");
    FUZZ_CHECK(hasErrors(diags) == (dangling || selfLoop), "errors reported without dangling reference or self loop");
  }
}

// Everything the board holds, to prove that a rejected operation changed nothing.
std::vector<std::vector<Token>> allTokens(const SpatialBoard& board) {
  std::vector<std::vector<Token>> out;
  for (std::size_t z = 0; z < board.graph().zoneCount(); ++z)
    out.push_back(board.contents().tokensIn(static_cast<ZoneIndex>(z)));
  return out;
}

void runOps(SpatialBoard& board, const Condition* via, fuzz::Reader& in) {
  const AdjacencyGraph& graph = board.graph();
  const geometry::CsrGraph& g = graph.graph();
  const std::size_t n = graph.zoneCount();
  auto zoneName = [&](uint8_t b) -> std::string {
    if (n == 0 || b == 0xFF) return std::string("\x01no-such-zone");
    return graph.zoneId(static_cast<ZoneIndex>(b % n));
  };
  for (std::size_t step = 0; step < kMaxOps && !in.empty(); ++step) {
    const uint8_t op = in.byte() % 6;
    const uint8_t a = in.byte(), b = in.byte();
    const int depth = static_cast<int8_t>(in.byte());
    const std::string za = zoneName(a), zb = zoneName(b);
    // Resolved by name: the input may itself declare a zone called like the unknown one.
    const std::optional<ZoneIndex> ia = graph.indexOf(za), ib = graph.indexOf(zb);
    const bool known = ia.has_value();
    const bool bothKnown = ia.has_value() && ib.has_value();
    switch (op) {
      case 0: {
        auto adj = queryAdjacentZones(graph, za);
        FUZZ_CHECK(adj.isOk() == known, "adjacentZones on " + za);
        if (adj) FUZZ_CHECK(adj.value() == graph.neighborIds(*ia), "adjacentZones differs from the graph");
        auto tokens = queryTokensInAdjacentZones(graph, board.contents(), za);
        FUZZ_CHECK(tokens.isOk() == known, "tokensInAdjacentZones on " + za);
        break;
      }
      case 1: {
        ConnectedOptions options;
        if (b & 1) options.maxDepth = depth;
        options.includeStart = b & 2;
        if (b & 4) options.limit = b >> 3;
        const bool filtered = via && (b & 8);
        ZoneFilter filter = filtered ? viaCondition(*via, board.contents(), graph) : nullptr;
        // A predicate that re-enters the engine (as a JS `via` calling back into the board):
        // nested queries on the same graph, answering true, so the result must be unfiltered.
        const bool reentrant = !filtered && (b & 16);
        std::size_t nested = 0;
        if (reentrant) {
          filter = [&](ZoneIndex z) {
            ConnectedOptions inner;
            inner.maxDepth = 1;
            auto around = queryConnectedZones(graph, graph.zoneId(z), inner);
            FUZZ_CHECK(around.isOk() && around.value() == graph.neighborIds(z), "a nested query answered wrongly");
            ++nested;
            return true;
          };
        }
        options.via = filter;
        auto found = queryConnectedZones(graph, za, options);
        const bool badDepth = options.maxDepth && *options.maxDepth < 0;
        FUZZ_CHECK(found.isOk() == (known && !badDepth), "connectedZones accepted/rejected wrongly on " + za);
        if (!found) break;
        const ZoneIndex start = *ia;
        const auto dist = distances(g, start);
        const int maxDepth = options.maxDepth ? *options.maxDepth : static_cast<int>(n) - 1;
        std::set<std::string> seen;
        int lastDistance = 0;
        for (const std::string& id : found.value()) {
          FUZZ_CHECK(seen.insert(id).second, "connectedZones lists " + id + " twice");
          auto z = graph.indexOf(id);
          FUZZ_CHECK(z.has_value(), "connectedZones returned an unknown zone");
          FUZZ_CHECK(dist[*z] >= 0 && dist[*z] <= maxDepth, "connectedZones returned " + id + " beyond maxDepth");
          FUZZ_CHECK(*z != start || options.includeStart, "start zone listed without includeStart");
          if (!filtered) FUZZ_CHECK(dist[*z] >= lastDistance, "BFS order is not by distance");
          lastDistance = dist[*z];
          if (filtered && *z != start) FUZZ_CHECK(filter(*z), "a zone rejected by via was returned");
        }
        FUZZ_CHECK(found.value().size() <= options.limit, "connectedZones ignored the limit");
        if (reentrant) FUZZ_CHECK(nested > 0 || found.value().size() <= (options.includeStart ? 1 : 0), "the re-entrant via never ran");
        if (!filtered && options.limit == SIZE_MAX) {
          std::size_t expected = options.includeStart ? 1 : 0;
          for (std::size_t z = 0; z < n; ++z)
            if (z != start && dist[z] > 0 && dist[z] <= maxDepth) ++expected;
          FUZZ_CHECK(found.value().size() == expected, "connectedZones missed reachable zones");
        }
        break;
      }
      case 2: {
        auto adjacent = evalAdjacentCondition(graph, za, zb);
        FUZZ_CHECK(adjacent.isOk() == bothKnown, "adjacent condition accepted/rejected wrongly");
        if (adjacent) FUZZ_CHECK(adjacent.value() == g.hasEdge(*ia, *ib), "adjacent condition differs from the graph");
        break;
      }
      case 3: {
        const std::optional<int> maxDepth = (b & 1) ? std::optional<int>(depth) : std::nullopt;
        auto connected = evalConnectedCondition(graph, za, zb, nullptr, maxDepth);
        if (!bothKnown || (maxDepth && *maxDepth < 0)) {
          FUZZ_CHECK(!connected.isOk(), "connected condition accepted an unknown zone or negative depth");
          break;
        }
        FUZZ_CHECK(connected.isOk(), "connected condition failed: " + connected.message());
        const int d = distances(g, *ia)[*ib];
        const int limit = maxDepth ? *maxDepth : static_cast<int>(n) - 1;
        FUZZ_CHECK(connected.value() == (d >= 0 && d <= limit), "connected condition differs from BFS distance");
        break;
      }
      case 4: {
        const std::string tokenId = "t" + std::to_string(b % 8);
        const bool existed = board.contents().zoneOf(tokenId).has_value();
        const auto before = allTokens(board);
        const Status placed = board.placeToken(za, Token{tokenId, (depth & 1) ? "pawn" : "ship", (depth & 2) ? "red" : "blue"});
        FUZZ_CHECK(placed.isOk() == (known && !existed), "placeToken accepted/rejected wrongly");
        if (!placed) FUZZ_CHECK(allTokens(board) == before, "rejected placeToken changed the board");
        else FUZZ_CHECK(board.contents().zoneOf(tokenId) == ia, "placed token not found");
        break;
      }
      case 5: {
        MoveTokenAdjacent effect{"t" + std::to_string(b % 8), (depth & 1) ? "" : za, (depth & 2) ? "$dest" : zb};
        if (depth & 4) effect.token = "$tok";
        Bindings bindings;
        if (depth & 8) bindings["dest"] = zb;
        if (depth & 16) bindings["tok"] = "t" + std::to_string(b % 8);
        const auto before = allTokens(board);
        const auto where = board.contents().zoneOf("t" + std::to_string(b % 8));
        auto moved = board.moveTokenAdjacent(effect, bindings);
        if (!moved) {
          FUZZ_CHECK(!moved.message().empty(), "moveTokenAdjacent rejection without a message");
          FUZZ_CHECK(allTokens(board) == before, "rejected moveTokenAdjacent changed the board");
          break;
        }
        auto from = graph.indexOf(moved.value().from);
        auto to = graph.indexOf(moved.value().to);
        FUZZ_CHECK(from && to && where == from, "moveTokenAdjacent event names the wrong zones");
        FUZZ_CHECK(g.hasEdge(*from, *to), "moveTokenAdjacent moved to a zone that is not adjacent");
        FUZZ_CHECK(board.contents().zoneOf(moved.value().token) == to, "token is not in the destination");
        break;
      }
    }
  }
}

// The JSON shape zonesFromJson reads (`[["id",["a","b"]],["solo",null]]`), written here
// independently of the engine's writer.
std::string zonesJson(const std::vector<ZoneDef>& zones) {
  auto quoted = [](const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
      const auto u = static_cast<unsigned char>(c);
      if (c == '"' || c == '\\') {
        out += '\\';
        out += c;
      } else if (u < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04X", u);
        out += buf;
      } else {
        out += c;
      }
    }
    return out + "\"";
  };
  std::string out = "[";
  for (std::size_t i = 0; i < zones.size(); ++i) {
    if (i) out += ", ";
    out += "[" + quoted(zones[i].id) + ", ";
    if (!zones[i].adjacentTo) {
      out += "null";
    } else {
      out += "[";
      for (std::size_t k = 0; k < zones[i].adjacentTo->size(); ++k) out += (k ? "," : "") + quoted((*zones[i].adjacentTo)[k]);
      out += "]";
    }
    out += "]";
  }
  return out + "]";
}

bool sameZones(const std::vector<ZoneDef>& a, const std::vector<ZoneDef>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].id != b[i].id || a[i].adjacentTo != b[i].adjacentTo) return false;
  return true;
}

void checkZones(const std::vector<ZoneDef>& zones, const std::vector<std::string_view>& sections);

void zoneText(std::string_view text) {
  std::vector<std::string_view> sections;
  std::size_t start = 0;
  for (std::size_t at = text.find("\n%%\n"); at != std::string_view::npos && sections.size() < 2;
       at = text.find("\n%%\n", start)) {
    sections.push_back(text.substr(start, at - start + 1));
    start = at + 4;
  }
  sections.push_back(text.substr(start));
  const std::vector<ZoneDef> zones = parseZones(sections[0]);
  // Any zone list, whatever bytes its ids hold, survives the JSON transfer format unchanged.
  auto viaJson = zonesFromJson(zonesJson(zones));
  FUZZ_CHECK(viaJson.isOk(), "zonesFromJson rejects a well-formed zone list: " + viaJson.message());
  FUZZ_CHECK(sameZones(viaJson.value(), zones), "zonesFromJson changed a zone list");
  checkZones(zones, sections);
}

// Arbitrary text into the JSON zone reader: an error, or zones that write back and read again
// to the same list, and then go through the same checks as the text form.
void jsonText(std::string_view text) {
  auto zones = zonesFromJson(text);
  if (!zones) {
    FUZZ_CHECK(!zones.message().empty(), "zonesFromJson rejected without a message");
    return;
  }
  auto again = zonesFromJson(zonesJson(zones.value()));
  FUZZ_CHECK(again.isOk() && sameZones(again.value(), zones.value()), "zone JSON does not round-trip");
  checkZones(zones.value(), {text});
}

void checkZones(const std::vector<ZoneDef>& zones, const std::vector<std::string_view>& sections) {

  const std::vector<Diagnostic> diags = validateAdjacency(zones);
  auto graph = buildAdjacencyGraph(zones);
  auto board = SpatialBoard::create(zones);
  FUZZ_CHECK(graph.isOk() == board.isOk(), "buildAdjacencyGraph and SpatialBoard::create disagree");
  if (!graph) {
    FUZZ_CHECK(!graph.message().empty() && !board.message().empty(), "graph refused without a message");
    FUZZ_CHECK(hasErrors(diags), "graph refused but validateAdjacency reports no error");
    return;
  }
  checkGraph(zones, graph.value(), diags);
  FUZZ_CHECK(board.value().diagnostics().size() == diags.size(), "board diagnostics differ from validateAdjacency");

  std::optional<Condition> via;
  if (sections.size() > 1) {
    auto parsed = Condition::parse(sections[1]);
    if (parsed) {
      const std::string canonical = parsed.value().toString();
      auto again = Condition::parse(canonical);
      FUZZ_CHECK(again.isOk(), "canonical condition text does not parse: " + canonical);
      FUZZ_CHECK(again.value().toString() == canonical, "condition toString is not a fixed point: " + canonical);
      via = std::move(parsed.value());
    } else {
      FUZZ_CHECK(!parsed.message().empty(), "condition rejected without a message");
    }
  }
  if (sections.size() > 2) {
    fuzz::Reader ops(reinterpret_cast<const uint8_t*>(sections[2].data()), sections[2].size());
    runOps(board.value(), via ? &*via : nullptr, ops);
  }
}

double readSize(fuzz::Reader& in) {
  switch (in.byte() % 4) {
    case 0: return static_cast<int8_t>(in.byte());
    case 1: return static_cast<int8_t>(in.byte()) / 2.0;
    case 2: {
      uint64_t bits = 0;
      for (int i = 0; i < 8; ++i) bits |= static_cast<uint64_t>(in.byte()) << (8 * i);
      double v;
      std::memcpy(&v, &bits, sizeof v);
      return v;
    }
    default: return static_cast<double>(in.byte() | in.byte() << 8);
  }
}

// Sizes that are legal but large (up to kMaxZones zones) cost up to ~5 s each under ASan (hex(182));
// letting the fuzzer chase them would slow every run down to a few executions per second.
// They are checked once per process instead (the largest legal hex and the first refused one).
constexpr double kFuzzedZoneLimit = 2000;

void checkLimitsOnce() {
  static bool done = false;
  if (done) return;
  done = true;
  const MacroResult largest = generateHex(182);  // 99,919 zones
  FUZZ_CHECK(largest.ok() && largest.zones.size() == 99919, "hex(182) must be accepted");
  auto graph = buildAdjacencyGraph(largest.zones);
  FUZZ_CHECK(graph.isOk() && graph.value().graph().edgeCount() == 3 * 182 * (3 * 182 + 1),
             "hex(182) does not build into its 297,843 edges");
  FUZZ_CHECK(!generateHex(183).ok(), "hex(183) (101,017 zones) must be refused");
  FUZZ_CHECK(!generateGrid(316, 317).ok(), "grid(316,317) (100,172 zones) must be refused");
}

void macros(fuzz::Reader& in) {
  checkLimitsOnce();
  const bool hex = in.byte() & 1;
  const double x = readSize(in);
  const double y = hex ? 0 : readSize(in);
  const bool integral = std::isfinite(x) && std::floor(x) == x && std::isfinite(y) && std::floor(y) == y;
  const double expected = hex ? 3 * x * (x + 1) + 1 : x * y;
  const bool sizesValid = integral && (hex ? x >= 0 : (x >= 1 && y >= 1));
  if (sizesValid && expected > kFuzzedZoneLimit && expected <= static_cast<double>(kMaxZones)) return;
  const MacroResult result = hex ? generateHex(x) : generateGrid(x, y);
  if (!result.ok()) {
    FUZZ_CHECK(!sizesValid || expected > static_cast<double>(kMaxZones), "macro refused a valid size");
    FUZZ_CHECK(result.zones.empty(), "a failed macro returned zones");
    for (const Diagnostic& d : result.diagnostics) FUZZ_CHECK(!d.message.empty(), "macro diagnostic without a message");
    return;
  }
  FUZZ_CHECK(sizesValid, "macro accepted a size that is not a positive integer (radius: >= 0)");
  FUZZ_CHECK(static_cast<double>(result.zones.size()) == expected, "macro zone count is wrong");
  FUZZ_CHECK(result.zones.size() <= kMaxZones, "macro exceeded kMaxZones");
  const std::vector<Diagnostic> diags = validateAdjacency(result.zones);
  FUZZ_CHECK(diags.empty(), "macro output has diagnostics: " + diags.front().message);
  auto graph = buildAdjacencyGraph(result.zones);
  FUZZ_CHECK(graph.isOk(), "macro output does not build: " + graph.message());
  const std::size_t maxDegree = hex ? 6 : 4;
  for (ZoneIndex z = 0; z < graph.value().zoneCount(); ++z)
    FUZZ_CHECK(graph.value().graph().degree(z) <= maxDegree, "macro zone with too many neighbours");
  checkGraph(result.zones, graph.value(), diags);
}

// Hostile shapes (issue 14, finding 5): validation and building stay linear and the diagnostics
// stay capped whatever the shape. n is up to kHostileRefs in the loop (so a run stays fast under
// ASan); the full 1,000,000 references of each shape are checked once per process.
constexpr std::size_t kHostileRefs = 1u << 16;

std::vector<ZoneDef> hostileZones(int shape, std::size_t n) {
  std::vector<ZoneDef> zones;
  auto id = [](std::size_t i) { return std::string(120, 'q') + std::to_string(10000000 + i); };
  switch (shape) {
    case 0:  // one zone lists n others (each listing nothing: n asymmetric edges)
      zones.push_back({"hub", std::vector<std::string>{}});
      for (std::size_t i = 0; i < n; ++i) {
        zones.push_back({"z" + std::to_string(i), std::nullopt});
        zones[0].adjacentTo->push_back(zones.back().id);
      }
      break;
    case 1:  // one neighbour listed n times
      zones.push_back({"a", std::vector<std::string>(n, "b")});
      zones.push_back({"b", std::vector<std::string>{"a"}});
      break;
    case 2:  // n dangling references
      zones.push_back({"a", std::vector<std::string>{}});
      for (std::size_t i = 0; i < n; ++i) zones[0].adjacentTo->push_back("m" + std::to_string(i));
      break;
    default:  // n similar long ids, each listing a misspelt neighbour
      n = std::min(n, kMaxZones);
      for (std::size_t i = 0; i < n; ++i) {
        std::string ref = id((i + 1) % n);
        ref.back() = 'X';
        zones.push_back({id(i), std::vector<std::string>{ref}});
      }
  }
  return zones;
}

void checkHostile(int shape, std::size_t n) {
  const std::vector<ZoneDef> zones = hostileZones(shape, n);
  const std::vector<Diagnostic> diags = validateAdjacency(zones);
  FUZZ_CHECK(diags.size() <= kMaxDiagnostics + 1, "more than kMaxDiagnostics + 1 diagnostics");
  const std::size_t expected = shape == 1 ? n - 1 : (shape == 3 ? std::min(n, kMaxZones) : n);
  const std::size_t shown = std::min(expected, kMaxDiagnostics);
  std::size_t kept = 0;
  for (const Diagnostic& d : diags) kept += d.code != "SPATIAL_DIAGNOSTICS_TRUNCATED";
  FUZZ_CHECK(kept == shown, "hostile shape " + std::to_string(shape) + ": " + std::to_string(kept) + " diagnostics, expected " + std::to_string(shown));
  if (expected > kMaxDiagnostics) {
    FUZZ_CHECK(diags.back().code == "SPATIAL_DIAGNOSTICS_TRUNCATED" &&
                   diags.back().message.rfind(std::to_string(expected - kMaxDiagnostics) + " further", 0) == 0,
               "the truncation note miscounts: " + diags.back().message);
  }
  for (const Diagnostic& d : diags)
    for (const std::string& alt : d.alternatives) FUZZ_CHECK(!alt.empty(), "an empty suggestion");
  auto graph = buildAdjacencyGraph(zones);
  FUZZ_CHECK(graph.isOk(), "a hostile shape did not build: " + graph.message());
  const std::size_t edges = shape == 0 ? n : (shape == 1 ? 1 : 0);
  FUZZ_CHECK(graph.value().graph().edgeCount() == edges, "hostile shape built the wrong edges");
  // An unknown id's suggestion search is bounded too.
  auto unknown = graph.value().require(std::string(120, 'q') + "1000000Y", "zone");
  FUZZ_CHECK(!unknown.isOk(), "an unknown zone was found");
}

void hostileShape(fuzz::Reader& in) {
  static bool largestChecked = false;
  if (!largestChecked) {
    largestChecked = true;
    // The largest of each shape that the limits allow (b lists a: one reference more in shape 1).
    const std::size_t largest[4] = {kMaxZones - 1, kMaxAdjacencyRefs - 1, kMaxAdjacencyRefs, kMaxZones};
    for (int shape = 0; shape < 4; ++shape) checkHostile(shape, largest[shape]);
  }
  const int shape = in.byte() % 4;
  const std::size_t n = 1 + (static_cast<std::size_t>(in.byte()) | static_cast<std::size_t>(in.byte()) << 8) % kHostileRefs;
  checkHostile(shape, shape == 3 ? std::min<std::size_t>(n, 4096) : n);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Reader in(data, size);
  const uint8_t mode = in.byte();
  if (mode & 1) {
    macros(in);
  } else if (mode & 2) {
    jsonText(in.rest());
  } else if ((mode & 0xF0) == 0xF0) {
    hostileShape(in);
  } else {
    zoneText(in.rest());
  }
  return 0;
}
