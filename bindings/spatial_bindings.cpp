// Embind glue for the spatial (board-as-graph) model: conversions only, no rules logic.
//
// Conventions (web/package/src/spatial.js relies on them), as in tribun_bindings.cpp:
// - Fallible calls return {value: ...} or {error: "message"} (macros add `diagnostics`);
//   mutations return "" on success or the engine's message.
// - Arguments were checked by the facade; numbers are integers in range (-1 stands for "absent"),
//   strings are bounded.
// - Zone lists and zone-id lists cross as one JSON string each (src/spatial/zone_json.h): one
//   boundary crossing instead of one per string.
//   Results holding them are {json: "..."}; the facade JSON.parses them.
// - A `via` predicate arrives as a JS function that never throws (the facade catches and records
//   any exception and returns false), so no JS exception ever unwinds through C++ frames.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "js_result.h"
#include "lazy_area.h"

#include <optional>
#include <string>
#include <vector>

#include "spatial/board.h"
#include "spatial/condition.h"
#include "spatial/macros.h"
#include "spatial/zone_json.h"

namespace {

using emscripten::val;
namespace sp = boardrules::spatial;

using boardrules::bindings::fail;
using boardrules::bindings::ok;

val okJson(std::string json) {
  val out = val::object();
  out.set("json", std::move(json));
  return out;
}

val stringArray(const std::vector<std::string>& items) {
  val out = val::array();
  for (std::size_t i = 0; i < items.size(); ++i) out.set(i, items[i]);
  return out;
}

val diagnosticsToJs(const std::vector<sp::Diagnostic>& ds) {
  val out = val::array();
  for (std::size_t i = 0; i < ds.size(); ++i) {
    val d = val::object();
    d.set("severity", std::string(sp::severityName(ds[i].severity)));
    d.set("code", ds[i].code);
    d.set("path", ds[i].path);
    d.set("message", ds[i].message);
    if (!ds[i].suggestion.empty()) d.set("suggestion", ds[i].suggestion);
    if (!ds[i].alternatives.empty()) d.set("alternatives", stringArray(ds[i].alternatives));
    out.set(i, d);
  }
  return out;
}

val tokensToJs(const std::vector<sp::Token>& tokens) {
  val out = val::array();
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    val t = val::object();
    t.set("id", tokens[i].id);
    t.set("kind", tokens[i].kind);
    t.set("owner", tokens[i].owner);
    out.set(i, t);
  }
  return out;
}

val macroToJs(const sp::MacroResult& m) {
  if (!m.ok()) {
    val out = fail(m.diagnostics.front().message);
    out.set("diagnostics", diagnosticsToJs(m.diagnostics));
    return out;
  }
  return okJson(sp::zonesToJson(m.zones));
}

val generateGrid(double rows, double cols) { return macroToJs(sp::generateGrid(rows, cols)); }
val generateHex(double radius) { return macroToJs(sp::generateHex(radius)); }

// zonesJson: JSON.stringify(zones.map(z => [z.id, z.adjacentTo ?? null])) from the facade.
val validateZones(const std::string& zonesJson) {
  auto zones = sp::zonesFromJson(zonesJson);
  if (!zones) return fail(zones.message());
  return ok(diagnosticsToJs(sp::validateAdjacency(zones.value())));
}

// validateZones with the diagnostics as one JSON string ({json} or {error}): building 1,000
// diagnostics field by field through val cost ~15 boundary crossings each.
val validateZonesJson(const std::string& zonesJson) {
  auto zones = sp::zonesFromJson(zonesJson);
  if (!zones) return fail(zones.message());
  return okJson(sp::diagnosticsToJson(sp::validateAdjacency(zones.value())));
}

std::optional<int> depthArg(int maxDepth) { return maxDepth < 0 ? std::nullopt : std::optional<int>(maxDepth); }

// One JS handle per board; the facade owns it and calls delete() on dispose.
class SpatialBoardHandle {
 public:
  std::string init(const std::string& zonesJson) {
    auto zones = sp::zonesFromJson(zonesJson);
    if (!zones) return zones.message();
    auto board = sp::SpatialBoard::create(zones.value());
    if (!board) return board.message();
    board_ = std::move(board).value();
    return {};
  }

  std::string zoneIdsJson() const { return sp::stringsToJson(board_.graph().zoneIds()); }
  // "Did you mean": computed only when an UNKNOWN_ZONE error's `suggestion` is read (spatial.js).
  std::string suggestZone(const std::string& id) const { return board_.graph().suggest(id); }
  val diagnostics() const { return diagnosticsToJs(board_.diagnostics()); }

  val adjacentZones(const std::string& zone) const {
    auto r = sp::queryAdjacentZones(board_.graph(), zone);
    return r ? okJson(sp::stringsToJson(r.value())) : fail(r.message());
  }

