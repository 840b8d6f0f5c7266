// One game between two CoTuLenh computer players (a level of src/cotulenh/search, or the greedy
// player) from the start position: the CLI's `cotulenh match` and the level-ladder test play
// through it, so a match figure in docs/COTULENH_ENGINE.md and the test mean the same game.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "cotulenh/game.h"
#include "cotulenh/search/search.h"

namespace boardrules::testkit {

struct CotulenhMatchGame {
  std::array<int, 2> players{};  // level 1..6, or 0 for the greedy player
  int index = 0;                 // the game's number in its match, from 0: games 2k and 2k+1 share
                                 // an opening, players[0] is red in even games
  uint64_t seed = 1;             // the match's seed (openings, the greedy player, search seeds)
  int openingTurns = 4;          // random whole turns played before the players take over
  int maxTurns = 300;            // a game still running after this many turns is a draw
  // A level's limits for one search (`seed`: that search's seed).
  std::function<cotulenh::search::SearchLimits(int level, uint64_t seed)> limits;
};

struct CotulenhGameOutcome {
  int winner = -1;                // index into players; -1: a draw
  int turns = 0;                  // whole turns played after the opening
  std::string ending;             // "checkmate", "stalemate", "fifty moves", "commander captured",
                                  // "no whole turn" (lost by the side to move), "no whole turn
                                  // found" (a draw: the player found none, one exists) or
                                  // "turn limit"
  std::array<double, 2> ms{};     // wall time each player spent (ms)
  std::string finalFen;
  std::string error;              // non-empty: a listed turn could not be played (an engine bug)
};

// Whether some order of the side to move's listed moves ends a turn (a plain move, or deploy
// steps that end by themselves or with a commit). Tries every order: for adjudication and tests,
// not for play (docs/rules/cotulenh.md, section 11, "A side with moves but no whole turn").
bool someWholeTurn(const cotulenh::Game& g);

// How a game that stopped ended: the winning colour (-1: none) and the ending's name (as
// CotulenhGameOutcome::ending). `stuck`: the player to move found no whole turn to play.
struct CotulenhVerdict {
  int winner = -1;
  std::string ending;
};
CotulenhVerdict adjudicateCotulenh(const cotulenh::Game& g, bool stuck);

CotulenhGameOutcome playCotulenhMatchGame(const CotulenhMatchGame& game, cotulenh::search::Searcher& searcher);

}  // namespace boardrules::testkit
