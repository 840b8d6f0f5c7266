#include "catan/state_json.h"

#include <algorithm>
#include <cmath>

#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

using util::JsonValue;
using Kind = JsonValue::Kind;

constexpr std::array<const char*, 9> kPromptNames{"INITIAL_SETTLEMENT", "INITIAL_ROAD", "ROLL", "MAIN", "DISCARD",
                                                  "MOVE_ROBBER", "ROAD_BUILDING", "GAME_OVER", "TRADE"};

// Reads one JSON object's members, each once, and reports the first problem with its path.
class Reader {
 public:
  explicit Reader(std::string& error) : error_(error) {}

  bool fail(const std::string& path, const std::string& why) {
    if (error_.empty()) error_ = path + ": " + why;
    return false;
  }

  // `value` must be an object holding exactly `names` (plus `ignored`).
  bool members(const std::string& path, const JsonValue* value, std::initializer_list<const char*> names,
               std::initializer_list<const char*> ignored = {}) {
    if (!value || value->kind != Kind::Object) return fail(path, "expected an object");
    for (const std::string& key : value->keys) {
      const auto known = [&](const char* n) { return key == n; };
      if (std::none_of(names.begin(), names.end(), known) && std::none_of(ignored.begin(), ignored.end(), known))
        return fail(path, "unknown member \"" + key.substr(0, 40) + "\"");
    }
    for (const char* n : names)
      if (!value->find(n)) return fail(path, std::string("missing member \"") + n + "\"");
    return true;
  }

  bool integer(const std::string& path, const JsonValue* v, int lo, int hi, int& out) {
    if (!v || v->kind != Kind::Number || v->number != std::floor(v->number) || v->number < lo || v->number > hi)
      return fail(path, "expected an integer " + std::to_string(lo) + ".." + std::to_string(hi));
    out = static_cast<int>(v->number);
    return true;
  }

  bool boolean(const std::string& path, const JsonValue* v, bool& out) {
    if (!v || v->kind != Kind::Bool) return fail(path, "expected true or false");
    out = v->boolean;
    return true;
  }

  bool string(const std::string& path, const JsonValue* v, std::string& out) {
    if (!v || v->kind != Kind::String) return fail(path, "expected a string");
    out = v->string;
    return true;
  }

  bool array(const std::string& path, const JsonValue* v, std::size_t lo, std::size_t hi) {
    if (!v || v->kind != Kind::Array) return fail(path, "expected an array");
    if (v->array.size() < lo || v->array.size() > hi)
      return fail(path, "expected " + (lo == hi ? std::to_string(lo) : std::to_string(lo) + ".." + std::to_string(hi)) +
                            " entries, found " + std::to_string(v->array.size()));
    return true;
  }

  // {name: count} over a fixed name list.
  template <std::size_t N>
  bool counts(const std::string& path, const JsonValue* v, const std::array<const char*, N>& names, std::size_t used,
              int hi, std::array<std::uint8_t, N>& out) {
    out = {};
    if (!v || v->kind != Kind::Object) return fail(path, "expected an object");
    if (v->keys.size() != used) return fail(path, "expected exactly " + std::to_string(used) + " members");
    for (std::size_t i = 0; i < used; ++i) {
      int n = 0;
      if (!v->find(names[i])) return fail(path, std::string("missing member \"") + names[i] + "\"");
      if (!integer(path + "." + names[i], v->find(names[i]), 0, hi, n)) return false;
      out[i] = static_cast<std::uint8_t>(n);
    }
    return true;
  }

  bool nullOr(const JsonValue* v) { return v && v->kind == Kind::Null; }

 private:
  std::string& error_;
};

int hexFromObject(Reader& rd, const std::string& path, const JsonValue* v) {
  int q = 0, r = 0;
  if (!rd.members(path, v, {"q", "r"}) || !rd.integer(path + ".q", v->find("q"), -2, 2, q) ||
      !rd.integer(path + ".r", v->find("r"), -2, 2, r))
    return -1;
  const int h = gameTables().findHex(q, r);
  if (h < 0) rd.fail(path, "not a land hex");
  return h;
}

