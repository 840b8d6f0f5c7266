// A game's record in 4 bytes an action (a live game's memory is a target: docs/PERFORMANCE.md).
// Every action but a domestic offer or counter fits 32 bits with its outcome (kind and three byte
// operands, actions.h); those two keep their lots in a side list and their slot holds its index.
// Whether the game drew the outcome is the top bit of the kind byte (kinds are below 32).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "catan/actions.h"

namespace boardrules::catan {

class ActionRecord {
 public:
  struct Entry {
    ActionCode action;  // with its outcome
    bool drawn;         // the game drew the outcome (the caller left it open)
  };

  void push(ActionCode action, bool drawn) {
    std::uint32_t slot = static_cast<std::uint32_t>(action);
    if (isTrade(action)) {
      slot = static_cast<std::uint32_t>(action & 0xFF) | static_cast<std::uint32_t>(lots_.size()) << 8;
      lots_.push_back(action);
    }
    slots_.push_back(drawn ? slot | kDrawnBit : slot);
  }
  void popBack() {
    if (isTrade(slots_.back() & 0x7F)) lots_.pop_back();
    slots_.pop_back();
  }
  void clear() {
    slots_.clear();
    lots_.clear();
  }

  std::size_t size() const { return slots_.size(); }
  bool empty() const { return slots_.empty(); }
  Entry operator[](std::size_t i) const {
    const std::uint32_t slot = slots_[i];
    const ActionCode bare = slot & ~kDrawnBit;
    return {isTrade(bare) ? lots_[slot >> 8] : bare, (slot & kDrawnBit) != 0};
  }
  Entry back() const { return (*this)[slots_.size() - 1]; }
  ActionKind kindAt(std::size_t i) const { return static_cast<ActionKind>(slots_[i] & 0x7F); }
  // Heap bytes held (capacity, not size: what the game really keeps).
  std::size_t heapBytes() const { return slots_.capacity() * sizeof(std::uint32_t) + lots_.capacity() * sizeof(ActionCode); }

 private:
  static constexpr std::uint32_t kDrawnBit = 0x80;
  static bool isTrade(ActionCode action) {
    const ActionKind kind = actionKind(action);
    return kind == ActionKind::Offer || kind == ActionKind::Counter;
  }

  std::vector<std::uint32_t> slots_;
  std::vector<ActionCode> lots_;  // offers' and counters' whole codes, in record order
};

}  // namespace boardrules::catan
