#include "catan/bot/evaluate.h"

#include <algorithm>
#include <cmath>

#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan::bot {

namespace {

constexpr std::array<std::uint8_t, kNumResources> kRoadCost{1, 1, 0, 0, 0};
constexpr std::array<std::uint8_t, kNumResources> kSettlementCost{1, 1, 1, 1, 0};
constexpr std::array<std::uint8_t, kNumResources> kCityCost{0, 0, 0, 2, 3};
constexpr std::array<std::uint8_t, kNumResources> kDevCost{0, 0, 1, 1, 1};

// Base worth of a pip by resource before scarcity: wheat and ore build cities.
constexpr std::array<double, kNumResources> kBaseWorth{1.0, 1.0, 0.8, 1.1, 1.05};

int missing(const std::array<std::uint8_t, kNumResources>& hand, const std::array<std::uint8_t, kNumResources>& cost) {
  int n = 0;
  for (int r = 0; r < kNumResources; ++r) n += cost[r] > hand[r] ? cost[r] - hand[r] : 0;
  return n;
}

bool distanceRuleHolds(const GameState& s, int v) {
  const GameTables& t = gameTables();
  if (s.vertexOwner[v] >= 0) return false;
  for (int i = 0; i < t.vertexDegree[v]; ++i)
    if (s.vertexOwner[t.vertexNeighbours[v][i]] >= 0) return false;
  return true;
}

double vertexWorth(const GameState& s, const BoardWeights& w, int v) {
  const GameTables& t = gameTables();
  double x = 0;
  for (int i = 0; i < t.vertexHexCount[v]; ++i) {
    const int h = t.vertexHexes[v][i];
    const int r = s.layout.hexResource[h];
    if (r != kDesert) x += pips(s.layout.hexNumber[h]) * w.resource[r];
  }
  return x;
}

// Room to expand: the best free settlement spots within two new roads of the seat's network.
// Returns {worth of the best spot reachable now, worth of the best in one road, in two roads}.
std::array<double, 3> expansion(const GameState& s, const BoardWeights& w, int seat) {
  const GameTables& t = gameTables();
  // dist[v]: new roads needed to reach vertex v (0 = on the network), 3 = farther.
  std::array<std::uint8_t, kNumVertices> dist;
  dist.fill(3);
  for (int v = 0; v < kNumVertices; ++v) {
    if (s.vertexOwner[v] == seat) dist[v] = 0;
    else if (s.vertexOwner[v] < 0)
      for (int i = 0; i < t.vertexDegree[v]; ++i)
        if (s.edgeOwner[t.vertexEdges[v][i]] == seat) dist[v] = 0;
  }
  for (int step = 1; step <= 2; ++step)
    for (int v = 0; v < kNumVertices; ++v) {
      if (dist[v] != step - 1 || (s.vertexOwner[v] >= 0 && s.vertexOwner[v] != seat)) continue;
      for (int i = 0; i < t.vertexDegree[v]; ++i) {
        const int e = t.vertexEdges[v][i], u = t.vertexNeighbours[v][i];
        if (s.edgeOwner[e] < 0 && dist[u] > step) dist[u] = static_cast<std::uint8_t>(step);
      }
    }
  std::array<double, 3> best{};
  for (int v = 0; v < kNumVertices; ++v)
    if (dist[v] < 3 && distanceRuleHolds(s, v)) best[dist[v]] = std::max(best[dist[v]], vertexWorth(s, w, v));
  return best;
}

double handValue(const GameState& s, int seat, const EvalOptions& o, bool canSettle) {
  const PlayerState& p = s.players[seat];
  const int cards = s.handSize(seat);
  double v = 0.05 * std::min(cards, 7);
  std::array<double, 4> progress{};
  if (p.cities < kCityPieces && p.settlements > 0) {
    const int m = missing(p.hand, kCityCost);
    progress[0] = m == 0 ? 0.5 : m == 1 ? 0.28 : m == 2 ? 0.12 : 0.0;
  }
  if (p.settlements < kSettlementPieces) {
    const int m = missing(p.hand, kSettlementCost);
    progress[1] = (canSettle ? 1.0 : 0.5) * (m == 0 ? 0.45 : m == 1 ? 0.22 : m == 2 ? 0.08 : 0.0);
  }
  {
    const int m = missing(p.hand, kDevCost);
    progress[2] = m == 0 ? 0.12 : m == 1 ? 0.05 : 0.0;
  }
  progress[3] = missing(p.hand, kRoadCost) == 0 ? 0.04 : 0.0;
  std::sort(progress.begin(), progress.end());
  v += progress[3] + 0.35 * progress[2] + 0.15 * progress[1];
  if (o.detail && cards > 7) {
    // A 7 before the next turn (about one in three over the others' rolls) costs half the hand.
    v -= 0.33 * (cards / 2) * 0.12;
  }
  return v;
}

}  // namespace

