// Embind glue for the Tribun engine: no rules logic here, only conversions.
//
// Conventions (web/src/tribun.js relies on them):
// - Fallible free functions return a JS object: {value: ...} on success, {error: "message"} on
//   failure. The engine never throws and never aborts; the facade turns `error` into a JS Error.
// - Game methods that can fail return undefined on success, else the engine's message (a
//   string): no string crosses the boundary on the hot path (new game, then list), where
//   Embind's std::string return (heap copy, decode, free) showed in the listing benchmark.
// - Byte and word arrays come out as typed-array views into the WASM heap; the facade copies them
//   at once (a view dies when memory grows) so no view ever reaches the user.
// - Bytes go in as std::string: Embind copies a Uint8Array argument into it byte for byte.
// - Every argument has been checked by the facade (type and range) before it gets here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "js_result.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <span>
#include <string>

#include "tribun/action.h"
#include "tribun/apply.h"
#include "tribun/board.h"
#include "tribun/coords.h"
#include "tribun/game.h"
#include "tribun/records.h"
#include "tribun/unit.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;

using boardrules::bindings::fail;
using boardrules::bindings::ok;

constexpr int kNone = -1;  // JS null for an optional colour

std::optional<int> optionalColor(int c) { return c == kNone ? std::nullopt : std::optional<int>(c); }

