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
  // Converting a won position: a side ahead by at least conversionLead in material is paid
  // huntPerTile for every tile each of its units stands closer to the enemy tribun (from 10 tiles
  // away; per height-1 unit of value), times its lead in conversionLead units (at most 3): see
  // evaluation.cpp.
  int conversionLead = 300;
  int huntPerTile = 4;
};

// Scores `board` for `turn`: positive when `turn` stands better.
int evaluate(const Board& board, int turn, const EvalWeights& w = EvalWeights{});

}  // namespace boardrules::tribun::search
