// Embind glue for Tribun records: setup codes, tile names, the move notation, a game's history
// and game files. No rules logic here, only conversions (conventions: bindings/js_result.h and
// bindings/tribun_bindings.cpp). Setup-code failures carry the spec's error kind and fields:
// {error: message, details: {kind, ...fields}}; notation and record failures carry a code.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstring>
#include <string>

#include "lazy_area.h"
#include "js_result.h"
#include "tribun/explain.h"
#include "tribun/history.h"
#include "tribun/movegen.h"
#include "tribun/notation.h"
#include "tribun/record_file.h"
#include "tribun/setup_code.h"
#include "tribun/tile_names.h"
#include "tribun_records.h"

namespace tr = boardrules::tribun;
using boardrules::bindings::fail;
using boardrules::bindings::ok;
using emscripten::val;

namespace {

val failWithCode(const std::string& message, const char* code) {
  val out = fail(message);
  out.set("code", code);
  return out;
}

// Masks cross as hex digits (JS makes bigints of them): below 2^53 is not enough for mask1.
std::string hex(uint64_t v) {
  std::string out;
  do {
    out.insert(out.begin(), "0123456789abcdef"[v & 15]);
    v >>= 4;
  } while (v);
  return out;
}

uint64_t fromHex(const std::string& s) {  // the facade sends 1..16 lower-case hex digits
  uint64_t v = 0;
  for (char c : s) v = v << 4 | static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  return v;
}

// The spec's error object: {kind, ...the fields of that kind}.
val setupErrorValue(const tr::SetupError& e) {
  val o = val::object();
  o.set("kind", std::string(tr::setupErrorKindName(e.kind)));
  using K = tr::SetupErrorKind;
  switch (e.kind) {
    case K::OutOfRangeTribTile:
    case K::TribTileNotOccupied:
    case K::TribTileMultipleHeights: o.set("tribTile", static_cast<double>(e.tribTile)); break;
    case K::MaskOutOfRange: o.set("mask", "mask" + std::to_string(e.mask)); break;
    case K::Overlap: o.set("tile", e.tile); break;
    case K::TriangleEqualUnits: {
      o.set("center", e.center);
      o.set("orientation", std::string(e.up ? "UP" : "DOWN"));
      val v = val::array();
      for (int x : e.vertices) v.call<void>("push", x);
      o.set("vertices", v);
      o.set("unit", e.unit);
      break;
    }
    case K::Payment2For3Fail: o.set("n2", e.n2); o.set("n3", e.n3); break;
    case K::Payment1For2Fail: o.set("n1", e.n1); o.set("n2", e.n2); break;
    case K::TribunHeightNotAllowed: o.set("tribunHeight", e.value); break;
    case K::ArmySizeTooSmall: o.set("armySize", e.value); o.set("min", e.limit); break;
    case K::ArmySizeTooLarge: o.set("armySize", e.value); o.set("max", e.limit); break;
    default: break;
  }
  if (e.side >= 0) o.set("side", std::string(e.side == tr::kBlack ? "black" : "white"));
  if (!e.details.empty()) o.set("details", setupErrorValue(e.details.front()));
  return o;
}

val setupFail(const tr::SetupError& e) {
  val out = fail(tr::describeSetupError(e));
  out.set("details", setupErrorValue(e));
  return out;
}

tr::SetupMasks masksOf(double tribTile, const std::string& m1, const std::string& m2, const std::string& m3) {
  // The facade passes masks below 2^64 as hex digits and tribTile as a safe integer.
  return {static_cast<int64_t>(tribTile), fromHex(m1), fromHex(m2), fromHex(m3)};
}

val setupInfoValue(const tr::SetupInfo& info) {
  val o = val::object();
  o.set("tribTile", static_cast<double>(info.masks.tribTile));
  o.set("mask1", hex(info.masks.mask1));
  o.set("mask2", hex(info.masks.mask2));
  o.set("mask3", hex(info.masks.mask3));
  o.set("tribunHeight", info.tribunHeight);
  o.set("armySize", info.armySize);
  std::vector<int32_t> units;
  for (const tr::SetupUnit& u : info.units) {
    units.insert(units.end(), {u.index, u.cid, u.height, u.tribun ? 1 : 0});
  }
  o.set("units", val::global("Int32Array").new_(val(emscripten::typed_memory_view(units.size(), units.data()))));
  return o;
}

val decodeSetup(const std::string& code) {
  const tr::SetupInfoOrError r = tr::decodeSetup(code);
  return r.info ? ok(setupInfoValue(*r.info)) : setupFail(*r.error);
}

val encodeSetup(double tribTile, const std::string& m1, const std::string& m2, const std::string& m3) {
  const tr::CodeOrError r = tr::encodeSetup(masksOf(tribTile, m1, m2, m3));
  return r.error ? setupFail(*r.error) : ok(val(r.code));
}

val validateSetup(double tribTile, const std::string& m1, const std::string& m2, const std::string& m3) {
  const tr::SetupCheck r = tr::validateSetup(masksOf(tribTile, m1, m2, m3));
  if (r.error) return setupFail(*r.error);
  val o = val::object();
  o.set("tribunHeight", r.tribunHeight);
  o.set("armySize", r.armySize);
  return ok(o);
}

// allowedHeights: bit h-1 set when a tribun of height h is allowed.
val boardFromSetups(const std::string& black, bool flipBlack, const std::string& white, bool flipWhite, int allowedHeights,
                    int minArmy, int maxArmy) {
  tr::LobbyConstraints c;
  for (int h = 0; h < 3; ++h) c.tribunHeightAllowed[static_cast<size_t>(h)] = (allowedHeights >> h) & 1;
  c.minArmySize = minArmy;
  c.maxArmySize = maxArmy;
  const tr::BoardOrError r = tr::boardFromSetups({black, flipBlack}, {white, flipWhite}, c);
  if (r.error) return setupFail(*r.error);
  return ok(val::global("Uint8Array").new_(val(emscripten::typed_memory_view(r.board.size(), r.board.data()))));
}

std::string formatSetupCode(const std::string& code) { return tr::formatSetupCode(code); }

std::string tileName(int cid) { return tr::tileName(cid); }

val parseTile(const std::string& name) {
  const auto r = tr::parseTile(name);
  return r ? ok(val(r.value())) : fail(r.message());
}

// A position given by board bytes (validated by the facade) and turn.
std::string formatActionIn(const std::string& bytes, int turn, uint32_t word) {
  tr::Board b{};
  std::memcpy(b.data(), bytes.data(), std::min(bytes.size(), b.size()));
  return tr::formatAction(b, turn, word);
}

// The sentence of a word in a position (board bytes validated by the facade; tense 0 past, 1 present).
std::string explainActionIn(const std::string& bytes, int turn, uint32_t word, int tense) {
  tr::Board b{};
  std::memcpy(b.data(), bytes.data(), std::min(bytes.size(), b.size()));
  return tr::explainAction(b, turn, word, static_cast<tr::Tense>(tense & 1));
}

val parsedValue(const tr::ParsedAction& p) {
  return p.word ? ok(val(*p.word)) : failWithCode(p.message, p.code.c_str());
}

val parseActionIn(const std::string& bytes, int turn, const std::string& text) {
  tr::Board b{};
  std::memcpy(b.data(), bytes.data(), std::min(bytes.size(), b.size()));
  const auto state = tr::makeState(b, turn);
  if (!state) return failWithCode(state.message(), "BAD_BOARD");
  return parsedValue(tr::parseAction(b, turn, tr::legalActions(state.value()), text));
}

val errorOf(const boardrules::Status& st) { return st ? val::undefined() : val(st.message()); }

}  // namespace