bool readBoard(Reader& rd, const JsonValue* board, GameState& s) {
  const GameTables& t = gameTables();
  if (!rd.members("board", board, {"hexes", "ports", "robber"})) return false;
  const JsonValue* hexes = board->find("hexes");
  if (!rd.array("board.hexes", hexes, kNumLandHexes, kNumLandHexes)) return false;
  std::array<bool, kNumLandHexes> seen{};
  std::array<int, 6> terrain{};
  std::array<int, 13> numbers{};
  for (int i = 0; i < kNumLandHexes; ++i) {
    const std::string path = "board.hexes[" + std::to_string(i) + "]";
    const JsonValue* hex = &hexes->array[i];
    if (!rd.members(path, hex, {"q", "r", "resource", "number"})) return false;
    int q = 0, r = 0;
    std::string res;
    if (!rd.integer(path + ".q", hex->find("q"), -2, 2, q) || !rd.integer(path + ".r", hex->find("r"), -2, 2, r) ||
        !rd.string(path + ".resource", hex->find("resource"), res))
      return false;
    const int h = t.findHex(q, r);
    if (h < 0) return rd.fail(path, "not a land hex");
    if (seen[h]) return rd.fail(path, "hex " + t.hexName[h] + " given twice");
    seen[h] = true;
    const int type = res == "desert" ? kDesert : findResource(res);
    if (type < 0) return rd.fail(path + ".resource", "unknown terrain \"" + res.substr(0, 40) + "\"");
    ++terrain[type];
    s.layout.hexResource[h] = static_cast<std::uint8_t>(type);
    int number = 0;
    if (type == kDesert) {
      if (!rd.nullOr(hex->find("number"))) return rd.fail(path + ".number", "the desert has no number (null)");
    } else {
      if (!rd.integer(path + ".number", hex->find("number"), 2, 12, number)) return false;
      if (number == 7) return rd.fail(path + ".number", "7 is not a number token");
      ++numbers[number];
    }
    s.layout.hexNumber[h] = static_cast<std::uint8_t>(number);
  }
  static constexpr std::array<int, 6> kTerrain{4, 3, 4, 4, 3, 1};
  if (terrain != kTerrain) return rd.fail("board.hexes", "expected 4 wood, 3 brick, 4 sheep, 4 wheat, 3 ore, 1 desert");
  static constexpr std::array<int, 13> kNumbers{0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1};
  if (numbers != kNumbers) return rd.fail("board.hexes", "expected the 18 standard number tokens");
  const JsonValue* ports = board->find("ports");
  if (!rd.array("board.ports", ports, kNumPorts, kNumPorts)) return false;
  std::array<int, 6> portTypes{};
  for (int i = 0; i < kNumPorts; ++i) {
    const std::string path = "board.ports[" + std::to_string(i) + "]";
    const JsonValue* port = &ports->array[i];
    std::string edge, type;
    if (!rd.members(path, port, {"edge", "type"}) || !rd.string(path + ".edge", port->find("edge"), edge) ||
        !rd.string(path + ".type", port->find("type"), type))
      return false;
    const int e = t.findEdge(edge);
    if (e < 0) return rd.fail(path + ".edge", "unknown edge \"" + edge.substr(0, 40) + "\"");
    if (t.edgeLandHexes[e] != 1) return rd.fail(path + ".edge", "a harbour must be on a coastal edge");
    for (int j = 0; j < i; ++j)
      if (s.layout.portEdge[j] == e) return rd.fail(path + ".edge", "two harbours on one edge");
    const int pt = type == "3:1" ? kGenericPort : findResource(type);
    if (pt < 0) return rd.fail(path + ".type", "expected \"3:1\" or a resource");
    ++portTypes[pt];
    s.layout.portEdge[i] = static_cast<std::uint8_t>(e);
    s.layout.portType[i] = static_cast<std::uint8_t>(pt);
  }
  static constexpr std::array<int, 6> kPortTypes{1, 1, 1, 1, 1, 4};
  if (portTypes != kPortTypes) return rd.fail("board.ports", "expected four 3:1 harbours and one 2:1 per resource");
  deriveVertexPorts(s.layout);
  const int robber = hexFromObject(rd, "board.robber", board->find("robber"));
  if (robber < 0) return false;
  s.robber = static_cast<std::uint8_t>(robber);
  return true;
}

