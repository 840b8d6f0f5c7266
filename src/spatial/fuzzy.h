// "Did you mean" support for dangling zone references and unknown zone ids.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace boardrules::spatial {

// Case-insensitive Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`.
std::size_t boundedEditDistance(std::string_view a, std::string_view b, std::size_t limit);

// Work allowed to one suggestion search, in dynamic-programming cells (|name| x |candidate| per
// candidate compared): ~10,000 ten-character ids fit, so boards of ordinary size get the same
// suggestions as an unbounded search, while 20,000 ids of 128 characters cost no more than a few
// milliseconds (docs/SECURITY.md, "Slow paths").
inline constexpr std::size_t kSuggestionCells = 2'000'000;

// Up to `count` candidates closest to `name` (edit distance at most max(2, |name| / 2)), nearest
// first, ties broken by candidate order. Candidates are compared in order until `budget` cells
// are spent (it is decreased by what the search used; a search with no budget left compares
// nothing), so the cost of a call is bounded whatever the candidates.
std::vector<std::string> closestNames(std::string_view name, const std::vector<std::string>& candidates,
                                      std::size_t& budget, std::size_t count = 3);

}  // namespace boardrules::spatial
