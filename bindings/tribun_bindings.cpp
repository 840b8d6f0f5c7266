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
#include "tribun/unit.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;
namespace records = boardrules::bindings::tribun_records;

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

// The 1-based ply of the first server-only END word (no legal action, timeout, game-time tie) in
// a packed log, 0 when there is none or the log does not decode (replay reports that itself).
// replay() refuses such logs unless the caller allows them: they are verdicts a server gives
// (endByServer), never a client's move (docs/SECURITY.md, "Forged server verdicts").
double firstServerEnd(const std::string& actionsB64) {
  auto words = tr::unpackActions(actionsB64);
  if (!words) return 0;
  const auto& w = words.value();
  for (size_t i = 0; i < w.size(); ++i) {
    const uint32_t reason = w[i] & 7;
    if ((w[i] >> 4) == (0xB0000000u >> 4) && reason >= 1 && reason <= 3) return static_cast<double>(i + 1);
  }
  return 0;
}

// ---- games ---------------------------------------------------------------------------------

// undefined for success, else the message.
template <class Status>
val errorOf(const Status& status) {
  return status ? val::undefined() : val(status.message());
}

// Every game of one loaded module, addressed by a small integer id. The facade creates one table
// and gives each of its game objects an id, so a new game costs no Embind object of its own and
// its board is written straight into WASM memory (boardInput) instead of being copied through a
// std::string: a class handle per game made the JS listing about a fifth slower, measured.
// Released games keep their buffers for the next one.
//
// Ids come only from the facade; an id that is not live still gets an answer, never a crash:
// fallible methods return an error message, views are empty, numbers are kNone or 0.
class TribunGames {
 public:
  // -1 when a new game would bring the heap within kHeadroom of the limit (the module's maximum
  // memory, or a lower one set by setHeapLimit): the facade throws OUT_OF_MEMORY instead of the
  // allocation aborting the module, which stays usable.
  int create() {
    if (free_.empty()) {
      const size_t grow = games_.size() == games_.capacity() ? 2 * games_.size() * sizeof(tr::Game) : 0;
      if (!canAllocate(grow + sizeof(tr::Game) + kBytesPerGame)) return kNoMemory;
      games_.emplace_back();
      live_.push_back(1);
      return static_cast<int>(games_.size() - 1);
    }
    const int id = free_.back();
    free_.pop_back();
    live_[static_cast<size_t>(id)] = 1;
    return id;
  }
  void release(int id) {
    if (!isLive(id)) return;
    forget(id);
    live_[static_cast<size_t>(id)] = 0;
    if (game(id).history().size() > static_cast<int>(kKeptLogWords)) gameAt(id) = tr::Game();  // not worth keeping
    free_.push_back(id);
  }

  // create() and reset() in one crossing, the listing path's new game: the id, kNoMemory (-1), or
  // kBadStart (-2) after which startError() holds the engine's message (the id is released).
  int start(int turn, int drawOfferBy) {
    const int id = create();
    if (id < 0) return id;
    startError_ = restartFromInput(id, turn, drawOfferBy);  // no val: no JS call on success
    if (startError_.empty()) return id;
    release(id);
    return kBadStart;
  }
  std::string startError() const { return startError_; }

  // The legal list of game `id` as a word count, its address written to the output slot
  // (listOutput()): the facade copies the words out of the heap itself, with no typed-array view
  // built per call (an emval handle, a JS object and its decoding, measured on the listing path).
  int list(int id) {
    const std::vector<tr::Word>& words = listedWords(id);
    listOutput_ = static_cast<uint32_t>(reinterpret_cast<uintptr_t>(words.data()));
    return static_cast<int>(words.size());
  }
  double listOutput() const { return static_cast<double>(reinterpret_cast<uintptr_t>(&listOutput_)); }

  // Lowers the heap size past which create() refuses (tests; servers that share the process).
  void setHeapLimit(double bytes) { limit_ = std::min(static_cast<size_t>(bytes), emscripten_get_heap_max()); }

  // Where the facade writes the 121 board bytes before reset() or replay(): a member of this
  // table, which Embind allocated once and never moves.
  double boardInput() const { return static_cast<double>(reinterpret_cast<uintptr_t>(input_.data())); }

