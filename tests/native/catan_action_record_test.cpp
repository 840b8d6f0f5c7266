// The compact record (src/catan/action_record.h): every action comes back as it went in, with
// its drawn flag, offers and counters included (they keep their lots aside), through pops too.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "catan/action_record.h"
#include "catan/board.h"
#include "catan/bot/bot.h"
#include "catan/game.h"

using namespace boardrules::catan;

TEST_CASE("catan action record: entries read back both ways, trades and drawn outcomes included") {
  const Lot wood{1, 0, 0, 0, 0}, ore2{0, 0, 0, 0, 2}, mixed{1, 2, 3, 4, 5};
  const std::vector<ActionRecord::Entry> entries{
      {makeAction(ActionKind::Roll, 8), true},
      {makeTradeAction(ActionKind::Offer, wood, ore2), false},
      {makeAction(ActionKind::Robber, 17, 3, 5), true},
      {makeTradeAction(ActionKind::Counter, mixed, wood), false},
      {makeAction(ActionKind::Maritime, 4, 2, 3), false},
      {makeTradeAction(ActionKind::Offer, ore2, mixed), false},
      {makeAction(ActionKind::EndTurn), false},
  };
  ActionRecord record;
  for (const auto& e : entries) record.push(e.action, e.drawn);
  REQUIRE(record.size() == entries.size());
  auto same = [&](std::size_t count) {
    std::size_t seen = 0;
    record.visitForward([&](std::size_t i, ActionRecord::Entry e) {
      CHECK(i == seen++);
      CHECK(e.action == entries[i].action);
      CHECK(e.drawn == entries[i].drawn);
    });
    CHECK(seen == count);
    std::size_t back = count;
    record.visitBackward([&](ActionRecord::Entry e) {
      --back;
      CHECK(e.action == entries[back].action);
      return true;
    });
    CHECK(back == 0);
  };
  same(entries.size());
  // Pop back past a trade: the rest reads as before; a different action pushed reads back.
  record.popBack();
  record.popBack();
  record.popBack();
  CHECK(record.size() == 4);
  same(4);
  CHECK(record.back().action == entries[3].action);
  const ActionCode other = makeTradeAction(ActionKind::Offer, mixed, mixed);
  record.push(other, false);
  CHECK(record.back().action == other);
  record.clear();
  CHECK(record.empty());
}

TEST_CASE("catan action record: a whole game between computer players keeps the game under 4 KB") {
  // Natively sizeof(Game) is about 2 KB (as in WebAssembly); the record 1 to 8 bytes an action
  // (2 on average) plus at most 128 spare bytes.
  auto g = Game::create(createBoard(3), 4, 3);
  REQUIRE(g.isOk());
  Game game = std::move(g).value();
  CHECK(sizeof(Game) <= 2100);
  std::size_t most = 0;
  while (game.state().prompt != Prompt::GameOver && game.actionCount() < 3000) {
    auto r = bot::bestAction(bot::SeatView::of(game.state(), game.state().current, game.offersThisTurn()), bot::BotOptions{4, 1});
    REQUIRE(r.isOk());
    REQUIRE(game.apply(r.value()).isOk());
    most = std::max(most, game.memoryBytes());
  }
  INFO("actions: ", game.actionCount(), ", most bytes: ", most);
  CHECK(most < 4096);
  CHECK(most <= sizeof(Game) + 3 * game.actionCount() + 128);
}
