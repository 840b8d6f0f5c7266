#include "catan/bot/view.h"

#include "catan/actions.h"

namespace boardrules::catan::bot {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0x100000001B3ull;
}

template <class Array>
std::uint64_t mixAll(std::uint64_t h, const Array& a) {
  for (auto x : a) h = mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(x)));
  return h;
}

// Deals `pool` (counts by kind) into `hands` so each hand gets `want[p]` cards, uniformly.
template <std::size_t K>
void deal(std::array<std::uint8_t, K>& pool, int total, int seat, int players,
          const std::array<int, kMaxPlayers>& want, std::array<std::array<std::uint8_t, K>, kMaxPlayers>& hands,
          Mulberry32& rng) {
  for (int p = 0; p < players; ++p) {
    if (p == seat) continue;
    for (int i = 0; i < want[p] && total > 0; ++i) {
      std::uint32_t pick = rng.below(static_cast<std::uint32_t>(total));
      std::size_t k = 0;
      while (pick >= pool[k]) pick -= pool[k++];
      --pool[k];
      --total;
      ++hands[p][k];
    }
  }
}

}  // namespace

SeatView SeatView::of(const GameState& s, int seat, int offersThisTurn) {
  SeatView v;
  v.seat_ = seat;
  v.offersThisTurn_ = offersThisTurn;
  v.visible_ = s;
  v.visible_.rng = 0;
  v.visible_.deck = {};
  for (int r = 0; r < kNumResources; ++r) v.unseenResources_[r] = static_cast<std::uint8_t>(kBankPerResource - s.bank[r]);
  for (int k = 0; k < kNumDevKinds; ++k) v.unseenDev_[k] = kDevDeckStart[k];
  for (int p = 0; p < s.numPlayers; ++p) {
    const PlayerState& ps = s.players[p];
    v.handCount_[p] = static_cast<std::uint8_t>(s.handSize(p));
    int held = 0;
    for (int k = 0; k < kNumDevKinds; ++k) {
      held += ps.dev[k];
      v.unseenDev_[k] = static_cast<std::uint8_t>(v.unseenDev_[k] - ps.played[k]);
    }
    v.devCount_[p] = static_cast<std::uint8_t>(held);
    if (p == seat) {
      for (int r = 0; r < kNumResources; ++r) v.unseenResources_[r] = static_cast<std::uint8_t>(v.unseenResources_[r] - ps.hand[r]);
      for (int k = 0; k < kNumDevKinds; ++k) v.unseenDev_[k] = static_cast<std::uint8_t>(v.unseenDev_[k] - ps.dev[k]);
      continue;
    }
    PlayerState& hidden = v.visible_.players[p];
    hidden.hand = {};
    hidden.dev = {};
    hidden.devNew = {};  // how many were bought this turn is public, which ones is not: dropped
  }
  return v;
}

std::uint64_t SeatView::digest() const {
  const GameState& s = visible_;
  std::uint64_t h = 0xCBF29CE484222325ull;
  h = mixAll(h, s.layout.hexResource);
  h = mixAll(h, s.layout.hexNumber);
  h = mixAll(h, s.layout.portEdge);
  h = mixAll(h, s.layout.portType);
  h = mixAll(h, s.vertexOwner);
  h = mixAll(h, s.vertexCity);
  h = mixAll(h, s.edgeOwner);
  h = mixAll(h, s.bank);
  for (int p = 0; p < s.numPlayers; ++p) {
    const PlayerState& ps = s.players[p];
    h = mixAll(h, ps.hand);
    h = mixAll(h, ps.dev);
    h = mixAll(h, ps.devNew);
    h = mixAll(h, ps.played);
    h = mix(h, ps.settlements * 1000u + ps.cities * 100u + ps.roads);
  }
  h = mixAll(h, handCount_);
  h = mixAll(h, devCount_);
  h = mixAll(h, s.discardOwed);
  h = mix(h, s.robber);
  h = mix(h, static_cast<std::uint64_t>(s.prompt) << 32 | s.current << 24 | s.turnPlayer << 16 | s.freeRoads << 8 |
                 (s.rolled ? 2u : 0u) | (s.devPlayed ? 1u : 0u));
  h = mix(h, static_cast<std::uint64_t>(s.roadFrom + 1) << 40 | static_cast<std::uint64_t>(s.longestRoad + 1) << 32 |
                 static_cast<std::uint64_t>(s.largestArmy + 1) << 24 | s.dice);
  h = mixAll(h, s.trade.give);
  h = mixAll(h, s.trade.get);
  h = mixAll(h, s.trade.answer);
  for (int p = 0; p < kMaxPlayers; ++p) h = mixAll(mixAll(h, s.trade.counterGive[p]), s.trade.counterGet[p]);
  return mix(mix(h, static_cast<std::uint64_t>(seat_)), static_cast<std::uint64_t>(offersThisTurn_));
}

GameState determinize(const SeatView& view, Mulberry32& rng) {
  GameState s = view.visible();
  const int seat = view.seat();
  std::array<std::uint8_t, kNumResources> pool = view.unseenResources();
  std::array<std::array<std::uint8_t, kNumResources>, kMaxPlayers> hands{};
  std::array<int, kMaxPlayers> want{};
  // Cards an open offer or counter shows are known to be in that seat's hand.
  auto place = [&](int p, const Lot& lot) {
    if (p == seat) return;
    for (int r = 0; r < kNumResources; ++r) {
      const int extra = lot[r] > hands[p][r] ? lot[r] - hands[p][r] : 0;
      const int n = extra < pool[r] ? extra : pool[r];
      hands[p][r] = static_cast<std::uint8_t>(hands[p][r] + n);
      pool[r] = static_cast<std::uint8_t>(pool[r] - n);
    }
  };
  if (s.prompt == Prompt::Trade) {
    place(s.turnPlayer, s.trade.give);
    for (int p = 0; p < s.numPlayers; ++p)
      if (s.trade.answer[p] == TradeState::kCountered) place(p, s.trade.counterGive[p]);
  }
  int total = 0;
  for (auto c : pool) total += c;
  for (int p = 0; p < s.numPlayers; ++p) {
    int have = 0;
    for (auto c : hands[p]) have += c;
    want[p] = p == seat ? 0 : view.handCount(p) - have;
  }
  deal(pool, total, seat, s.numPlayers, want, hands, rng);
  for (int p = 0; p < s.numPlayers; ++p)
    if (p != seat) s.players[p].hand = hands[p];

  std::array<std::uint8_t, kNumDevKinds> devPool = view.unseenDev();
  std::array<std::array<std::uint8_t, kNumDevKinds>, kMaxPlayers> devHands{};
  int devTotal = 0;
  for (auto c : devPool) devTotal += c;
  for (int p = 0; p < s.numPlayers; ++p) want[p] = p == seat ? 0 : view.devCount(p);
  deal(devPool, devTotal, seat, s.numPlayers, want, devHands, rng);
  for (int p = 0; p < s.numPlayers; ++p)
    if (p != seat) s.players[p].dev = devHands[p];
  s.deck = devPool;
  s.rng = rng.nextUint32();
  return s;
}

}  // namespace boardrules::catan::bot
