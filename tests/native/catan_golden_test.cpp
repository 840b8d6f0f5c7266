// "Same seed -> identical Catan board natively and in WASM": the native board for seed 42 must
// equal tests/data/catan/board_seed42.json byte for byte; tests/js/catan.test.mjs compares the
// WASM board with the same file.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "catan/board.h"

using namespace boardrules::catan;

namespace {

std::string hexJson(HexCoord h) { return "{\"q\": " + std::to_string(h.q) + ", \"r\": " + std::to_string(h.r) + "}"; }

template <class T, class F>
std::string list(const T& items, F f) {
  std::string out = "[";
  bool first = true;
  for (const auto& x : items) {
    out += (first ? "" : ", ") + f(x);
    first = false;
  }
  return out + "]";
}

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// One line per hex / vertex / edge / harbour, keys in the order the JS API returns them.
std::string boardJson(const Board& b) {
  const Topology& t = b.topology();
  auto hexAt = [&](int h) { return hexJson(t.hexes[h]); };
  auto vid = [](int v) { return quoted(vertexId(v)); };
  auto eid = [](int e) { return quoted(edgeId(e)); };
  std::string out = "{\n\"seed\": " + std::to_string(b.seed) + ",\n\"hexes\": [\n";
  for (std::size_t i = 0; i < b.hexes.size(); ++i) {
    const HexTile& h = b.hexes[i];
    out += "{\"q\": " + std::to_string(h.coord.q) + ", \"r\": " + std::to_string(h.coord.r) + ", \"resource\": " +
           quoted(resourceName(h.resource)) + ", \"numberToken\": " +
           (h.numberToken ? std::to_string(*h.numberToken) : "null") + "}" + (i + 1 < b.hexes.size() ? ",\n" : "\n");
  }
  out += "],\n\"vertices\": [\n";
  for (std::size_t i = 0; i < t.vertices.size(); ++i) {
    const Vertex& v = t.vertices[i];
    out += "{\"id\": " + vid(v.index) + ", \"x\": " + std::to_string(v.key.x) + ", \"y\": " + std::to_string(v.key.y) +
           ", \"adjacentHexes\": " + list(v.adjacentHexes, hexAt) + ", \"adjacentVertices\": " +
           list(v.adjacentVertices, vid) + ", \"adjacentEdges\": " + list(v.adjacentEdges, eid) + "}" +
           (i + 1 < t.vertices.size() ? ",\n" : "\n");
  }
  out += "],\n\"edges\": [\n";
  for (std::size_t i = 0; i < t.edges.size(); ++i) {
    const Edge& e = t.edges[i];
    out += "{\"id\": " + eid(e.index) + ", \"vertices\": " + list(e.vertices, vid) + ", \"adjacentHexes\": " +
           list(e.adjacentHexes, hexAt) + ", \"adjacentEdges\": " + list(e.adjacentEdges, eid) + "}" +
           (i + 1 < t.edges.size() ? ",\n" : "\n");
  }
  out += "],\n\"robberHex\": " + hexJson(b.robberHex) + ",\n\"harbors\": [\n";
  for (std::size_t i = 0; i < b.harbors.size(); ++i) {
    const Harbor& h = b.harbors[i];
    const Edge& e = t.edges[h.edge];
    out += "{\"type\": " + quoted(harborTypeName(h.type)) + ", \"ratio\": " + std::to_string(h.ratio) +
           ", \"edge\": " + eid(h.edge) + ", \"vertices\": " + list(e.vertices, vid) + ", \"hex\": " +
           hexAt(e.adjacentHexes[0]) + "}" + (i + 1 < b.harbors.size() ? ",\n" : "\n");
  }
  return out + "]\n}\n";
}

}  // namespace

TEST_CASE("catan golden: same seed -> identical Catan board natively and in WASM (seed 42)") {
  const std::string path = std::string(BOARDRULES_SOURCE_DATA) + "/catan/board_seed42.json";
  const std::string actual = boardJson(createDefaultBoard());
  if (std::getenv("BOARDRULES_UPDATE_GOLDEN")) std::ofstream(path) << actual;
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open " << path);
  std::stringstream ss;
  ss << in.rdbuf();
  CHECK(actual == ss.str());
}
