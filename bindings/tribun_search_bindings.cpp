// Embind glue for the Tribun computer opponent (src/tribun/search): one searcher handle per
// user of the facade (bestAction's own, or an engine worker's), searching boards the facade has
// already validated. Results come out as plain objects; the line is a fresh Uint32Array.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstring>
#include <string>
#include <vector>

#include "lazy_area.h"
#include "tribun/board.h"
#include "tribun/records.h"
#include "tribun/search/game_path.h"
#include "tribun/search/search.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;
namespace ts = boardrules::tribun::search;

class TribunSearcher {
 public:
  // 2^17 table entries (2 MB): what a second's search at WebAssembly speed fills.
  TribunSearcher() : searcher_(17) {}

  // `board`: 121 valid bytes; the limits as ts::requestLimits reads them; `resume`: keep what
  // earlier calls learnt about this position and answer at least as deep as the last call (the
  // worker searches in slices).
  val search(const std::string& board, int turn, int level, double timeMs, double nodes, double seed, bool resume) {
    tr::Board b{};
    std::memcpy(b.data(), board.data(), std::min(board.size(), b.size()));
    ts::SearchLimits limits =
        ts::requestLimits(level, timeMs, static_cast<uint64_t>(nodes), static_cast<uint64_t>(seed), resume);
    limits.gamePath = path_;
    last_ = resume ? searcher_.resume(b, turn, limits, last_) : searcher_.search(b, turn, limits);
    val out = val::object();
    out.set("hasMove", last_.hasMove);
    out.set("word", static_cast<double>(last_.best));
    out.set("score", last_.score);
    out.set("depth", last_.depth);
    out.set("nodes", static_cast<double>(last_.nodes));
    out.set("ms", last_.ms);
    out.set("finished", last_.finished);
    out.set("pv", val::global("Uint32Array").new_(val(emscripten::typed_memory_view(last_.pv.size(), last_.pv.data()))));
    return out;
  }

  // The game the next searches continue (its start and log, as the facade holds them), so a line
  // back to one of its earlier positions scores as a draw; an empty board clears it. False when
  // either does not decode (the facade passes a live game's own, so only misuse gets there).
  bool setGamePath(const std::string& startBoardB64, int startTurn, const std::string& actionsB64) {
    path_.clear();
    if (startBoardB64.empty()) return true;
    auto board = tr::boardFromBase64(startBoardB64);
    auto words = tr::unpackActions(actionsB64);
    if (!board || !words) return false;
    path_ = ts::gamePathKeys(board.value(), startTurn, words.value());
    return true;
  }

 private:
  ts::Searcher searcher_;
  ts::SearchResult last_;
  std::vector<uint64_t> path_;
};

// The computer levels as the search defines them ({min, max, levelSixMs}): web/package/src/tribun-engine.js
// names them for checks made before a module loads; tests/js/engine-levels.test.mjs compares.
val levels() {
  val out = val::object();
  out.set("min", ts::kMinLevel);
  out.set("max", ts::kMaxLevel);
  out.set("levelSixMs", ts::kDefaultLevelSixMs);
  return out;
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(tribun_search) {
  emscripten::class_<TribunSearcher>("tribunSearch_Searcher")
      .constructor<>()
      .function("search", &TribunSearcher::search)
      .function("setGamePath", &TribunSearcher::setGamePath);
  emscripten::function("tribunSearch_levels", &levels);
}
