// "Did you mean" support for dangling zone references.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace boardrules::spatial {

// Case-insensitive Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`.
std::size_t boundedEditDistance(std::string_view a, std::string_view b, std::size_t limit);

// Up to `count` candidates closest to `name` (edit distance at most max(2, |name| / 2)), nearest
// first, ties broken by candidate order.
std::vector<std::string> closestNames(std::string_view name, const std::vector<std::string>& candidates,
                                      std::size_t count = 3);

}  // namespace boardrules::spatial
