// Hand-made positions for the rules the conformance records cannot show (docs/rules/catan.md):
// bank shortage, roads cut by buildings, the longest-road card after a cut, winning only in one's
// own turn, card timing, domestic trade, the strong guarantee, hidden information, load errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "catan/game.h"
#include "catan/game_tables.h"
#include "catan/state_json.h"

namespace {

using namespace boardrules::catan;
using boardrules::Error;
using boardrules::Status;

// Three players on board 42, seat `turn` to act in MAIN after a roll, empty hands.
GameState mainPhase(int turn = 0, int players = 3) {
  GameState s = newGameState(createBoard(42), players, 7);
  s.prompt = Prompt::Main;
  s.current = s.turnPlayer = static_cast<std::uint8_t>(turn);
  s.rolled = true;
  s.dice = 6;
  return s;
}

void refresh(GameState& s) {
  refreshMasks(s);
  for (int p = 0; p < s.numPlayers; ++p) s.players[p].roadLength = static_cast<std::uint8_t>(computeRoadLength(s, p));
}

void putBuilding(GameState& s, int seat, int v, bool city = false) {
  s.vertexOwner[v] = static_cast<std::int8_t>(seat);
  s.vertexCity[v] = city;
  ++(city ? s.players[seat].cities : s.players[seat].settlements);
  refreshMasks(s);
}

int edgeBetween(int a, int b) {
  const GameTables& t = gameTables();
  for (int i = 0; i < t.vertexDegree[a]; ++i)
    if (t.vertexNeighbours[a][i] == b) return t.vertexEdges[a][i];
  return -1;
}

// Roads for `seat` along the vertex path.
void putRoads(GameState& s, int seat, const std::vector<int>& path) {
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    s.edgeOwner[edgeBetween(path[i], path[i + 1])] = static_cast<std::int8_t>(seat);
    ++s.players[seat].roads;
  }
  refreshMasks(s);
}

// A simple path of `length` edges from `start` whose vertices avoid `avoid` and their neighbours
// (depth-first, lowest vertex first), so separate players' pieces never touch by accident.
bool extend(std::vector<int>& path, int length, const std::vector<int>& avoid) {
  if (static_cast<int>(path.size()) > length) return true;
  const GameTables& t = gameTables();
  for (int i = 0; i < t.vertexDegree[path.back()]; ++i) {
    const int n = t.vertexNeighbours[path.back()][i];
    bool bad = false;
    for (int p : path) bad = bad || p == n;
    for (int a : avoid) {
      bad = bad || a == n;
      for (int j = 0; j < t.vertexDegree[a]; ++j) bad = bad || t.vertexNeighbours[a][j] == n;
    }
    if (bad) continue;
    path.push_back(n);
    if (extend(path, length, avoid)) return true;
    path.pop_back();
  }
  return false;
}

// A path of `length` edges from the lowest start vertex that allows one (see extend()).
std::vector<int> walk(int length, const std::vector<int>& avoid = {}) {
  for (int start = 0; start < kNumVertices; ++start) {
    std::vector<int> path{start};
    if (std::find(avoid.begin(), avoid.end(), start) != avoid.end()) continue;
    if (extend(path, length, avoid)) return path;
  }
  FAIL("no path");
  return {};
}

int offPath(int v, const std::vector<int>& path) {
  const GameTables& t = gameTables();
  for (int i = 0; i < t.vertexDegree[v]; ++i) {
    const int n = t.vertexNeighbours[v][i];
    if (std::find(path.begin(), path.end(), n) == path.end()) return n;
  }
  return -1;
}

// Seat 0's road of 6 edges from a settlement, and seat 1's road (x -> line[3]) with a settlement
// at w behind it, ready to cut seat 0's road in the middle.
struct CutSetup {
  std::vector<int> line;
  int x = -1, w = -1;
};

CutSetup cutSetup() {
  const GameTables& t = gameTables();
  for (int start = 0; start < kNumVertices; ++start) {
    CutSetup c;
    c.line = {start};
    if (!extend(c.line, 6, {})) continue;
    c.x = offPath(c.line[3], c.line);
    if (c.x < 0) continue;
    std::vector<int> used = c.line;
    used.push_back(c.x);
    c.w = offPath(c.x, used);
    if (c.w < 0) continue;
    bool nearStart = false;
    for (int i = 0; i < t.vertexDegree[c.w]; ++i) nearStart = nearStart || t.vertexNeighbours[c.w][i] == c.line[0];
    if (!nearStart) return c;
  }
  FAIL("no setup");
  return {};
}

bool listed(const GameState& s, ActionCode a) {
  ActionList legal;
  listLegalActions(s, legal);
  for (ActionCode x : legal)
    if (x == a) return true;
  return false;
}

