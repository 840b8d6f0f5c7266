#include "catan/bot/bot.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "catan/bot/evaluate.h"
#include "catan/bot/levels.h"
#include "catan/bot/policies.h"
#include "catan/game_tables.h"
#include "catan/rules.h"
#include "searchkit/clock.h"

namespace boardrules::catan::bot {

namespace {

struct Context {
  const LevelSpec& spec;
  BoardWeights weights;
  EvalOptions eval;
  int seat;
};

double value(const Context& c, const GameState& s) { return positionValue(s, c.weights, c.seat, c.eval); }

bool ownFollowUp(const GameState& s, int seat) {
  return s.current == seat && (s.prompt == Prompt::MoveRobber || s.prompt == Prompt::RoadBuilding);
}

// The seat's own sub-decisions after an action (robber after a knight, free roads), taken
// greedily one step at a time so the work stays linear in the number of choices.
double bestContinuation(const Context& c, GameState s) {
  ActionList legal;
  for (int step = 0; step < 3 && ownFollowUp(s, c.seat); ++step) {
    listLegalActions(s, legal);
    if (legal.size == 0) break;
    double best = -1e18;
    ActionCode pick = legal.items[0];
    for (ActionCode a : legal) {
      GameState next = s;
      applyChecked(next, a);
      const double x = value(c, next);
      if (x > best) best = x, pick = a;
    }
    applyChecked(s, pick);
  }
  return value(c, s);
}

double settle(const Context& c, const GameState& next) {
  return ownFollowUp(next, c.seat) ? bestContinuation(c, next) : value(c, next);
}

// After a card-changing action: the best build it makes possible (a trade is worth what it buys).
double bestBuildAfter(const Context& c, const GameState& s) {
  if (s.prompt != Prompt::Main || s.current != c.seat) return -1e18;
  ActionList legal;
  listLegalActions(s, legal);
  double best = -1e18;
  for (ActionCode a : legal) {
    const ActionKind k = actionKind(a);
    if (k != ActionKind::City && k != ActionKind::Settlement && k != ActionKind::Road) continue;
    GameState next = s;
    applyChecked(next, a);
    best = std::max(best, value(c, next));
  }
  return best;
}

// Expected value of the position after `a` (chance outcomes averaged exactly where cheap).
double valueAfter(const Context& c, const GameState& s, ActionCode a) {
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
    case ActionKind::Maritime:
    case ActionKind::YearOfPlenty:
    case ActionKind::Monopoly: {
      GameState next = s;
      applyChecked(next, a);
      return c.spec.lookahead >= 1 ? std::max(value(c, next), bestBuildAfter(c, next)) : value(c, next);
    }
    case ActionKind::Road: {
      GameState next = s;
      applyChecked(next, a);
      if (c.spec.lookahead >= 2 && s.prompt == Prompt::Main) return std::max(value(c, next), bestBuildAfter(c, next));
      return settle(c, next);
    }
    default: {
      GameState next = s;
      applyChecked(next, a);
      return settle(c, next);
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

// The rest of the setup played out by every seat's greedy one-step choice (no chance is involved
// before the first roll), then judged for the deciding seat: a placement is worth what it leaves
// for its owner's next one and what the others take in between.
double playOutSetup(const Context& c, GameState s) {
  ActionList legal;
  while (s.prompt == Prompt::InitialSettlement || s.prompt == Prompt::InitialRoad) {
    listLegalActions(s, legal);
    const int mover = s.current;
    ActionCode pick = legal.items[0];
    double best = -1e18;
    for (ActionCode a : legal) {
      GameState next = s;
      applyChecked(next, a);
      const double x = positionValue(next, c.weights, mover, c.eval);
      if (x > best) best = x, pick = a;
    }
    applyChecked(s, pick);
  }
  return value(c, s);
}

bool touchesSeat(const GameState& s, int hex, int seat) {
  for (int v : gameTables().hexCorners[hex])
    if (s.vertexOwner[v] == seat) return true;
  return false;
}

}  // namespace

Status checkBotOptions(const BotOptions& o) {
  if (o.level < kMinLevel || o.level > kMaxLevel)
    return Error{"bad-level: level must be 1..6, got " + std::to_string(o.level)};
  if (o.searchBudget < -1 || o.searchBudget > kMaxSearchBudget)
    return Error{"bad-budget: searchBudget must be -1 (the level's) or 0.." + std::to_string(kMaxSearchBudget) +
                 ", got " + std::to_string(o.searchBudget)};
  if (!(o.timeLimitMs >= 0 && o.timeLimitMs <= kMaxTimeLimitMs))
    return Error{"bad-time: timeLimitMs must be 0 (none) or up to " + std::to_string(static_cast<int>(kMaxTimeLimitMs))};
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
  Context c{spec, BoardWeights(vis.layout), EvalOptions{spec.detail}, seat};
  const std::uint64_t digest = view.digest();
  Mulberry32 rng(static_cast<std::uint32_t>(digest ^ digest >> 32) ^ options.seed * 0x9E3779B9u);

  std::vector<GameState> worlds;
  for (int d = 0; d < spec.determinizations; ++d) worlds.push_back(determinize(view, rng));
  ActionList legal;
  listLegalActions(worlds[0], legal);
  std::vector<ActionCode> candidates(legal.begin(), legal.end());
  if (spec.domesticTrade && vis.prompt == Prompt::Main && view.offersThisTurn() == 0) addOffers(vis, seat, candidates);
  if (candidates.size() == 1) return candidates[0];

  const double started = options.timeLimitMs > 0 ? searchkit::nowMs() : 0;
  const auto outOfTime = [&] { return options.timeLimitMs > 0 && searchkit::nowMs() - started >= options.timeLimitMs; };
  std::vector<double> score(candidates.size(), 0.0);
  std::size_t scored = 0;
  for (const GameState& w : worlds) {
    for (std::size_t i = 0; i < candidates.size(); ++i) score[i] += valueAfter(c, w, candidates[i]) / worlds.size();
    if (++scored < worlds.size() && outOfTime()) break;
  }
  if (scored < worlds.size())
    for (double& x : score) x *= static_cast<double>(worlds.size()) / static_cast<double>(scored);
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

  const int setupSearch = options.searchBudget >= 0 ? options.searchBudget : spec.setupSearch;
  if (setupSearch > 0 && (vis.prompt == Prompt::InitialSettlement || vis.prompt == Prompt::InitialRoad)) {
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
    const std::size_t k = std::min<std::size_t>(static_cast<std::size_t>(setupSearch), order.size());
    std::size_t best = 0;
    double bestValue = -1e18;
    for (std::size_t j = 0; j < k && (j == 0 || !outOfTime()); ++j) {
      GameState next = worlds[0];
      applyChecked(next, candidates[order[j]]);
      const double x = playOutSetup(c, next);
      if (x > bestValue) best = j, bestValue = x;
    }
    return candidates[order[best]];
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < candidates.size(); ++i)
    if (score[i] > score[best]) best = i;
  return candidates[best];
}

}  // namespace boardrules::catan::bot
