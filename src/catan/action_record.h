// A game's record in about two bytes an action (a live game's memory is a target:
// docs/PERFORMANCE.md). Each action is its operand bytes (how many depends on its kind: none for
// END_TURN, one for a road, three for a bank trade, seven for an offer's lots), then one header
// byte with the kind and whether the game drew the outcome. The header comes last so the record
// reads backwards (undo, the last action, this turn's offers); reading forwards first finds where
// each action starts.
#pragma once

#include <array>
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
    const ActionKind kind = actionKind(action);
    // Grown by a fixed step rather than doubled: a record holds at most kGrowth spare bytes.
    if (bytes_.size() + 8 > bytes_.capacity()) bytes_.reserve(bytes_.size() + kGrowth);
    ActionCode operands = action >> 8;
    for (int i = 0; i < operandBytes(kind); ++i, operands >>= 8) bytes_.push_back(static_cast<std::uint8_t>(operands));
    bytes_.push_back(static_cast<std::uint8_t>(static_cast<unsigned>(kind) | (drawn ? kDrawnBit : 0u)));
    ++count_;
  }
  void popBack() {
    bytes_.resize(startOf(bytes_.size()));
    --count_;
  }
  void clear() {
    bytes_.clear();
    count_ = 0;
  }

  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  Entry back() const { return entryEndingAt(bytes_.size()); }

  // Calls visit(entry) from the last action back to the first while it returns true.
  template <class Visit>
  void visitBackward(Visit visit) const {
    for (std::size_t end = bytes_.size(); end > 0; end = startOf(end))
      if (!visit(entryEndingAt(end))) return;
  }
  // Calls visit(index, entry) from the first action to the last.
  template <class Visit>
  void visitForward(Visit visit) const {
    std::vector<std::uint32_t> ends;
    ends.reserve(count_);
    for (std::size_t end = bytes_.size(); end > 0; end = startOf(end)) ends.push_back(static_cast<std::uint32_t>(end));
    for (std::size_t i = ends.size(); i-- > 0;) visit(ends.size() - 1 - i, entryEndingAt(ends[i]));
  }
  // Heap bytes held (capacity, not size: what the game really keeps).
  std::size_t heapBytes() const { return bytes_.capacity(); }

 private:
  static constexpr unsigned kDrawnBit = 0x80;
  static constexpr std::size_t kGrowth = 128;
  // Operand bytes by kind (actions.h): what each kind's code holds above its kind byte.
  static constexpr std::array<std::uint8_t, 20> kOperandBytes{
      0,  // None
      1,  // Settlement: vertex
      1,  // Road: edge
      1,  // City: vertex
      1,  // BuyDev: card + 1 or 0
      1,  // Roll: total or 0
      1,  // Discard: resource
      3,  // Robber: hex, victim + 1, resource + 1
      0,  // Knight
      0,  // RoadBuilding
      2,  // YearOfPlenty: two resources
      1,  // Monopoly: resource
      3,  // Maritime: rate, give, get
      0,  // EndTurn
      7,  // Offer: both lots
      0,  // Accept
      0,  // Reject
      7,  // Counter: both lots
      1,  // TradeWith: seat
      0,  // CancelTrade
  };
  static int operandBytes(ActionKind kind) { return kOperandBytes[static_cast<std::size_t>(kind) % kOperandBytes.size()]; }

  std::size_t startOf(std::size_t end) const {
    return end - 1 - static_cast<std::size_t>(operandBytes(static_cast<ActionKind>(bytes_[end - 1] & ~kDrawnBit)));
  }
  Entry entryEndingAt(std::size_t end) const {
    const unsigned header = bytes_[end - 1];
    ActionCode action = header & ~kDrawnBit;
    const std::size_t start = startOf(end);
    for (std::size_t i = start; i + 1 < end; ++i) action |= static_cast<ActionCode>(bytes_[i]) << (8 * (i - start + 1));
    return {action, (header & kDrawnBit) != 0};
  }

  std::vector<std::uint8_t> bytes_;
  std::size_t count_ = 0;
};

}  // namespace boardrules::catan
