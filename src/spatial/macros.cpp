#include "spatial/macros.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "geometry/graph.h"
#include "geometry/grid.h"

namespace boardrules::spatial {

namespace {

// What std::to_string(double) prints ("%f": fixed, 6 decimals, the exact binary value rounded
// half to even), without printf: printf's floating-point formatting (fmt_fp and its long
// double helpers) was about 4 KB of the WebAssembly module, used only here.
__extension__ typedef unsigned __int128 Uint128;  // GCC and Clang; __extension__: no -Wpedantic note

std::string fixedSixDecimals(double v) {
  std::string out = std::signbit(v) ? "-" : "";
  int exponent = 0;
  const double m = std::frexp(std::fabs(v), &exponent);  // |v| = m * 2^exponent, m in [0.5, 1)
  const uint64_t mantissa = static_cast<uint64_t>(std::ldexp(m, 53));
  const int shift = 53 - exponent;  // |v| = mantissa / 2^shift
  uint64_t fraction = 0;            // the six decimals
  if (shift <= 0) {
    // An integer of up to 309 digits: mantissa * 2^-shift in base-1e9 limbs, least significant first.
    constexpr uint64_t kBase = 1000000000;
    std::vector<uint64_t> limbs{mantissa % kBase, mantissa / kBase};
    for (int left = -shift; left > 0;) {
      const int k = left < 32 ? left : 32;
      uint64_t carry = 0;
      for (uint64_t& limb : limbs) {
        const uint64_t t = (limb << k) + carry;
        limb = t % kBase;
        carry = t / kBase;
      }
      for (; carry; carry /= kBase) limbs.push_back(carry % kBase);
      left -= k;
    }
    while (limbs.size() > 1 && limbs.back() == 0) limbs.pop_back();
    out += std::to_string(limbs.back());
    for (std::size_t i = limbs.size() - 1; i-- > 0;) {
      const std::string digits = std::to_string(limbs[i]);
      out.append(9 - digits.size(), '0');
      out += digits;
    }
  } else {
    uint64_t whole = shift < 64 ? mantissa >> shift : 0;
    if (shift <= 120) {  // below 2^-67 everything rounds to 0.000000
      const uint64_t rest = shift < 64 ? mantissa - (whole << shift) : mantissa;
      const Uint128 scaled = static_cast<Uint128>(rest) * 1000000;
      fraction = static_cast<uint64_t>(scaled >> shift);
      const Uint128 remainder = scaled - (static_cast<Uint128>(fraction) << shift);
      const Uint128 half = static_cast<Uint128>(1) << (shift - 1);
      if (remainder > half || (remainder == half && (fraction & 1))) ++fraction;
      if (fraction == 1000000) {
        fraction = 0;
        ++whole;
      }
    }
    out += std::to_string(whole);
  }
  const std::string decimals = std::to_string(fraction);
  out += '.';
  out.append(6 - decimals.size(), '0');
  out += decimals;
  return out;
}

// A size as a user wrote it: "3", "2.5", "NaN", "Infinity". (No <sstream>: it drags the whole
// locale machinery, about 100 KB, into the WebAssembly module.)
std::string numberText(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  if (std::floor(v) == v && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  std::string text = fixedSixDecimals(v);  // trim the trailing zeros
  while (!text.empty() && text.back() == '0') text.pop_back();
  return text;
}

// Checks one size argument; appends a diagnostic naming it when it is unusable.
void checkSize(const char* macro, const char* name, double value, double minimum, std::vector<Diagnostic>& out) {
  const std::string path = std::string(macro) + "." + name;
  if (!std::isfinite(value) || std::floor(value) != value) {
    out.push_back({Severity::Error, "MACRO_NOT_INTEGER", path,
                   std::string(macro) + ": " + name + " must be an integer, got " + numberText(value), "", {}});
  } else if (value < minimum) {
    out.push_back({Severity::Error, "MACRO_BAD_SIZE", path,
                   std::string(macro) + ": " + name + " must be >= " + numberText(minimum) + ", got " +
                       numberText(value),
                   "", {}});
  }
}

Diagnostic tooLarge(const std::string& call, double zones) {
  return {Severity::Error, "SPATIAL_TOO_MANY_ZONES", call,
          call + " would create " + numberText(zones) + " zones; the limit is " + std::to_string(kMaxZones), "", {}};
}

// Zone defs from ids and the CSR graph: adjacentTo in graph (declaration) order.
std::vector<ZoneDef> zonesFromGraph(std::vector<std::string> ids, const std::vector<geometry::GraphEdge>& edges) {
  auto graph = geometry::CsrGraph::undirected(ids.size(), edges);
  std::vector<ZoneDef> zones(ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) {
    zones[i].id = std::move(ids[i]);
    zones[i].adjacentTo.emplace();
  }
  if (!graph) return zones;  // unreachable: macro edges are in range and loop-free
  for (std::size_t i = 0; i < zones.size(); ++i)
    for (geometry::NodeId n : graph.value().neighbors(static_cast<geometry::NodeId>(i)))
      zones[i].adjacentTo->push_back(zones[n].id);
  return zones;
}

std::string axialText(int v) { return v < 0 ? "n" + std::to_string(-v) : std::to_string(v); }

}  // namespace

std::string gridZoneId(int row, int col) { return "cell_" + std::to_string(row) + "_" + std::to_string(col); }

std::string hexZoneId(geometry::Hex h) { return "hex_" + axialText(h.q) + "_" + axialText(h.r); }

MacroResult generateGrid(double rows, double cols) {
  MacroResult out;
  checkSize("grid", "rows", rows, 1, out.diagnostics);
  checkSize("grid", "cols", cols, 1, out.diagnostics);
  if (!out.ok()) return out;
  if (rows * cols > static_cast<double>(kMaxZones)) {
    out.diagnostics.push_back(tooLarge("grid(" + numberText(rows) + "," + numberText(cols) + ")", rows * cols));
    return out;
  }
  const geometry::RectGrid grid{static_cast<int>(rows), static_cast<int>(cols)};
  std::vector<std::string> ids;
  ids.reserve(static_cast<std::size_t>(grid.cellCount()));
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) ids.push_back(gridZoneId(r, c));
  out.zones = zonesFromGraph(std::move(ids), geometry::gridEdges(grid));
  return out;
}

MacroResult generateHex(double radius) {
  MacroResult out;
  checkSize("hex", "radius", radius, 0, out.diagnostics);
  if (!out.ok()) return out;
  const double count = 3 * radius * (radius + 1) + 1;
  if (count > static_cast<double>(kMaxZones)) {
    out.diagnostics.push_back(tooLarge("hex(" + numberText(radius) + ")", count));
    return out;
  }
  const auto hexes = geometry::hexesInRange({0, 0}, static_cast<int>(radius));
  std::vector<std::string> ids;
  ids.reserve(hexes.size());
  for (geometry::Hex h : hexes) ids.push_back(hexZoneId(h));
  out.zones = zonesFromGraph(std::move(ids), geometry::hexAdjacencyEdges(hexes));
  return out;
}

}  // namespace boardrules::spatial