BoardWeights::BoardWeights(const Layout& layout) {
  std::array<double, kNumResources> total{};
  double all = 0;
  for (int h = 0; h < kNumLandHexes; ++h) {
    const int r = layout.hexResource[h];
    if (r == kDesert) continue;
    total[r] += pips(layout.hexNumber[h]);
    all += pips(layout.hexNumber[h]);
  }
  for (int r = 0; r < kNumResources; ++r) {
    const double scarcity = total[r] > 0 ? (all / kNumResources) / total[r] : 1.5;
    resource[r] = kBaseWorth[r] * std::clamp(std::sqrt(scarcity), 0.75, 1.4);
  }
}

std::array<double, kNumResources> production(const GameState& s, int seat) {
  const GameTables& t = gameTables();
  std::array<double, kNumResources> out{};
  for (int v = 0; v < kNumVertices; ++v) {
    if (s.vertexOwner[v] != seat) continue;
    const int mult = 1 + s.vertexCity[v];
    for (int i = 0; i < t.vertexHexCount[v]; ++i) {
      const int h = t.vertexHexes[v][i];
      const int r = s.layout.hexResource[h];
      if (r == kDesert || h == s.robber) continue;
      out[r] += mult * pips(s.layout.hexNumber[h]);
    }
  }
  return out;
}

double seatValue(const GameState& s, const BoardWeights& w, int seat, bool knowsHand, const EvalOptions& o) {
  const PlayerState& p = s.players[seat];
  double v = knowsHand ? s.actualPoints(seat) : s.visiblePoints(seat);
  const std::array<double, kNumResources> prod = production(s, seat);
  int kinds = 0;
  for (int r = 0; r < kNumResources; ++r) {
    // Diminishing returns past about one card of a kind every three rolls.
    const double x = prod[r];
    v += 0.075 * w.resource[r] * (x <= 12 ? x : 12 + 0.6 * (x - 12));
    kinds += x > 0;
  }
  v += 0.1 * kinds;
  bool canSettle = false;
  if (o.detail) {
    int ports = 0;
    for (int vtx = 0; vtx < kNumVertices; ++vtx)
      if (s.vertexOwner[vtx] == seat) ports |= s.layout.vertexPorts[vtx];
    if (ports >> kGenericPort & 1) v += 0.15;
    for (int r = 0; r < kNumResources; ++r)
      if (ports >> r & 1) v += 0.012 * prod[r];
    if (p.settlements + p.cities < kSettlementPieces + kCityPieces && p.settlements < kSettlementPieces) {
      const std::array<double, 3> room = expansion(s, w, seat);
      canSettle = room[0] > 0;
      v += 0.03 * room[0] + 0.02 * room[1] + 0.008 * room[2];
      if (room[0] == 0 && room[1] == 0 && room[2] == 0) v -= 0.2;
    }
  }
  // Races: the road card and the army card are in the points already; closeness counts a little.
  v += 0.03 * std::min<int>(p.roadLength, 8);
  v += 0.12 * p.played[kKnight];
  int held = 0;
  for (int k = 0; k < kNumDevKinds; ++k) held += p.dev[k];
  if (knowsHand) {
    v += 0.4 * (p.dev[kKnight] + p.dev[kRoadBuilding] + p.dev[kYearOfPlenty] + p.dev[kMonopoly]);
    v += handValue(s, seat, o, canSettle);
  } else {
    v += 0.5 * held;  // a fifth of the unseen cards are points
    v += 0.06 * std::min(s.handSize(seat), 7);
  }
  return v;
}

double positionValue(const GameState& s, const BoardWeights& w, int seat, const EvalOptions& o) {
  if (s.prompt == Prompt::GameOver) return s.winner == seat ? 1000.0 : -1000.0;
  const double own = seatValue(s, w, seat, true, o);
  double best = -1e9, sum = 0;
  for (int p = 0; p < s.numPlayers; ++p) {
    if (p == seat) continue;
    const double x = seatValue(s, w, p, false, o);
    best = std::max(best, x);
    sum += x;
  }
  return own - 0.5 * best - 0.15 * sum;
}

}  // namespace boardrules::catan::bot
