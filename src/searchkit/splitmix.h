// SplitMix64: the seeded randomness of the computer opponents (evaluation noise, deliberate
// blunders, the greedy reference player). The same numbers on every platform and compiler, which
// the standard library's distributions do not promise.
#pragma once

#include <cstdint>

namespace boardrules::searchkit {

// One SplitMix64 output for input `x` (a pure function: hash-like mixing of a key and a seed).
constexpr uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// The next number of the stream whose state the caller owns (advanced here).
inline uint64_t nextRandom(uint64_t& state) {
  const uint64_t out = splitmix64(state);
  state += 0x9E3779B97F4A7C15ull;
  return out;
}

}  // namespace boardrules::searchkit
