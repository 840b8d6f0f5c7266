// Bulk transfer of zone lists across the WASM boundary as one string, so a 100,000-zone board
// costs one boundary crossing instead of one per id (Embind converts each string separately). JS sends
// JSON.stringify(zones.map(z => [z.id, z.adjacentTo ?? null])) and receives JSON it parses with
// JSON.parse. Only that shape is read; anything else is an error naming the byte offset.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spatial/zone.h"
#include "util/result.h"

namespace boardrules::spatial {

// `[["id", ["a", "b"]], ["id2", null], ...]`
Result<std::vector<ZoneDef>> zonesFromJson(std::string_view json);

// `[{"id":"...","adjacentTo":["..."]},...]` (adjacentTo always present, [] when absent).
std::string zonesToJson(const std::vector<ZoneDef>& zones);

// `["...","..."]`
std::string stringsToJson(const std::vector<std::string>& items);

// `[{"severity":"error","code":"...","path":"...","message":"...","suggestion":"...",
// "alternatives":["..."]},...]`, suggestion and alternatives only when not empty: one string
// instead of ~15 boundary crossings per diagnostic (1,000 of them for a hostile zone list).
std::string diagnosticsToJson(const std::vector<Diagnostic>& diagnostics);

}  // namespace boardrules::spatial
