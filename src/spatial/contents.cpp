#include "spatial/contents.h"

#include <algorithm>

namespace boardrules::spatial {

Status ZoneContents::place(ZoneIndex zone, Token token) {
  if (zone >= zones_.size()) return Error{"zone index " + std::to_string(zone) + " is not on the board"};
  if (token.id.empty()) return Error{"token id must not be empty"};
  if (where_.size() >= kMaxTokens)
    return Error{"cannot place token '" + token.id + "': the board already holds " + std::to_string(kMaxTokens) +
                 " tokens (the limit)"};
  if (where_.count(token.id)) return Error{"token '" + token.id + "' is already on the board"};
  where_.emplace(token.id, zone);
  zones_[zone].push_back(std::move(token));
  return Status::ok();
}

Status ZoneContents::move(std::string_view tokenId, ZoneIndex from, ZoneIndex to) {
  if (from >= zones_.size() || to >= zones_.size()) return Error{"zone index out of range"};
  auto& src = zones_[from];
  auto it = std::find_if(src.begin(), src.end(), [&](const Token& t) { return t.id == tokenId; });
  if (it == src.end()) return Error{"token '" + std::string(tokenId) + "' is not in the source zone"};
  zones_[to].push_back(std::move(*it));
  src.erase(it);
  where_[std::string(tokenId)] = to;
  return Status::ok();
}

const std::vector<Token>& ZoneContents::tokensIn(ZoneIndex zone) const {
  static const std::vector<Token> kNone;  // immutable: answer for an out-of-range index
  return zone < zones_.size() ? zones_[zone] : kNone;
}

std::optional<ZoneIndex> ZoneContents::zoneOf(std::string_view tokenId) const {
  auto it = where_.find(std::string(tokenId));
  if (it == where_.end()) return std::nullopt;
  return it->second;
}

}  // namespace boardrules::spatial
