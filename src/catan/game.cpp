#include "catan/game.h"

#include <algorithm>

#include "catan/game_tables.h"
#include "catan/state_json.h"
#include "util/json_value.h"

namespace boardrules::catan {

Result<Game> Game::create(const Board& board, int players, std::uint32_t seed) {
  if (players < 2 || players > kMaxPlayers) return Error{"players: expected 2, 3 or 4"};
  if (board.hexes.size() != kNumLandHexes || board.harbors.size() != kNumPorts)
    return Error{"board: expected the standard 19-hex board with 9 harbours"};
  return Game(newGameState(board, players, seed));
}

Game Game::fromState(const GameState& state) { return Game(state); }

Result<Game> Game::fromStateJson(std::string_view json, std::uint32_t seed) {
  auto s = loadStateJson(json, seed);
  if (!s) return Error{s.message()};
  return Game(s.value());
}

std::string Game::legalText(char separator) const {
  std::string out;
  for (ActionCode a : legal_) {
    if (!out.empty()) out += separator;
    appendActionText(out, a);
  }
  return out;
}

void Game::relist() {
  ActionList list;
  listLegalActions(state_, list);
  legal_.assign(list);
}

Status Game::apply(ActionCode action) {
  // Listed (its bare form in the kept list): only a named outcome is left to check. Anything else
  // (offers, counters, or not legal) goes through the full check, which says why.
  const ActionCode bare = stripOutcome(action);
  const bool listed = bare <= 0xFFFFFFFFu && std::find(legal_.begin(), legal_.end(), static_cast<std::uint32_t>(bare)) != legal_.end();
  if (Status ok = listed ? checkOutcome(state_, action) : checkAction(state_, action); !ok) return ok;
  const ActionCode done = applyChecked(state_, action);
  record_.push(done, !hasOutcome(action) && hasOutcome(done));
  relist();
  return Status::ok();
}

Status Game::apply(std::string_view text, bool drawn) {
  auto action = parseAction(text);
  if (!action) return Error{action.message()};
  return drawn ? applyDrawn(action.value()) : apply(action.value());
}

Status Game::applyDrawn(ActionCode action) {
  if (Status ok = replay(action, true); !ok) return ok;
  relist();
  return Status::ok();
}

Status Game::replay(ActionCode action, bool drawn) {
  if (drawn && !hasOutcome(action)) return Error{"a drawn action must carry its outcome"};
  if (Status ok = checkAction(state_, action); !ok) return ok;
  // On a copy: the state changes only when the action comes out as recorded.
  GameState next = state_;
  if (applyChecked(next, drawn ? stripOutcome(action) : action) != action) return Error{"the game's generator does not draw this outcome here"};
  state_ = next;
  record_.push(action, drawn);
  return Status::ok();
}

void Game::applyRecorded(ActionRecord::Entry recorded) {
  applyChecked(state_, recorded.drawn ? stripOutcome(recorded.action) : recorded.action);
  record_.push(recorded.action, recorded.drawn);
}

Status Game::undo() {
  if (record_.empty()) return Error{"nothing to undo"};
  ActionRecord actions = std::move(record_);
  actions.popBack();
  record_.clear();
  state_ = start_;
  actions.visitForward([&](std::size_t, ActionRecord::Entry e) { applyRecorded(e); });
  relist();
  return Status::ok();
}

int Game::offersThisTurn() const {
  int offers = 0;
  record_.visitBackward([&](ActionRecord::Entry e) {
    const ActionKind kind = actionKind(e.action);
    offers += kind == ActionKind::Offer;
    return kind != ActionKind::EndTurn;
  });
  return offers;
}

std::string Game::lastAction() const { return record_.empty() ? std::string() : actionText(record_.back().action); }

std::string Game::stateJson() const { return stateToJson(state_); }

std::string Game::recordJson() const {
  std::string out = "{\"format\":\"boardrules-catan-record\",\"version\":1,\"seed\":" + std::to_string(start_.rng) +
                    ",\"start\":" + stateToJson(start_) + ",\"actions\":[";
  std::string drawn;
  record_.visitForward([&](std::size_t i, ActionRecord::Entry e) {
    if (i) out += ',';
    out += '"';
    appendActionText(out, e.action);
    out += '"';
    if (e.drawn) {
      if (!drawn.empty()) drawn += ',';
      drawn += std::to_string(i);
    }
  });
  out += "],\"drawn\":[" + drawn + "]}";
  return out;
}

Result<Game> Game::fromRecordJson(std::string_view json) {
  auto parsed = util::parseJsonValue(json, {std::size_t{4} << 20, 32});
  if (!parsed) return Error{parsed.message()};
  const util::JsonValue& root = parsed.value();
  using Kind = util::JsonValue::Kind;
  if (root.kind != Kind::Object) return Error{"record: expected an object"};
  const auto* format = root.find("format");
  const auto* seed = root.find("seed");
  const auto* start = root.find("start");
  const auto* actions = root.find("actions");
  const auto* drawn = root.find("drawn");
  if (!format || format->kind != Kind::String || format->string != "boardrules-catan-record")
    return Error{"record.format: expected \"boardrules-catan-record\""};
  if (!seed || seed->kind != Kind::Number || seed->number < 0 || seed->number > 4294967295.0 ||
      seed->number != static_cast<double>(static_cast<std::uint32_t>(seed->number)))
    return Error{"record.seed: expected an integer 0..4294967295"};
  if (!start) return Error{"record.start: missing"};
  if (!actions || actions->kind != Kind::Array) return Error{"record.actions: expected an array"};
  if (!drawn || drawn->kind != Kind::Array) return Error{"record.drawn: expected an array"};
  auto s = loadState(*start, static_cast<std::uint32_t>(seed->number));
  if (!s) return Error{"record.start." + s.message()};
  std::vector<bool> isDrawn(actions->array.size());
  for (const auto& d : drawn->array) {
    if (d.kind != Kind::Number || d.number < 0 || d.number >= static_cast<double>(actions->array.size()) ||
        d.number != static_cast<double>(static_cast<std::size_t>(d.number)))
      return Error{"record.drawn: expected indices into actions"};
    isDrawn[static_cast<std::size_t>(d.number)] = true;
  }
  Game game(s.value());
  for (std::size_t i = 0; i < actions->array.size(); ++i) {
    const std::string at = "record.actions[" + std::to_string(i) + "]";
    const auto& a = actions->array[i];
    if (a.kind != Kind::String) return Error{at + ": expected a string"};
    auto code = parseAction(a.string);
    if (!code) return Error{at + ": " + code.message()};
    if (Status ok = game.replay(code.value(), isDrawn[i]); !ok) return Error{at + ": " + ok.message()};
  }
  game.relist();
  return game;
}

std::string Game::viewJson(int seat) const {
  const GameState& s = state_;
  const GameTables& t = gameTables();
  // The public state, then each player's secrets replaced by counts unless they are `seat`'s.
  std::string out = "{\"seat\":" + std::to_string(seat) + ",\"board\":";
  const std::string full = stateToJson(s);
  // board object: between "board": and ,"players"
  const std::size_t b0 = full.find("\"board\":") + 8, b1 = full.find(",\"players\":");
  out.append(full, b0, b1 - b0);
  out += ",\"players\":[";
  for (int p = 0; p < s.numPlayers; ++p) {
    const PlayerState& ps = s.players[p];
    if (p) out += ',';
    int held = 0;
    for (int k = 0; k < kNumDevKinds; ++k) held += ps.dev[k];
    out += "{\"colour\":\"";
    out += kColourNames[s.colours[p]];
    out += "\",\"hand_size\":" + std::to_string(s.handSize(p)) + ",\"dev_count\":" + std::to_string(held);
    if (p == seat) {
      out += ",\"hand\":{";
      for (int r = 0; r < kNumResources; ++r)
        out += std::string(r ? "," : "") + "\"" + kResourceNames[r] + "\":" + std::to_string(ps.hand[r]);
      out += "},\"dev\":{";
      for (int k = 0; k < kNumDevKinds; ++k)
        out += std::string(k ? "," : "") + "\"" + kDevNames[k] + "\":" + std::to_string(ps.dev[k]);
      out += "},\"dev_new\":{";
      for (int k = 0; k < kNumDevKinds; ++k)
        out += std::string(k ? "," : "") + "\"" + kDevNames[k] + "\":" + std::to_string(ps.devNew[k]);
      out += "},\"vp_actual\":" + std::to_string(s.actualPoints(p));
    }
    out += ",\"played\":{\"knight\":" + std::to_string(ps.played[kKnight]) +
           ",\"road_building\":" + std::to_string(ps.played[kRoadBuilding]) +
           ",\"year_of_plenty\":" + std::to_string(ps.played[kYearOfPlenty]) +
           ",\"monopoly\":" + std::to_string(ps.played[kMonopoly]) + "}";
    for (const char* kind : {"settlements", "cities", "roads"}) {
      out += ",\"";
      out += kind;
      out += "\":[";
      bool first = true;
      const bool roads = kind[0] == 'r';
      const int count = roads ? kNumEdges : kNumVertices;
      for (int i = 0; i < count; ++i) {
        const bool mine = roads ? s.edgeOwner[i] == p
                                : s.vertexOwner[i] == p && s.vertexCity[i] == (kind[0] == 'c');
        if (!mine) continue;
        out += first ? "\"" : ",\"";
        first = false;
        out += roads ? t.edgeName[i] : t.vertexName[i];
        out += '"';
      }
      out += ']';
    }
    out += ",\"vp_visible\":" + std::to_string(s.visiblePoints(p)) + ",\"road_length\":" +
           std::to_string(ps.roadLength) + ",\"has_longest_road\":" + (s.longestRoad == p ? "true" : "false") +
           ",\"has_largest_army\":" + (s.largestArmy == p ? "true" : "false") + "}";
  }
  out += "],";
  // bank and turn are public
  const std::size_t k0 = full.find(",\"bank\":") + 1;
  out.append(full, k0, full.size() - 1 - k0);
  if (s.prompt == Prompt::Trade) {
    out += ",\"offer\":\"";
    appendActionText(out, makeTradeAction(ActionKind::Offer, s.trade.give, s.trade.get));
    out += "\"";
  }
  out += ",\"legal\":[";
  if (seat == s.current) {
    bool first = true;
    for (ActionCode a : legal_) {
      out += first ? "\"" : ",\"";
      first = false;
      appendActionText(out, a);
      out += '"';
    }
  }
  out += "]}";
  return out;
}

}  // namespace boardrules::catan