Status play(GameState& s, const std::string& text) {
  auto a = parseAction(text);
  if (!a) return Error{a.message()};
  if (Status ok = checkAction(s, a.value()); !ok) return ok;
  applyChecked(s, a.value());
  return Status::ok();
}

int hexWith(const GameState& s, int resource) {
  for (int h = 0; h < kNumLandHexes; ++h)
    if (s.layout.hexResource[h] == resource && h != s.robber) return h;
  return -1;
}

}  // namespace

TEST_CASE("catan rules: a short bank pays a single owed player what is left, nobody when two are owed") {
  GameState s = mainPhase();
  s.prompt = Prompt::Roll;
  s.rolled = false;
  const int h = hexWith(s, 3);  // wheat
  const GameTables& t = gameTables();
  putBuilding(s, 1, t.hexCorners[h][0], true);  // a city: owed 2
  s.bank[3] = 1;
  s.players[2].hand[3] = 18;
  GameState one = s;
  REQUIRE(play(one, "ROLL " + std::to_string(s.layout.hexNumber[h])));
  CHECK(one.players[1].hand[3] == 1);
  CHECK(one.bank[3] == 0);
  putBuilding(s, 2, t.hexCorners[h][3]);
  s.bank[3] = 2;  // owed 3 in all
  s.players[2].hand[3] = 17;
  GameState two = s;
  REQUIRE(play(two, "ROLL " + std::to_string(s.layout.hexNumber[h])));
  CHECK(two.players[1].hand[3] == 0);
  CHECK(two.players[2].hand[3] == 17);
  CHECK(two.bank[3] == 2);
}

TEST_CASE("catan rules: a settlement cuts a road, each side counts up to it, the card is set aside or moves") {
  GameState s = mainPhase(1);
  const CutSetup c = cutSetup();
  const std::vector<int>& line = c.line;
  putBuilding(s, 0, line[0]);
  putRoads(s, 0, line);
  putRoads(s, 1, {c.w, c.x, line[3]});  // seat 1 reaches the middle of seat 0's road
  putBuilding(s, 1, c.w);
  refresh(s);
  REQUIRE(s.players[0].roadLength == 6);
  s.longestRoad = 0;
  s.players[1].hand = {1, 1, 1, 1, 0};
  const ActionCode cut = makeAction(ActionKind::Settlement, line[3]);
  REQUIRE(listed(s, cut));
  GameState aside = s;
  applyChecked(aside, cut);
  CHECK(aside.players[0].roadLength == 3);  // 3 + 3: the edges reaching the building count
  CHECK(aside.longestRoad == -1);           // nobody has 5 or more: set aside
  CHECK(aside.visiblePoints(0) == 1);

  // A third player with a road of 5 takes it when seat 0 falls below 5.
  GameState moves = s;
  const std::vector<int> other = walk(5, {line[0], line[1], line[2], line[3], line[4], line[5], line[6], c.x, c.w});
  putRoads(moves, 2, other);
  putBuilding(moves, 2, other[0]);
  refresh(moves);
  REQUIRE(moves.players[2].roadLength == 5);
  applyChecked(moves, cut);
  CHECK(moves.longestRoad == 2);

  // Seat 0 can no longer build onward from the cut vertex.
  GameState after = aside;
  after.current = after.turnPlayer = 0;
  after.players[0].hand = {1, 1, 0, 0, 0};
  for (int i = 0; i < gameTables().vertexDegree[line[3]]; ++i) {
    const int e = gameTables().vertexEdges[line[3]][i];
    if (after.edgeOwner[e] < 0) {
      const bool fromElsewhere = after.vertexOwner[gameTables().edgeEnds[e][0]] == 0 ||
                                 after.vertexOwner[gameTables().edgeEnds[e][1]] == 0;
      CHECK((listed(after, makeAction(ActionKind::Road, e)) == fromElsewhere));
    }
  }
}

TEST_CASE("catan rules: the holder keeps the longest road on a tie") {
  GameState s = mainPhase(2);
  const std::vector<int> a = walk(5);
  putRoads(s, 1, a);
  putBuilding(s, 1, a[0]);
  const std::vector<int> b = walk(6, a);
  putRoads(s, 2, {b.begin(), b.end() - 2});  // 4 of its 6 edges
  putBuilding(s, 2, b[0]);
  refresh(s);
  REQUIRE(s.players[1].roadLength == 5);
  REQUIRE(s.players[2].roadLength == 4);
  s.longestRoad = 1;
  s.players[2].hand = {2, 2, 0, 0, 0};
  s.bank[0] = s.bank[1] = 17;
  const std::string extend5 = "ROAD " + gameTables().edgeName[edgeBetween(b[4], b[5])];
  REQUIRE(play(s, extend5));
  CHECK(s.players[2].roadLength == 5);
  CHECK(s.longestRoad == 1);  // a tie never takes the card
  REQUIRE(play(s, "ROAD " + gameTables().edgeName[edgeBetween(b[5], b[6])]));
  CHECK(s.players[2].roadLength == 6);
  CHECK(s.longestRoad == 2);  // strictly longer takes it
}

