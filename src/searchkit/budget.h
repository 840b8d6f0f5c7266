// A search's budget: how many positions it may visit and for how long, and a stop flag its
// caller owns. Shared by the games' computer opponents (no rules here). Depth limits, noise and
// the levels belong to each game's search.
#pragma once

#include <atomic>
#include <cstdint>

#include "searchkit/clock.h"

namespace boardrules::searchkit {

struct BudgetLimits {
  uint64_t maxNodes = 0;        // 0: no node budget
  double maxMs = 0;             // 0: no time budget (a search bounded by nodes alone is deterministic)
  uint64_t minNodes = 0;        // the time budget does not end a search before this many nodes
  double (*clock)() = nullptr;  // the clock maxMs is read from, in ms; nullptr: nowMs
  const std::atomic<bool>* stop = nullptr;  // set by the caller (another thread) to stop early
};

class Budget {
 public:
  void start(const BudgetLimits& limits) {
    limits_ = limits;
    nodes_ = 0;
    exhausted_ = false;
    startMs_ = now();
  }
  // Counts one visited position.
  void visit() { ++nodes_; }
  // True once the nodes or the time are used up or the stop flag is set (then stays true).
  // The clock and the flag are read every kClockEvery nodes.
  bool exhausted() {
    if (exhausted_) return true;
    if (limits_.maxNodes && nodes_ >= limits_.maxNodes) return exhausted_ = true;
    if (nodes_ % kClockEvery == 0) {
      if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return exhausted_ = true;
      if (limits_.maxMs > 0 && nodes_ >= limits_.minNodes && elapsedMs() >= limits_.maxMs) return exhausted_ = true;
    }
    return false;
  }
  // Whether an iteration that typically costs several times the last one is worth starting:
  // false once `fraction` of the time budget is spent (and the node floor is reached).
  bool roomForIteration(double fraction) const {
    return !(limits_.maxMs > 0 && nodes_ >= limits_.minNodes && elapsedMs() > limits_.maxMs * fraction);
  }
  uint64_t nodes() const { return nodes_; }
  double elapsedMs() const { return now() - startMs_; }

 private:
  static constexpr uint64_t kClockEvery = 64;
  double now() const { return limits_.clock ? limits_.clock() : nowMs(); }
  BudgetLimits limits_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  double startMs_ = 0;
};

}  // namespace boardrules::searchkit
