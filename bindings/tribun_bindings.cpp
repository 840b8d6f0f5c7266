// Embind glue for the Tribun engine: no rules logic here, only conversions.
//
// Conventions (web/src/tribun.js relies on them):
// - Fallible free functions return a JS object: {value: ...} on success, {error: "message"} on
//   failure. The engine never throws and never aborts; the facade turns `error` into a JS Error.
// - Game methods that can fail return a string: "" on success, else the engine's message.
// - Byte and word arrays come out as typed-array views into the WASM heap; the facade copies them
//   at once (a view dies when memory grows) so no view ever reaches the user.
// - Bytes go in as std::string: Embind copies a Uint8Array argument into it byte for byte.
// - Every argument has been checked by the facade (type and range) before it gets here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "js_result.h"

#include <algorithm>
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

constexpr int kNone = -1;  // JS null for an optional colour

using boardrules::bindings::fail;
using boardrules::bindings::ok;

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

const char* drawActionName(tr::DrawAction a) {
  switch (a) {
    case tr::DrawAction::Offer: return "offer";
    case tr::DrawAction::Retract: return "retract";
    case tr::DrawAction::Accept: return "accept";
  }
  return "offer";
}

const char* endReasonName(tr::EndReason r) {
  switch (r) {
    case tr::EndReason::Resign: return "resign";
    case tr::EndReason::NoLegalAction: return "no-legal-action";
    case tr::EndReason::Timeout: return "timeout";
    case tr::EndReason::GameTimeTie: return "game-time-tie";
  }
  return "resign";
}

val decodeAction(uint32_t word) {
  auto r = tr::decodeAction(word);
  if (!r) return fail(r.message());
  const tr::Action& a = r.value();
  val o = val::object();
  o.set("op", std::string(tr::opcodeName(a.op)));
  switch (a.op) {
    case tr::Opcode::Move:
      o.set("from", a.from); o.set("to", a.to); o.set("part", a.part);
      break;
    case tr::Opcode::Kill:
      o.set("attacker", a.attacker); o.set("target", a.target); o.set("part", a.part);
      break;
    case tr::Opcode::Liberate:
      o.set("target", a.target);
      break;
    case tr::Opcode::Damage:
      o.set("target", a.target); o.set("damage", a.damage);
      break;
    case tr::Opcode::Enslave:
      o.set("attacker", a.attacker); o.set("target", a.target);
      break;
    case tr::Opcode::Combine:
      o.set("center", a.center); o.set("dirA", a.dirA); o.set("dirB", a.dirB);
      o.set("donA", a.donA); o.set("donB", a.donB);
      break;
    case tr::Opcode::SymCombine:
      o.set("center", a.center); o.set("config", a.config); o.set("donate", a.donate);
      break;
    case tr::Opcode::Split: {
      o.set("actor", a.actor);
      val heights = val::array();
      for (int h : a.heights) heights.call<void>("push", h);
      o.set("heights", heights);
      break;
    }
    case tr::Opcode::Backstabb:
      o.set("actor", a.actor); o.set("dir", a.dir);
      break;
    case tr::Opcode::AttackTribun:
      o.set("attacker", a.attacker); o.set("target", a.target); o.set("winner", a.winner);
      break;
    case tr::Opcode::Draw:
      o.set("action", std::string(drawActionName(a.drawAction))); o.set("color", a.color);
      break;
    case tr::Opcode::End:
      o.set("reason", std::string(endReasonName(a.reason))); o.set("loser", a.loser);
      break;
  }
  return ok(o);
}

// `fields` is the facade's numeric form of an action object: every field the opcode uses is an
// integer (draw action and end reason already mapped to their numbers); others are absent.
val encodeAction(val fields) {
  auto num = [&](const char* key) { return fields[key].isUndefined() ? 0 : fields[key].as<int>(); };
  tr::Action a;
  a.op = static_cast<tr::Opcode>(num("op"));
  a.from = num("from"); a.to = num("to"); a.part = num("part");
  a.attacker = num("attacker"); a.target = num("target"); a.damage = num("damage");
  a.center = num("center"); a.dirA = num("dirA"); a.dirB = num("dirB");
  a.donA = num("donA"); a.donB = num("donB");
  a.config = num("config"); a.donate = num("donate");
  a.actor = num("actor"); a.dir = num("dir"); a.winner = num("winner");
  if (!fields["heights"].isUndefined())
    for (int d = 0; d < 6; ++d) a.heights[d] = fields["heights"][d].as<int>();
  a.drawAction = static_cast<tr::DrawAction>(num("action"));
  a.color = num("color");
  a.reason = static_cast<tr::EndReason>(num("reason"));
  a.loser = num("loser");
  auto r = tr::encodeAction(a);
  return r ? ok(val(r.value())) : fail(r.message());
}

std::string describeAction(uint32_t word) { return tr::describeAction(word); }

// ---- games ---------------------------------------------------------------------------------

// One JS handle per game. The facade owns it and calls delete() on dispose.
class TribunGame {
 public:
  // Starts a new game on `bytes` (121 bytes), replacing whatever this handle held.
  std::string reset(const std::string& bytes, int turn, int drawOfferBy) {
    auto board = tr::boardFromBytes(bytesOf(bytes));
    if (!board) return board.message();
    auto state = tr::makeState(board.value(), turn, optionalColor(drawOfferBy));
    if (!state) return state.message();
    game_ = tr::Game(state.value());
    return {};
  }

  // Replays a packed action log from a snapshot; the error names the failing ply.
  std::string replay(const std::string& bytes, int turn, int drawOfferBy, const std::string& actionsB64) {
    auto board = tr::boardFromBytes(bytesOf(bytes));
    if (!board) return board.message();
    auto game = tr::Game::replay(tr::Snapshot{board.value(), turn, optionalColor(drawOfferBy)}, actionsB64);
    if (!game) return game.message();
    game_ = std::move(game.value());
    return {};
  }

  val legalActions() {
    const auto& w = game_.legalActions();
    return val(emscripten::typed_memory_view(w.size(), w.data()));
  }
  bool isLegal(uint32_t word) const { return game_.isLegal(word); }
  std::string apply(uint32_t word) { return game_.apply(word).message(); }
  std::string endByServer(int reason, int loser) {
    return game_.endByServer(static_cast<tr::EndReason>(reason), loser).message();
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