bool readPieces(Reader& rd, const std::string& path, const JsonValue* list, int max, bool edges, int seat,
                GameState& s, bool city) {
  const GameTables& t = gameTables();
  if (!rd.array(path, list, 0, static_cast<std::size_t>(max))) return false;
  for (std::size_t i = 0; i < list->array.size(); ++i) {
    const std::string at = path + "[" + std::to_string(i) + "]";
    std::string name;
    if (!rd.string(at, &list->array[i], name)) return false;
    if (edges) {
      const int e = t.findEdge(name);
      if (e < 0) return rd.fail(at, "unknown edge \"" + name.substr(0, 40) + "\"");
      if (s.edgeOwner[e] >= 0) return rd.fail(at, "edge " + name + " already holds a road");
      s.edgeOwner[e] = static_cast<std::int8_t>(seat);
    } else {
      const int v = t.findVertex(name);
      if (v < 0) return rd.fail(at, "unknown vertex \"" + name.substr(0, 40) + "\"");
      if (s.vertexOwner[v] >= 0) return rd.fail(at, "vertex " + name + " already holds a building");
      s.vertexOwner[v] = static_cast<std::int8_t>(seat);
      s.vertexCity[v] = city;
    }
  }
  return true;
}

struct DeclaredPlayer {
  int vpVisible = 0, vpActual = 0, roadLength = 0;
  bool longest = false, largest = false;
};

bool readPlayer(Reader& rd, int seat, const JsonValue* v, GameState& s, DeclaredPlayer& d) {
  const std::string path = "players[" + std::to_string(seat) + "]";
  if (!rd.members(path, v, {"colour", "hand", "dev", "dev_new", "played", "settlements", "cities", "roads",
                            "vp_visible", "vp_actual", "road_length", "has_longest_road", "has_largest_army"}))
    return false;
  PlayerState& p = s.players[seat];
  std::string colour;
  if (!rd.string(path + ".colour", v->find("colour"), colour)) return false;
  const auto c = std::find_if(kColourNames.begin(), kColourNames.end(), [&](const char* n) { return colour == n; });
  if (c == kColourNames.end()) return rd.fail(path + ".colour", "expected red, blue, white or orange");
  s.colours[seat] = static_cast<std::uint8_t>(c - kColourNames.begin());
  for (int other = 0; other < seat; ++other)
    if (s.colours[other] == s.colours[seat]) return rd.fail(path + ".colour", "two seats share a colour");
  std::array<const char*, kNumDevKinds> playable{"knight", "road_building", "year_of_plenty", "monopoly", ""};
  std::array<std::uint8_t, kNumDevKinds> played{};
  if (!rd.counts(path + ".hand", v->find("hand"), kResourceNames, kNumResources, kBankPerResource, p.hand) ||
      !rd.counts(path + ".dev", v->find("dev"), kDevNames, kNumDevKinds, 25, p.dev) ||
      !rd.counts(path + ".dev_new", v->find("dev_new"), kDevNames, kNumDevKinds, 25, p.devNew) ||
      !rd.counts(path + ".played", v->find("played"), playable, 4, 25, played))
    return false;
  p.played = {played[0], 0, played[1], played[2], played[3]};
  for (int k = 0; k < kNumDevKinds; ++k)
    if (p.devNew[k] > p.dev[k])
      return rd.fail(path + ".dev_new." + kDevNames[k], "more cards bought this turn than held");
  if (!readPieces(rd, path + ".settlements", v->find("settlements"), kSettlementPieces, false, seat, s, false) ||
      !readPieces(rd, path + ".cities", v->find("cities"), kCityPieces, false, seat, s, true) ||
      !readPieces(rd, path + ".roads", v->find("roads"), kRoadPieces, true, seat, s, false))
    return false;
  p.settlements = static_cast<std::uint8_t>(v->find("settlements")->array.size());
  p.cities = static_cast<std::uint8_t>(v->find("cities")->array.size());
  p.roads = static_cast<std::uint8_t>(v->find("roads")->array.size());
  return rd.integer(path + ".vp_visible", v->find("vp_visible"), 0, 30, d.vpVisible) &&
         rd.integer(path + ".vp_actual", v->find("vp_actual"), 0, 30, d.vpActual) &&
         rd.integer(path + ".road_length", v->find("road_length"), 0, kRoadPieces, d.roadLength) &&
         rd.boolean(path + ".has_longest_road", v->find("has_longest_road"), d.longest) &&
         rd.boolean(path + ".has_largest_army", v->find("has_largest_army"), d.largest);
}

