// Checking and applying one action (docs/rules/catan.md). checkAction() decides legality against
// the listing, so the two can never disagree; applyChecked() then changes the state.
#include <algorithm>

#include "catan/game_tables.h"
#include "catan/rng.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

constexpr std::array<std::uint8_t, kNumResources> kRoadCost{1, 1, 0, 0, 0};
constexpr std::array<std::uint8_t, kNumResources> kSettlementCost{1, 1, 1, 1, 0};
constexpr std::array<std::uint8_t, kNumResources> kCityCost{0, 0, 0, 2, 3};
constexpr std::array<std::uint8_t, kNumResources> kDevCost{0, 0, 1, 1, 1};

void pay(GameState& s, int seat, const std::array<std::uint8_t, kNumResources>& cost) {
  for (int r = 0; r < kNumResources; ++r) {
    s.players[seat].hand[r] = static_cast<std::uint8_t>(s.players[seat].hand[r] - cost[r]);
    s.bank[r] = static_cast<std::uint8_t>(s.bank[r] + cost[r]);
  }
}

void give(GameState& s, int seat, int resource, int count) {
  s.players[seat].hand[resource] = static_cast<std::uint8_t>(s.players[seat].hand[resource] + count);
  s.bank[resource] = static_cast<std::uint8_t>(s.bank[resource] - count);
}

std::uint32_t draw(GameState& s, std::uint32_t bound) {
  Mulberry32 rng(s.rng);
  const std::uint32_t x = rng.below(bound);
  s.rng = rng.state();
  return x;
}

// Index into a multiset given by counts.
template <std::size_t N>
int pickFromCounts(const std::array<std::uint8_t, N>& counts, std::uint32_t index) {
  for (std::size_t i = 0; i < N; ++i) {
    if (index < counts[i]) return static_cast<int>(i);
    index -= counts[i];
  }
  return 0;
}

// Longest road after `seat` extended its roads.
void afterRoad(GameState& s, int seat) {
  const int length = computeRoadLength(s, seat);
  s.players[seat].roadLength = static_cast<std::uint8_t>(length);
  const int holder = s.longestRoad;
  if (holder == seat || length < 5) return;
  if (holder >= 0) {
    if (length > s.players[holder].roadLength) s.longestRoad = static_cast<std::int8_t>(seat);
    return;
  }
  for (int other = 0; other < s.numPlayers; ++other)
    if (other != seat && s.players[other].roadLength >= length) return;
  s.longestRoad = static_cast<std::int8_t>(seat);
}

// A building may have cut other players' roads: recount, and if a length changed, settle the card.
void afterSettlement(GameState& s, int builder, int vertex) {
  // Only a player with two or more roads at the vertex can have a road cut there.
  const GameTables& t = gameTables();
  std::array<int, kMaxPlayers> roadsHere{};
  for (int i = 0; i < t.vertexDegree[vertex]; ++i)
    if (s.edgeOwner[t.vertexEdges[vertex][i]] >= 0) ++roadsHere[s.edgeOwner[t.vertexEdges[vertex][i]]];
  bool changed = false;
  for (int seat = 0; seat < s.numPlayers; ++seat) {
    if (seat == builder || roadsHere[seat] < 2) continue;
    const int length = computeRoadLength(s, seat);
    changed = changed || length != s.players[seat].roadLength;
    s.players[seat].roadLength = static_cast<std::uint8_t>(length);
  }
  if (!changed) return;
  int best = -1, bestLength = 0, atBest = 0;
  for (int seat = 0; seat < s.numPlayers; ++seat) {
    const int length = s.players[seat].roadLength;
    if (length > bestLength) best = seat, bestLength = length, atBest = 1;
    else if (length == bestLength) ++atBest;
  }
  const int holder = s.longestRoad;
  if (holder >= 0 && s.players[holder].roadLength >= 5 && s.players[holder].roadLength >= bestLength) return;
  s.longestRoad = static_cast<std::int8_t>(bestLength >= 5 && atBest == 1 ? best : -1);
}

void afterKnight(GameState& s, int seat) {
  const int knights = s.players[seat].played[kKnight];
  const int holder = s.largestArmy;
  if (knights >= 3 && holder != seat && (holder < 0 || s.players[holder].played[kKnight] < knights))
    s.largestArmy = static_cast<std::int8_t>(seat);
}

