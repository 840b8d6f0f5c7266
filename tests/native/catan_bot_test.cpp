// The computer players (src/catan/bot/, docs/CATAN-BOT.md): a legal action at every prompt and
// every level, determinism, reading only what the seat may know, sensible robber and discard
// choices, coded errors, and the reference player of the match command.
#include <doctest/doctest.h>

#include <cmath>
#include <set>
#include <string>

#include "catan/board.h"
#include "catan/bot/bot.h"
#include "catan/bot/levels.h"
#include "catan/bot/policies.h"
#include "catan/game.h"
#include "catan/game_tables.h"
#include "catan/rules.h"
#include "catan/simulate.h"

namespace {

using namespace boardrules::catan;
using namespace boardrules::catan::bot;

ActionCode decide(const GameState& s, int level, int offers = 0, std::uint32_t seed = 1, int budget = -1) {
  auto r = bestAction(SeatView::of(s, s.current, offers), BotOptions{level, seed, budget});
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}

// Plays one game with the given level at every seat (`budget` caps level 6's setup search),
// checking each choice; calls `visit(state, action)` before applying it.
template <class Visit>
void playGame(int players, std::uint32_t seed, const int* levels, int budget, int cap, Visit visit) {
  GameState s = newGameState(createBoard(seed), players, seed);
  int offers = 0;
  for (int i = 0; i < cap && s.prompt != Prompt::GameOver; ++i) {
    const ActionCode a = decide(s, levels[s.current], offers, seed, budget);
    const auto ok = checkAction(s, a);
    REQUIRE_MESSAGE(ok.isOk(), "level ", levels[s.current], " at ", promptName(s.prompt), ": ", ok.message());
    visit(s, a);
    if (actionKind(a) == ActionKind::Offer) ++offers;
    if (actionKind(a) == ActionKind::EndTurn) offers = 0;
    applyChecked(s, a);
  }
}

}  // namespace

TEST_CASE("catan bot: every level chooses a legal action at every prompt (2, 3 and 4 players)") {
  std::set<Prompt> seen;
  std::set<ActionKind> kinds;
  int games = 0;
  for (std::uint32_t round = 0; round < 3; ++round) {
    for (int players = 2; players <= 4; ++players) {
      for (int first = 1; first <= kMaxLevel; first += players) {
        int levels[kMaxPlayers];
        for (int p = 0; p < players; ++p) levels[p] = (first - 1 + p) % kMaxLevel + 1;
        const std::uint32_t seed = 100u * round + static_cast<std::uint32_t>(players * 10 + first);
        playGame(players, seed, levels, 2, 3000, [&](const GameState& s, ActionCode a) {
          seen.insert(s.prompt);
          kinds.insert(actionKind(a));
        });
        ++games;
      }
    }
  }
  CHECK(games == 21);
  for (Prompt p : {Prompt::InitialSettlement, Prompt::InitialRoad, Prompt::Roll, Prompt::Main, Prompt::Discard,
                   Prompt::MoveRobber, Prompt::RoadBuilding, Prompt::Trade})
    CHECK_MESSAGE(seen.count(p), "prompt never met: ", promptName(p));
  for (ActionKind k : {ActionKind::City, ActionKind::Settlement, ActionKind::BuyDev, ActionKind::Knight,
                       ActionKind::RoadBuilding, ActionKind::YearOfPlenty, ActionKind::Monopoly, ActionKind::Maritime,
                       ActionKind::Offer, ActionKind::Accept, ActionKind::Reject, ActionKind::TradeWith,
                       ActionKind::CancelTrade})
    CHECK_MESSAGE(kinds.count(k), "never chosen: action kind ", static_cast<int>(k));
}

TEST_CASE("catan bot: the same view, options and budget give the same action") {
  const int levels[2] = {6, 4};
  int checked = 0;
  playGame(2, 7, levels, -1, 400, [&](const GameState& s, ActionCode) {
    if (s.current != 0 || checked >= 40) return;
    if (s.prompt != Prompt::Main && s.prompt != Prompt::InitialSettlement) return;
    const GameState copy = s;
    CHECK(decide(copy, 6, 0, 7) == decide(s, 6, 0, 7));
    CHECK(decide(s, 6, 1, 7, 3) == decide(copy, 6, 1, 7, 3));
    for (int level = 1; level <= 5; ++level) CHECK(decide(s, level, 1, 99) == decide(copy, level, 1, 99));
    ++checked;
  });
  CHECK(checked > 10);
  // The seed is used: level 1 does not always choose the same way under every seed.
  GameState s = newGameState(createBoard(3), 2, 3);
  std::set<ActionCode> picks;
  for (std::uint32_t seed = 0; seed < 20; ++seed) picks.insert(decide(s, 1, 0, seed));
  CHECK(picks.size() > 1);
}

