#include "testkit/cotulenh_match.h"

#include "cotulenh/game.h"
#include "cotulenh/search/greedy.h"
#include "searchkit/clock.h"
#include "searchkit/splitmix.h"

namespace boardrules::testkit {

namespace cs = cotulenh::search;

bool someWholeTurn(const cotulenh::Game& g) {
  for (int i = 0; i < static_cast<int>(g.lans().size()); ++i) {
    cotulenh::Game next = g;
    if (!next.play(i).isOk()) continue;
    if (!next.inDeploy() || next.canCommit()) return true;
    if (someWholeTurn(next)) return true;  // each step leaves one member fewer on the origin
  }
  return false;
}

CotulenhVerdict adjudicateCotulenh(const cotulenh::Game& g, bool stuck) {
  const cotulenh::GameStatus st = g.status();
  const cotulenh::Color mover = g.turn(), other = cotulenh::opponent(mover);
  CotulenhVerdict v;
  // A side that can never finish a turn (every order of its steps leaves its commander attacked)
  // has lost, as the search scores it; when a whole turn exists, the player missed it: a draw.
  const bool noWholeTurn = stuck && !someWholeTurn(g);
  if (st.checkmate || noWholeTurn) v.winner = other;
  // A captured commander (the side that moved may lose its own, riding onto its suicide capture):
  // the side whose commander is left wins.
  if (st.commanderCaptured) {
    const bool moverHas = g.position().commanderSquare(mover) >= 0, otherHas = g.position().commanderSquare(other) >= 0;
    v.winner = moverHas == otherHas ? -1 : moverHas ? mover : other;
  }
  v.ending = st.checkmate ? "checkmate" : st.stalemate ? "stalemate" : st.fiftyMove ? "fifty moves"
             : st.gameOver ? "commander captured" : noWholeTurn ? "no whole turn" : stuck ? "no whole turn found" : "turn limit";
  return v;
}

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
  const CotulenhVerdict verdict = adjudicateCotulenh(g, stuck);
  if (verdict.winner >= 0) out.winner = verdict.winner == cotulenh::kRed ? redPlayer : 1 - redPlayer;
  out.ending = verdict.ending;
  out.finalFen = g.fen();
  return out;
}

}  // namespace boardrules::testkit
