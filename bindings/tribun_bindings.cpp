// Embind glue for the Tribun engine: no rules logic here, only conversions.
//
// Conventions (web/package/src/tribun.js relies on them):
// - Fallible free functions return a JS object: {value: ...} on success, {error: "message"} on
//   failure. The engine never throws and never aborts; the facade turns `error` into a JS Error.
// - Game methods that can fail return undefined on success, else the engine's message (a
//   string): no string crosses the boundary on the hot path (new game, then list), where
//   Embind's std::string return (heap copy, decode, free) showed in the listing benchmark.
// - Byte and word arrays come out as typed-array views into the WASM heap; the facade copies them
//   at once (a view dies when memory grows) so no view ever reaches the user.
// - Bytes go in as std::string (Embind copies a Uint8Array argument into it byte for byte),
//   except a game's starting board, which the facade writes straight into the game table's
//   input area (TribunGames::boardInput).
// - Policy (the game table, its memory budget, the kept legal list) lives in
//   src/tribun/session/game_table.h.
// - Every argument has been checked by the facade (type and range) before it gets here.
#include <emscripten/bind.h>
#include <emscripten/heap.h>
#include <emscripten/val.h>

#include "js_result.h"
#include "tribun_records.h"

#include <algorithm>
#include <cstdlib>
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
#include "tribun/session/game_table.h"
#include "tribun/unit.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;
namespace records = boardrules::bindings::tribun_records;

using boardrules::bindings::fail;
using boardrules::bindings::ok;

constexpr int kNone = -1;  // JS null for an optional colour

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
// an object built field by field: far less Embind code. web/package/src/tribun.js (ACTION_SLOTS) names
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

double firstServerEnd(const std::string& actionsB64) { return static_cast<double>(tr::firstServerEndPly(actionsB64)); }

// ---- games ---------------------------------------------------------------------------------

// undefined for success, else the message.
val errorOf(const boardrules::Status& status) { return status ? val::undefined() : val(status.message()); }

// The module's heap, for the game table's memory budget (tr::GameTable).
size_t heapSize() { return emscripten_get_heap_size(); }
size_t heapMax() { return emscripten_get_heap_max(); }
// A trial allocation: with memory growth, emmalloc returns null instead of aborting.
bool fitsBelow(size_t bytes, size_t limit) {
  void* trial = std::malloc(bytes);
  const bool fits = trial != nullptr && reinterpret_cast<uintptr_t>(trial) + bytes <= limit;
  std::free(trial);
  return fits;
}

// The facade's games (tr::GameTable: ids, reuse, the memory budget, the one kept legal list),
// converted. The facade creates one table and gives each of its game objects an id, so a new game
// costs no Embind object of its own and its board is written straight into WASM memory
// (boardInput) instead of being copied through a std::string: a class handle per game made the JS
// listing about a fifth slower, measured.
class TribunGames {
 public:
  int create() { return table_.create(); }
  void release(int id) { table_.release(id); }
  // The listing path's new game: the id, -1 (out of memory) or -2 (startError() has the message).
  int start(int turn, int drawOfferBy) { return table_.start(turn, drawOfferBy); }
  std::string startError() const { return table_.startError(); }

  // The legal list of game `id` as a word count, its address written to the output slot
  // (listOutput()): the facade copies the words out of the heap itself, with no typed-array view
  // built per call (an emval handle, a JS object and its decoding, measured on the listing path).
  int list(int id) {
    const std::vector<tr::Word>& words = table_.legalActions(id);
    listOutput_ = static_cast<uint32_t>(reinterpret_cast<uintptr_t>(words.data()));
    return static_cast<int>(words.size());
  }
  double listOutput() const { return static_cast<double>(reinterpret_cast<uintptr_t>(&listOutput_)); }

  void setHeapLimit(double bytes) { table_.setHeapLimit(static_cast<size_t>(bytes)); }

  // Where the facade writes the 121 board bytes before reset() or replay().
  double boardInput() { return static_cast<double>(reinterpret_cast<uintptr_t>(table_.input().data())); }

  val reset(int id, int turn, int drawOfferBy) {
    const std::string error = table_.restart(id, turn, drawOfferBy);
    return error.empty() ? val::undefined() : val(error);
  }
  val replay(int id, int turn, int drawOfferBy, const std::string& actionsB64) {
    return errorOf(table_.replay(id, turn, drawOfferBy, actionsB64));
  }

  val legalActions(int id) { return wordsView(table_.legalActions(id)); }
  bool isLegal(int id, uint32_t word) const { return table_.isLive(id) && game(id).isLegal(word); }
  val apply(int id, uint32_t word) { return errorOf(table_.apply(id, word)); }
  val endByServer(int id, int reason, int loser) {
    return errorOf(table_.endByServer(id, static_cast<tr::EndReason>(reason), loser));
  }