std::span<const uint8_t> bytesOf(const std::string& s) {
  return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

val copyOfBoard(const tr::Board& b) {
  // A fresh Uint8Array owned by JS (the facade's callers keep it).
  return val::global("Uint8Array").new_(val(emscripten::typed_memory_view(b.size(), b.data())));
}

// ---- coordinates ---------------------------------------------------------------------------

val packCid(int x, int y) {
  auto r = tr::packCid(x, y);
  return r ? ok(val(r.value())) : fail(r.message());
}

val unpackCid(int cid) {
  auto r = tr::unpackCid(cid);
  if (!r) return fail(r.message());
  val xy = val::object();
  xy.set("x", r.value().x);
  xy.set("y", r.value().y);
  return ok(xy);
}

bool isOnBoard(int x, int y) { return tr::isOnBoard(x, y); }
bool isValidCid(int cid) { return tr::isValidCid(cid); }
int neighborCid(int cid, int dir) { return tr::neighborCid(cid, dir); }
bool areAdjacent(int a, int b) { return tr::areAdjacent(a, b); }
std::string tileColor(int cid) { return tr::tileColorName(tr::tileColor(cid)); }
val boardCids() {
  const auto& cids = tr::boardCids();
  return val::global("Uint8Array").new_(val(emscripten::typed_memory_view(cids.size(), cids.data())));
}

// ---- units and boards ----------------------------------------------------------------------

val decodeUnit(int byte) {
  auto r = tr::decodeUnit(static_cast<uint8_t>(byte));
  if (!r) return fail(r.message());
  val u = val::object();
  u.set("color", r.value().color);
  u.set("tribun", r.value().tribun);
  u.set("p", r.value().p);
  u.set("s", r.value().s);
  return ok(u);
}

val encodeUnit(int color, bool tribun, int p, int s) {
  auto r = tr::encodeUnit(tr::Unit{color, tribun, p, s});
  return r ? ok(val(static_cast<int>(r.value()))) : fail(r.message());
}

val defaultBoard() { return copyOfBoard(tr::defaultBoard()); }

std::string validateBoard(const std::string& bytes) { return tr::validateBoard(bytesOf(bytes)).message(); }

val boardFromHex(const std::string& hex) {
  auto r = tr::boardFromHex(hex);
  return r ? ok(copyOfBoard(r.value())) : fail(r.message());
}

val boardFromBase64(const std::string& b64) {
  auto r = tr::boardFromBase64(b64);
  return r ? ok(copyOfBoard(r.value())) : fail(r.message());
}

std::string boardToHex(const std::string& bytes) {
  tr::Board b{};
  std::copy_n(bytes.begin(), std::min(bytes.size(), b.size()), b.begin());
  return tr::boardToHex(b);
}

std::string boardToBase64(const std::string& bytes) {
  tr::Board b{};
  std::copy_n(bytes.begin(), std::min(bytes.size(), b.size()), b.begin());
  return tr::boardToBase64(b);
}

// ---- action words --------------------------------------------------------------------------

// An action crosses as one array of integers (kActionFields slots, absent fields 0) instead of
// an object built field by field: far less Embind code. web/src/tribun.js (ACTION_SLOTS) names
// the slots and builds/reads the plain objects of the public API.
//   0 op, 1 from, 2 to, 3 part, 4 attacker, 5 target, 6 damage, 7 center, 8 dirA, 9 dirB,
//   10 donA, 11 donB, 12 config, 13 donate, 14 actor, 15 dir, 16 winner, 17-22 heights[0..5],
//   23 action (draw), 24 color, 25 reason (end), 26 loser
constexpr int kActionFields = 27;

// {value: Int32Array of the slots} or {error} for a malformed word.
val decodeAction(uint32_t word) {
  auto r = tr::decodeAction(word);
  if (!r) return fail(r.message());
  const tr::Action& a = r.value();
  const int32_t f[kActionFields] = {
      static_cast<int>(a.op), a.from, a.to, a.part, a.attacker, a.target, a.damage, a.center,
      a.dirA, a.dirB, a.donA, a.donB, a.config, a.donate, a.actor, a.dir, a.winner,
      a.heights[0], a.heights[1], a.heights[2], a.heights[3], a.heights[4], a.heights[5],
      static_cast<int>(a.drawAction), a.color, static_cast<int>(a.reason), a.loser};
  return ok(val::global("Int32Array").new_(val(emscripten::typed_memory_view(kActionFields, f))));
}

// `slots`: the bytes of the facade's Int32Array of kActionFields integers (checked by the
// facade; Embind passes a Uint8Array as a std::string), little-endian like WebAssembly memory.
val encodeAction(const std::string& slots) {
  int32_t f[kActionFields] = {};
  std::memcpy(f, slots.data(), std::min(slots.size(), sizeof f));
  tr::Action a;
  a.op = static_cast<tr::Opcode>(f[0]);
  a.from = f[1]; a.to = f[2]; a.part = f[3];
  a.attacker = f[4]; a.target = f[5]; a.damage = f[6];
  a.center = f[7]; a.dirA = f[8]; a.dirB = f[9];
  a.donA = f[10]; a.donB = f[11];
  a.config = f[12]; a.donate = f[13];
  a.actor = f[14]; a.dir = f[15]; a.winner = f[16];
  for (int d = 0; d < 6; ++d) a.heights[d] = f[17 + d];
  a.drawAction = static_cast<tr::DrawAction>(f[23]);
  a.color = f[24];
  a.reason = static_cast<tr::EndReason>(f[25]);
  a.loser = f[26];
  auto r = tr::encodeAction(a);
  return r ? ok(val(r.value())) : fail(r.message());
}

std::string describeAction(uint32_t word) { return tr::describeAction(word); }

// ---- games ---------------------------------------------------------------------------------

// undefined for success, else the message.
template <class Status>
val errorOf(const Status& status) {
  return status ? val::undefined() : val(status.message());
}

// One JS handle per game. The facade owns it and calls delete() on dispose.
class TribunGame {
 public:
  // Starts a new game on `bytes` (121 bytes), replacing whatever this handle held.
  val reset(const std::string& bytes, int turn, int drawOfferBy) {
    auto board = tr::boardFromBytes(bytesOf(bytes));
    if (!board) return val(board.message());
    auto state = tr::makeState(board.value(), turn, optionalColor(drawOfferBy));
    if (!state) return val(state.message());
    game_ = tr::Game(state.value());
    return val::undefined();
  }

  // Replays a packed action log from a snapshot; the error names the failing ply.
  val replay(const std::string& bytes, int turn, int drawOfferBy, const std::string& actionsB64) {
    auto board = tr::boardFromBytes(bytesOf(bytes));
    if (!board) return val(board.message());
    auto game = tr::Game::replay(tr::Snapshot{board.value(), turn, optionalColor(drawOfferBy)}, actionsB64);
    if (!game) return val(game.message());
    game_ = std::move(game.value());
    return val::undefined();
  }

  val legalActions() {
    const auto& w = game_.legalActions();
    return val(emscripten::typed_memory_view(w.size(), w.data()));
  }
  bool isLegal(uint32_t word) const { return game_.isLegal(word); }
  val apply(uint32_t word) { return errorOf(game_.apply(word)); }
  val endByServer(int reason, int loser) {
    return errorOf(game_.endByServer(static_cast<tr::EndReason>(reason), loser));
  }

  val board() const {
    const auto& b = game_.state().board;
    return val(emscripten::typed_memory_view(b.size(), b.data()));
  }
  val actions() const {
    const auto& w = game_.log();
    return val(emscripten::typed_memory_view(w.size(), w.data()));
  }
  int turn() const { return game_.state().turn; }
  double ply() const { return game_.state().ply; }  // uint32 does not fit an int
  int drawOfferBy() const { return game_.state().drawOfferBy.value_or(kNone); }
  bool ended() const { return game_.state().status == tr::GameStatus::Ended; }
  int winner() const {
    const auto& r = game_.state().result;
    return r && r->winner ? *r->winner : kNone;
  }
  std::string resultReason() const {
    const auto& r = game_.state().result;
    return r ? tr::resultReasonName(r->reason) : "";
  }
  std::string hashHex() const {
    static const char* digits = "0123456789abcdef";
    const uint64_t h = game_.hash();
    std::string out(16, '0');
    for (int i = 0; i < 16; ++i) out[15 - i] = digits[(h >> (4 * i)) & 15];
    return out;
  }
  std::string boardBase64() const { return tr::boardToBase64(game_.state().board); }
  std::string startBoardBase64() const { return tr::boardToBase64(game_.start().board); }
  int startTurn() const { return game_.start().turn; }
  int startDrawOfferBy() const { return game_.start().drawOfferBy.value_or(kNone); }
  std::string actionsB64() const { return game_.actionsB64(); }

 private:
  tr::Game game_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(boardrules_tribun) {
  using namespace emscripten;
  function("tribun_packCid", &packCid);
  function("tribun_unpackCid", &unpackCid);
  function("tribun_isOnBoard", &isOnBoard);
  function("tribun_isValidCid", &isValidCid);
  function("tribun_neighborCid", &neighborCid);
  function("tribun_areAdjacent", &areAdjacent);
  function("tribun_tileColor", &tileColor);
  function("tribun_boardCids", &boardCids);
  function("tribun_decodeUnit", &decodeUnit);
  function("tribun_encodeUnit", &encodeUnit);
  function("tribun_defaultBoard", &defaultBoard);
  function("tribun_validateBoard", &validateBoard);
  function("tribun_boardFromHex", &boardFromHex);
  function("tribun_boardFromBase64", &boardFromBase64);
  function("tribun_boardToHex", &boardToHex);
  function("tribun_boardToBase64", &boardToBase64);
  function("tribun_decodeAction", &decodeAction);
  function("tribun_encodeAction", &encodeAction);
  function("tribun_describeAction", &describeAction);

  class_<TribunGame>("tribun_Game")
      .constructor<>()
      .function("reset", &TribunGame::reset)
      .function("replay", &TribunGame::replay)
      .function("legalActions", &TribunGame::legalActions)
      .function("isLegal", &TribunGame::isLegal)
      .function("apply", &TribunGame::apply)
      .function("endByServer", &TribunGame::endByServer)
      .function("board", &TribunGame::board)
      .function("actions", &TribunGame::actions)
      .function("turn", &TribunGame::turn)
      .function("ply", &TribunGame::ply)
      .function("drawOfferBy", &TribunGame::drawOfferBy)
      .function("ended", &TribunGame::ended)
      .function("winner", &TribunGame::winner)
      .function("resultReason", &TribunGame::resultReason)
      .function("hashHex", &TribunGame::hashHex)
      .function("boardBase64", &TribunGame::boardBase64)
      .function("startBoardBase64", &TribunGame::startBoardBase64)
      .function("startTurn", &TribunGame::startTurn)
      .function("startDrawOfferBy", &TribunGame::startDrawOfferBy)
      .function("actionsB64", &TribunGame::actionsB64);
}
