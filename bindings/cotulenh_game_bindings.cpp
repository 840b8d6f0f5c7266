// Embind glue for CoTuLenh games (web/package/src/cotulenh-game.js wraps it): conversions only.
// Lists cross as one string (records separated by '\n', fields by '\t') so a listing is a single
// boundary crossing; fallible calls return "" on success or the engine's message. Arguments were
// checked by the facade (strings, lengths).
#include <emscripten/bind.h>

#include <string>

#include "lazy_area.h"
#include "cotulenh/explain.h"
#include "cotulenh/game.h"
#include "cotulenh/notation.h"

namespace {

namespace ct = boardrules::cotulenh;

class CotulenhGameHandle {
 public:
  // "" or the FEN error; on error the game keeps its previous position.
  std::string load(const std::string& fen) {
    const boardrules::Status loaded = game_.load(fen);
    return loaded ? "" : loaded.message();
  }

  // load() for the hot path: 0 on success, 1 on a FEN error (its message: loadError()); no
  // string crosses the boundary when the FEN is good.
  int loadFen(const std::string& fen) {
    loadError_ = load(fen);
    return loadError_.empty() ? 0 : 1;
  }
  std::string loadError() const { return loadError_; }

  // This handle becomes a copy of `other`'s game (position, open deploy turn, history, redo line).
  void copyOf(const CotulenhGameHandle& other) {
    game_ = other.game_;
    loadError_.clear();
  }

  // Drops the game's history and lists (their memory) so the facade can keep this handle for its
  // next game instead of deleting it: a disposed game's handle is reused, not re-created, and its
  // next loadFen() or copyOf() replaces everything.
  void clear() {
    game_.forgetHistory();
    loadError_.clear();
  }

  // The LANs written into this handle's text buffer, handed out as a byte view of it that the
  // facade decodes at once (LANs are ASCII): no string per move, and none of the copy, scan and
  // free of returning a std::string. The view is valid until the next call on this handle.
  emscripten::val lans() {
    const std::vector<ct::Move>& moves = game_.moves();
    text_.clear();
    text_.reserve(moves.size() * (ct::kMaxLanLength + 1));
    char lan[ct::kMaxLanLength];
    for (const ct::Move& m : moves) {
      if (!text_.empty()) text_ += '\n';
      text_.append(lan, static_cast<size_t>(ct::writeLan(m, lan)));
    }
    return emscripten::val(emscripten::typed_memory_view(text_.size(), reinterpret_cast<const unsigned char*>(text_.data())));
  }

  // lan \t san \t from \t to \t piece \t flags \t target ('' for none), one move a line.
  std::string verbose() const {
    std::string out;
    const size_t count = game_.moves().size();
    for (size_t i = 0; i < count; ++i) {
      if (i) out += '\n';
      appendVerbose(out, i);
    }
    return out;
  }

  // The verbose line of offered move `index` alone (move() reports what it played without
  // building the whole list); the facade passes an index find() returned.
  std::string verboseAt(int index) const {
    std::string out;
    if (index >= 0 && static_cast<size_t>(index) < game_.moves().size()) appendVerbose(out, index);
    return out;
  }

  // Index of the listed move with this LAN or SAN, -1 when none.
  int find(const std::string& text) const { return game_.findMove(text); }
  // The offered move at `index` (from find()) in words, present tense; "" out of range.
  std::string explainAt(int index) const {
    if (index < 0 || static_cast<size_t>(index) >= game_.moves().size()) return "";
    return ct::explainMove(game_.moves()[static_cast<size_t>(index)], game_.turn());
  }
  std::string play(int index) { return game_.play(index).message(); }