  val board(int id) const {
    const auto& b = game(id).state().board;
    return val(emscripten::typed_memory_view(live(id) ? b.size() : 0, b.data()));
  }
  val actions(int id) const { return live(id) ? wordsView(game(id).log()) : wordsView({}); }
  int turn(int id) const { return live(id) ? game(id).state().turn : kNone; }
  double ply(int id) const { return live(id) ? game(id).state().ply : 0; }  // uint32 does not fit an int
  int drawOfferBy(int id) const { return live(id) ? game(id).state().drawOfferBy.value_or(kNone) : kNone; }
  bool ended(int id) const { return live(id) && game(id).state().status == tr::GameStatus::Ended; }
  int winner(int id) const {
    const auto& r = game(id).state().result;
    return live(id) && r && r->winner ? *r->winner : kNone;
  }
  std::string resultReason(int id) const {
    const auto& r = game(id).state().result;
    return live(id) && r ? tr::resultReasonName(r->reason) : "";
  }
  std::string hashHex(int id) const {
    static const char* digits = "0123456789abcdef";
    const uint64_t h = live(id) ? game(id).hash() : 0;
    std::string out(16, '0');
    for (int i = 0; i < 16; ++i) out[15 - i] = digits[(h >> (4 * i)) & 15];
    return out;
  }
  std::string boardBase64(int id) const { return live(id) ? tr::boardToBase64(game(id).state().board) : ""; }
  std::string startBoardBase64(int id) const { return live(id) ? tr::boardToBase64(game(id).start().board) : ""; }
  int startTurn(int id) const { return live(id) ? game(id).start().turn : kNone; }
  int startDrawOfferBy(int id) const { return live(id) ? game(id).start().drawOfferBy.value_or(kNone) : kNone; }
  std::string actionsB64(int id) const { return live(id) ? game(id).actionsB64() : ""; }

  // ---- history, notation, game files: bindings/tribun_records_bindings.cpp ----
  int cloneGame(int id) { return table_.cloneGame(id); }
  val formatAction(int id, uint32_t w) const { return live(id) ? records::formatAction(game(id), w) : val(""); }
  val explainAction(int id, uint32_t w, int tense) const { return live(id) ? records::explainAction(game(id), w, tense) : val(""); }
  val parseAction(int id, const std::string& t) { return live(id) ? records::parseAction(gameAt(id), t) : fail(kNotLive); }
  val undo(int id) { return live(id) ? records::undo(gameAt(id)) : val(kNotLive); }
  val redo(int id) { return live(id) ? records::redo(gameAt(id)) : val(kNotLive); }
  val goTo(int id, int ply) { return live(id) ? records::goTo(gameAt(id), ply) : val(kNotLive); }
  val continuations(int id) const { return live(id) ? records::continuations(game(id)) : wordsView({}); }
  std::string comment(int id) const { return live(id) ? records::comment(game(id)) : ""; }
  void setComment(int id, const std::string& t) { if (live(id)) records::setComment(gameAt(id), t); }
  val toRecord(int id, const std::string& headers) const { return live(id) ? records::toRecord(game(id), headers) : fail(kNotLive); }
  val loadRecord(int id, const std::string& t, bool allowServerEnds) {
    return live(id) ? records::loadRecord(gameAt(id), t, allowServerEnds) : fail(kNotLive);
  }

 private:
  static constexpr const char* kNotLive = tr::GameTable::kNotLive;
  bool live(int id) const { return table_.isLive(id); }
  const tr::Game& game(int id) const { return table_.game(id); }
  tr::Game& gameAt(int id) { return table_.mutableGame(id); }  // precondition: live(id)
  static val wordsView(const std::vector<tr::Word>& w) { return val(emscripten::typed_memory_view(w.size(), w.data())); }

  tr::GameTable table_{tr::HeapProbe{&heapSize, &heapMax, &fitsBelow}};
  uint32_t listOutput_ = 0;  // list(): the address of the words it counted
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
  function("tribun_firstServerEnd", &firstServerEnd);

  class_<TribunGames>("tribun_Games")
      .constructor<>()
      .function("create", &TribunGames::create)
      .function("release", &TribunGames::release)
      .function("setHeapLimit", &TribunGames::setHeapLimit)
      .function("boardInput", &TribunGames::boardInput)
      .function("reset", &TribunGames::reset)
      .function("replay", &TribunGames::replay)
      .function("legalActions", &TribunGames::legalActions)
      .function("start", &TribunGames::start)
      .function("startError", &TribunGames::startError)
      .function("list", &TribunGames::list)
      .function("listOutput", &TribunGames::listOutput)
      .function("isLegal", &TribunGames::isLegal)
      .function("apply", &TribunGames::apply)
      .function("endByServer", &TribunGames::endByServer)
      .function("board", &TribunGames::board)
      .function("actions", &TribunGames::actions)
      .function("turn", &TribunGames::turn)
      .function("ply", &TribunGames::ply)
      .function("drawOfferBy", &TribunGames::drawOfferBy)
      .function("ended", &TribunGames::ended)
      .function("winner", &TribunGames::winner)
      .function("resultReason", &TribunGames::resultReason)
      .function("hashHex", &TribunGames::hashHex)
      .function("boardBase64", &TribunGames::boardBase64)
      .function("startBoardBase64", &TribunGames::startBoardBase64)
      .function("startTurn", &TribunGames::startTurn)
      .function("startDrawOfferBy", &TribunGames::startDrawOfferBy)
      .function("actionsB64", &TribunGames::actionsB64)
      // history, notation, game files (bindings/tribun_records_bindings.cpp)
      .function("cloneGame", &TribunGames::cloneGame)
      .function("formatAction", &TribunGames::formatAction)
      .function("explainAction", &TribunGames::explainAction)
      .function("parseAction", &TribunGames::parseAction)
      .function("undo", &TribunGames::undo)
      .function("redo", &TribunGames::redo)
      .function("goTo", &TribunGames::goTo)
      .function("continuations", &TribunGames::continuations)
      .function("comment", &TribunGames::comment)
      .function("setComment", &TribunGames::setComment)
      .function("toRecord", &TribunGames::toRecord)
      .function("loadRecord", &TribunGames::loadRecord);
}
