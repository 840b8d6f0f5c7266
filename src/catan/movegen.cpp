// Listing the legal actions (docs/rules/catan.md, "Turn structure" to "Trading").
#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

constexpr std::array<std::uint8_t, kNumResources> kRoadCost{1, 1, 0, 0, 0};
constexpr std::array<std::uint8_t, kNumResources> kSettlementCost{1, 1, 1, 1, 0};
constexpr std::array<std::uint8_t, kNumResources> kCityCost{0, 0, 0, 2, 3};
constexpr std::array<std::uint8_t, kNumResources> kDevCost{0, 0, 1, 1, 1};

bool canPay(const PlayerState& p, const std::array<std::uint8_t, kNumResources>& cost) {
  for (int r = 0; r < kNumResources; ++r)
    if (p.hand[r] < cost[r]) return false;
  return true;
}

// Empty vertex whose neighbours are empty too.
bool distanceRuleHolds(const GameState& s, int v) {
  const GameTables& t = gameTables();
  if (s.vertexOwner[v] >= 0) return false;
  for (int i = 0; i < t.vertexDegree[v]; ++i)
    if (s.vertexOwner[t.vertexNeighbours[v][i]] >= 0) return false;
  return true;
}

bool touchesOwnRoad(const GameState& s, int v, int seat) {
  const GameTables& t = gameTables();
  for (int i = 0; i < t.vertexDegree[v]; ++i)
    if (s.edgeOwner[t.vertexEdges[v][i]] == seat) return true;
  return false;
}

void listSetupSettlements(const GameState& s, ActionList& out) {
  for (int v = 0; v < kNumVertices; ++v)
    if (distanceRuleHolds(s, v)) out.push(makeAction(ActionKind::Settlement, v));
}

void listSetupRoads(const GameState& s, ActionList& out) {
  const GameTables& t = gameTables();
  const int v = s.roadFrom;
  for (int i = 0; i < t.vertexDegree[v]; ++i) {
    const int e = t.vertexEdges[v][i];
    if (s.edgeOwner[e] < 0) out.push(makeAction(ActionKind::Road, e));
  }
}

void listRoads(const GameState& s, ActionList& out) {
  const EdgeMask m = buildableRoads(s, s.current);
  for (int e = 0; e < kNumEdges; ++e)
    if (m.test(e)) out.push(makeAction(ActionKind::Road, e));
}

bool heldAtTurnStart(const PlayerState& p, int kind) { return p.dev[kind] > p.devNew[kind]; }

void listYearOfPlenty(const GameState& s, ActionList& out) {
  std::array<bool, kNumResources> single{};
  for (int a = 0; a < kNumResources; ++a)
    for (int b = a; b < kNumResources; ++b) {
      const bool payable = a == b ? s.bank[a] >= 2 : s.bank[a] >= 1 && s.bank[b] >= 1;
      if (payable) {
        out.push(makeAction(ActionKind::YearOfPlenty, a, b + 1));
      } else {
        single[a] = single[a] || s.bank[a] >= 1;
        single[b] = single[b] || s.bank[b] >= 1;
      }
    }
  for (int r = 0; r < kNumResources; ++r)
    if (single[r]) out.push(makeAction(ActionKind::YearOfPlenty, r));
}

void listDevPlays(const GameState& s, ActionList& out) {
  const PlayerState& p = s.players[s.current];
  if (s.devPlayed) return;
  if (heldAtTurnStart(p, kKnight)) out.push(makeAction(ActionKind::Knight));
  if (heldAtTurnStart(p, kRoadBuilding) && p.roads < kRoadPieces && buildableRoads(s, s.current).any())
    out.push(makeAction(ActionKind::RoadBuilding));
  if (heldAtTurnStart(p, kYearOfPlenty)) listYearOfPlenty(s, out);
  if (heldAtTurnStart(p, kMonopoly))
    for (int r = 0; r < kNumResources; ++r) out.push(makeAction(ActionKind::Monopoly, r));
}