void placeSettlement(GameState& s, int seat, int v) {
  s.vertexOwner[v] = static_cast<std::int8_t>(seat);
  ++s.players[seat].settlements;
  const std::uint64_t bit = std::uint64_t{1} << v;
  s.masks.occupied |= bit;
  s.masks.crowded |= gameTables().vertexNeighbourMask[v];
  s.masks.buildings[seat] |= bit;
  s.masks.ports[seat] = static_cast<std::uint8_t>(s.masks.ports[seat] | s.layout.vertexPorts[v]);
  afterSettlement(s, seat, v);
}

void placeRoad(GameState& s, int seat, int e) {
  s.edgeOwner[e] = static_cast<std::int8_t>(seat);
  ++s.players[seat].roads;
  s.masks.roads.set(e);
  for (int v : gameTables().edgeEnds[e]) s.masks.roadEnds[seat] |= std::uint64_t{1} << v;
  afterRoad(s, seat);
}

// The second setup settlement pays one card per adjacent producing hex.
void payStartingResources(GameState& s, int seat, int v) {
  const GameTables& t = gameTables();
  for (int i = 0; i < t.vertexHexCount[v]; ++i) {
    const int r = s.layout.hexResource[t.vertexHexes[v][i]];
    if (r != kDesert && s.bank[r] > 0) give(s, seat, r, 1);
  }
}

void nextSetupStep(GameState& s) {
  int roads = 0;
  for (int seat = 0; seat < s.numPlayers; ++seat) roads += s.players[seat].roads;
  const int n = s.numPlayers;
  s.roadFrom = -1;
  if (roads == 2 * n) {
    s.current = s.turnPlayer = 0;
    s.prompt = Prompt::Roll;
    return;
  }
  if (roads < n) s.current = static_cast<std::uint8_t>(s.current + 1);
  else if (roads > n) s.current = static_cast<std::uint8_t>(s.current - 1);
  s.turnPlayer = s.current;
  s.prompt = Prompt::InitialSettlement;
}

void produce(GameState& s, int total) {
  const GameTables& t = gameTables();
  std::array<std::array<std::uint8_t, kNumResources>, kMaxPlayers> owed{};
  for (int h = 0; h < kNumLandHexes; ++h) {
    if (s.layout.hexNumber[h] != total || h == s.robber) continue;
    const int r = s.layout.hexResource[h];
    for (int v : t.hexCorners[h])
      if (s.vertexOwner[v] >= 0) owed[s.vertexOwner[v]][r] = static_cast<std::uint8_t>(owed[s.vertexOwner[v]][r] + 1 + s.vertexCity[v]);
  }
  for (int r = 0; r < kNumResources; ++r) {
    int total_owed = 0, owedPlayers = 0, only = -1;
    for (int seat = 0; seat < s.numPlayers; ++seat)
      if (owed[seat][r]) total_owed += owed[seat][r], ++owedPlayers, only = seat;
    if (total_owed <= s.bank[r]) {
      for (int seat = 0; seat < s.numPlayers; ++seat) give(s, seat, r, owed[seat][r]);
    } else if (owedPlayers == 1) {
      give(s, only, r, s.bank[r]);  // a single player owed takes what is left
    }
  }
}

// The lowest seat still owing discards, or -1.
int nextDiscarder(const GameState& s) {
  for (int seat = 0; seat < s.numPlayers; ++seat)
    if (s.discardOwed[seat]) return seat;
  return -1;
}

void roll(GameState& s, int total) {
  s.dice = static_cast<std::uint8_t>(total);
  s.rolled = true;
  if (total != 7) {
    produce(s, total);
    s.prompt = Prompt::Main;
    return;
  }
  for (int seat = 0; seat < s.numPlayers; ++seat) {
    const int cards = s.handSize(seat);
    s.discardOwed[seat] = static_cast<std::uint8_t>(cards > 7 ? cards / 2 : 0);
  }
  const int first = nextDiscarder(s);
  if (first >= 0) {
    s.prompt = Prompt::Discard;
    s.current = static_cast<std::uint8_t>(first);
  } else {
    s.prompt = Prompt::MoveRobber;
  }
}

void endRoadBuildingIfDone(GameState& s) {
  const int seat = s.turnPlayer;
  if (s.freeRoads > 0 && s.players[seat].roads < kRoadPieces && buildableRoads(s, seat).any()) return;
  s.freeRoads = 0;
  s.prompt = s.rolled ? Prompt::Main : Prompt::Roll;
}

void playCard(GameState& s, int kind) {
  PlayerState& p = s.players[s.turnPlayer];
  --p.dev[kind];
  ++p.played[kind];
  s.devPlayed = true;
}

