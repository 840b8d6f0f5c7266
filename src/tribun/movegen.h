// Legal action generation (RULES.md sections 3-4). Board actions come from precomputed per-cid
// pattern tables; the full list is sorted ascending as unsigned 32-bit words.
#pragma once

#include <vector>

#include "tribun/action.h"
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

}  // namespace boardrules::tribun
