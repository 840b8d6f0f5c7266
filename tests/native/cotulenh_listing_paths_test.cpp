// The CoTuLenh listing's fast paths against the plain rules: the legality filter passes unplayed
// the candidates that cannot change whether our commander is attacked (safe_moves.h), plays the
// others on a journalled scratch board, with the mover's promotions only when they could raise
// one of its air-defence levels against a non-heroic enemy air force, and looks for attackers
// only along directions holding enemy units (game.cpp); the moves are sorted by packed LAN keys
// with their text built only on demand. Here every dev position and every position one plain
// move later is listed both ways: by the game, and by a slow filter that copies the position,
// plays the move in full (promotions included) and checks the commander along all 8 directions.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cotulenh/attacks.h"
#include "cotulenh/game.h"
#include "cotulenh/move_apply.h"
#include "cotulenh/movegen.h"
#include "cotulenh/notation.h"
#include "cotulenh_game_support.h"

using namespace boardrules::cotulenh;

namespace {

std::set<std::string> slowLegalLans(const Position& pos) {
  std::vector<Move> pseudo;
  generateAllMoves(pos, pseudo);
  std::set<std::string> out;
  if (pos.commanderSquare(pos.turn) < 0) return out;  // no commander, no legal move
  for (const Move& m : pseudo) {
    bool legal = true;
    if (!(m.is(kFlagDeploy) && pos.board[m.from].contains(kCommander))) {
      Position after = pos;
      legal = applyMoveToBoard(after, m);
      const int ours = after.commanderSquare(pos.turn);
      legal = legal && ours >= 0;  // losing our own commander is illegal
      if (legal) {
        const bool stayByCommander = m.piece.carrier().type == kCommander && m.is(kFlagStay);
        legal = !isAttacked(after, ours, opponent(pos.turn)) && (stayByCommander || !commanderExposed(after, pos.turn));
      }
    }
    if (legal) out.insert(moveLan(m));
  }
  return out;
}

// The game's list equals the slow one, and is strictly increasing as strings (sorted, one per LAN).
void checkListing(const Game& g, const std::string& where, int& positions) {
  const std::vector<std::string>& lans = g.lans();
  REQUIRE(lans.size() == g.moves().size());
  for (size_t i = 1; i < lans.size(); ++i)
    CHECK_MESSAGE(lans[i - 1] < lans[i], where << ": " << lans[i - 1] << " before " << lans[i]);
  for (size_t i = 0; i < lans.size(); ++i) CHECK_MESSAGE(moveLan(g.moves()[i]) == lans[i], where);
  const std::set<std::string> expected = slowLegalLans(g.position());
  CHECK_MESSAGE(std::set<std::string>(lans.begin(), lans.end()) == expected, where);
  ++positions;
}

// The game offers `offered` and refuses `refused` in `fen`, and its whole list is the slow one.
void checkOneRefused(const std::string& fen, const char* offered, const char* refused) {
  auto g = Game::fromFen(fen);
  REQUIRE_MESSAGE(g, fen);
  const std::vector<std::string>& lans = g.value().lans();
  CHECK(std::find(lans.begin(), lans.end(), offered) != lans.end());
  CHECK(std::find(lans.begin(), lans.end(), refused) == lans.end());
  CHECK(slowLegalLans(g.value().position()) == std::set<std::string>(lans.begin(), lans.end()));
}

}  // namespace

TEST_CASE("cotulenh listing: the fast legality filter and LAN order agree with the plain rules") {
  int positions = 0, inCheck = 0;
  for (const std::string& fen : cotulenh_test::devRecordFens()) {
    auto loaded = Game::fromFen(fen);
    REQUIRE_MESSAGE(loaded, fen);
    const Game& g = loaded.value();
    checkListing(g, fen, positions);
    for (size_t i = 0; i < g.moves().size(); ++i) {
      if (g.moves()[i].is(kFlagDeploy)) continue;  // plain moves end the turn: a fresh listing
      Game next = g;
      REQUIRE(next.play(static_cast<int>(i)));
      if (next.status().check) ++inCheck;
      checkListing(next, fen + " then " + g.lans()[i], positions);
    }
  }
  CHECK(positions > 15000);
  CHECK(inCheck > 100);  // the filter's attack test was exercised where it matters
}

