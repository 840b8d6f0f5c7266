// Static evaluation of a Tribun position, in centi-units (a height-1 unit is worth 100), from the
// side to move's point of view. The terms and their weights are in EvalWeights so matches can
// compare variants (docs/ENGINE.md lists what was measured).
#pragma once

#include <array>

#include "tribun/board.h"

namespace boardrules::tribun::search {

struct EvalWeights {
  // Value of a unit's primary part by height index (0, 1, 2, 3, 4, 6, 8).
  std::array<int, 7> unitValue{0, 100, 185, 265, 340, 470, 580};
  int slavePercent = 25;       // a carried enemy unit: a prize for whoever frees it (% of its value)
  int tribunHeightBonus = 20;  // per height index of the own tribun (taller tribuns reach further)
  int shieldPerNeighbour = 12; // own unit next to the own tribun
  int enemyNearTribun = 14;    // per enemy unit within 3 tiles of the own tribun, times (4 - distance)
  int threatPercent = 15;      // of the value of enemy units our attacks could kill (side to move: more)
  int moveTarget = 2;          // per MOVE target (mobility)
  // Mop-up (converting a won position): once a side leads in material by mopUpFrom, it is paid
  // for closing in on the enemy tribun and for driving it to the edge, in full from mopUpFull.
  // Without it a shallow search that is far ahead shuffles until the game's ply cap.
  int mopUpFrom = 200;         // material lead where the term starts
  int mopUpFull = 600;         // material lead where it reaches full weight
  int mopUpApproach = 4;       // per own unit, per tile closer than kMopUpReach to the enemy tribun
  int mopUpEdge = 25;          // per tile the enemy tribun stands away from the centre
  int mopUpEscape = 30;        // per escape the enemy tribun lacks (of kMopUpEscapes): an empty
                               // tile it could move to where no unit of ours would attack it
};

// Escapes counted by the mop-up term (a height-3 tribun has 12 jump targets).
inline constexpr int kMopUpEscapes = 12;

// Tiles beyond which a unit earns nothing from the mop-up term (the board's diameter).
inline constexpr int kMopUpReach = 10;

// The mop-up term alone, for `turn`'s view (0 unless one side leads by mopUpFrom): exposed so a
// test can check it rewards closing in on a lost tribun.
int mopUpTerm(const Board& board, int turn, const EvalWeights& w = EvalWeights{});

// Scores `board` for `turn`: positive when `turn` stands better.
int evaluate(const Board& board, int turn, const EvalWeights& w = EvalWeights{});

}  // namespace boardrules::tribun::search
