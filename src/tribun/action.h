// Action words (docs/rules/tribun.md section 5): word = opcode << 28 | payload. The inline encoders
// are what the move generator uses; decodeAction/describeAction serve tools, the API and error
// messages.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "util/result.h"

namespace boardrules::tribun {

using Word = uint32_t;

enum class Opcode : uint8_t {
  Move = 0,
  Kill = 1,
  Liberate = 2,
  Damage = 3,
  Enslave = 4,
  Combine = 5,
  SymCombine = 6,
  Split = 7,
  Backstabb = 8,
  AttackTribun = 9,
  Draw = 10,
  End = 11,
};
inline constexpr int kOpcodeCount = 12;

const char* opcodeName(Opcode op);  // "MOVE", "SYM_COMBINE", ...
constexpr Opcode opcodeOf(Word w) { return static_cast<Opcode>(w >> 28); }
constexpr bool isBoardAction(Word w) { return (w >> 28) <= 9; }

enum class DrawAction : uint8_t { Offer = 0, Retract = 1, Accept = 2 };
enum class EndReason : uint8_t { Resign = 0, NoLegalAction = 1, Timeout = 2, GameTimeTie = 3 };

// A decoded word. Only the fields of its opcode are meaningful; the rest stay 0.
struct Action {
  Opcode op = Opcode::Move;
  int from = 0, to = 0, part = 0;          // MOVE
  int attacker = 0, target = 0;            // KILL (+part), ENSLAVE, ATTACK_TRIBUN (target = tribun);
                                           // LIBERATE and DAMAGE use target only
  int damage = 0;                          // DAMAGE, 1..8
  int center = 0;                          // COMBINE, SYM_COMBINE
  int dirA = 0, dirB = 0, donA = 0, donB = 0;  // COMBINE
  int config = 0, donate = 0;              // SYM_COMBINE
  int actor = 0;                           // SPLIT, BACKSTABB
  std::array<int, 6> heights{};            // SPLIT, one per direction
  int dir = 0;                             // BACKSTABB
  int winner = 0;                          // ATTACK_TRIBUN
  DrawAction drawAction = DrawAction::Offer;
  int color = 0;                           // DRAW: the acting colour
  EndReason reason = EndReason::Resign;
  int loser = 0;                           // END
};

// Structural decoding: rejects reserved opcodes (12-15), non-zero unused bits, cids that are not
// on the board, reserved draw actions and end reasons, and field values outside their domain
// (direction 6-7, SYM_COMBINE config 3 or donate 3-4, SPLIT heights 5 and 7). The message names
// the field and its bits. A well-formed word may still be illegal in a given position.
Result<Action> decodeAction(Word w);
// Inverse of decodeAction; validates the same domains.
Result<Word> encodeAction(const Action& a);
// "MOVE (0,0)->(1,1) primary", "DAMAGE 2 at (1,1)", ...; malformed words describe their error.
std::string describeAction(Word w);

// --- Fast encoders (no validation) -----------------------------------------------------------
constexpr Word op(Opcode o) { return static_cast<Word>(o) << 28; }
constexpr Word encodeMove(int from, int to, int part) { return op(Opcode::Move) | from | to << 7 | part << 14; }
constexpr Word encodeKill(int a, int t, int part) { return op(Opcode::Kill) | a | t << 7 | part << 14; }
constexpr Word encodeLiberate(int t) { return op(Opcode::Liberate) | t; }
constexpr Word encodeDamage(int t, int damage) { return op(Opcode::Damage) | t | (damage - 1) << 7; }
constexpr Word encodeEnslave(int a, int t) { return op(Opcode::Enslave) | a | t << 7; }
constexpr Word encodeCombine(int center, int dirA, int dirB, int donA, int donB) {
  return op(Opcode::Combine) | center | dirA << 7 | dirB << 10 | (donA - 1) << 13 | static_cast<Word>(donB - 1) << 16;
}
constexpr Word encodeSymCombine(int center, int config, int donate) {
  return op(Opcode::SymCombine) | center | config << 7 | (donate - 1) << 9;
}
// The six split heights as payload bits (without the actor).
constexpr Word splitHeightBits(const std::array<int, 6>& h) {
  Word bits = 0;
  for (int d = 0; d < 6; ++d) bits |= static_cast<Word>(h[d]) << (7 + 3 * d);
  return bits;
}
constexpr Word encodeBackstabb(int actor, int dir) { return op(Opcode::Backstabb) | actor | dir << 7; }
constexpr Word encodeAttackTribun(int a, int t, int winner) { return op(Opcode::AttackTribun) | a | t << 7 | winner << 14; }
constexpr Word encodeDraw(DrawAction action, int color) { return op(Opcode::Draw) | static_cast<Word>(action) | color << 2; }
constexpr Word encodeEnd(EndReason reason, int loser) { return op(Opcode::End) | static_cast<Word>(reason) | loser << 3; }

}  // namespace boardrules::tribun