TEST_CASE("catan rules: a player reaching 10 in another's turn wins only at the start of their own") {
  GameState s = mainPhase(0);
  const CutSetup c = cutSetup();
  const std::vector<int>& line = c.line;
  putRoads(s, 1, line);
  putBuilding(s, 1, line[0]);
  putRoads(s, 0, {c.w, c.x, line[3]});
  putBuilding(s, 0, c.w);
  const std::vector<int> other = walk(5, {line[0], line[1], line[2], line[3], line[4], line[5], line[6], c.x, c.w});
  putRoads(s, 2, other);
  // Seat 2: four cities = 8 points, plus the longest road when it moves = 10.
  putBuilding(s, 2, other[0], true);
  putBuilding(s, 2, other[2], true);
  putBuilding(s, 2, other[4], true);
  s.players[2].cities = 4;  // a fourth city off the board count is enough for points here
  refresh(s);
  s.longestRoad = 1;
  s.players[0].hand = {1, 1, 1, 1, 0};
  REQUIRE(play(s, "SETTLEMENT " + gameTables().vertexName[line[3]]));
  CHECK(s.longestRoad == 2);
  CHECK(s.actualPoints(2) == 10);
  CHECK(s.prompt == Prompt::Main);  // not seat 2's turn: no win
  REQUIRE(play(s, "END_TURN"));
  CHECK(s.prompt == Prompt::Roll);  // seat 1's turn
  REQUIRE(play(s, "ROLL 6"));
  REQUIRE(play(s, "END_TURN"));
  CHECK(s.prompt == Prompt::GameOver);  // seat 2 wins at the start of its turn, before rolling
  CHECK(s.winner == 2);
  CHECK_FALSE(s.rolled);
}

TEST_CASE("catan rules: development cards wait a turn, one per turn, victory points never played") {
  GameState s = mainPhase(0);
  s.players[0].hand = {0, 0, 2, 2, 2};
  s.deck = {0, 0, 0, 0, 25};  // the next card is a monopoly
  REQUIRE(play(s, "BUY_DEV"));
  CHECK(s.players[0].dev[kMonopoly] == 1);
  CHECK_FALSE(listed(s, makeAction(ActionKind::Monopoly, 0)));
  REQUIRE(play(s, "END_TURN"));
  s.current = s.turnPlayer = 0;  // back to seat 0's next turn
  CHECK(listed(s, makeAction(ActionKind::Monopoly, 0)));
  REQUIRE(play(s, "MONOPOLY wood"));
  s.players[0].dev[kMonopoly] = 1;
  s.prompt = Prompt::Main;
  s.rolled = true;
  CHECK_FALSE(listed(s, makeAction(ActionKind::Monopoly, 0)));  // one card per turn
  CHECK(play(s, "BUY_DEV knight").message().find("no knight") != std::string::npos);
}

TEST_CASE("catan rules: an illegal action changes nothing and says why") {
  GameState s = mainPhase(0);
  const GameState before = s;
  Game g = Game::fromState(s);
  for (const char* bad : {"ROLL", "CITY 0,-1|0,0|1,-1", "ROAD 0,0|1,-1", "MARITIME 4 wood ore", "DISCARD wood",
                          "KNIGHT", "ROBBER 0,0", "nonsense", "ROLL 13", "SETTLEMENT 9,9|9,9|9,9"}) {
    const Status st = g.apply(bad);
    CHECK_FALSE(st);
    CHECK_FALSE(st.message().empty());
    CHECK(g.state() == before);
  }
  CHECK(g.actionCount() == 0);
}

