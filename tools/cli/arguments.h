#pragma once
// Command-line numbers: a whole argument read as a number within bounds, or refused (a trailing
// character, an empty text or a value out of range gives false and leaves `out` unchanged).
#include <cstdlib>
#include <type_traits>

namespace boardrules::cli {

template <typename Int>
bool parseInt(const char* text, std::type_identity_t<Int> lo, std::type_identity_t<Int> hi, Int& out) {
  char* end = nullptr;
  const long v = std::strtol(text, &end, 10);
  if (end == text || *end || v < lo || v > hi) return false;
  out = static_cast<Int>(v);
  return true;
}

inline bool parseNumber(const char* text, double lo, double hi, double& out) {
  char* end = nullptr;
  const double v = std::strtod(text, &end);
  if (end == text || *end || !(v >= lo && v <= hi)) return false;
  out = v;
  return true;
}

}  // namespace boardrules::cli
