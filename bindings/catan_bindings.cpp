// Embind glue for the Catan board: conversions only. Boards come out as plain JS objects with the
// shape of tests/data/catan/board_seed42.json (the facade returns them as they are).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <string>

#include "lazy_area.h"
#include "catan/board.h"
#include "catan/hex_grid.h"
#include "catan/rng.h"

namespace {

using emscripten::val;
namespace ca = boardrules::catan;

val hexToJs(ca::HexCoord h) {
  val out = val::object();
  out.set("q", h.q);
  out.set("r", h.r);
  return out;
}

template <class Items, class F>
val listToJs(const Items& items, F f) {
  val out = val::array();
  unsigned i = 0;
  for (const auto& x : items) out.set(i++, f(x));
  return out;
}

val boardToJs(const ca::Board& b) {
  const ca::Topology& t = b.topology();
  auto hexAt = [&](int h) { return hexToJs(t.hexes[h]); };
  auto vid = [](int v) { return val(ca::vertexId(v)); };
  auto eid = [](int e) { return val(ca::edgeId(e)); };
  val out = val::object();
  out.set("seed", b.seed);
  out.set("hexes", listToJs(b.hexes, [](const ca::HexTile& h) {
            val o = val::object();
            o.set("q", h.coord.q);
            o.set("r", h.coord.r);
            o.set("resource", std::string(ca::resourceName(h.resource)));
            o.set("numberToken", h.numberToken ? val(*h.numberToken) : val::null());
            return o;
          }));
  out.set("vertices", listToJs(t.vertices, [&](const ca::Vertex& v) {
            val o = val::object();
            o.set("id", ca::vertexId(v.index));
            o.set("x", v.key.x);
            o.set("y", v.key.y);
            o.set("adjacentHexes", listToJs(v.adjacentHexes, hexAt));
            o.set("adjacentVertices", listToJs(v.adjacentVertices, vid));
            o.set("adjacentEdges", listToJs(v.adjacentEdges, eid));
            return o;
          }));
  out.set("edges", listToJs(t.edges, [&](const ca::Edge& e) {
            val o = val::object();
            o.set("id", ca::edgeId(e.index));
            o.set("vertices", listToJs(e.vertices, vid));
            o.set("adjacentHexes", listToJs(e.adjacentHexes, hexAt));
            o.set("adjacentEdges", listToJs(e.adjacentEdges, eid));
            return o;
          }));
  out.set("robberHex", hexToJs(b.robberHex));
  out.set("harbors", listToJs(b.harbors, [&](const ca::Harbor& h) {
            const ca::Edge& e = t.edges[h.edge];
            val o = val::object();
            o.set("type", std::string(ca::harborTypeName(h.type)));
            o.set("ratio", h.ratio);
            o.set("edge", ca::edgeId(h.edge));
            o.set("vertices", listToJs(e.vertices, vid));
            o.set("hex", hexAt(e.adjacentHexes[0]));
            return o;
          }));
  return out;
}

val createBoard(uint32_t seed, bool separateRedNumbers) {
  return boardToJs(ca::createBoard(seed, {.separateRedNumbers = separateRedNumbers}));
}

val createDefaultBoard() { return boardToJs(ca::createDefaultBoard()); }

val hexesInRange(int q, int r, int radius) { return listToJs(ca::hexesInRange({q, r}, radius), hexToJs); }
val hexNeighbors(int q, int r) { return listToJs(ca::hexNeighbors({q, r}), hexToJs); }
int hexDistance(int q1, int r1, int q2, int r2) { return ca::hexDistance({q1, r1}, {q2, r2}); }

// The first `count` 32-bit outputs of mulberry32(seed), to compare with a JS implementation.
val mulberry32(uint32_t seed, int count) {
  ca::Mulberry32 rng(seed);
  val out = val::array();
  for (int i = 0; i < count; ++i) out.set(i, rng.nextUint32());
  return out;
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(catan) {
  using namespace emscripten;
  function("catan_createBoard", &createBoard);
  function("catan_createDefaultBoard", &createDefaultBoard);
  function("catan_hexesInRange", &hexesInRange);
  function("catan_hexNeighbors", &hexNeighbors);
  function("catan_hexDistance", &hexDistance);
  function("catan_mulberry32", &mulberry32);
}
