// Listing the legal actions (docs/rules/catan.md, "Turn structure" to "Trading"). Board questions
// are answered from the bit masks of GameState::masks, so a listing never scans the board.
#include <bit>

#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan {

namespace {

constexpr std::uint64_t kAllVertices = (std::uint64_t{1} << kNumVertices) - 1;
constexpr std::array<std::uint8_t, kNumResources> kRoadCost{1, 1, 0, 0, 0};
constexpr std::array<std::uint8_t, kNumResources> kSettlementCost{1, 1, 1, 1, 0};
constexpr std::array<std::uint8_t, kNumResources> kCityCost{0, 0, 0, 2, 3};
constexpr std::array<std::uint8_t, kNumResources> kDevCost{0, 0, 1, 1, 1};

bool canPay(const PlayerState& p, const std::array<std::uint8_t, kNumResources>& cost) {
  for (int r = 0; r < kNumResources; ++r)
    if (p.hand[r] < cost[r]) return false;
  return true;
}

template <class F>
void forEachBit(std::uint64_t bits, F f) {
  while (bits) {
    f(std::countr_zero(bits));
    bits &= bits - 1;
  }
}

void pushEdges(const EdgeMask& m, ActionList& out) {
  forEachBit(m.lo, [&](int e) { out.push(makeAction(ActionKind::Road, e)); });
  forEachBit(m.hi, [&](int e) { out.push(makeAction(ActionKind::Road, 64 + e)); });
}

void listSetupRoads(const GameState& s, ActionList& out) {
  const GameTables& t = gameTables();
  const int v = s.roadFrom;
  for (int i = 0; i < t.vertexDegree[v]; ++i) {
    const int e = t.vertexEdges[v][i];
    if (s.edgeOwner[e] < 0) out.push(makeAction(ActionKind::Road, e));
  }
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

void listDevPlays(const GameState& s, ActionList& out, const EdgeMask* roads) {
  const PlayerState& p = s.players[s.current];
  if (s.devPlayed) return;
  if (heldAtTurnStart(p, kKnight)) out.push(makeAction(ActionKind::Knight));
  if (heldAtTurnStart(p, kRoadBuilding) && p.roads < kRoadPieces &&
      (roads ? *roads : buildableRoads(s, s.current)).any())
    out.push(makeAction(ActionKind::RoadBuilding));
  if (heldAtTurnStart(p, kYearOfPlenty)) listYearOfPlenty(s, out);
  if (heldAtTurnStart(p, kMonopoly))
    for (int r = 0; r < kNumResources; ++r) out.push(makeAction(ActionKind::Monopoly, r));
}

void listMain(const GameState& s, ActionList& out) {
  const int seat = s.current;
  const PlayerState& p = s.players[seat];
  const Masks& m = s.masks;
  out.push(makeAction(ActionKind::EndTurn));
  const EdgeMask roads = buildableRoads(s, seat);
  if (p.roads < kRoadPieces && canPay(p, kRoadCost)) pushEdges(roads, out);
  if (p.settlements < kSettlementPieces && canPay(p, kSettlementCost))
    forEachBit(~m.crowded & m.roadEnds[seat] & kAllVertices,
               [&](int v) { out.push(makeAction(ActionKind::Settlement, v)); });
  if (p.cities < kCityPieces && canPay(p, kCityCost))
    forEachBit(m.buildings[seat] & ~m.cities, [&](int v) { out.push(makeAction(ActionKind::City, v)); });
  if (s.deckSize() > 0 && canPay(p, kDevCost)) out.push(makeAction(ActionKind::BuyDev));
  for (int give = 0; give < kNumResources; ++give) {
    const int rate = maritimeRate(s, seat, give);
    if (p.hand[give] < rate) continue;
    for (int get = 0; get < kNumResources; ++get)
      if (get != give && s.bank[get] > 0) out.push(makeAction(ActionKind::Maritime, rate, give, get));
  }
  listDevPlays(s, out, &roads);
}

void listRobber(const GameState& s, ActionList& out) {
  const GameTables& t = gameTables();
  std::uint64_t robbable[kMaxPlayers] = {};
  for (int seat = 0; seat < s.numPlayers; ++seat)
    if (seat != s.turnPlayer && s.handSize(seat) > 0) robbable[seat] = s.masks.buildings[seat];
  for (int h = 0; h < kNumLandHexes; ++h) {
    if (h == s.robber) continue;
    bool any = false;
    for (int seat = 0; seat < s.numPlayers; ++seat)
      if (robbable[seat] & t.hexCornerMask[h]) {
        out.push(makeAction(ActionKind::Robber, h, seat + 1));
        any = true;
      }
    if (!any) out.push(makeAction(ActionKind::Robber, h));
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
  const int ports = s.masks.ports[seat];
  if (ports >> resource & 1) return 2;
  return ports >> kGenericPort & 1 ? 3 : 4;
}

EdgeMask buildableRoads(const GameState& s, int seat) {
  const GameTables& t = gameTables();
  const Masks& m = s.masks;
  // The network: own buildings, and own road ends not holding another player's building.
  const std::uint64_t network = m.buildings[seat] | (m.roadEnds[seat] & ~m.occupied);
  EdgeMask out;
  forEachBit(network, [&](int v) { out |= t.vertexEdgeMask[v]; });
  out.lo &= ~m.roads.lo;
  out.hi &= ~m.roads.hi;
  return out;
}

void listLegalActions(const GameState& s, ActionList& out) {
  out.size = 0;
  switch (s.prompt) {
    case Prompt::InitialSettlement:
      forEachBit(~s.masks.crowded & kAllVertices, [&](int v) { out.push(makeAction(ActionKind::Settlement, v)); });
      break;
    case Prompt::InitialRoad: listSetupRoads(s, out); break;
    case Prompt::Roll:
      out.push(makeAction(ActionKind::Roll));
      listDevPlays(s, out, nullptr);
      break;
    case Prompt::Main: listMain(s, out); break;
    case Prompt::Discard:
      for (int r = 0; r < kNumResources; ++r)
        if (s.players[s.current].hand[r]) out.push(makeAction(ActionKind::Discard, r));
      break;
    case Prompt::MoveRobber: listRobber(s, out); break;
    case Prompt::RoadBuilding: pushEdges(buildableRoads(s, s.current), out); break;
    case Prompt::Trade: listTrade(s, out); break;
    case Prompt::GameOver: break;
  }
}

}  // namespace boardrules::catan
