#include "catan/board.h"

#include <algorithm>

#include "catan/rng.h"

namespace boardrules::catan {

namespace {

template <class T, std::size_t N>
void shuffle(std::array<T, N>& items, Mulberry32& rng) {
  for (std::size_t i = N - 1; i > 0; --i) std::swap(items[i], items[rng.below(static_cast<std::uint32_t>(i + 1))]);
}

bool isRed(const std::optional<int>& n) { return n && (*n == 6 || *n == 8); }

// Picks `count` pairwise non-adjacent hexes from `order` (tried in that order), backtracking.
bool pickApart(const geometry::CsrGraph& g, const std::vector<int>& order, std::size_t from, std::size_t count,
               std::vector<int>& chosen) {
  if (chosen.size() == count) return true;
  for (std::size_t i = from; i < order.size(); ++i) {
    const int h = order[i];
    const bool apart = std::none_of(chosen.begin(), chosen.end(), [&](int c) {
      return g.hasEdge(static_cast<geometry::NodeId>(c), static_cast<geometry::NodeId>(h));
    });
    if (!apart) continue;
    chosen.push_back(h);
    if (pickApart(g, order, i + 1, count, chosen)) return true;
    chosen.pop_back();
  }
  return false;
}

// Moves the 6s and 8s onto pairwise non-adjacent hexes chosen in a seeded order; the other
// numbers keep their dealt order on the remaining hexes.
void separateRedNumbers(Board& board, Mulberry32& rng) {
  const Topology& topo = board.topology();
  std::vector<int> land, reds, others;
  for (int h = 0; h < static_cast<int>(board.hexes.size()); ++h) {
    const auto& n = board.hexes[h].numberToken;
    if (!n) continue;
    land.push_back(h);
    (isRed(n) ? reds : others).push_back(*n);
  }
  std::vector<int> order = land;
  for (std::size_t i = order.size() - 1; i > 0; --i)
    std::swap(order[i], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
  std::vector<int> chosen;
  if (!pickApart(topo.hexGraph, order, 0, reds.size(), chosen)) return;  // impossible on the standard board
  std::size_t r = 0, o = 0;
  for (int h : land) {
    const bool red = std::find(chosen.begin(), chosen.end(), h) != chosen.end();  // a few hexes
    board.hexes[h].numberToken = red ? reds[r++] : others[o++];
  }
}

}  // namespace

const char* resourceName(Resource r) {
  switch (r) {
    case Resource::Wood: return "wood";
    case Resource::Brick: return "brick";
    case Resource::Sheep: return "sheep";
    case Resource::Wheat: return "wheat";
    case Resource::Ore: return "ore";
    case Resource::Desert: return "desert";
  }
  return "desert";
}

const char* harborTypeName(HarborType t) {
  switch (t) {
    case HarborType::Generic: return "generic";
    case HarborType::Wood: return "wood";
    case HarborType::Brick: return "brick";
    case HarborType::Sheep: return "sheep";
    case HarborType::Wheat: return "wheat";
    case HarborType::Ore: return "ore";
  }
  return "generic";
}

bool hasAdjacentRedNumbers(const Board& board) {
  const auto& g = board.topology().hexGraph;
  for (std::size_t h = 0; h < board.hexes.size(); ++h) {
    if (!isRed(board.hexes[h].numberToken)) continue;
    for (geometry::NodeId n : g.neighbors(static_cast<geometry::NodeId>(h)))
      if (isRed(board.hexes[n].numberToken)) return true;
  }
  return false;
}

Board createBoard(std::uint32_t seed, const BoardOptions& options) {
  const Topology& topo = standardTopology();
  Mulberry32 rng(seed);
  auto tiles = kStandardTiles;
  auto numbers = kStandardNumbers;
  shuffle(tiles, rng);
  shuffle(numbers, rng);
  Board board;
  board.seed = seed;
  std::size_t next = 0;
  for (std::size_t h = 0; h < topo.hexes.size(); ++h) {
    HexTile tile{topo.hexes[h], tiles[h], std::nullopt};
    if (tile.resource == Resource::Desert) board.robberHex = tile.coord;
    else tile.numberToken = numbers[next++];
    board.hexes.push_back(tile);
  }
  if (options.separateRedNumbers && hasAdjacentRedNumbers(board)) separateRedNumbers(board, rng);
  for (std::size_t i = 0; i < kStandardHarbors.size(); ++i) {
    const HarborType type = kStandardHarbors[i];
    board.harbors.push_back({type, type == HarborType::Generic ? 3 : 2, topo.coastCycle[kHarborCoastPositions[i]]});
  }
  return board;
}

Board createDefaultBoard() { return createBoard(kDefaultSeed); }

}  // namespace boardrules::catan
