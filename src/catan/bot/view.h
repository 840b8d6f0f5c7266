// What one seat may know (docs/CATAN-BOT.md): the public state, its own hand and cards, and for
// everyone else only counts. The computer players read a SeatView, never a GameState, so they
// cannot peek at hidden hands or the deck order; determinize() fills the hidden parts with one
// random guess consistent with the counts, for the bot to evaluate actions on.
#pragma once

#include <array>
#include <cstdint>

#include "catan/game_state.h"
#include "catan/rng.h"

namespace boardrules::catan::bot {

class SeatView {
 public:
  // `offersThisTurn`: domestic offers the turn player has made this turn (public; the state does
  // not keep it, the caller counts it from the record). The bot makes at most one per turn.
  static SeatView of(const GameState& s, int seat, int offersThisTurn = 0);

  int seat() const { return seat_; }
  int offersThisTurn() const { return offersThisTurn_; }
  // The public state: others' hands and cards, the deck's composition and the generator blanked.
  const GameState& visible() const { return visible_; }
  int handCount(int p) const { return handCount_[p]; }
  int devCount(int p) const { return devCount_[p]; }
  // Cards the seat cannot place: resources in others' hands, development cards in others' hands
  // or in the deck.
  const std::array<std::uint8_t, kNumResources>& unseenResources() const { return unseenResources_; }
  const std::array<std::uint8_t, kNumDevKinds>& unseenDev() const { return unseenDev_; }
  // A 64-bit digest of everything the view holds (the bot's seed mixes it in).
  std::uint64_t digest() const;

 private:
  GameState visible_;
  int seat_ = 0;
  int offersThisTurn_ = 0;
  std::array<std::uint8_t, kMaxPlayers> handCount_{}, devCount_{};
  std::array<std::uint8_t, kNumResources> unseenResources_{};
  std::array<std::uint8_t, kNumDevKinds> unseenDev_{};
};

// One full state consistent with the view: the unseen resources dealt uniformly to the other
// seats by their hand counts (cards an open offer or counter shows are placed first), the unseen
// development cards dealt to their card counts, the rest forming the deck; chance from `rng`.
GameState determinize(const SeatView& view, Mulberry32& rng);

}  // namespace boardrules::catan::bot
