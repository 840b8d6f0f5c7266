// Random-simulation invariants (in the style of OpenSpiel's random simulation tests): seeded games
// of uniformly random legal actions for 2, 3 and 4 players, checking after every action that
// nothing was created or lost and that kept values equal values recomputed from scratch. A subset
// of games also goes through the string API, the JSON position format, undo and the record.
// BOARDRULES_CATAN_GAMES=N plays N games per player count (default below keeps CI short).
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "catan/game.h"
#include "catan/game_tables.h"
#include "catan/rng.h"
#include "catan/simulate.h"
#include "catan/state_json.h"

namespace {

using namespace boardrules::catan;

int gamesPerPlayerCount() {
  const char* env = std::getenv("BOARDRULES_CATAN_GAMES");
  return env ? std::atoi(env) : 1000;
}

// Road length by brute force: a trail from every vertex (no shortcut on where trails start).
int naiveFrom(const GameState& s, int seat, int v, std::uint64_t usedLo, std::uint64_t usedHi, bool first) {
  const GameTables& t = gameTables();
  if (!first && s.vertexOwner[v] >= 0 && s.vertexOwner[v] != seat) return 0;
  int best = 0;
  for (int i = 0; i < t.vertexDegree[v]; ++i) {
    const int e = t.vertexEdges[v][i];
    const bool used = (e < 64 ? usedLo : usedHi) >> (e & 63) & 1;
    if (s.edgeOwner[e] != seat || used) continue;
    const int w = t.edgeEnds[e][0] == v ? t.edgeEnds[e][1] : t.edgeEnds[e][0];
    const std::uint64_t bit = std::uint64_t{1} << (e & 63);
    const int len = 1 + naiveFrom(s, seat, w, e < 64 ? usedLo | bit : usedLo, e < 64 ? usedHi : usedHi | bit, false);
    if (len > best) best = len;
  }
  return best;
}

int naiveRoadLength(const GameState& s, int seat) {
  int best = 0;
  for (int v = 0; v < kNumVertices; ++v) {
    const int len = naiveFrom(s, seat, v, 0, 0, true);
    if (len > best) best = len;
  }
  return best;
}

// Returns the first broken invariant, or "".
std::string checkInvariants(const GameState& s, const ActionList& legal) {
  for (int r = 0; r < kNumResources; ++r) {
    int total = s.bank[r];
    for (int p = 0; p < s.numPlayers; ++p) total += s.players[p].hand[r];
    if (total != kBankPerResource) return std::string("resource count ") + kResourceNames[r];
  }
  for (int k = 0; k < kNumDevKinds; ++k) {
    int total = s.deck[k];
    for (int p = 0; p < s.numPlayers; ++p) total += s.players[p].dev[k] + s.players[p].played[k];
    if (total != kDevDeckStart[k]) return std::string("dev card count ") + kDevNames[k];
  }
  for (int p = 0; p < s.numPlayers; ++p) {
    const PlayerState& ps = s.players[p];
    int settlements = 0, cities = 0, roads = 0;
    for (int v = 0; v < kNumVertices; ++v)
      if (s.vertexOwner[v] == p) (s.vertexCity[v] ? cities : settlements)++;
    for (int e = 0; e < kNumEdges; ++e) roads += s.edgeOwner[e] == p;
    if (settlements != ps.settlements || cities != ps.cities || roads != ps.roads) return "piece count";
    if (settlements > kSettlementPieces || cities > kCityPieces || roads > kRoadPieces) return "piece limit";
    if (ps.roadLength != naiveRoadLength(s, p)) return "road length";
    const int points = settlements + 2 * cities + 2 * (s.longestRoad == p) + 2 * (s.largestArmy == p);
    if (points != s.visiblePoints(p) || points + ps.dev[kVictoryPoint] != s.actualPoints(p)) return "points";
    for (int k = 0; k < kNumDevKinds; ++k)
      if (ps.devNew[k] > ps.dev[k] || (ps.devNew[k] && p != s.turnPlayer)) return "cards bought this turn";
  }
  if (s.longestRoad >= 0) {
    const int held = s.players[s.longestRoad].roadLength;
    if (held < 5) return "longest road below 5";
    for (int p = 0; p < s.numPlayers; ++p)
      if (s.players[p].roadLength > held) return "longest road not the longest";
  }
  if (s.largestArmy >= 0) {
    const int held = s.players[s.largestArmy].played[kKnight];
    if (held < 3) return "largest army below 3";
    for (int p = 0; p < s.numPlayers; ++p)
      if (s.players[p].played[kKnight] > held) return "largest army not the largest";
  }
  if ((legal.size == 0) != (s.prompt == Prompt::GameOver)) return "legal list empty exactly at the end";
  if (s.prompt == Prompt::GameOver && (s.winner != s.turnPlayer || s.actualPoints(s.winner) < kPointsToWin))
    return "winner";
  for (int p = 0; p < s.numPlayers; ++p)
    if (p != s.turnPlayer && s.prompt != Prompt::GameOver && s.actualPoints(p) >= kPointsToWin + 2)
      return "a player passed 10 points outside their turn";  // only a moved longest road can do that (+2 max)
  return "";
}

}  // namespace