TEST_CASE("catan domestic trade: offer, answers, counter-offer, acceptance by both, no gifts") {
  GameState s = mainPhase(0);
  s.players[0].hand = {2, 0, 0, 0, 0};
  s.players[1].hand = {0, 0, 0, 1, 0};
  s.players[2].hand = {0, 0, 0, 0, 3};
  for (int r = 0; r < 5; ++r) s.bank[r] = static_cast<std::uint8_t>(19 - s.players[0].hand[r] - s.players[1].hand[r] - s.players[2].hand[r]);
  Game g = Game::fromState(s);
  CHECK_FALSE(g.apply("OFFER 1 wood FOR 1 wood"));  // like for like
  CHECK_FALSE(g.apply("OFFER 3 wood FOR 1 wheat"));  // not held
  CHECK(parseAction("OFFER FOR 1 wheat").isOk() == false);  // a gift cannot even be written
  REQUIRE(g.apply("OFFER 1 wood FOR 1 wheat"));
  CHECK(g.state().prompt == Prompt::Trade);
  CHECK(g.state().current == 1);
  CHECK(g.legalText(',') == "ACCEPT,REJECT");
  REQUIRE(g.apply("ACCEPT"));
  CHECK(g.state().current == 2);
  CHECK(g.legalText(',') == "REJECT");  // seat 2 has no wheat to give
  CHECK_FALSE(g.apply("COUNTER 1 ore FOR 1 ore"));
  REQUIRE(g.apply("COUNTER 2 ore FOR 2 wood"));
  CHECK(g.state().current == 0);
  CHECK(g.legalText(',') == "TRADE 1,TRADE 2,CANCEL_TRADE");
  GameState open = g.state();
  REQUIRE(g.apply("TRADE 2"));
  CHECK(g.state().players[0].hand == std::array<std::uint8_t, 5>{0, 0, 0, 0, 2});
  CHECK(g.state().players[2].hand == std::array<std::uint8_t, 5>{2, 0, 0, 0, 1});
  CHECK(g.state().prompt == Prompt::Main);
  REQUIRE(g.undo());
  CHECK(g.state() == open);
  REQUIRE(g.apply("TRADE 1"));
  CHECK(g.state().players[1].hand == std::array<std::uint8_t, 5>{1, 0, 0, 0, 0});
  CHECK(g.state().players[0].hand[3] == 1);
  // Not before the roll, and never by another seat.
  GameState before = mainPhase(0);
  before.prompt = Prompt::Roll;
  before.rolled = false;
  before.players[0].hand = {1, 0, 0, 0, 0};
  before.bank[0] = 18;
  CHECK_FALSE(Game::fromState(before).apply("OFFER 1 wood FOR 1 ore"));
}

TEST_CASE("catan view: a seat sees its own hand and cards, only counts of others'") {
  GameState s = mainPhase(0);
  s.players[0].hand = {1, 2, 0, 0, 0};
  s.players[1].hand = {0, 0, 3, 0, 0};
  s.players[1].dev[kVictoryPoint] = 1;
  s.deck[kVictoryPoint] = 4;
  s.bank = {18, 17, 16, 19, 19};
  const Game g = Game::fromState(s);
  const std::string v0 = g.viewJson(0), v1 = g.viewJson(1);
  CHECK(v0.find("\"hand\":{\"wood\":1,\"brick\":2") != std::string::npos);
  CHECK(v0.find("\"sheep\":3") == std::string::npos);            // seat 1's hand is hidden from seat 0
  CHECK(v0.find("\"hand_size\":3,\"dev_count\":1") != std::string::npos);
  CHECK(v0.find("victory_point\":1") == std::string::npos);
  CHECK(v1.find("\"vp_actual\":1") != std::string::npos);        // its own hidden point
  CHECK(v0.find("\"legal\":[\"END_TURN\"") != std::string::npos);  // seat 0 decides
  CHECK(v1.find("\"legal\":[]") != std::string::npos);
}

TEST_CASE("catan state format: errors name the field") {
  const std::string good = stateToJson(mainPhase(0));
  REQUIRE(loadStateJson(good));
  const auto expectError = [&](const std::string& from, const std::string& to, const std::string& field) {
    std::string text = good;
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    auto r = loadStateJson(text);
    REQUIRE_FALSE(r);
    CHECK_MESSAGE(r.message().rfind(field, 0) == 0, r.message());
  };
  expectError("\"wood\":0", "\"wood\":1", "bank.resources.wood");          // 20 wood in play
  expectError("\"prompt\":\"MAIN\"", "\"prompt\":\"LUNCH\"", "turn.prompt");
  expectError("\"colour\":\"blue\"", "\"colour\":\"green\"", "players[1].colour");
  expectError("\"dev_deck\":25", "\"dev_deck\":24", "bank.dev_deck");
  expectError("\"vp_visible\":0", "\"vp_visible\":1", "players[0].vp_visible");
  expectError("\"roads\":[]", "\"roads\":[\"9,9|9,8\"]", "players[0].roads[0]");
  expectError("\"turn\":{", "\"extra\":1,\"turn\":{", "state");
  CHECK_FALSE(loadStateJson("{\"board\":"));
  CHECK_FALSE(loadStateJson(std::string(2 << 20, ' ')));
  CHECK_FALSE(loadStateJson(std::string(100, '[') + std::string(100, ']')));
}