  std::string fen() const { return game_.fen(); }
  // The live board (inside a deploy turn: with its steps played) as a FEN.
  std::string liveFen() const { return ct::toFen(game_.position()); }
  int turn() const { return game_.turn(); }
  bool inDeploy() const { return game_.inDeploy(); }
  bool canCommit() const { return game_.canCommit(); }
  std::string commit() { return game_.commit().message(); }
  std::string cancel() { return game_.cancel().message(); }
  std::string undo() { return game_.undo().message(); }
  std::string redo() { return game_.redo().message(); }
  std::string goTo(int turns) { return turns < 0 ? "ply out of range" : game_.goTo(static_cast<size_t>(turns)).message(); }
  int ply() const { return static_cast<int>(game_.history().size()); }
  int lineLength() const { return static_cast<int>(game_.history().size() + game_.redoCount()); }

  // Bits: check, checkmate, stalemate, draw, fiftyMove, threefold, gameOver, commanderCaptured.
  int status() const {
    const ct::GameStatus s = game_.status();
    return s.check | s.checkmate << 1 | s.stalemate << 2 | s.draw << 3 | s.fiftyMove << 4 | s.threefold << 5 |
           s.gameOver << 6 | s.commanderCaptured << 7;
  }

  // One turn a line, its offered moves (and "commit") joined by tabs (ct::Game::turnSteps).
  std::string turns() const {
    std::string out;
    for (const auto& turn : game_.turnSteps()) {
      if (!out.empty()) out += '\n';
      for (size_t i = 0; i < turn.size(); ++i) out += (i ? "\t" : "") + turn[i];
    }
    return out;
  }

  // san \t lan \t words (past tense), one completed turn a line, oldest first.
  std::string history() const {
    std::string out;
    for (const auto& t : game_.history()) {
      if (!out.empty()) out += '\n';
      out += t.san + '\t' + t.lan + '\t' + ct::explainTurn(t);
    }
    return out;
  }

 private:
  void appendVerbose(std::string& out, size_t i) const {
    const ct::Move& m = game_.moves()[i];
    out += game_.lanAt(i);
    out += '\t';
    out += game_.sanAt(i);
    out += '\t';
    out += ct::squareName(m.from);
    out += '\t';
    out += ct::squareName(m.to);
    out += '\t';
    out += ct::stackCode(m.piece);
    out += '\t';
    out += ct::flagLetters(m.flags);
    out += '\t';
    if (m.target.count) out += ct::stackFen(m.target);
  }

  ct::Game game_;  // empty until load(): the facade always loads a FEN first
  std::string loadError_;
  std::string text_;  // lans()'s bytes
};

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(cotulenh_game) {
  using namespace emscripten;
  class_<CotulenhGameHandle>("cotulenh_Game")
      .constructor<>()
      .function("load", &CotulenhGameHandle::load)
      .function("loadFen", &CotulenhGameHandle::loadFen)
      .function("loadError", &CotulenhGameHandle::loadError)
      .function("copyOf", &CotulenhGameHandle::copyOf)
      .function("clear", &CotulenhGameHandle::clear)
      .function("lans", &CotulenhGameHandle::lans)
      .function("verbose", &CotulenhGameHandle::verbose)
      .function("verboseAt", &CotulenhGameHandle::verboseAt)
      .function("find", &CotulenhGameHandle::find)
      .function("explainAt", &CotulenhGameHandle::explainAt)
      .function("play", &CotulenhGameHandle::play)
      .function("fen", &CotulenhGameHandle::fen)
      .function("liveFen", &CotulenhGameHandle::liveFen)
      .function("turn", &CotulenhGameHandle::turn)
      .function("inDeploy", &CotulenhGameHandle::inDeploy)
      .function("canCommit", &CotulenhGameHandle::canCommit)
      .function("commit", &CotulenhGameHandle::commit)
      .function("cancel", &CotulenhGameHandle::cancel)
      .function("undo", &CotulenhGameHandle::undo)
      .function("redo", &CotulenhGameHandle::redo)
      .function("goTo", &CotulenhGameHandle::goTo)
      .function("ply", &CotulenhGameHandle::ply)
      .function("lineLength", &CotulenhGameHandle::lineLength)
      .function("status", &CotulenhGameHandle::status)
      .function("history", &CotulenhGameHandle::history)
      .function("turns", &CotulenhGameHandle::turns);
}