// Two states the seat cannot tell apart: others' hands reshuffled within their counts, a
// development card swapped between an opponent's hand and the deck, a different generator.
GameState hiddenTwin(const GameState& s, int seat, std::uint32_t salt) {
  GameState t = s;
  Mulberry32 rng(salt);
  t.rng = rng.nextUint32();
  std::array<int, kNumResources> pool{};
  for (int p = 0; p < t.numPlayers; ++p)
    if (p != seat)
      for (int r = 0; r < kNumResources; ++r) pool[r] += t.players[p].hand[r];
  for (int p = 0; p < t.numPlayers; ++p) {
    if (p == seat) continue;
    const int n = t.handSize(p);
    t.players[p].hand = {};
    for (int i = 0; i < n; ++i) {
      int total = 0;
      for (int c : pool) total += c;
      std::uint32_t pick = rng.below(static_cast<std::uint32_t>(total));
      int r = 0;
      while (pick >= static_cast<std::uint32_t>(pool[r])) pick -= static_cast<std::uint32_t>(pool[r++]);
      --pool[r];
      ++t.players[p].hand[r];
    }
    for (int k = 0; k < kNumDevKinds; ++k)
      for (int j = 0; j < kNumDevKinds; ++j)
        if (j != k && t.players[p].dev[k] > t.players[p].devNew[k] && t.deck[j] > 0) {
          --t.players[p].dev[k], ++t.deck[k], --t.deck[j], ++t.players[p].dev[j];
          k = j = kNumDevKinds;
        }
  }
  return t;
}

TEST_CASE("catan bot: the choice depends only on what the seat may know") {
  const int levels[3] = {6, 3, 5};
  int compared = 0, hiddenDiffers = 0;
  playGame(3, 11, levels, 4, 900, [&](const GameState& s, ActionCode) {
    if (compared >= 60) return;
    const GameState twin = hiddenTwin(s, s.current, static_cast<std::uint32_t>(compared) + 5);
    if (twin == s) return;
    ++hiddenDiffers;
    for (int level : {2, 4, 6}) {
      const auto a = bestAction(SeatView::of(s, s.current), BotOptions{level, 3, 4});
      const auto b = bestAction(SeatView::of(twin, s.current), BotOptions{level, 3, 4});
      REQUIRE(a.isOk());
      REQUIRE(b.isOk());
      CHECK_MESSAGE(a.value() == b.value(), "level ", level, " at ", promptName(s.prompt));
    }
    ++compared;
  });
  CHECK(hiddenDiffers >= 40);
}

// True when `hex` has a building of `seat` on a corner.
bool touches(const GameState& s, int hex, int seat) {
  for (int v : gameTables().hexCorners[hex])
    if (s.vertexOwner[v] == seat) return true;
  return false;
}

TEST_CASE("catan bot: from level 2 the robber avoids the mover's own hexes and blocks an opponent") {
  int robberMoves = 0;
  for (int level = 2; level <= kMaxLevel; ++level) {
    const int levels[4] = {level, level, level, level};
    playGame(4, 300u + static_cast<std::uint32_t>(level), levels, 2, 1500, [&](const GameState& s, ActionCode a) {
      if (s.prompt != Prompt::MoveRobber) return;
      ActionList legal;
      listLegalActions(s, legal);
      bool avoidable = false, canHit = false;
      auto hitsOther = [&](int h) {
        for (int p = 0; p < s.numPlayers; ++p)
          if (p != s.current && touches(s, h, p)) return true;
        return false;
      };
      for (ActionCode b : legal) {
        const int h = static_cast<int>(operandA(b));
        avoidable = avoidable || !touches(s, h, s.current);
        canHit = canHit || (!touches(s, h, s.current) && hitsOther(h));
      }
      const int chosen = static_cast<int>(operandA(a));
      if (avoidable) CHECK_MESSAGE(!touches(s, chosen, s.current), "level ", level, " robbed its own hex");
      if (canHit) CHECK_MESSAGE(hitsOther(chosen), "level ", level, " put the robber where it hurts nobody");
      ++robberMoves;
    });
  }
  CHECK(robberMoves >= 10);
}

