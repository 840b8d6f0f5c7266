#include "catan/bot/policies.h"

#include <algorithm>

#include "catan/game_tables.h"

namespace boardrules::catan::bot {

namespace {

ActionCode firstOf(const ActionList& legal, ActionKind kind) {
  for (ActionCode a : legal)
    if (actionKind(a) == kind) return a;
  return 0;
}

double vertexWorth(const GameState& s, const BoardWeights& w, int v) {
  const GameTables& t = gameTables();
  double x = 0;
  for (int i = 0; i < t.vertexHexCount[v]; ++i) {
    const int h = t.vertexHexes[v][i];
    const int r = s.layout.hexResource[h];
    if (r != kDesert) x += pips(s.layout.hexNumber[h]) * w.resource[r];
  }
  return x + 0.5 * (s.layout.vertexPorts[v] != 0);
}

ActionCode bestSettlement(const GameState& s, const ActionList& legal, const BoardWeights& w) {
  ActionCode best = 0;
  double bestWorth = -1;
  for (ActionCode a : legal)
    if (actionKind(a) == ActionKind::Settlement) {
      const double x = vertexWorth(s, w, static_cast<int>(operandA(a)));
      if (x > bestWorth) best = a, bestWorth = x;
    }
  return best;
}

// The road whose far end is the best free spot (a road towards something).
ActionCode bestRoad(const GameState& s, const ActionList& legal, const BoardWeights& w, Mulberry32& rng) {
  const GameTables& t = gameTables();
  ActionCode best = 0;
  double bestWorth = -1;
  for (ActionCode a : legal) {
    if (actionKind(a) != ActionKind::Road) continue;
    double x = rng.next() * 0.5;
    for (int end : t.edgeEnds[operandA(a)]) {
      bool free = s.vertexOwner[end] < 0;
      for (int i = 0; free && i < t.vertexDegree[end]; ++i) free = s.vertexOwner[t.vertexNeighbours[end][i]] < 0;
      if (free) x = std::max(x, vertexWorth(s, w, end));
    }
    if (x > bestWorth) best = a, bestWorth = x;
  }
  return best;
}

int leader(const GameState& s, int except) {
  int best = -1, bestPoints = -1;
  for (int p = 0; p < s.numPlayers; ++p)
    if (p != except && s.visiblePoints(p) > bestPoints) best = p, bestPoints = s.visiblePoints(p);
  return best;
}

}  // namespace

double robberHexScore(const GameState& s, int hex, int mover) {
  const GameTables& t = gameTables();
  if (s.layout.hexResource[hex] == kDesert) return 0;
  const int lead = leader(s, mover);
  double x = 0;
  for (int v : t.hexCorners[hex]) {
    const int owner = s.vertexOwner[v];
    if (owner < 0) continue;
    const double weight = owner == mover ? -3.0 : owner == lead ? 1.5 : 1.0;
    x += weight * (1 + s.vertexCity[v]) * pips(s.layout.hexNumber[hex]);
  }
  return x;
}

ActionCode firstAffordableAction(const GameState& s, const ActionList& legal) {
  if (s.prompt == Prompt::Main) {
    for (ActionKind k : {ActionKind::City, ActionKind::Settlement, ActionKind::BuyDev, ActionKind::Road})
      if (ActionCode a = firstOf(legal, k)) return a;
    return makeAction(ActionKind::EndTurn);
  }
  if (s.prompt == Prompt::Trade) {
    const ActionKind no = s.current == s.turnPlayer ? ActionKind::CancelTrade : ActionKind::Reject;
    return makeAction(no);
  }
  return legal.items[0];
}

ActionCode rolloutAction(const GameState& s, const ActionList& legal, const BoardWeights& w, Mulberry32& rng) {
  const int seat = s.current;
  const PlayerState& p = s.players[seat];
  switch (s.prompt) {
    case Prompt::InitialSettlement: return bestSettlement(s, legal, w);
    case Prompt::InitialRoad:
    case Prompt::RoadBuilding: return bestRoad(s, legal, w, rng);
    case Prompt::Roll: {
      const ActionCode knight = firstOf(legal, ActionKind::Knight);
      if (knight && robberHexScore(s, s.robber, seat) < 0) return knight;
      return makeAction(ActionKind::Roll);
    }
    case Prompt::Discard: {
      int most = 0;
      for (int r = 1; r < kNumResources; ++r)
        if (p.hand[r] > p.hand[most]) most = r;
      return makeAction(ActionKind::Discard, most);
    }
    case Prompt::MoveRobber: {
      ActionCode best = legal.items[0];
      double bestScore = -1e9;
      const int lead = leader(s, seat);
      for (ActionCode a : legal) {
        double x = robberHexScore(s, static_cast<int>(operandA(a)), seat);
        if (operandB(a)) x += 0.5 + (static_cast<int>(operandB(a)) - 1 == lead ? 0.5 : 0);
        if (x > bestScore) best = a, bestScore = x;
      }
      return best;
    }
    case Prompt::Trade: return makeAction(s.current == s.turnPlayer ? ActionKind::CancelTrade : ActionKind::Reject);
    case Prompt::Main: {
      if (ActionCode a = firstOf(legal, ActionKind::City)) return a;
      if (ActionCode a = bestSettlement(s, legal, w)) return a;
      if (ActionCode a = firstOf(legal, ActionKind::Knight); a && robberHexScore(s, s.robber, seat) < 0) return a;
      if (p.settlements >= 2 || p.cities > 0)
        if (ActionCode a = firstOf(legal, ActionKind::BuyDev)) return a;
      bool spotOpen = false;
      const GameTables& t = gameTables();
      for (int v = 0; v < kNumVertices && !spotOpen; ++v) {
        if (s.vertexOwner[v] >= 0) continue;
        bool mine = false, clear = true;
        for (int i = 0; i < t.vertexDegree[v]; ++i) {
          mine = mine || s.edgeOwner[t.vertexEdges[v][i]] == seat;
          clear = clear && s.vertexOwner[t.vertexNeighbours[v][i]] < 0;
        }
        spotOpen = mine && clear;
      }
      if (!spotOpen && p.roads < 13)
        if (ActionCode a = bestRoad(s, legal, w, rng)) return a;
      // A bank trade from the most plentiful kind towards a city or a settlement.
      for (ActionCode a : legal) {
        if (actionKind(a) != ActionKind::Maritime) continue;
        const int give = static_cast<int>(operandB(a)), get = static_cast<int>(operandC(a));
        std::array<std::uint8_t, kNumResources> h = p.hand;
        h[give] = static_cast<std::uint8_t>(h[give] - operandA(a));
        ++h[get];
        const bool city = h[3] >= 2 && h[4] >= 3 && p.settlements > 0;
        const bool town = spotOpen && h[0] && h[1] && h[2] && h[3];
        if (city || town) return a;
      }
      return makeAction(ActionKind::EndTurn);
    }
    case Prompt::GameOver: break;
  }
  return legal.items[0];
}

}  // namespace boardrules::catan::bot