bool readTurn(Reader& rd, const JsonValue* turn, GameState& s) {
  const int n = s.numPlayers;
  if (!rd.members("turn", turn, {"current", "turn_player", "prompt", "rolled", "dev_played", "free_roads", "discard",
                                 "road_from", "dice", "winner"}))
    return false;
  int current = 0, turnPlayer = 0, freeRoads = 0;
  std::string prompt;
  if (!rd.integer("turn.current", turn->find("current"), 0, n - 1, current) ||
      !rd.integer("turn.turn_player", turn->find("turn_player"), 0, n - 1, turnPlayer) ||
      !rd.string("turn.prompt", turn->find("prompt"), prompt) ||
      !rd.boolean("turn.rolled", turn->find("rolled"), s.rolled) ||
      !rd.boolean("turn.dev_played", turn->find("dev_played"), s.devPlayed) ||
      !rd.integer("turn.free_roads", turn->find("free_roads"), 0, 2, freeRoads))
    return false;
  s.current = static_cast<std::uint8_t>(current);
  s.turnPlayer = static_cast<std::uint8_t>(turnPlayer);
  s.freeRoads = static_cast<std::uint8_t>(freeRoads);
  const auto p = std::find_if(kPromptNames.begin(), kPromptNames.end() - 1, [&](const char* w) { return prompt == w; });
  if (p == kPromptNames.end() - 1) return rd.fail("turn.prompt", "unknown prompt \"" + prompt.substr(0, 40) + "\"");
  s.prompt = static_cast<Prompt>(p - kPromptNames.begin());
  // discard
  const JsonValue* discard = turn->find("discard");
  if (s.prompt == Prompt::Discard) {
    if (!rd.array("turn.discard", discard, n, n)) return false;
    for (int seat = 0; seat < n; ++seat) {
      int owed = 0;
      if (!rd.integer("turn.discard[" + std::to_string(seat) + "]", &discard->array[seat], 0, s.handSize(seat), owed))
        return false;
      s.discardOwed[seat] = static_cast<std::uint8_t>(owed);
    }
    int first = -1;
    for (int seat = 0; seat < n && first < 0; ++seat)
      if (s.discardOwed[seat]) first = seat;
    if (first != current) return rd.fail("turn.current", "in DISCARD the lowest seat still owing cards decides");
  } else if (!rd.nullOr(discard)) {
    return rd.fail("turn.discard", "null except in DISCARD");
  }
  const JsonValue* from = turn->find("road_from");
  if (s.prompt == Prompt::InitialRoad) {
    std::string name;
    if (!rd.string("turn.road_from", from, name)) return false;
    const int v = gameTables().findVertex(name);
    if (v < 0) return rd.fail("turn.road_from", "unknown vertex \"" + name.substr(0, 40) + "\"");
    if (s.vertexOwner[v] != current) return rd.fail("turn.road_from", "not a settlement of the seat to decide");
    s.roadFrom = static_cast<std::int8_t>(v);
  } else if (!rd.nullOr(from)) {
    return rd.fail("turn.road_from", "null except in INITIAL_ROAD");
  }
  const JsonValue* dice = turn->find("dice");
  int total = 0;
  if (!rd.nullOr(dice)) {
    if (!rd.integer("turn.dice", dice, 2, 12, total)) return false;
  }
  s.dice = static_cast<std::uint8_t>(total);
  const JsonValue* winner = turn->find("winner");
  if (s.prompt == Prompt::GameOver) {
    int w = 0;
    if (!rd.integer("turn.winner", winner, 0, n - 1, w)) return false;
    if (w != turnPlayer) return rd.fail("turn.winner", "only the turn player can win");
    s.winner = static_cast<std::int8_t>(w);
  } else if (!rd.nullOr(winner)) {
    return rd.fail("turn.winner", "null until GAME_OVER");
  }
  if (s.prompt != Prompt::Discard && current != turnPlayer)
    return rd.fail("turn.current", "differs from turn.turn_player outside DISCARD");
  if ((s.prompt == Prompt::RoadBuilding) != (freeRoads > 0))
    return rd.fail("turn.free_roads", "positive exactly in ROAD_BUILDING");
  const bool afterRoll = s.prompt == Prompt::Main || s.prompt == Prompt::Discard;
  if (afterRoll && !s.rolled) return rd.fail("turn.rolled", "must be true in " + prompt);
  if (s.prompt == Prompt::Roll && s.rolled) return rd.fail("turn.rolled", "must be false in ROLL");
  return true;
}