  val connectedZones(const std::string& start, int maxDepth, bool includeStart, double limit,
                     const std::string& viaText, val viaFn) const {
    std::optional<sp::Condition> condition;
    sp::ConnectedOptions opts;
    if (auto err = makeFilter(viaText, viaFn, condition, opts.via); !err.empty()) return fail(err);
    opts.maxDepth = depthArg(maxDepth);
    opts.includeStart = includeStart;
    if (limit >= 0) opts.limit = static_cast<std::size_t>(limit);
    auto r = sp::queryConnectedZones(board_.graph(), start, opts);
    return r ? okJson(sp::stringsToJson(r.value())) : fail(r.message());
  }

  val isAdjacent(const std::string& a, const std::string& b) const {
    auto r = sp::evalAdjacentCondition(board_.graph(), a, b);
    return r ? ok(val(r.value())) : fail(r.message());
  }

  val isConnected(const std::string& a, const std::string& b, int maxDepth, const std::string& viaText,
                  val viaFn) const {
    std::optional<sp::Condition> condition;
    sp::ZoneFilter via;
    if (auto err = makeFilter(viaText, viaFn, condition, via); !err.empty()) return fail(err);
    auto r = sp::evalConnectedCondition(board_.graph(), a, b, via, depthArg(maxDepth));
    return r ? ok(val(r.value())) : fail(r.message());
  }

  std::string placeToken(const std::string& zone, const std::string& id, const std::string& kind,
                         const std::string& owner) {
    return board_.placeToken(zone, {id, kind, owner}).message();
  }

  val tokensIn(const std::string& zone) const {
    auto r = board_.tokensIn(zone);
    return r ? ok(tokensToJs(r.value())) : fail(r.message());
  }

  val tokensInAdjacentZones(const std::string& zone) const {
    auto r = sp::queryTokensInAdjacentZones(board_.graph(), board_.contents(), zone);
    return r ? ok(tokensToJs(r.value())) : fail(r.message());
  }

  // bindings: a plain object of name -> zone or token id (checked by the facade).
  val moveTokenAdjacent(const std::string& token, const std::string& from, const std::string& to, val bindings) {
    sp::Bindings b;
    const val keys = val::global("Object").call<val>("keys", bindings);
    const unsigned n = keys["length"].as<unsigned>();
    for (unsigned i = 0; i < n; ++i) {
      const std::string k = keys[i].as<std::string>();
      b.emplace(k, bindings[k].as<std::string>());
    }
    auto r = board_.moveTokenAdjacent({token, from, to}, b);
    if (!r) return fail(r.message());
    val ev = val::object();
    ev.set("type", std::string("tokenEntered"));
    ev.set("token", r.value().token);
    ev.set("from", r.value().from);
    ev.set("to", r.value().to);
    return ok(ev);
  }

 private:
  // Builds the via filter from condition text or a JS predicate; returns an error message or "".
  std::string makeFilter(const std::string& viaText, const val& viaFn, std::optional<sp::Condition>& condition,
                         sp::ZoneFilter& filter) const {
    if (!viaText.empty()) {
      auto c = sp::Condition::parse(viaText);
      if (!c) return "via: " + c.message();
      condition = std::move(c).value();
      filter = sp::viaCondition(*condition, board_.contents(), board_.graph());
    } else if (viaFn.typeOf().as<std::string>() == "function") {
      const auto& graph = board_.graph();
      filter = [viaFn, &graph](boardrules::geometry::NodeId z) { return viaFn(graph.zoneId(z)).as<bool>(); };
    }
    return {};
  }

  sp::SpatialBoard board_;
};

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(spatial) {
  using namespace emscripten;
  function("spatial_generateGrid", &generateGrid);
  function("spatial_generateHex", &generateHex);
  function("spatial_validateZones", &validateZones);
  function("spatial_validateZonesJson", &validateZonesJson);
  constant("spatial_maxZones", static_cast<double>(sp::kMaxZones));
  constant("spatial_maxZoneIdLength", static_cast<double>(sp::kMaxZoneIdLength));
  constant("spatial_maxConditionLength", static_cast<double>(sp::kMaxConditionLength));
  class_<SpatialBoardHandle>("spatial_Board")
      .constructor<>()
      .function("init", &SpatialBoardHandle::init)
      .function("zoneIdsJson", &SpatialBoardHandle::zoneIdsJson)
      .function("suggestZone", &SpatialBoardHandle::suggestZone)
      .function("diagnostics", &SpatialBoardHandle::diagnostics)
      .function("adjacentZones", &SpatialBoardHandle::adjacentZones)
      .function("connectedZones", &SpatialBoardHandle::connectedZones)
      .function("isAdjacent", &SpatialBoardHandle::isAdjacent)
      .function("isConnected", &SpatialBoardHandle::isConnected)
      .function("placeToken", &SpatialBoardHandle::placeToken)
      .function("tokensIn", &SpatialBoardHandle::tokensIn)
      .function("tokensInAdjacentZones", &SpatialBoardHandle::tokensInAdjacentZones)
      .function("moveTokenAdjacent", &SpatialBoardHandle::moveTokenAdjacent);
}
