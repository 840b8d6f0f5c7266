#pragma once
// The seeded shuffle the Catan boards must reproduce, written here from the published algorithm
// (never from the library's src/catan/rng.h), for the tests that check the library against it.
#include <cstddef>
#include <cstdint>
#include <utility>

namespace catan_oracle {

// mulberry32 as published (JavaScript):
//   a = a + 0x6D2B79F5 | 0; t = Math.imul(a ^ a >>> 15, 1 | a);
//   t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296;
struct Mulberry32 {
  uint32_t a;
  double next() {
    a += 0x6D2B79F5u;
    uint32_t t = (a ^ (a >> 15)) * (1u | a);
    t = (t + (t ^ (t >> 7)) * (61u | t)) ^ t;
    return static_cast<double>(t ^ (t >> 14)) / 4294967296.0;
  }
  // Math.floor(rng() * n)
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() * static_cast<double>(n)); }
};

// for (i = n - 1; i > 0; i--) { j = Math.floor(rng() * (i + 1)); swap(i, j) }
template <class Items>
void fisherYates(Items& items, Mulberry32& rng) {
  for (std::size_t i = items.size() - 1; i >= 1; --i) std::swap(items[i], items[rng.below(i + 1)]);
}

}  // namespace catan_oracle