// The fields a position determines: points, road lengths, card holders, bank and deck totals.
bool checkDerived(Reader& rd, GameState& s, const std::array<DeclaredPlayer, kMaxPlayers>& d, int deckDeclared) {
  const GameTables& t = gameTables();
  const int n = s.numPlayers;
  for (int v = 0; v < kNumVertices; ++v) {
    if (s.vertexOwner[v] < 0) continue;
    for (int i = 0; i < t.vertexDegree[v]; ++i)
      if (s.vertexOwner[t.vertexNeighbours[v][i]] >= 0)
        return rd.fail("players", "buildings on " + t.vertexName[v] + " and a neighbouring vertex (distance rule)");
  }
  for (int seat = 0; seat < n; ++seat) {
    const std::string path = "players[" + std::to_string(seat) + "]";
    if (d[seat].longest) {
      if (s.longestRoad >= 0) return rd.fail(path + ".has_longest_road", "two players hold the longest road");
      s.longestRoad = static_cast<std::int8_t>(seat);
    }
    if (d[seat].largest) {
      if (s.largestArmy >= 0) return rd.fail(path + ".has_largest_army", "two players hold the largest army");
      s.largestArmy = static_cast<std::int8_t>(seat);
    }
    const int length = computeRoadLength(s, seat);
    if (length != d[seat].roadLength)
      return rd.fail(path + ".road_length", "is " + std::to_string(d[seat].roadLength) + " but the roads give " +
                                                std::to_string(length));
    s.players[seat].roadLength = static_cast<std::uint8_t>(length);
    if (seat != s.turnPlayer && s.players[seat].devNew != std::array<std::uint8_t, kNumDevKinds>{})
      return rd.fail(path + ".dev_new", "only the turn player can hold cards bought this turn");
  }
  if (s.longestRoad >= 0 && s.players[s.longestRoad].roadLength < 5)
    return rd.fail("players[" + std::to_string(s.longestRoad) + "].has_longest_road", "needs a road length of 5 or more");
  if (s.largestArmy >= 0 && s.players[s.largestArmy].played[kKnight] < 3)
    return rd.fail("players[" + std::to_string(s.largestArmy) + "].has_largest_army", "needs 3 or more knights played");
  for (int seat = 0; seat < n; ++seat) {
    const std::string path = "players[" + std::to_string(seat) + "]";
    if (d[seat].vpVisible != s.visiblePoints(seat))
      return rd.fail(path + ".vp_visible", "is " + std::to_string(d[seat].vpVisible) + " but the position gives " +
                                               std::to_string(s.visiblePoints(seat)));
    if (d[seat].vpActual != s.actualPoints(seat))
      return rd.fail(path + ".vp_actual", "is " + std::to_string(d[seat].vpActual) + " but the position gives " +
                                              std::to_string(s.actualPoints(seat)));
  }
  for (int r = 0; r < kNumResources; ++r) {
    int total = s.bank[r];
    for (int seat = 0; seat < n; ++seat) total += s.players[seat].hand[r];
    if (total != kBankPerResource)
      return rd.fail(std::string("bank.resources.") + kResourceNames[r],
                     "bank and hands hold " + std::to_string(total) + " cards, expected 19");
  }
  int deck = 0;
  for (int k = 0; k < kNumDevKinds; ++k) {
    int out = 0;
    for (int seat = 0; seat < n; ++seat) out += s.players[seat].dev[k] + s.players[seat].played[k];
    if (out > kDevDeckStart[k])
      return rd.fail("players", std::string("more ") + kDevNames[k] + " cards held or played than the deck has");
    s.deck[k] = static_cast<std::uint8_t>(kDevDeckStart[k] - out);
    deck += s.deck[k];
  }
  if (deck != deckDeclared)
    return rd.fail("bank.dev_deck", "is " + std::to_string(deckDeclared) + " but held and played cards leave " +
                                        std::to_string(deck));
  return true;
}

