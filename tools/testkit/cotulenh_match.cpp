#include "testkit/cotulenh_match.h"

#include "cotulenh/game.h"
#include "cotulenh/search/greedy.h"
#include "searchkit/clock.h"
#include "searchkit/splitmix.h"

namespace boardrules::testkit {

namespace cs = cotulenh::search;

CotulenhGameOutcome playCotulenhMatchGame(const CotulenhMatchGame& match, cs::Searcher& searcher) {
  CotulenhGameOutcome out;
  const int pair = match.index / 2;
  const int redPlayer = match.index % 2;  // index into players: players[0] is red in even games
  cotulenh::Game g = cotulenh::Game::fromFen(cotulenh::kStartFen).value();
  uint64_t rng = searchkit::splitmix64(match.seed * 1000003 + static_cast<uint64_t>(pair));
  for (int t = 0; t < match.openingTurns && !g.status().gameOver; ++t) {  // the pair's shared opening
    cs::TurnList list;
    cs::generateTurns(g.position(), cs::TurnOptions{}, list);
    if (list.turns.empty()) break;
    (void)cs::playTurn(g, list.turns[searchkit::nextRandom(rng) % list.turns.size()]);
  }
  uint64_t greedyRng = searchkit::splitmix64(rng ^ static_cast<uint64_t>(match.index));
  bool stuck = false;  // a player found no whole turn although the game goes on (see below)
  while (!g.status().gameOver && out.turns < match.maxTurns) {
    const int mover = g.turn() == cotulenh::kRed ? redPlayer : 1 - redPlayer;
    cs::Turn turn;
    const double t0 = searchkit::nowMs();
    if (match.players[mover] == 0) {
      if (!cs::greedyTurn(g.position(), greedyRng, turn)) { stuck = true; break; }
    } else {
      const uint64_t searchSeed = match.seed + static_cast<uint64_t>(match.index * 7919 + out.turns);
      const cs::SearchResult r = searcher.search(g.position(), match.limits(match.players[mover], searchSeed));
      // The game offers moves but no deploy turn the search lists ends legally (it looks at a
      // few per stack): scored a draw and named so.
      if (!r.hasMove) { stuck = true; break; }
      turn = r.best;
    }
    out.ms[mover] += searchkit::nowMs() - t0;
    if (Status s = cs::playTurn(g, turn); !s) {
      out.error = s.message();
      return out;
    }
    ++out.turns;
  }
  const cotulenh::GameStatus st = g.status();
  if (st.checkmate || (st.commanderCaptured && g.position().commanderSquare(g.turn()) < 0)) {
    const int loser = g.turn() == cotulenh::kRed ? redPlayer : 1 - redPlayer;
    out.winner = 1 - loser;
  }
  out.ending = st.checkmate ? "checkmate" : st.stalemate ? "stalemate" : st.fiftyMove ? "fifty moves"
               : st.gameOver ? "commander captured" : stuck ? "no whole turn found" : "turn limit";
  out.finalFen = g.fen();
  return out;
}

}  // namespace boardrules::testkit