TEST_CASE("catan bot: a discard keeps the cards of a nearly complete city") {
  GameState s = newGameState(createBoard(42), 3, 9);
  // Seat 1 has one settlement and owes half of 10 cards: 6 sheep, 2 wheat, 2 ore.
  s.vertexOwner[20] = 1;
  s.players[1].settlements = 1;
  refreshMasks(s);
  s.players[1].hand = {0, 0, 6, 2, 2};
  for (int r = 0; r < kNumResources; ++r) s.bank[r] = static_cast<std::uint8_t>(s.bank[r] - s.players[1].hand[r]);
  s.prompt = Prompt::Discard;
  s.rolled = true;
  s.current = 1;
  s.turnPlayer = 0;
  s.discardOwed[1] = 5;
  for (int level = 2; level <= kMaxLevel; ++level)
    for (std::uint32_t seed = 0; seed < 10; ++seed)
      CHECK_MESSAGE(decide(s, level, 0, seed) == makeAction(ActionKind::Discard, 2), "level ", level, " seed ", seed);
}

TEST_CASE("catan bot: bad options and positions get coded errors") {
  GameState s = newGameState(createBoard(5), 2, 5);
  const SeatView v = SeatView::of(s, 0);
  auto message = [&](const SeatView& view, BotOptions o) {
    auto r = bestAction(view, o);
    return r.isOk() ? std::string("ok") : r.message();
  };
  CHECK(message(v, {0, 1, -1}).rfind("bad-level:", 0) == 0);
  CHECK(message(v, {7, 1, -1}).rfind("bad-level:", 0) == 0);
  CHECK(message(v, {6, 1, -2}).rfind("bad-budget:", 0) == 0);
  CHECK(message(v, {6, 1, kMaxSearchBudget + 1}).rfind("bad-budget:", 0) == 0);
  CHECK(message(v, {6, 1, -1, -1.0}).rfind("bad-time:", 0) == 0);
  CHECK(message(v, {6, 1, -1, kMaxTimeLimitMs + 1}).rfind("bad-time:", 0) == 0);
  CHECK(message(v, {6, 1, -1, std::nan("")}).rfind("bad-time:", 0) == 0);
  CHECK(message(v, {6, 1, -1, 0.001}) == "ok");  // a tiny limit still answers (one guess always)
  CHECK(message(SeatView::of(s, 1), {3, 1, -1}).rfind("not-to-decide:", 0) == 0);
  CHECK(message(SeatView::of(s, 9), {3, 1, -1}).rfind("not-to-decide:", 0) == 0);
  s.prompt = Prompt::GameOver;
  s.winner = 0;
  CHECK(message(SeatView::of(s, 0), {3, 1, -1}).rfind("game-over:", 0) == 0);
}

TEST_CASE("catan bot: the reference player builds first what it can afford and is always legal") {
  ActionList legal;
  for (std::uint32_t seed = 1; seed <= 20; ++seed) {
    GameState s = newGameState(createBoard(seed), 2 + static_cast<int>(seed % 3), seed);
    for (int i = 0; i < 3000 && s.prompt != Prompt::GameOver; ++i) {
      listLegalActions(s, legal);
      const ActionCode a = firstAffordableAction(s, legal);
      REQUIRE(checkAction(s, a).isOk());
      if (s.prompt == Prompt::Main) {
        bool city = false, town = false;
        for (ActionCode b : legal) city |= actionKind(b) == ActionKind::City, town |= actionKind(b) == ActionKind::Settlement;
        if (city) CHECK(actionKind(a) == ActionKind::City);
        else if (town) CHECK(actionKind(a) == ActionKind::Settlement);
      }
      applyChecked(s, a);
    }
  }
}

TEST_CASE("catan bot: Game counts the turn player's offers since the turn began") {
  auto g = Game::create(createBoard(8), 3, 8);
  REQUIRE(g.isOk());
  Game game = std::move(g).value();
  int seen = 0, turnsWithOffer = 0;
  for (int i = 0; i < 4000 && game.state().prompt != Prompt::GameOver; ++i) {
    auto r = bestAction(SeatView::of(game.state(), game.state().current, game.offersThisTurn()), BotOptions{6, 3});
    REQUIRE(r.isOk());
    const ActionKind kind = actionKind(r.value());
    REQUIRE(game.apply(r.value()).isOk());
    if (kind == ActionKind::Offer) {
      CHECK(game.offersThisTurn() == 1);  // the bot offers at most once a turn
      REQUIRE(game.undo().isOk());        // undo takes the offer out of the count
      CHECK(game.offersThisTurn() == 0);
      REQUIRE(game.apply(r.value()).isOk());
      ++turnsWithOffer;
    }
    if (kind == ActionKind::EndTurn) CHECK(game.offersThisTurn() == 0);
    seen += game.offersThisTurn();
  }
  CHECK(game.state().prompt == Prompt::GameOver);
  CHECK(turnsWithOffer > 0);
  CHECK(seen > 0);
}