void appendNamedCounts(std::string& out, const std::uint8_t* counts, int n, const char* const* names) {
  out += '{';
  for (int i = 0; i < n; ++i) {
    if (i) out += ',';
    out += '"';
    out += names[i];
    out += "\":";
    out += std::to_string(counts[i]);
  }
  out += '}';
}

void appendNames(std::string& out, const std::string* names, const std::int8_t* owner, const std::uint8_t* level,
                 int count, int seat, int wantLevel) {
  out += '[';
  bool first = true;
  for (int i = 0; i < count; ++i) {
    if (owner[i] != seat || (level && level[i] != wantLevel)) continue;
    if (!first) out += ',';
    first = false;
    out += '"';
    out += names[i];
    out += '"';
  }
  out += ']';
}

void appendHex(std::string& out, int h) {
  const HexCoord c = gameTables().hexCoord[h];
  out += "{\"q\":" + std::to_string(c.q) + ",\"r\":" + std::to_string(c.r) + "}";
}

}  // namespace

Result<GameState> loadState(const JsonValue& root, std::uint32_t seed) {
  std::string error;
  Reader rd(error);
  GameState s;
  s.vertexOwner.fill(-1);
  s.edgeOwner.fill(-1);
  s.rng = seed;
  const auto failed = [&]() -> Result<GameState> { return Error{error}; };
  if (!rd.members("state", &root, {"board", "players", "bank", "turn"}, {"id", "v", "legal", "after"})) return failed();
  if (!readBoard(rd, root.find("board"), s)) return failed();
  const JsonValue* players = root.find("players");
  if (!rd.array("players", players, 2, kMaxPlayers)) return failed();
  s.numPlayers = static_cast<std::uint8_t>(players->array.size());
  std::array<DeclaredPlayer, kMaxPlayers> declared{};
  for (int seat = 0; seat < s.numPlayers; ++seat)
    if (!readPlayer(rd, seat, &players->array[seat], s, declared[seat])) return failed();
  const JsonValue* bank = root.find("bank");
  int deck = 0;
  if (!rd.members("bank", bank, {"resources", "dev_deck"}) ||
      !rd.counts("bank.resources", bank->find("resources"), kResourceNames, kNumResources, kBankPerResource, s.bank) ||
      !rd.integer("bank.dev_deck", bank->find("dev_deck"), 0, 25, deck))
    return failed();
  refreshMasks(s);
  if (!readTurn(rd, root.find("turn"), s)) return failed();
  if (!checkDerived(rd, s, declared, deck)) return failed();
  return s;
}

Result<GameState> loadStateJson(std::string_view json, std::uint32_t seed) {
  auto parsed = util::parseJsonValue(json);
  if (!parsed) return Error{parsed.message()};
  return loadState(parsed.value(), seed);
}