// Answers go round from the seat after the turn player; after the last, the turn player decides.
int nextAnswerer(const GameState& s, int after) { return (after + 1) % s.numPlayers; }

void exchange(GameState& s, int a, const Lot& fromA, int b, const Lot& fromB) {
  for (int r = 0; r < kNumResources; ++r) {
    s.players[a].hand[r] = static_cast<std::uint8_t>(s.players[a].hand[r] - fromA[r] + fromB[r]);
    s.players[b].hand[r] = static_cast<std::uint8_t>(s.players[b].hand[r] - fromB[r] + fromA[r]);
  }
}

void checkWin(GameState& s) {
  if (s.prompt == Prompt::GameOver || s.prompt == Prompt::Trade) return;
  if (s.prompt == Prompt::InitialSettlement || s.prompt == Prompt::InitialRoad) return;
  if (s.actualPoints(s.turnPlayer) < kPointsToWin) return;
  s.prompt = Prompt::GameOver;
  s.winner = static_cast<std::int8_t>(s.turnPlayer);
  s.current = s.turnPlayer;
  s.freeRoads = 0;
}

bool holdsLot(const PlayerState& p, const Lot& lot) {
  for (int r = 0; r < kNumResources; ++r)
    if (p.hand[r] < lot[r]) return false;
  return true;
}

// Both sides non-empty, no resource on both.
bool fairLots(const Lot& give, const Lot& get) {
  int g = 0, t = 0;
  for (int r = 0; r < kNumResources; ++r) {
    if (give[r] && get[r]) return false;
    g += give[r], t += get[r];
  }
  return g > 0 && t > 0;
}

const char* promptWord(Prompt p) {
  switch (p) {
    case Prompt::InitialSettlement: return "INITIAL_SETTLEMENT";
    case Prompt::InitialRoad: return "INITIAL_ROAD";
    case Prompt::Roll: return "ROLL";
    case Prompt::Main: return "MAIN";
    case Prompt::Discard: return "DISCARD";
    case Prompt::MoveRobber: return "MOVE_ROBBER";
    case Prompt::RoadBuilding: return "ROAD_BUILDING";
    case Prompt::GameOver: return "GAME_OVER";
    case Prompt::Trade: return "TRADE";
  }
  return "?";
}

Status checkTradeProposal(const GameState& s, ActionCode action) {
  const Lot give = tradeGive(action), get = tradeGet(action);
  if (!fairLots(give, get))
    return Error{"a trade needs cards on both sides and no resource on both sides (no gifts, no like for like)"};
  if (actionKind(action) == ActionKind::Offer) {
    if (s.prompt != Prompt::Main) return Error{"an offer is made only in the main phase, after the roll"};
    if (!holdsLot(s.players[s.turnPlayer], give)) return Error{"the offer gives cards the turn player does not hold"};
    return Status::ok();
  }
  if (s.prompt != Prompt::Trade || s.current == s.turnPlayer) return Error{"no offer is waiting for an answer"};
  if (!holdsLot(s.players[s.current], give)) return Error{"the counter-offer gives cards its seat does not hold"};
  return Status::ok();
}

}  // namespace

const char* promptName(Prompt p) { return promptWord(p); }

GameState newGameState(const Board& board, int players, std::uint32_t seed) {
  const GameTables& t = gameTables();
  GameState s;
  s.numPlayers = static_cast<std::uint8_t>(players);
  s.vertexOwner.fill(-1);
  s.edgeOwner.fill(-1);
  s.bank.fill(kBankPerResource);
  s.deck = kDevDeckStart;
  s.rng = seed;
  for (int h = 0; h < kNumLandHexes; ++h) {
    const HexTile& tile = board.hexes[h];
    const int index = t.findHex(tile.coord.q, tile.coord.r);
    s.layout.hexResource[index] = static_cast<std::uint8_t>(tile.resource);
    s.layout.hexNumber[index] = static_cast<std::uint8_t>(tile.numberToken.value_or(0));
    if (tile.coord == board.robberHex) s.robber = static_cast<std::uint8_t>(index);
  }
  for (int i = 0; i < kNumPorts && i < static_cast<int>(board.harbors.size()); ++i) {
    const Harbor& h = board.harbors[i];
    // HarborType: Generic, then the resources in canonical order.
    const int type = h.type == HarborType::Generic ? kGenericPort : static_cast<int>(h.type) - 1;
    s.layout.portEdge[i] = static_cast<std::uint8_t>(h.edge);
    s.layout.portType[i] = static_cast<std::uint8_t>(type);
  }
  deriveVertexPorts(s.layout);
  return s;
}

