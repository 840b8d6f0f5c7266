// A CoTuLenh move as the engine lists it: origin, destination, flag letters (docs/rules/cotulenh.md section 13:
// n c s k d b), the moving units and what stood on the destination.
#pragma once

#include <cstdint>
#include <string>

#include "cotulenh/pieces.h"

namespace boardrules::cotulenh {

enum MoveFlag : uint8_t {
  kFlagNormal = 1,    // n: plain move
  kFlagCapture = 2,   // c: capture, the attacker lands on the target
  kFlagStay = 4,      // s: stay capture, the attacker stays
  kFlagSuicide = 8,   // k: kamikaze, the air force dies with its target
  kFlagDeploy = 16,   // d: one unit (or, after a recombine, a group) leaves a stack
  kFlagCombine = 32,  // b: joins a friendly stack
};

struct Move {
  uint8_t from = 0;
  uint8_t to = 0;
  uint8_t flags = 0;
  int8_t recombineStep = -1;  // inside a deploy turn: the earlier step this unit joins
  Stack piece;                // the moving units, with the heroic flags they move with
  Stack target;               // what stood on `to` (empty when nothing)

  bool is(MoveFlag f) const { return flags & f; }
};

// "nd", "cd", "db", ...: the vectors' flag letters in the order n c s k d b.
std::string flagLetters(uint8_t flags);
// The separators in notation order: '>' deploy, '_' stay, 'x' capture, '@' suicide, '&' combine.
std::string separators(uint8_t flags);

}  // namespace boardrules::cotulenh