TEST_CASE("catan random games: invariants after every action (2, 3 and 4 players)") {
  const int games = gamesPerPlayerCount();
  std::uint64_t actions = 0;
  int finished = 0;
  for (int players = 2; players <= 4; ++players) {
    for (int i = 0; i < games; ++i) {
      const std::uint32_t seed = gameSeed(static_cast<std::uint32_t>(players * 7919), i);
      GameState s = newGameState(createBoard(seed), players, seed);
      ActionList legal;
      listLegalActions(s, legal);
      int taken = 0;
      while (legal.size && taken < kSimulationActionCap) {
        Mulberry32 rng(s.rng);
        const ActionCode pick = legal.items[rng.below(static_cast<std::uint32_t>(legal.size))];
        s.rng = rng.state();
        applyChecked(s, pick);
        listLegalActions(s, legal);
        ++taken;
        const std::string broken = checkInvariants(s, legal);
        if (!broken.empty()) {
          FAIL(broken << " (players " << players << ", game " << i << ", action " << taken << ": "
                      << actionText(pick) << ")");
        }
      }
      actions += static_cast<std::uint64_t>(taken);
      finished += s.prompt == Prompt::GameOver;
    }
  }
  const int total = 3 * games;
  MESSAGE(total << " games, " << actions << " actions, " << finished << " finished");
  CHECK(finished == 3 * games);  // uniformly random games end well before 10,000 actions
}

// A new game on the board of `seed`, its chance from the same seed.
Game seededGame(int players, std::uint32_t seed) {
  auto created = Game::create(createBoard(seed), players, seed);
  REQUIRE(created);
  return created.value();
}

TEST_CASE("catan random games: string API, JSON round trip, undo and record replay") {
  for (int players = 2; players <= 4; ++players) {
    for (int i = 0; i < 12; ++i) {
      const std::uint32_t seed = gameSeed(static_cast<std::uint32_t>(players * 104729), i);
      Game g = seededGame(players, seed);
      Mulberry32 chooser(seed ^ 0x5bd1e995u);
      int taken = 0;
      while (g.legal().size && taken < kSimulationActionCap) {
        const GameState before = g.state();
        const std::string text = actionText(g.legal().items[chooser.below(static_cast<std::uint32_t>(g.legal().size))]);
        REQUIRE(g.apply(text));
        ++taken;
        // The position format keeps everything but the generator (given back as the seed).
        auto loaded = loadStateJson(stateToJson(g.state()), g.state().rng);
        REQUIRE_MESSAGE(loaded, loaded.message());
        REQUIRE(loaded.value() == g.state());
        if (taken % 7 == 0) {  // undo replays the record: every action would make this quadratic
          const GameState after = g.state();
          REQUIRE(g.undo());
          REQUIRE(g.state() == before);
          REQUIRE(g.apply(text));
          REQUIRE(g.state() == after);
        }
      }
      CHECK(g.state().prompt == Prompt::GameOver);
      auto replayed = Game::fromRecordJson(g.recordJson());
      REQUIRE_MESSAGE(replayed, replayed.message());
      CHECK(replayed.value().state() == g.state());
      CHECK(replayed.value().actionCount() == g.actionCount());
    }
  }
}

// A record replayed one action at a time (what a page restoring a game does): the drawn actions
// by applyDrawn, which draws them again, the others by apply. The generator must go on as it did
// live, so the record and the state come out the same; a drawn action whose outcome is not the
// generator's is refused and changes nothing.
TEST_CASE("catan random games: a record replayed action by action, drawn outcomes drawn again") {
  for (int players = 2; players <= 4; ++players) {
    for (int i = 0; i < 6; ++i) {
      const std::uint32_t seed = gameSeed(static_cast<std::uint32_t>(players * 7919), i);
      Game live = seededGame(players, seed);
      Game replay = live;
      Mulberry32 chooser(seed ^ 0x2545f491u);
      int refused = 0;
      while (live.legal().size && live.actionCount() < static_cast<std::size_t>(kSimulationActionCap)) {
        REQUIRE(live.apply(actionText(live.legal().items[chooser.below(static_cast<std::uint32_t>(live.legal().size))])));
        const std::string done = live.lastAction();
        if (!live.lastActionDrew()) {
          REQUIRE(replay.apply(done));
          CHECK_FALSE(replay.lastActionDrew());
          continue;
        }
        if (done.rfind("ROLL ", 0) == 0) {
          const std::string other = done == "ROLL 8" ? "ROLL 6" : "ROLL 8";
          const GameState before = replay.state();
          const std::size_t count = replay.actionCount();
          const boardrules::Status wrong = replay.apply(other, true);
          REQUIRE_FALSE(wrong);
          CHECK(wrong.message() == "the game's generator does not draw this outcome here");
          CHECK(replay.state() == before);
          CHECK(replay.actionCount() == count);
          ++refused;
        }
        const boardrules::Status bare = replay.apply(done.substr(0, done.find(' ')), true);
        if (done.find(' ') != std::string::npos) CHECK_FALSE(bare);  // the outcome must be named
        REQUIRE_MESSAGE(replay.apply(done, true), done);
        CHECK(replay.lastActionDrew());
        REQUIRE(replay.state() == live.state());
      }
      CHECK(replay.state() == live.state());
      CHECK(replay.recordJson() == live.recordJson());
      CHECK(refused > 0);
    }
  }
}
