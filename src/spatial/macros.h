// Seed 002 board generation macros: grid(rows, cols) -> cell_R_C zones, 4-connected;
// hex(radius) -> hex_Q_R zones (negative values written n1, n2, ...), 6-connected.
// Sizes arrive as doubles because they come from JS numbers: a non-integer, non-finite, too
// small or too large size yields an error diagnostic (and no zones) instead of a guess.
#pragma once

#include <string>
#include <vector>

#include "geometry/hex.h"
#include "spatial/zone.h"

namespace boardrules::spatial {

struct MacroResult {
  std::vector<ZoneDef> zones;
  std::vector<Diagnostic> diagnostics;  // non-empty only on failure
  bool ok() const { return diagnostics.empty(); }
};

MacroResult generateGrid(double rows, double cols);
MacroResult generateHex(double radius);

std::string gridZoneId(int row, int col);
std::string hexZoneId(geometry::Hex h);

}  // namespace boardrules::spatial
