// Applying words to a state. Strong guarantee: on any error the state is left untouched.
#pragma once

#include "tribun/action.h"
#include "tribun/state.h"

namespace boardrules::tribun {

// Applies a word that is legal in `state` (board, draw or resign). Anything else, including the
// server-only END reasons 1-3, is rejected with "illegal action <description>: <reason>".
boardrules::Status applyAction(State& state, Word word);

// Board effect of a legal board action, without any legality check (used after validation and by
// perft). Does not touch turn, ply or status.
void applyBoardActionUnchecked(Board& board, int turn, Word word);

// Server-issued end (END reason 1 no legal action, 2 timeout, 3 game-time tie). Reason 1 requires
// that `loser` is the side to move and has no legal board action; reason 3 is a tie and takes
// loser 0. Appends one ply like any other word.
boardrules::Status endByServer(State& state, EndReason reason, int loser);

// The END word endByServer would record, for logs that are replayed.
Result<Word> serverEndWord(EndReason reason, int loser);
// True for the words serverEndWord makes (END reasons 1-3): a log replays them through endByServer.
bool isServerEndWord(Word w);
// Applies a word the way a replayed log does: server END words through endByServer, everything
// else through applyAction.
boardrules::Status applyLogged(State& state, Word w);

}  // namespace boardrules::tribun
