// Embind glue for the CoTuLenh computer opponent (src/cotulenh/search): one searcher per facade,
// searching the FEN of a game the facade has checked (no deploy turn open). Conversions only:
// the limits come from src/cotulenh/search/levels.h (requestLimits), the caps from search.h.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "cotulenh/game.h"
#include "cotulenh/notation.h"
#include "cotulenh/search/levels.h"
#include "cotulenh/search/search.h"
#include "lazy_area.h"

namespace {

using emscripten::val;
namespace ct = boardrules::cotulenh;
namespace cs = boardrules::cotulenh::search;

class CotulenhSearcher {
 public:
  // 2^16 table entries (1 MB).
  CotulenhSearcher() : searcher_(16) {}

  // `level` 1..6; `timeMs`, `nodes`: 0 for none (a node budget without a time budget is
  // deterministic: then level 6 searches by nodes alone). `resume`: the next slice of the last
  // call's search of this FEN (a worker's think, cs::Searcher::resume). Returns { error } for a
  // bad FEN.
  val search(const std::string& fen, int level, double timeMs, double nodes, double seed, bool resume) {
    auto game = ct::Game::fromFen(fen);
    val out = val::object();
    if (!game) {
      out.set("error", game.message());
      return out;
    }
    const cs::SearchLimits limits =
        cs::requestLimits(level, timeMs, static_cast<uint64_t>(nodes), static_cast<uint64_t>(seed), resume);
    const ct::Position& pos = game.value().position();
    last_ = resume ? searcher_.resume(pos, limits, last_) : searcher_.search(pos, limits);
    const cs::SearchResult& r = last_;
    out.set("hasMove", r.hasMove);
    std::string steps;
    bool commit = false;
    if (r.hasMove) {
      for (int i = 0; i < r.best.count; ++i) steps += (i ? "\n" : "") + ct::moveLan(r.best.steps[i]);
      ct::Game replay = game.value();
      commit = cs::playSteps(replay, r.best) && replay.inDeploy();
    }
    out.set("steps", steps);
    out.set("commit", commit);
    out.set("score", r.score);
    out.set("depth", r.depth);
    out.set("nodes", static_cast<double>(r.nodes));
    out.set("ms", r.ms);
    out.set("finished", r.finished);
    return out;
  }

 private:
  cs::Searcher searcher_;
  cs::SearchResult last_;  // the last call's answer: the start of a resumed slice
};

// The computer levels and the node cap as the search defines them ({min, max, levelSixMs,
// maxNodes}): web/package/src/cotulenh-engine.js names them; tests/js/engine-levels.test.mjs compares.
val levels() {
  val out = val::object();
  out.set("min", cs::kMinLevel);
  out.set("max", cs::kMaxLevel);
  out.set("levelSixMs", cs::kDefaultLevelSixMs);
  out.set("maxNodes", static_cast<double>(cs::kMaxSearchNodes));
  return out;
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(cotulenh_search) {
  emscripten::class_<CotulenhSearcher>("cotulenhSearch_Searcher")
      .constructor<>()
      .function("search", &CotulenhSearcher::search);
  emscripten::function("cotulenhSearch_levels", &levels);
}
