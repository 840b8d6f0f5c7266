// Embind glue for the CoTuLenh board: conversions only. Fallible calls return {value} or
// {error}; squares were checked to be integers by the facade (web/package/src/cotulenh.js).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "lazy_area.h"
#include "cotulenh/board.h"
#include "cotulenh/terrain.h"

namespace {

using emscripten::val;
namespace ct = boardrules::cotulenh;

template <class T, class F>
val wrap(const boardrules::Result<T>& r, F toJs) {
  val out = val::object();
  if (r) out.set("value", toJs(r.value()));
  else out.set("error", r.message());
  return out;
}

val algebraicToSquare(const std::string& s) {
  return wrap(ct::algebraicToSquare(s), [](int v) { return val(v); });
}
val squareToAlgebraic(int sq) {
  return wrap(ct::squareToAlgebraic(sq), [](const std::string& v) { return val(v); });
}
val terrainOf(int sq) {
  return wrap(ct::terrainOf(sq), [](ct::Terrain t) { return val(std::string(ct::terrainName(t))); });
}
val zoneOf(int sq) {
  return wrap(ct::zoneOf(sq), [](ct::RiverZone z) { return val(std::string(ct::zoneName(z))); });
}
val canHeavyPieceMove(int from, int to) {
  return wrap(ct::canHeavyPieceMove(from, to), [](bool b) { return val(b); });
}
bool isValidSquare(int sq) { return ct::isValidSquare(sq); }
bool isValidMove(int from, int to) { return ct::isValidMove(from, to); }
bool isBridgeSquare(int sq) { return ct::isBridgeSquare(sq); }
bool isRiverSquare(int sq) { return ct::isRiverSquare(sq); }
bool canNavyEnter(int sq) { return ct::canNavyEnter(sq); }
bool canLandPieceEnter(int sq) { return ct::canLandPieceEnter(sq); }

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(cotulenh) {
  using namespace emscripten;
  function("cotulenh_algebraicToSquare", &algebraicToSquare);
  function("cotulenh_squareToAlgebraic", &squareToAlgebraic);
  function("cotulenh_terrainOf", &terrainOf);
  function("cotulenh_zoneOf", &zoneOf);
  function("cotulenh_canHeavyPieceMove", &canHeavyPieceMove);
  function("cotulenh_isValidSquare", &isValidSquare);
  function("cotulenh_isValidMove", &isValidMove);
  function("cotulenh_isBridgeSquare", &isBridgeSquare);
  function("cotulenh_isRiverSquare", &isRiverSquare);
  function("cotulenh_canNavyEnter", &canNavyEnter);
  function("cotulenh_canLandPieceEnter", &canLandPieceEnter);
}
