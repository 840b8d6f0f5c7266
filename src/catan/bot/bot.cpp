#include "catan/bot/bot.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "catan/bot/evaluate.h"
#include "catan/bot/levels.h"
#include "catan/bot/policies.h"
#include "catan/game_tables.h"
#include "catan/rules.h"

namespace boardrules::catan::bot {

namespace {

struct Context {
  const SeatView& view;
  const LevelSpec& spec;
  BoardWeights weights;
  EvalOptions eval;
  int seat;
};

double value(const Context& c, const GameState& s) { return positionValue(s, c.weights, c.seat, c.eval); }

bool ownFollowUp(const GameState& s, int seat) {
  return s.current == seat && (s.prompt == Prompt::MoveRobber || s.prompt == Prompt::RoadBuilding);
}

double valueAfter(const Context& c, const GameState& s, ActionCode a, int depth);

// The seat's best continuation of its own sub-decision (robber after a knight, free roads).
double bestContinuation(const Context& c, const GameState& s, int depth) {
  ActionList legal;
  listLegalActions(s, legal);
  if (legal.size == 0 || depth > 3) return value(c, s);
  double best = -1e18;
  for (ActionCode a : legal) best = std::max(best, valueAfter(c, s, a, depth + 1));
  return best;
}

double settle(const Context& c, const GameState& next, int depth) {
  return ownFollowUp(next, c.seat) ? bestContinuation(c, next, depth) : value(c, next);
}

// Expected value of the position after `a` (chance outcomes averaged exactly where cheap).
double valueAfter(const Context& c, const GameState& s, ActionCode a, int depth) {
  switch (actionKind(a)) {
    case ActionKind::Roll: return value(c, s);
    case ActionKind::BuyDev: {
      const int total = s.deckSize();
      double sum = 0;
      for (int k = 0; k < kNumDevKinds; ++k) {
        if (!s.deck[k]) continue;
        GameState next = s;
        applyChecked(next, makeAction(ActionKind::BuyDev, k + 1));
        sum += s.deck[k] * value(c, next);
      }
      return sum / total;
    }
    case ActionKind::Robber: {
      if (!operandB(a)) {
        GameState next = s;
        applyChecked(next, a);
        return value(c, next);
      }
      const int victim = static_cast<int>(operandB(a)) - 1;
      const int total = s.handSize(victim);
      double sum = 0;
      for (int r = 0; r < kNumResources; ++r) {
        if (!s.players[victim].hand[r]) continue;
        GameState next = s;
        applyChecked(next, makeAction(ActionKind::Robber, operandA(a), operandB(a), r + 1));
        sum += s.players[victim].hand[r] * value(c, next);
      }
      return sum / total;
    }
    case ActionKind::Offer: {
      // Taken by the opponent who gains most from it, if any gains at all; else nothing happens.
      const Lot give = tradeGive(a), get = tradeGet(a);
      double best = value(c, s) - 0.01;
      for (int p = 0; p < s.numPlayers; ++p) {
        if (p == c.seat) continue;
        bool holds = true;
        for (int r = 0; r < kNumResources; ++r) holds = holds && s.players[p].hand[r] >= get[r];
        if (!holds) continue;
        GameState next = s;
        for (int r = 0; r < kNumResources; ++r) {
          next.players[c.seat].hand[r] = static_cast<std::uint8_t>(next.players[c.seat].hand[r] - give[r] + get[r]);
          next.players[p].hand[r] = static_cast<std::uint8_t>(next.players[p].hand[r] + give[r] - get[r]);
        }
        const double theirs = positionValue(next, c.weights, p, c.eval) - positionValue(s, c.weights, p, c.eval);
        if (theirs > 0) best = std::max(best, value(c, next) - 0.02);
      }
      return best;
    }
    case ActionKind::Accept: {
      // Worth it only if the swap itself (the turn player then takes it) leaves this seat better.
      GameState next = s;
      const int t = s.turnPlayer;
      for (int r = 0; r < kNumResources; ++r) {
        next.players[t].hand[r] = static_cast<std::uint8_t>(next.players[t].hand[r] - s.trade.give[r] + s.trade.get[r]);
        next.players[c.seat].hand[r] =
            static_cast<std::uint8_t>(next.players[c.seat].hand[r] + s.trade.give[r] - s.trade.get[r]);
      }
      const double now = value(c, s), after = value(c, next);
      return after > now + 0.03 ? after : now - 0.01;
    }
    default: {
      GameState next = s;
      applyChecked(next, a);
      return settle(c, next, depth);
    }
  }
}

// Domestic offers worth proposing: one or two of a plentiful kind for one card that completes or
// nearly completes a city or a settlement.
void addOffers(const GameState& s, int seat, std::vector<ActionCode>& out) {
  const PlayerState& p = s.players[seat];
  for (int want = 0; want < kNumResources; ++want)
    for (int give = 0; give < kNumResources; ++give) {
      if (give == want || p.hand[give] < 2) continue;
      for (int n = 1; n <= 2 && n < p.hand[give]; ++n) {
        Lot g{}, w{};
        g[give] = static_cast<std::uint8_t>(n);
        w[want] = 1;
        out.push_back(makeTradeAction(ActionKind::Offer, g, w));
      }
    }
}

double gaussian(Mulberry32& rng) {
  // Sum of four uniforms: mean 0, standard deviation 1, cheap and deterministic.
  double x = 0;
  for (int i = 0; i < 4; ++i) x += rng.next();
  return (x - 2.0) * std::sqrt(3.0);
}

// One rollout from `s` with the fast policy for `turns` turn changes, then the evaluation.
double rollout(const Context& c, GameState s, int turns, Mulberry32& rng) {
  ActionList legal;
  int changes = 0, actions = 0;
  int turn = s.turnPlayer;
  while (s.prompt != Prompt::GameOver && actions < 2000) {
    if (s.turnPlayer != turn) {
      turn = s.turnPlayer;
      if (++changes >= turns) break;
    }
    listLegalActions(s, legal);
    if (legal.size == 0) break;
    applyChecked(s, rolloutAction(s, legal, c.weights, rng));
    ++actions;
  }
  return value(c, s);
}

bool touchesSeat(const GameState& s, int hex, int seat) {
  for (int v : gameTables().hexCorners[hex])
    if (s.vertexOwner[v] == seat) return true;
  return false;
}

bool worthRollouts(Prompt p) {
  return p == Prompt::Main || p == Prompt::InitialSettlement || p == Prompt::MoveRobber || p == Prompt::Roll;
}

}  // namespace

Status checkBotOptions(const BotOptions& o) {
  if (o.level < kMinLevel || o.level > kMaxLevel)
    return Error{"bad-level: level must be 1..6, got " + std::to_string(o.level)};
  if (o.rollouts < -1 || o.rollouts > kMaxRolloutsPerCandidate)
    return Error{"bad-budget: rollouts must be -1 (the level's) or 0.." + std::to_string(kMaxRolloutsPerCandidate) +
                 ", got " + std::to_string(o.rollouts)};
  return Status::ok();
}

Result<ActionCode> bestAction(const SeatView& view, const BotOptions& options) {
  if (Status ok = checkBotOptions(options); !ok) return Error{ok.message()};
  const GameState& vis = view.visible();
  if (vis.prompt == Prompt::GameOver) return Error{"game-over: the game is over, nobody is to decide"};
  if (view.seat() < 0 || view.seat() >= vis.numPlayers || view.seat() != vis.current)
    return Error{"not-to-decide: seat " + std::to_string(view.seat()) + " is not the one to act (seat " +
                 std::to_string(vis.current) + " is)"};
  const LevelSpec& spec = kLevels[options.level - 1];
  const int seat = view.seat();
  Context c{view, spec, BoardWeights(vis.layout), EvalOptions{spec.detail}, seat};
  const std::uint64_t digest = view.digest();
  Mulberry32 rng(static_cast<std::uint32_t>(digest ^ digest >> 32) ^ options.seed * 0x9E3779B9u);

  std::vector<GameState> worlds;
  for (int d = 0; d < spec.determinizations; ++d) worlds.push_back(determinize(view, rng));
  ActionList legal;
  listLegalActions(worlds[0], legal);
  std::vector<ActionCode> candidates(legal.begin(), legal.end());
  if (spec.domesticTrade && vis.prompt == Prompt::Main && view.offersThisTurn() == 0) addOffers(vis, seat, candidates);
  if (candidates.size() == 1) return candidates[0];

  std::vector<double> score(candidates.size(), 0.0);
  for (const GameState& w : worlds)
    for (std::size_t i = 0; i < candidates.size(); ++i) score[i] += valueAfter(c, w, candidates[i], 0) / worlds.size();
  // From level 2 the robber and the discards are never left to noise, and the robber never
  // lands on the mover's own buildings while another hex is free of them.
  const bool careful = spec.level >= 2 && (vis.prompt == Prompt::MoveRobber || vis.prompt == Prompt::Discard);
  if (spec.noise > 0 && !careful)
    for (double& x : score) x += spec.noise * gaussian(rng);
  if (careful && vis.prompt == Prompt::MoveRobber) {
    std::vector<bool> own(candidates.size());
    bool avoidable = false;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      own[i] = touchesSeat(vis, static_cast<int>(operandA(candidates[i])), seat);
      avoidable = avoidable || !own[i];
    }
    if (avoidable)
      for (std::size_t i = 0; i < candidates.size(); ++i)
        if (own[i]) score[i] -= 100;
  }