  // Starts game `id` on the board in the input area.
  val reset(int id, int turn, int drawOfferBy) {
    std::string error = restartFromInput(id, turn, drawOfferBy);
    return error.empty() ? val::undefined() : val(error);
  }
  // Replays a packed action log from the board in the input area; the error names the failing ply.
  val replay(int id, int turn, int drawOfferBy, const std::string& actionsB64) {
    if (!isLive(id)) return val(kNotLive);
    forget(id);
    auto replayed = tr::Game::replay(tr::Snapshot{input_, turn, optionalColor(drawOfferBy)}, actionsB64);
    if (!replayed) return val(replayed.message());
    gameAt(id) = std::move(replayed.value());
    return val::undefined();
  }

  // The legal list of the game listed last is kept in one buffer of the table (listed_), not one
  // per game: a game a server holds costs no list memory (~8 KB each before, the listing's
  // working capacity of 2,048 words), and listing stays one generation into a warm buffer with
  // no copy (a per-game exact copy measured 1.5x slower through JS: Emscripten's memcpy of a
  // few KB goes through JS). Every call that changes a game forgets its list (forget()).
  val legalActions(int id) { return wordsView(listedWords(id)); }
  bool isLegal(int id, uint32_t word) const { return isLive(id) && game(id).isLegal(word); }
  val apply(int id, uint32_t word) {
    if (!isLive(id)) return val(kNotLive);
    forget(id);
    return errorOf(gameAt(id).apply(word));
  }
  val endByServer(int id, int reason, int loser) {
    if (!isLive(id)) return val(kNotLive);
    forget(id);
    return errorOf(gameAt(id).endByServer(static_cast<tr::EndReason>(reason), loser));
  }

  val board(int id) const {
    const auto& b = game(id).state().board;
    return val(emscripten::typed_memory_view(isLive(id) ? b.size() : 0, b.data()));
  }
  val actions(int id) const { return isLive(id) ? wordsView(game(id).log()) : wordsView({}); }
  int turn(int id) const { return isLive(id) ? game(id).state().turn : kNone; }
  double ply(int id) const { return isLive(id) ? game(id).state().ply : 0; }  // uint32 does not fit an int
  int drawOfferBy(int id) const { return isLive(id) ? game(id).state().drawOfferBy.value_or(kNone) : kNone; }
  bool ended(int id) const { return isLive(id) && game(id).state().status == tr::GameStatus::Ended; }
  int winner(int id) const {
    const auto& r = game(id).state().result;
    return isLive(id) && r && r->winner ? *r->winner : kNone;
  }
  std::string resultReason(int id) const {
    const auto& r = game(id).state().result;
    return isLive(id) && r ? tr::resultReasonName(r->reason) : "";
  }
  std::string hashHex(int id) const {
    static const char* digits = "0123456789abcdef";
    const uint64_t h = isLive(id) ? game(id).hash() : 0;
    std::string out(16, '0');
    for (int i = 0; i < 16; ++i) out[15 - i] = digits[(h >> (4 * i)) & 15];
    return out;
  }
  std::string boardBase64(int id) const { return isLive(id) ? tr::boardToBase64(game(id).state().board) : ""; }
  std::string startBoardBase64(int id) const { return isLive(id) ? tr::boardToBase64(game(id).start().board) : ""; }
  int startTurn(int id) const { return isLive(id) ? game(id).start().turn : kNone; }
  int startDrawOfferBy(int id) const { return isLive(id) ? game(id).start().drawOfferBy.value_or(kNone) : kNone; }
  std::string actionsB64(int id) const { return isLive(id) ? game(id).actionsB64() : ""; }

  // ---- history, notation, game files: bindings/tribun_records_bindings.cpp ----
  int cloneGame(int id) {
    const int copy = create();
    if (copy >= 0 && isLive(id)) gameAt(copy) = game(id);  // copy < 0: out of memory (kNoMemory)
    return copy;
  }
  val formatAction(int id, uint32_t w) const { return isLive(id) ? records::formatAction(game(id), w) : val(""); }
  val explainAction(int id, uint32_t w, int tense) const { return isLive(id) ? records::explainAction(game(id), w, tense) : val(""); }
  val parseAction(int id, const std::string& t) { return isLive(id) ? records::parseAction(gameAt(id), t) : fail(kNotLive); }
  val undo(int id) { return isLive(id) ? records::undo(gameAt(id)) : val(kNotLive); }
  val redo(int id) { return isLive(id) ? records::redo(gameAt(id)) : val(kNotLive); }
  val goTo(int id, int ply) { return isLive(id) ? records::goTo(gameAt(id), ply) : val(kNotLive); }
  val continuations(int id) const { return isLive(id) ? records::continuations(game(id)) : wordsView({}); }
  std::string comment(int id) const { return isLive(id) ? records::comment(game(id)) : ""; }
  void setComment(int id, const std::string& t) { if (isLive(id)) records::setComment(gameAt(id), t); }
  val toRecord(int id, const std::string& headers) const { return isLive(id) ? records::toRecord(game(id), headers) : fail(kNotLive); }
  val loadRecord(int id, const std::string& t, bool allowServerEnds) {
    return isLive(id) ? records::loadRecord(gameAt(id), t, allowServerEnds) : fail(kNotLive);
  }

