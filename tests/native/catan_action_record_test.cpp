// The compact record (src/catan/action_record.h): every action comes back as it went in, with
// its drawn flag, offers and counters included (they keep their lots aside), through pops too.
#include <doctest/doctest.h>

#include <vector>

#include "catan/action_record.h"

using namespace boardrules::catan;

TEST_CASE("catan action record: entries round-trip, trades and drawn outcomes included") {
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
  for (std::size_t i = 0; i < entries.size(); ++i) {
    CHECK(record[i].action == entries[i].action);
    CHECK(record[i].drawn == entries[i].drawn);
    CHECK(record.kindAt(i) == actionKind(entries[i].action));
  }
  // Pop back past a trade, push a different one: the side list follows.
  record.popBack();
  record.popBack();
  record.popBack();
  CHECK(record.size() == 4);
  CHECK(record.back().action == entries[3].action);
  const ActionCode other = makeTradeAction(ActionKind::Offer, mixed, mixed);
  record.push(other, false);
  CHECK(record.back().action == other);
  CHECK(record[1].action == entries[1].action);
  record.clear();
  CHECK(record.empty());
}
