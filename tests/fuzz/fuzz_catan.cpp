// Fuzz target: Catan positions (loadState) and action strings (apply).
//
// Input: a position as JSON on the first line (an empty first line means a new 3-player game on
// board 42), then one command per line: "#N" applies the N-th listed action (N mod the list
// size), "!undo" takes the last action back, anything else is applied as notation text.
//
// Invariants: a position is either refused with a message or loaded and written back to JSON
// that loads to the same state; an action that is refused changes nothing; after every applied
// action the 95 resource cards and 25 development cards are all accounted for, the position
// round-trips through JSON, and the legal list is empty exactly when the game is over; undo
// restores the state before the last action.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "catan/game.h"
#include "catan/state_json.h"
#include "fuzz_check.h"

using namespace boardrules;
using namespace boardrules::catan;

namespace {

void checkState(const GameState& s, const ListedActions& legal) {
  for (int r = 0; r < kNumResources; ++r) {
    int total = s.bank[r];
    for (int p = 0; p < s.numPlayers; ++p) total += s.players[p].hand[r];
    FUZZ_CHECK(total == kBankPerResource, "resource cards accounted for");
  }
  for (int k = 0; k < kNumDevKinds; ++k) {
    int total = s.deck[k];
    for (int p = 0; p < s.numPlayers; ++p) total += s.players[p].dev[k] + s.players[p].played[k];
    FUZZ_CHECK(total == kDevDeckStart[k], "development cards accounted for");
  }
  FUZZ_CHECK((legal.size == 0) == (s.prompt == Prompt::GameOver), "legal list empty exactly at the end");
  if (s.prompt != Prompt::Trade) {
    auto again = loadStateJson(stateToJson(s), s.rng);
    FUZZ_CHECK(again.isOk(), "a reached position loads: " + (again ? std::string() : again.message()));
    FUZZ_CHECK(again.value() == s, "position round trip");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 1 << 16) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t eol = input.find('\n');
  const std::string_view first = input.substr(0, eol);
  Game g;
  if (first.empty()) {
    auto created = Game::create(createBoard(42), 3, 7);
    FUZZ_CHECK(created.isOk(), "a new game");
    g = created.value();
  } else {
    auto loaded = Game::fromStateJson(first);
    if (!loaded) {
      FUZZ_CHECK(!loaded.message().empty(), "a refusal says why");
      return 0;
    }
    g = loaded.value();
  }
  checkState(g.state(), g.legal());
  std::size_t pos = eol == std::string_view::npos ? input.size() : eol + 1;
  int steps = 0;
  while (pos < input.size() && steps++ < 400) {
    std::size_t end = input.find('\n', pos);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(pos, end - pos);
    pos = end + 1;
    const GameState before = g.state();
    if (line == "!undo") {
      const std::size_t count = g.actionCount();
      if (g.undo()) FUZZ_CHECK(g.actionCount() == count - 1, "undo drops one action");
      else FUZZ_CHECK(g.state() == before, "a refused undo changes nothing");
      continue;
    }
    Status st;
    if (!line.empty() && line[0] == '#') {
      if (g.legal().size == 0) continue;
      unsigned n = 0;
      for (char c : line.substr(1)) n = n * 10 + static_cast<unsigned>(c & 15);
      st = g.apply(g.legal().items[n % static_cast<unsigned>(g.legal().size)]);
      FUZZ_CHECK(st.isOk(), "a listed action applies: " + st.message());
    } else {
      st = g.apply(line);
    }
    if (!st) {
      FUZZ_CHECK(g.state() == before, "a refused action changes nothing");
      continue;
    }
    checkState(g.state(), g.legal());
    Game copy = g;
    FUZZ_CHECK(copy.undo().isOk() && copy.state() == before, "undo restores the previous state");
  }
  return 0;
}