 private:
  static constexpr size_t kKeptLogWords = size_t{1} << 16;
  static constexpr int kNoMemory = -1;
  static constexpr int kBadStart = -2;
  // What one more game may need soon (a listing's working buffer, its log) beyond the game itself.
  static constexpr size_t kBytesPerGame = 16 * 1024;
  // Kept free for the calls that follow (listings, applies, other engines' allocations).
  static constexpr size_t kHeadroom = 16 * 1024 * 1024;

  // True when `bytes` (plus kHeadroom) can be allocated below the limit. Far from the limit the
  // heap size alone answers. Near the module's maximum a trial allocation does (freed memory
  // inside the heap counts; the heap cannot grow past the maximum, so the trial cannot either).
  // Below a lowered limit (setHeapLimit) the heap size alone answers, so the heap never grows
  // past it. Released games are reused without this check (create()), so disposing makes room.
  bool canAllocate(size_t bytes) const {
    const size_t want = bytes + kHeadroom;
    if (emscripten_get_heap_size() + want <= limit_) return true;
    if (limit_ < emscripten_get_heap_max()) return false;
    void* trial = std::malloc(want);  // with memory growth, emmalloc returns null instead of aborting
    const bool fits = trial != nullptr && reinterpret_cast<uintptr_t>(trial) + want <= limit_;
    std::free(trial);
    return fits;
  }

  static constexpr const char* kNotLive = "no such game (it was disposed)";

  // Starts game `id` on the board in the input area: "" on success, else the engine's message.
  std::string restartFromInput(int id, int turn, int drawOfferBy) {
    if (!isLive(id)) return kNotLive;
    forget(id);
    auto state = tr::makeState(input_, turn, optionalColor(drawOfferBy));
    if (!state) return state.message();
    gameAt(id).restart(state.value());
    return {};
  }

  // The legal list of game `id` (empty for an id that is not live), generated unless it is the
  // one listed last.
  const std::vector<tr::Word>& listedWords(int id) {
    if (!isLive(id)) return noWords_;
    if (listedId_ != id) {
      tr::generateLegalActions(game(id).state(), listed_);
      listedId_ = id;
    }
    return listed_;
  }

  void forget(int id) {
    if (listedId_ == id) listedId_ = kNone;
  }
  bool isLive(int id) const { return id >= 0 && static_cast<size_t>(id) < live_.size() && live_[static_cast<size_t>(id)]; }
  // Game `id`, or a blank game for an id that is not live (read-only callers check isLive).
  const tr::Game& game(int id) const { return isLive(id) ? games_[static_cast<size_t>(id)] : blank_; }
  // Precondition: isLive(id). Every mutable access forgets the game's listed legal actions, so no
  // method that changes a game (here or in tribun_records_bindings.cpp) can leave a stale list.
  tr::Game& gameAt(int id) {
    forget(id);
    return games_[static_cast<size_t>(id)];
  }
  static val wordsView(const std::vector<tr::Word>& w) { return val(emscripten::typed_memory_view(w.size(), w.data())); }

  std::vector<tr::Game> games_;
  std::vector<uint8_t> live_;
  std::vector<int> free_;
  tr::Game blank_;
  tr::Board input_{};
  std::vector<tr::Word> listed_;  // the legal list of game listedId_ (kNone: none)
  int listedId_ = kNone;
  std::string startError_;        // the message of the last start() that returned kBadStart
  uint32_t listOutput_ = 0;       // list(): the address of the words it counted
  const std::vector<tr::Word> noWords_;
  size_t limit_ = emscripten_get_heap_max();
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
