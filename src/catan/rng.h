// mulberry32, exactly the widely used JavaScript version, so a seed gives the same sequence in C++,
// in WASM and in a JS re-implementation:
//   a = a + 0x6D2B79F5 | 0; t = Math.imul(a ^ a >>> 15, 1 | a);
//   t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296;
#pragma once

#include <cstdint>

namespace boardrules::catan {

class Mulberry32 {
 public:
  explicit Mulberry32(std::uint32_t seed) : state_(seed) {}
  // Next 32-bit output.
  std::uint32_t nextUint32() {
    state_ += 0x6D2B79F5u;
    std::uint32_t t = (state_ ^ (state_ >> 15)) * (state_ | 1u);
    t = (t + (t ^ (t >> 7)) * (t | 61u)) ^ t;
    return t ^ (t >> 14);
  }
  // The JS function's return value: a double in [0, 1).
  double next() { return nextUint32() / 4294967296.0; }
  // floor(next() * bound), as JS shuffles compute an index.
  std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(next() * bound); }
  // The internal state, so a game can keep its generator inside its (copyable) state.
  std::uint32_t state() const { return state_; }

 private:
  std::uint32_t state_;
};

}  // namespace boardrules::catan