void listMain(const GameState& s, ActionList& out) {
  const int seat = s.current;
  const PlayerState& p = s.players[seat];
  out.push(makeAction(ActionKind::EndTurn));
  if (p.roads < kRoadPieces && canPay(p, kRoadCost)) listRoads(s, out);
  if (p.settlements < kSettlementPieces && canPay(p, kSettlementCost))
    for (int v = 0; v < kNumVertices; ++v)
      if (distanceRuleHolds(s, v) && touchesOwnRoad(s, v, seat)) out.push(makeAction(ActionKind::Settlement, v));
  if (p.cities < kCityPieces && canPay(p, kCityCost))
    for (int v = 0; v < kNumVertices; ++v)
      if (s.vertexOwner[v] == seat && !s.vertexCity[v]) out.push(makeAction(ActionKind::City, v));
  if (s.deckSize() > 0 && canPay(p, kDevCost)) out.push(makeAction(ActionKind::BuyDev));
  for (int give = 0; give < kNumResources; ++give) {
    const int rate = maritimeRate(s, seat, give);
    if (p.hand[give] < rate) continue;
    for (int get = 0; get < kNumResources; ++get)
      if (get != give && s.bank[get] > 0) out.push(makeAction(ActionKind::Maritime, rate, give, get));
  }
  listDevPlays(s, out);
}

void listRobber(const GameState& s, ActionList& out) {
  const GameTables& t = gameTables();
  for (int h = 0; h < kNumLandHexes; ++h) {
    if (h == s.robber) continue;
    bool victim[kMaxPlayers] = {};
    bool any = false;
    for (int v : t.hexCorners[h]) {
      const int owner = s.vertexOwner[v];
      if (owner >= 0 && owner != s.turnPlayer && s.handSize(owner) > 0) victim[owner] = any = true;
    }
    if (!any) out.push(makeAction(ActionKind::Robber, h));
    for (int seat = 0; seat < s.numPlayers; ++seat)
      if (victim[seat]) out.push(makeAction(ActionKind::Robber, h, seat + 1));
  }
}

bool holds(const PlayerState& p, const Lot& lot) {
  for (int r = 0; r < kNumResources; ++r)
    if (p.hand[r] < lot[r]) return false;
  return true;
}

void listTrade(const GameState& s, ActionList& out) {
  if (s.current != s.turnPlayer) {
    if (holds(s.players[s.current], s.trade.get)) out.push(makeAction(ActionKind::Accept));
    out.push(makeAction(ActionKind::Reject));
    return;
  }
  for (int seat = 0; seat < s.numPlayers; ++seat) {
    const auto a = s.trade.answer[seat];
    if (seat == s.turnPlayer) continue;
    if (a == TradeState::kAccepted || (a == TradeState::kCountered && holds(s.players[s.turnPlayer], s.trade.counterGet[seat])))
      out.push(makeAction(ActionKind::TradeWith, seat));
  }
  out.push(makeAction(ActionKind::CancelTrade));
}

}  // namespace

int maritimeRate(const GameState& s, int seat, int resource) {
  bool generic = false;
  for (int v = 0; v < kNumVertices; ++v) {
    if (s.vertexOwner[v] != seat) continue;
    const int ports = s.layout.vertexPorts[v];
    if (ports >> resource & 1) return 2;
    generic = generic || (ports >> kGenericPort & 1);
  }
  return generic ? 3 : 4;
}

EdgeMask buildableRoads(const GameState& s, int seat) {
  const GameTables& t = gameTables();
  EdgeMask m;
  for (int v = 0; v < kNumVertices; ++v) {
    const int owner = s.vertexOwner[v];
    if (owner >= 0 && owner != seat) continue;  // an opponent's building interrupts the network
    if (owner != seat && !touchesOwnRoad(s, v, seat)) continue;
    for (int i = 0; i < t.vertexDegree[v]; ++i) {
      const int e = t.vertexEdges[v][i];
      if (s.edgeOwner[e] < 0) m.set(e);
    }
  }
  return m;
}

void listLegalActions(const GameState& s, ActionList& out) {
  out.size = 0;
  switch (s.prompt) {
    case Prompt::InitialSettlement: listSetupSettlements(s, out); break;
    case Prompt::InitialRoad: listSetupRoads(s, out); break;
    case Prompt::Roll:
      out.push(makeAction(ActionKind::Roll));
      listDevPlays(s, out);
      break;
    case Prompt::Main: listMain(s, out); break;
    case Prompt::Discard:
      for (int r = 0; r < kNumResources; ++r)
        if (s.players[s.current].hand[r]) out.push(makeAction(ActionKind::Discard, r));
      break;
    case Prompt::MoveRobber: listRobber(s, out); break;
    case Prompt::RoadBuilding: listRoads(s, out); break;
    case Prompt::Trade: listTrade(s, out); break;
    case Prompt::GameOver: break;
  }
}

}  // namespace boardrules::catan