TEST_CASE("cotulenh listing: more than 64 air-defence units are all cached") {
  // Red: navies on the water files, anti-air everywhere else on ranks 1-6 (65 defenders); blue:
  // a commander and an air force on f8, whose step to f7 enters the zone of the anti-air on f6.
  std::string placement = "6c4/11/11/11/5f5/11/";
  for (int rank = 6; rank >= 2; --rank) placement += "NNGGGGGGGGG/";
  placement += "NNGGGCGGGGG";
  auto g = Game::fromFen(placement + " b - - 0 1");
  REQUIRE(g);
  const Position& pos = g.value().position();
  CHECK(pos.defenderCount == 65);
  CHECK(squareName(pos.defenders[64].square) == "k1");  // the last one in reading order
  const std::vector<std::string>& lans = g.value().lans();
  auto offered = [&](const char* lan) { return std::find(lans.begin(), lans.end(), lan) != lans.end(); };
  CHECK(offered("Ff8f9"));
  CHECK_FALSE(offered("Ff8f7"));
}

TEST_CASE("cotulenh listing: a capture that leaves the enemy a Last Guard attacking our commander is illegal") {
  // Red takes the militia on h3: blue is left with its commander and the infantry on e5, which
  // becomes heroic (range 2) and then attacks the red commander on e3. The filter must promote the
  // enemy's Last Guard in its trial even though it skips the mover's own promotions.
  checkOneRefused("10c/11/11/11/11/11/11/4i6/11/4C2m3/11/7T3 r - - 0 1", "Th1h2", "Th1xh3");
}

// The moves the filter passes without playing them (safe_moves.h) are those that cannot change
// whether our commander is attacked. These two touch no square on a line with it, yet do.
TEST_CASE("cotulenh listing: a capture far from our commander that leaves the enemy a Last Guard is still checked") {
  // Red's tank on h2 takes the militia on h4, off every line through the red commander on e3:
  // blue is left with its commander and the infantry on e5, which becomes heroic (range 2) and
  // attacks e3.
  checkOneRefused("10c/11/11/11/11/11/11/4i6/7m3/4C6/7T3/11 r - - 0 1", "Th2h3", "Th2xh4");
}

TEST_CASE("cotulenh listing: burying our anti-air unit under an engineer away from the commander's lines is still checked") {
  // Blue's air force on e7 would take the red commander on e3, but its path leaves the zone of
  // the red anti-air on f5 (destroyed). The red engineer joining it from g5 carries it (EG): the
  // anti-air is no longer on top, defends nothing, and the commander is attacked.
  checkOneRefused("7ii1c/11/11/11/11/4f6/11/5GE4/11/4C6/11/11 r - - 0 1", "Eg5g4", "Eg5&f5");
}

// Random games reach what the dev positions seldom hold: endgames near a Last Guard, lone air
// forces, commanders facing each other. Plain moves only (each ends the turn), mostly captures,
// chosen by a fixed generator, so the same positions on every run and compiler.
TEST_CASE("cotulenh listing: the fast paths agree with the plain rules through random games") {
  uint64_t state = 20261207;
  auto below = [&](size_t n) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<size_t>((state >> 33) % n);
  };
  int positions = 0, fewEnemySquares = 0;
  for (int game = 0; game < 40; ++game) {
    Game g = cotulenh_test::gameOf(kStartFen);
    for (int turn = 0; turn < 240; ++turn) {
      checkListing(g, "random game " + std::to_string(game) + " at " + g.fen(), positions);
      if (g.position().occupied[opponent(g.turn())] <= 3) ++fewEnemySquares;
      std::vector<int> plain, captures;
      for (size_t i = 0; i < g.moves().size(); ++i) {
        const Move& m = g.moves()[i];
        if (m.is(kFlagDeploy)) continue;
        plain.push_back(static_cast<int>(i));
        if (m.flags & (kFlagCapture | kFlagStay | kFlagSuicide)) captures.push_back(static_cast<int>(i));
      }
      if (plain.empty() || g.status().gameOver) break;
      // Mostly captures when there are some, so that games thin out into endgames.
      const std::vector<int>& from = !captures.empty() && below(4) != 0 ? captures : plain;
      REQUIRE(g.play(from[below(from.size())]));
    }
  }
  CHECK(positions > 5000);
  MESSAGE(positions << " positions, " << fewEnemySquares << " with the enemy on three squares or fewer");
  CHECK(fewEnemySquares > 100);
}