  const int rollouts = options.rollouts >= 0 ? options.rollouts : spec.rollouts;
  if (spec.candidates > 0 && rollouts > 0 && worthRollouts(vis.prompt)) {
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
    const std::size_t k = std::min<std::size_t>(static_cast<std::size_t>(spec.candidates), order.size());
    // Only a close call is worth simulating: candidates within half a point of the best.
    // Offers are never simulated (the rollout policy does not trade).
    std::size_t close = 1;
    if (actionKind(candidates[order[0]]) == ActionKind::Offer) return candidates[order[0]];
    while (close < k && score[order[0]] - score[order[close]] < 0.5 &&
           actionKind(candidates[order[close]]) != ActionKind::Offer)
      ++close;
    if (close > 1) {
      std::vector<double> mc(close, 0.0);
      for (int r = 0; r < rollouts; ++r) {
        const GameState& base = worlds[static_cast<std::size_t>(r) % worlds.size()];
        const std::uint32_t rollSeed = rng.nextUint32();
        for (std::size_t j = 0; j < close; ++j) {
          // Common random numbers: every candidate meets the same dice in rollout r.
          GameState next = base;
          next.rng = rollSeed;
          Mulberry32 policyRng(rollSeed ^ 0x5bd1e995u);
          const ActionCode a = candidates[order[j]];
          applyChecked(next, a);
          mc[j] += rollout(c, next, spec.horizonTurns, policyRng);
        }
      }
      std::size_t best = 0;
      for (std::size_t j = 1; j < close; ++j)
        if (mc[j] > mc[best]) best = j;
      return candidates[order[best]];
    }
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < candidates.size(); ++i)
    if (score[i] > score[best]) best = i;
  return candidates[best];
}

}  // namespace boardrules::catan::bot
