// The state of one Catan game (official base rules, docs/rules/catan.md), small and flat: fixed
// arrays indexed by the standard topology's vertex, edge and hex indices, no heap memory. Copying
// a state is a memcpy; that is how undo and the strong guarantee of apply() work.
#pragma once

#include <array>
#include <cstdint>

namespace boardrules::catan {

inline constexpr int kNumResources = 5;  // wood brick sheep wheat ore (canonical order)
inline constexpr int kDesert = 5;        // terrain only
inline constexpr int kNumDevKinds = 5;   // knight victory_point road_building year_of_plenty monopoly
inline constexpr int kNumVertices = 54;
inline constexpr int kNumEdges = 72;
inline constexpr int kNumLandHexes = 19;
inline constexpr int kNumPorts = 9;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kGenericPort = 5;  // port type: 0..4 a resource's 2:1, 5 the 3:1

inline constexpr std::array<const char*, kMaxPlayers> kColourNames{"red", "blue", "white", "orange"};

enum DevKind : std::uint8_t { kKnight, kVictoryPoint, kRoadBuilding, kYearOfPlenty, kMonopoly };

inline constexpr int kBankPerResource = 19;
inline constexpr std::array<std::uint8_t, kNumDevKinds> kDevDeckStart{14, 5, 2, 2, 2};
inline constexpr int kSettlementPieces = 5, kCityPieces = 4, kRoadPieces = 15;
inline constexpr int kPointsToWin = 10;

enum class Prompt : std::uint8_t {
  InitialSettlement,
  InitialRoad,
  Roll,
  Main,
  Discard,
  MoveRobber,
  RoadBuilding,
  GameOver,
  Trade,  // a domestic offer is open (not in the conformance records)
};

// A set of edges (72 bits).
struct EdgeMask {
  std::uint64_t lo = 0, hi = 0;
  void set(int e) { (e < 64 ? lo : hi) |= std::uint64_t{1} << (e & 63); }
  bool test(int e) const { return (e < 64 ? lo : hi) >> (e & 63) & 1; }
  bool any() const { return (lo | hi) != 0; }
  EdgeMask& operator|=(const EdgeMask& o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  friend bool operator==(const EdgeMask&, const EdgeMask&) = default;
};

// Bit masks over vertices and edges, kept in step with the owner arrays (updated by every
// placement, rebuilt by refreshMasks() after a state is assembled by hand): the move generator
// reads these instead of scanning the board.
struct Masks {
  std::uint64_t occupied = 0;      // vertices with a building
  std::uint64_t crowded = 0;       // occupied vertices and their neighbours (distance rule)
  std::uint64_t cities = 0;
  EdgeMask roads;                  // edges with a road
  std::array<std::uint64_t, 4> buildings{};  // by seat
  std::array<std::uint64_t, 4> roadEnds{};   // vertices touched by the seat's roads
  std::array<std::uint8_t, 4> ports{};       // bit t: the seat has a harbour of type t
  friend bool operator==(const Masks&, const Masks&) = default;
};

// The board as dealt: terrain, tokens and harbours never change during a game.
struct Layout {
  std::array<std::uint8_t, kNumLandHexes> hexResource{};  // 0..4, kDesert
  std::array<std::uint8_t, kNumLandHexes> hexNumber{};    // 2..12, 0 on the desert
  std::array<std::uint8_t, kNumPorts> portEdge{};
  std::array<std::uint8_t, kNumPorts> portType{};         // 0..4 or kGenericPort
  std::array<std::uint8_t, kNumVertices> vertexPorts{};   // bit t: the vertex touches a port of type t
  friend bool operator==(const Layout&, const Layout&) = default;
};

struct PlayerState {
  std::array<std::uint8_t, kNumResources> hand{};
  std::array<std::uint8_t, kNumDevKinds> dev{};     // held, victory points included
  std::array<std::uint8_t, kNumDevKinds> devNew{};  // of those, bought this turn
  std::array<std::uint8_t, kNumDevKinds> played{};  // victory point slot stays 0
  std::uint8_t settlements = 0, cities = 0, roads = 0;  // pieces on the board
  std::uint8_t roadLength = 0;
  friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// An open domestic offer: `give` from the turn player for `get`; answers by seat.
struct TradeState {
  enum Answer : std::uint8_t { kPending, kAccepted, kRejected, kCountered };
  std::array<std::uint8_t, kNumResources> give{}, get{};
  std::array<std::uint8_t, kMaxPlayers> answer{};
  // A counter from seat s: what s gives (counterGive) for what s gets (counterGet).
  std::array<std::array<std::uint8_t, kNumResources>, kMaxPlayers> counterGive{}, counterGet{};
  friend bool operator==(const TradeState&, const TradeState&) = default;
};

struct GameState {
  Layout layout;
  std::uint8_t numPlayers = 4;
  std::array<std::uint8_t, kMaxPlayers> colours{0, 1, 2, 3};  // kColourNames indices
  std::array<PlayerState, kMaxPlayers> players{};
  std::array<std::int8_t, kNumVertices> vertexOwner{};  // -1 empty, else seat
  std::array<std::uint8_t, kNumVertices> vertexCity{};  // 1 when the building is a city
  std::array<std::int8_t, kNumEdges> edgeOwner{};       // -1 empty, else seat
  std::array<std::uint8_t, kNumResources> bank{};
  std::array<std::uint8_t, kNumDevKinds> deck{};        // cards left in the deck, by kind
  std::uint8_t robber = 0;                              // land hex index

  std::uint8_t current = 0, turnPlayer = 0;
  Prompt prompt = Prompt::InitialSettlement;
  bool rolled = false, devPlayed = false;
  std::uint8_t freeRoads = 0;
  std::array<std::uint8_t, kMaxPlayers> discardOwed{};
  std::int8_t roadFrom = -1;      // vertex, in InitialRoad
  std::uint8_t dice = 0;          // 0 before the first roll
  std::int8_t winner = -1;
  std::int8_t longestRoad = -1;   // holder seat or -1
  std::int8_t largestArmy = -1;
  std::uint32_t rng = 0;          // mulberry32 state for chance the caller does not tell
  TradeState trade;
  Masks masks;

  friend bool operator==(const GameState&, const GameState&) = default;

  int handSize(int seat) const {
    int n = 0;
    for (std::uint8_t c : players[seat].hand) n += c;
    return n;
  }
  int deckSize() const {
    int n = 0;
    for (std::uint8_t c : deck) n += c;
    return n;
  }
  int visiblePoints(int seat) const {
    const PlayerState& p = players[seat];
    return p.settlements + 2 * p.cities + 2 * (longestRoad == seat) + 2 * (largestArmy == seat);
  }
  int actualPoints(int seat) const { return visiblePoints(seat) + players[seat].dev[kVictoryPoint]; }
};

}  // namespace boardrules::catan