namespace boardrules::bindings::tribun_records {

val formatAction(const tr::Game& game, uint32_t word) {
  return val(tr::formatAction(game.state().board, game.state().turn, word));
}

val explainAction(const tr::Game& game, uint32_t word, int tense) {
  return val(tr::explainAction(game.state().board, game.state().turn, word, static_cast<tr::Tense>(tense & 1)));
}

val parseAction(tr::Game& game, const std::string& text) {
  const tr::State& s = game.state();
  return parsedValue(tr::parseAction(s.board, s.turn, game.legalActions(), text));
}

val undo(tr::Game& game) { return errorOf(game.undo()); }
val redo(tr::Game& game) { return errorOf(game.redo()); }
val goTo(tr::Game& game, int ply) { return errorOf(game.goTo(ply)); }

val continuations(const tr::Game& game) {
  const tr::History& h = game.history();
  std::vector<uint32_t> words;
  for (int k = 0; k < h.childCount(h.current()); ++k) words.push_back(h.word(h.child(h.current(), k)));
  return val::global("Uint32Array").new_(val(emscripten::typed_memory_view(words.size(), words.data())));
}

std::string comment(const tr::Game& game) { return game.history().comment(game.history().current()); }

void setComment(tr::Game& game, const std::string& text) {
  game.history().setComment(game.history().current(), text);
}

val toRecord(const tr::Game& game, const std::string& headers) {
  std::vector<tr::RecordHeader> list;
  std::vector<std::string> parts(1);
  for (char c : headers) {
    if (c == '\x1f') parts.emplace_back();
    else parts.back().push_back(c);
  }
  for (size_t i = 0; i + 1 < parts.size(); i += 2) list.push_back({parts[i], parts[i + 1]});
  auto text = tr::writeRecordWithin(game, list, tr::RecordLimits{});
  if (!text) return failWithCode(text.message(), "RECORD_TOO_LARGE");
  return ok(val(text.value()));
}

val loadRecord(tr::Game& into, const std::string& text, bool allowServerEnds) {
  tr::RecordLimits limits;
  limits.allowServerEnds = allowServerEnds;
  auto r = tr::parseRecord(text, limits);
  if (!r) return failWithCode(r.message(), "BAD_RECORD");
  val flat = val::array();
  for (const tr::RecordHeader& h : r.value().headers) {
    flat.call<void>("push", h.key);
    flat.call<void>("push", h.value);
  }
  into = std::move(r.value().game);
  val result = ok(flat);
  if (const auto& tc = r.value().timeControl) {  // [initial, increment, buffer, max] ms
    val ms = val::array();
    for (int64_t v : {tc->initialMs, tc->incrementMs, tc->bufferMs, tc->maxGameMs}) ms.call<void>("push", static_cast<double>(v));
    result.set("timeControl", ms);
  }
  return result;
}

}  // namespace boardrules::bindings::tribun_records

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(tribun_records) {
  using namespace emscripten;
  function("tribunRecords_decodeSetup", &decodeSetup);
  function("tribunRecords_encodeSetup", &encodeSetup);
  function("tribunRecords_validateSetup", &validateSetup);
  function("tribunRecords_boardFromSetups", &boardFromSetups);
  function("tribunRecords_formatSetupCode", &formatSetupCode);
  function("tribunRecords_tileName", &tileName);
  function("tribunRecords_parseTile", &parseTile);
  function("tribunRecords_formatAction", &formatActionIn);
  function("tribunRecords_parseAction", &parseActionIn);
  function("tribunRecords_explainAction", &explainActionIn);
}
