// Embind glue for Catan games (web/package/src/catan-game.js wraps it): conversions only. Lists cross as
// one '\n'-joined string; fallible calls return 0 on success and 1 on failure, with the message
// in error(), so no string crosses the boundary on the hot path.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "lazy_area.h"
#include "catan/board_spec.h"
#include "catan/bot/bot.h"
#include "catan/game.h"
#include "catan/simulate.h"

namespace {

namespace ca = boardrules::catan;

class CatanGameHandle {
 public:
  int create(int players, std::uint32_t seed, const std::string& boardJson) {
    if (boardJson.empty()) {
      auto g = ca::Game::create(ca::createBoard(seed), players, seed);
      return take(g);
    }
    auto s = ca::stateFromBoardSpec(boardJson, players, seed);
    if (!s) return fail(s.message());
    game_ = ca::Game::fromState(s.value());
    return 0;
  }
  int load(const std::string& json, std::uint32_t seed) {
    auto g = ca::Game::fromStateJson(json, seed);
    return take(g);
  }
  int loadRecord(const std::string& json) {
    auto g = ca::Game::fromRecordJson(json);
    return take(g);
  }
  std::string error() const { return error_; }

  std::string legal() const { return game_.legalText('\n'); }
  int legalCount() const { return game_.legal().size; }
  std::string legalAt(int i) const {
    return i >= 0 && i < game_.legal().size ? ca::actionText(game_.legal().items[i]) : std::string();
  }
  int apply(const std::string& text) { return check(game_.apply(text)); }
  int applyDrawn(const std::string& text) { return check(game_.apply(text, true)); }
  // Where the listed codes live (32 bits each, Game::legal()); the address is the handle's for
  // its whole life.
  int legalItems() const { return static_cast<int>(reinterpret_cast<std::uintptr_t>(game_.legal().items.data())); }
  // 0 applied, its text the listed one; 2 applied with a drawn outcome (lastAction() has it); 1 failed.
  int applyIndex(int i) {
    if (i < 0 || i >= game_.legal().size) return fail("no listed action has that index");
    if (int failed = check(game_.apply(game_.legal().items[i]))) return failed;
    return game_.lastActionDrew() ? 2 : 0;
  }
  int undo() { return check(game_.undo()); }
  std::string state() const { return game_.stateJson(); }
  std::string view(int seat) const { return game_.viewJson(seat); }
  std::string record() const { return game_.recordJson(); }
  int actionCount() const { return static_cast<int>(game_.actionCount()); }
  std::string lastAction() const { return game_.lastAction(); }
  // current | turn player << 4 | (winner + 1) << 8 | prompt << 12 | players << 16
  int status() const {
    const ca::GameState& s = game_.state();
    return s.current | s.turnPlayer << 4 | (s.winner + 1) << 8 | static_cast<int>(s.prompt) << 12 | s.numPlayers << 16;
  }
  // The computer's action for `seat` from that seat's view only; "" with error() on failure.
  std::string bestAction(int seat, int level, std::uint32_t seed, int budget, double timeMs) {
    const ca::bot::BotOptions options{level, seed, budget, timeMs};
    auto r = ca::bot::bestAction(ca::bot::SeatView::of(game_.state(), seat, game_.offersThisTurn()), options);
    if (!r) {
      fail(r.message());
      return std::string();
    }
    return ca::actionText(r.value());
  }
  void clear() {
    game_ = ca::Game();
    error_.clear();
  }

 private:
  int fail(const std::string& message) {
    error_ = message;
    return 1;
  }
  int check(const boardrules::Status& s) { return s ? 0 : fail(s.message()); }
  int take(boardrules::Result<ca::Game>& g) {
    if (!g) return fail(g.message());
    game_ = std::move(g).value();
    return 0;
  }

  ca::Game game_;
  std::string error_;
};

// "games actions unfinished wins0 wins1 wins2 wins3"
std::string simulate(int games, int players, std::uint32_t seed) {
  const ca::SimulationResult r = ca::simulate(games, players, seed);
  std::string out = std::to_string(r.games) + ' ' + std::to_string(r.actions) + ' ' + std::to_string(r.unfinished);
  for (int w : r.wins) out += ' ' + std::to_string(w);
  return out;
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(catan_game) {
  using namespace emscripten;
  class_<CatanGameHandle>("catan_Game")
      .constructor<>()
      .function("create", &CatanGameHandle::create)
      .function("load", &CatanGameHandle::load)
      .function("loadRecord", &CatanGameHandle::loadRecord)
      .function("error", &CatanGameHandle::error)
      .function("legal", &CatanGameHandle::legal)
      .function("legalCount", &CatanGameHandle::legalCount)
      .function("legalAt", &CatanGameHandle::legalAt)
      .function("apply", &CatanGameHandle::apply)
      .function("applyDrawn", &CatanGameHandle::applyDrawn)
      .function("applyIndex", &CatanGameHandle::applyIndex)
      .function("legalItems", &CatanGameHandle::legalItems)
      .function("undo", &CatanGameHandle::undo)
      .function("state", &CatanGameHandle::state)
      .function("view", &CatanGameHandle::view)
      .function("record", &CatanGameHandle::record)
      .function("actionCount", &CatanGameHandle::actionCount)
      .function("lastAction", &CatanGameHandle::lastAction)
      .function("status", &CatanGameHandle::status)
      .function("bestAction", &CatanGameHandle::bestAction)
      .function("clear", &CatanGameHandle::clear);
  function("catan_simulate", &simulate);
}