std::string stateToJson(const GameState& s, bool withBoard) {
  const GameTables& t = gameTables();
  std::string out;
  out.reserve(withBoard ? 4096 : 2048);
  out += "{\"board\":{";
  if (withBoard) {
    out += "\"hexes\":[";
    for (int h = 0; h < kNumLandHexes; ++h) {
      if (h) out += ',';
      const HexCoord c = t.hexCoord[h];
      const int res = s.layout.hexResource[h];
      out += "{\"q\":" + std::to_string(c.q) + ",\"r\":" + std::to_string(c.r) + ",\"resource\":\"" +
             (res == kDesert ? "desert" : kResourceNames[res]) + "\",\"number\":" +
             (res == kDesert ? std::string("null") : std::to_string(s.layout.hexNumber[h])) + "}";
    }
    out += "],\"ports\":[";
    for (int i = 0; i < kNumPorts; ++i) {
      if (i) out += ',';
      const int type = s.layout.portType[i];
      out += "{\"edge\":\"" + t.edgeName[s.layout.portEdge[i]] + "\",\"type\":\"" +
             (type == kGenericPort ? "3:1" : kResourceNames[type]) + "\"}";
    }
    out += "],";
  }
  out += "\"robber\":";
  appendHex(out, s.robber);
  out += "},\"players\":[";
  static constexpr std::array<const char*, 4> kPlayable{"knight", "road_building", "year_of_plenty", "monopoly"};
  for (int seat = 0; seat < s.numPlayers; ++seat) {
    const PlayerState& p = s.players[seat];
    if (seat) out += ',';
    out += "{\"colour\":\"";
    out += kColourNames[s.colours[seat]];
    out += "\",\"hand\":";
    appendNamedCounts(out, p.hand.data(), kNumResources, kResourceNames.data());
    out += ",\"dev\":";
    appendNamedCounts(out, p.dev.data(), kNumDevKinds, kDevNames.data());
    out += ",\"dev_new\":";
    appendNamedCounts(out, p.devNew.data(), kNumDevKinds, kDevNames.data());
    out += ",\"played\":";
    const std::array<std::uint8_t, 4> played{p.played[kKnight], p.played[kRoadBuilding], p.played[kYearOfPlenty],
                                             p.played[kMonopoly]};
    appendNamedCounts(out, played.data(), 4, kPlayable.data());
    out += ",\"settlements\":";
    appendNames(out, t.vertexName.data(), s.vertexOwner.data(), s.vertexCity.data(), kNumVertices, seat, 0);
    out += ",\"cities\":";
    appendNames(out, t.vertexName.data(), s.vertexOwner.data(), s.vertexCity.data(), kNumVertices, seat, 1);
    out += ",\"roads\":";
    appendNames(out, t.edgeName.data(), s.edgeOwner.data(), nullptr, kNumEdges, seat, 0);
    out += ",\"vp_visible\":" + std::to_string(s.visiblePoints(seat));
    out += ",\"vp_actual\":" + std::to_string(s.actualPoints(seat));
    out += ",\"road_length\":" + std::to_string(p.roadLength);
    out += ",\"has_longest_road\":";
    out += s.longestRoad == seat ? "true" : "false";
    out += ",\"has_largest_army\":";
    out += s.largestArmy == seat ? "true" : "false";
    out += '}';
  }
  out += "],\"bank\":{\"resources\":";
  appendNamedCounts(out, s.bank.data(), kNumResources, kResourceNames.data());
  out += ",\"dev_deck\":" + std::to_string(s.deckSize());
  out += "},\"turn\":{\"current\":" + std::to_string(s.current);
  out += ",\"turn_player\":" + std::to_string(s.turnPlayer);
  out += ",\"prompt\":\"";
  out += kPromptNames[static_cast<int>(s.prompt)];
  out += "\",\"rolled\":";
  out += s.rolled ? "true" : "false";
  out += ",\"dev_played\":";
  out += s.devPlayed ? "true" : "false";
  out += ",\"free_roads\":" + std::to_string(s.freeRoads);
  out += ",\"discard\":";
  if (s.prompt == Prompt::Discard) {
    out += '[';
    for (int seat = 0; seat < s.numPlayers; ++seat) {
      if (seat) out += ',';
      out += std::to_string(s.discardOwed[seat]);
    }
    out += ']';
  } else {
    out += "null";
  }
  out += ",\"road_from\":";
  if (s.roadFrom >= 0) out += "\"" + t.vertexName[s.roadFrom] + "\"";
  else out += "null";
  out += ",\"dice\":";
  out += s.dice ? std::to_string(s.dice) : "null";
  out += ",\"winner\":";
  out += s.winner >= 0 ? std::to_string(s.winner) : "null";
  out += "}}";
  return out;
}

}  // namespace boardrules::catan
