// Legal action generation (docs/rules/tribun.md sections 3-4). Board actions come from precomputed
// per-cid pattern tables; the full list is sorted ascending as unsigned 32-bit words.
#pragma once

#include <vector>

#include "tribun/action.h"
#include "tribun/cid_set.h"
#include "tribun/state.h"

namespace boardrules::tribun {

// Every legal word in `state` (board actions, draw actions, both resigns), ascending, each once.
// Empty once the game has ended. `out` is cleared first; reuse it to avoid allocations.
void generateLegalActions(const State& state, std::vector<Word>& out);
std::vector<Word> legalActions(const State& state);

// Board actions only (opcodes 0-9), ascending: what the conformance vectors list and perft counts.
void generateBoardActions(const Board& board, int turn, std::vector<Word>& out);

// True when the side to move has at least one legal board action; stops at the first one found.
bool hasLegalBoardAction(const Board& board, int turn);

// True when `word` is legal in `state`. Checks only the actions that share the word's origin
// (unit, target or centre), so it is much cheaper than listing everything.
bool isLegal(const State& state, Word word);

// Why `word` is not legal in `state` (empty string when it is legal).
std::string whyIllegal(const State& state, Word word);

// --- Queries for the search (src/tribun/search) ----------------------------------------------

// True when `turn` could play ATTACK_TRIBUN now: some own unit's attack set holds the enemy
// tribun. Much cheaper than listing (no sorting, no combines or splits); false without a tribun.
bool canAttackTribun(const Board& board, int turn);

// The attacking board actions of `turn` (KILL, LIBERATE, DAMAGE, ENSLAVE, ATTACK_TRIBUN), each
// once, in no particular order: exactly the attack words generateBoardActions lists.
void generateAttackActions(const Board& board, int turn, std::vector<Word>& out);

// What `turn`'s units reach, as if it were to move: the enemy tiles attacked, per enemy tile the
// sum over own units of their strongest part attacking it (what a combined attack can bring),
// and how many (unit part, empty tile) moves the MOVE pattern offers.
struct SideReach {
  CidSet attacked;
  std::array<uint8_t, kCidSpace> strength{};
  int moveTargets = 0;
};
void computeSideReach(const Board& board, int turn, SideReach& out);

}  // namespace boardrules::tribun