void refreshMasks(GameState& s) {
  const GameTables& t = gameTables();
  Masks m;
  for (int v = 0; v < kNumVertices; ++v) {
    const int owner = s.vertexOwner[v];
    if (owner < 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << v;
    m.occupied |= bit;
    m.crowded |= t.vertexNeighbourMask[v];
    m.buildings[owner] |= bit;
    if (s.vertexCity[v]) m.cities |= bit;
    m.ports[owner] = static_cast<std::uint8_t>(m.ports[owner] | s.layout.vertexPorts[v]);
  }
  for (int e = 0; e < kNumEdges; ++e) {
    const int owner = s.edgeOwner[e];
    if (owner < 0) continue;
    m.roads.set(e);
    for (int v : t.edgeEnds[e]) m.roadEnds[owner] |= std::uint64_t{1} << v;
  }
  s.masks = m;
}

void deriveVertexPorts(Layout& layout) {
  const GameTables& t = gameTables();
  layout.vertexPorts.fill(0);
  for (int i = 0; i < kNumPorts; ++i)
    for (int v : t.edgeEnds[layout.portEdge[i]])
      layout.vertexPorts[v] = static_cast<std::uint8_t>(layout.vertexPorts[v] | 1u << layout.portType[i]);
}

Status checkAction(const GameState& s, ActionCode action, const ActionList* listed) {
  const ActionKind kind = actionKind(action);
  if (s.prompt == Prompt::GameOver) return Error{"the game is over"};
  if (kind == ActionKind::Offer || kind == ActionKind::Counter) return checkTradeProposal(s, action);
  ActionList fresh;
  if (!listed) listLegalActions(s, fresh);
  const ActionList& legal = listed ? *listed : fresh;
  const ActionCode bare = stripOutcome(action);
  if (std::find(legal.begin(), legal.end(), bare) == legal.end())
    return Error{actionText(action) + " is not legal now (prompt " + promptWord(s.prompt) + ", seat " +
                 std::to_string(s.current) + " to decide)"};
  return checkOutcome(s, action);
}

Status checkOutcome(const GameState& s, ActionCode action) {
  const ActionKind kind = actionKind(action);
  if (kind == ActionKind::BuyDev && operandA(action) && !s.deck[operandA(action) - 1])
    return Error{"no " + std::string(kDevNames[operandA(action) - 1]) + " is left in the deck"};
  if (kind == ActionKind::Robber && operandC(action) &&
      !s.players[operandB(action) - 1].hand[operandC(action) - 1])
    return Error{"seat " + std::to_string(operandB(action) - 1) + " holds no " + kResourceNames[operandC(action) - 1]};
  return Status::ok();
}

ActionCode applyChecked(GameState& s, ActionCode action) {
  const int seat = s.current;
  PlayerState& p = s.players[seat];
  const unsigned a = operandA(action), b = operandB(action), c = operandC(action);
  switch (actionKind(action)) {
    case ActionKind::Settlement:
      if (s.prompt == Prompt::InitialSettlement) {
        placeSettlement(s, seat, static_cast<int>(a));
        if (p.settlements == 2) payStartingResources(s, seat, static_cast<int>(a));
        s.roadFrom = static_cast<std::int8_t>(a);
        s.prompt = Prompt::InitialRoad;
      } else {
        pay(s, seat, kSettlementCost);
        placeSettlement(s, seat, static_cast<int>(a));
      }
      break;
    case ActionKind::Road:
      if (s.prompt == Prompt::InitialRoad) {
        placeRoad(s, seat, static_cast<int>(a));
        nextSetupStep(s);
      } else if (s.prompt == Prompt::RoadBuilding) {
        placeRoad(s, seat, static_cast<int>(a));
        --s.freeRoads;
        endRoadBuildingIfDone(s);
      } else {
        pay(s, seat, kRoadCost);
        placeRoad(s, seat, static_cast<int>(a));
      }
      break;
    case ActionKind::City:
      pay(s, seat, kCityCost);
      s.vertexCity[a] = 1;
      s.masks.cities |= std::uint64_t{1} << a;
      --p.settlements;
      ++p.cities;
      break;
    case ActionKind::BuyDev: {
      pay(s, seat, kDevCost);
      const int card = a ? static_cast<int>(a) - 1
                         : pickFromCounts(s.deck, draw(s, static_cast<std::uint32_t>(s.deckSize())));
      --s.deck[card];
      ++p.dev[card];
      ++p.devNew[card];
      action = makeAction(ActionKind::BuyDev, card + 1);
      break;
    }
    case ActionKind::Roll: {
      int total = static_cast<int>(a);
      if (!total) {
        const int d1 = static_cast<int>(draw(s, 6)), d2 = static_cast<int>(draw(s, 6));
        total = d1 + d2 + 2;
      }
      roll(s, total);
      action = makeAction(ActionKind::Roll, total);
      break;
    }
    case ActionKind::Discard: {
      give(s, seat, static_cast<int>(a), -1);
      --s.discardOwed[seat];
      const int next = nextDiscarder(s);
      if (next >= 0) {
        s.current = static_cast<std::uint8_t>(next);
      } else {
        s.current = s.turnPlayer;
        s.prompt = Prompt::MoveRobber;
      }
      break;
    }
    case ActionKind::Robber: {
      s.robber = static_cast<std::uint8_t>(a);
      if (b) {
        const int victim = static_cast<int>(b) - 1;
        const int res = c ? static_cast<int>(c) - 1
                          : pickFromCounts(s.players[victim].hand, draw(s, static_cast<std::uint32_t>(s.handSize(victim))));
        --s.players[victim].hand[res];
        ++p.hand[res];
        action = makeAction(ActionKind::Robber, a, b, res + 1);
      }
      s.prompt = s.rolled ? Prompt::Main : Prompt::Roll;
      break;
    }
    case ActionKind::Knight:
      playCard(s, kKnight);
      afterKnight(s, seat);
      s.prompt = Prompt::MoveRobber;
      break;
    case ActionKind::RoadBuilding:
      playCard(s, kRoadBuilding);
      s.freeRoads = 2;
      s.prompt = Prompt::RoadBuilding;
      break;
    case ActionKind::YearOfPlenty:
      playCard(s, kYearOfPlenty);
      give(s, seat, static_cast<int>(a), 1);
      if (b) give(s, seat, static_cast<int>(b) - 1, 1);
      break;
    case ActionKind::Monopoly:
      playCard(s, kMonopoly);
      for (int other = 0; other < s.numPlayers; ++other) {
        if (other == seat) continue;
        p.hand[a] = static_cast<std::uint8_t>(p.hand[a] + s.players[other].hand[a]);
        s.players[other].hand[a] = 0;
      }
      break;
    case ActionKind::Maritime:
      give(s, seat, static_cast<int>(b), -static_cast<int>(a));
      give(s, seat, static_cast<int>(c), 1);
      break;
    case ActionKind::EndTurn:
      p.devNew = {};
      s.turnPlayer = static_cast<std::uint8_t>((s.turnPlayer + 1) % s.numPlayers);
      s.current = s.turnPlayer;
      s.rolled = s.devPlayed = false;
      s.prompt = Prompt::Roll;
      break;
    case ActionKind::Offer:
      s.trade = TradeState{};
      s.trade.give = tradeGive(action);
      s.trade.get = tradeGet(action);
      s.prompt = Prompt::Trade;
      s.current = static_cast<std::uint8_t>(nextAnswerer(s, s.turnPlayer));
      break;
    case ActionKind::Accept:
    case ActionKind::Reject:
    case ActionKind::Counter:
      if (actionKind(action) == ActionKind::Counter) {
        s.trade.answer[seat] = TradeState::kCountered;
        s.trade.counterGive[seat] = tradeGive(action);
        s.trade.counterGet[seat] = tradeGet(action);
      } else {
        s.trade.answer[seat] = actionKind(action) == ActionKind::Accept ? TradeState::kAccepted : TradeState::kRejected;
      }
      s.current = static_cast<std::uint8_t>(nextAnswerer(s, seat));
      break;
    case ActionKind::TradeWith: {
      const int other = static_cast<int>(a);
      if (s.trade.answer[other] == TradeState::kAccepted)
        exchange(s, seat, s.trade.give, other, s.trade.get);
      else
        exchange(s, seat, s.trade.counterGet[other], other, s.trade.counterGive[other]);
      s.trade = TradeState{};
      s.prompt = Prompt::Main;
      break;
    }
    case ActionKind::CancelTrade:
      s.trade = TradeState{};
      s.prompt = Prompt::Main;
      break;
    case ActionKind::None: break;
  }
  checkWin(s);
  return action;
}

}  // namespace boardrules::catan
