#include "spatial/fuzzy.h"

#include <algorithm>
#include <utility>

namespace boardrules::spatial {

namespace {

// ASCII case folding, inline (std::tolower is a locale-aware library call per character: most of
// a suggestion search's time in WebAssembly).
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The distance with caller-owned rows (no allocation per candidate: a search over 10,000 ids
// allocated 20,000 vectors before).
std::size_t distanceWithRows(std::string_view a, std::string_view b, std::size_t limit, std::vector<std::size_t>& prev,
                             std::vector<std::size_t>& cur) {
  const std::size_t gap = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (gap > limit) return limit + 1;
  prev.resize(b.size() + 1);
  cur.resize(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    std::size_t rowMin = cur[0];
    const char ai = lower(a[i - 1]);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t subst = prev[j - 1] + (ai == lower(b[j - 1]) ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, subst});
      rowMin = std::min(rowMin, cur[j]);
    }
    if (rowMin > limit) return limit + 1;  // every later row is at least this large
    std::swap(prev, cur);
  }
  return std::min(prev[b.size()], limit + 1);
}

}  // namespace

std::size_t boundedEditDistance(std::string_view a, std::string_view b, std::size_t limit) {
  std::vector<std::size_t> prev, cur;
  return distanceWithRows(a, b, limit, prev, cur);
}

std::vector<std::string> closestNames(std::string_view name, const std::vector<std::string>& candidates,
                                      std::size_t& budget, std::size_t count) {
  const std::size_t limit = std::max<std::size_t>(2, name.size() / 2);
  std::vector<std::pair<std::size_t, std::size_t>> scored;  // (distance, candidate index)
  std::vector<std::size_t> prev, cur;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const std::string& c = candidates[i];
    const std::size_t gap = name.size() > c.size() ? name.size() - c.size() : c.size() - name.size();
    if (gap > limit) continue;  // costs nothing
    const std::size_t cells = (name.size() + 1) * (c.size() + 1);
    if (cells > budget) {
      budget = 0;
      break;
    }
    budget -= cells;
    const std::size_t d = distanceWithRows(name, c, limit, prev, cur);
    if (d <= limit) scored.emplace_back(d, i);
  }
  // Stable order by distance (ties keep the candidates' order): a counting sort over the few
  // possible distances, which also keeps std::stable_sort's code out of the WebAssembly module.
  std::vector<std::size_t> next(limit + 2, 0);  // first slot of each distance
  for (const auto& entry : scored) ++next[entry.first + 1];
  for (std::size_t d = 1; d < next.size(); ++d) next[d] += next[d - 1];
  std::vector<std::size_t> order(scored.size());
  for (const auto& [d, i] : scored) order[next[d]++] = i;
  std::vector<std::string> out;
  for (std::size_t k = 0; k < order.size() && k < count; ++k) out.push_back(candidates[order[k]]);
  return out;
}

}  // namespace boardrules::spatial
