// Seed 002's game state as far as space is concerned: which tokens lie in which zone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "spatial/adjacency.h"
#include "spatial/zone.h"
#include "util/result.h"

namespace boardrules::spatial {

class ZoneContents {
 public:
  ZoneContents() = default;
  explicit ZoneContents(std::size_t zoneCount) : zones_(zoneCount) {}

  // Adds `token` at the end of `zone`. Errors: unknown zone index, empty or repeated token id,
  // token limit reached. Nothing changes on error.
  Status place(ZoneIndex zone, Token token);
  // Moves a token between zones (appended at the destination). Errors leave everything as it was.
  Status move(std::string_view tokenId, ZoneIndex from, ZoneIndex to);

  const std::vector<Token>& tokensIn(ZoneIndex zone) const;
  std::optional<ZoneIndex> zoneOf(std::string_view tokenId) const;
  std::size_t zoneCount() const { return zones_.size(); }
  std::size_t tokenCount() const { return where_.size(); }

 private:
  std::vector<std::vector<Token>> zones_;
  std::unordered_map<std::string, ZoneIndex> where_;
};

}  // namespace boardrules::spatial
