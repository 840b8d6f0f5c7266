// Property (docs/rules/cotulenh.md section 12): a FEN describes a position completely. After any
// completed turn of a random game, the game's legal list and status equal those of a fresh load
// of the FEN it writes, and that FEN reads back to itself. Random games from the start position
// and from the dev records, deploy turns included (steps, recombines, commits and cancels at
// random); each game's turns as played (Game::turnSteps) replay to the same game, and its history
// walks back and forth with undo, redo and goTo (checkHistoryWalk). Seeded: the
// same games on every run and compiler.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "cotulenh/notation.h"
#include "cotulenh/position.h"
#include "cotulenh_game_support.h"

using namespace cotulenh_test;
using boardrules::cotulenh::Game;

namespace {

// SplitMix64: the same numbers everywhere (std distributions differ between libraries).
struct Rng {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

bool sameStatus(const boardrules::cotulenh::GameStatus& a, const boardrules::cotulenh::GameStatus& b) {
  return a.check == b.check && a.checkmate == b.checkmate && a.stalemate == b.stalemate && a.draw == b.draw &&
         a.fiftyMove == b.fiftyMove && a.gameOver == b.gameOver && a.commanderCaptured == b.commanderCaptured;
}

// A move played by its index records the SAN and LAN the list gives it (Game::play writes only its
// own unless the list's are made): checked against the whole list's, and every 16th position each
// move's SAN alone against the list's.
void playChecked(Game& g, int index) {
  static int positions = 0;
  const std::vector<boardrules::cotulenh::Move> moves = g.moves();
  const std::vector<std::string> sans = boardrules::cotulenh::moveSans(moves);
  if (++positions % 16 == 0) {
    for (size_t j = 0; j < moves.size(); ++j) CHECK(boardrules::cotulenh::moveSan(moves, j) == sans[j]);
    // The game's texts of one move each, written before its lists are (a deploy step's SAN included).
    // (a game of its own at the position: g's lists may be made already, a fresh one's are not)
    Game copy = g.inDeploy() ? g : Game::fromPosition(g.position());
    std::vector<std::string> lanAt, sanAt;
    for (size_t j = 0; j < moves.size(); ++j) {
      lanAt.push_back(copy.lanAt(j));
      sanAt.push_back(copy.sanAt(j));
    }
    CHECK(lanAt == copy.lans());
    CHECK(sanAt == copy.sans());
  }
  const bool plain = !g.inDeploy() && !moves[static_cast<size_t>(index)].is(boardrules::cotulenh::kFlagDeploy);
  REQUIRE(g.play(index).isOk());
  if (!plain) return;
  CHECK(g.history().back().san == sans[static_cast<size_t>(index)]);
  CHECK(g.history().back().lan == boardrules::cotulenh::moveLan(moves[static_cast<size_t>(index)]));
}

// Plays one turn at random (a deploy turn step by step); false when the game cannot go on.
bool playRandomTurn(Game& g, Rng& rng) {
  if (g.moves().empty()) return false;
  playChecked(g, rng.below(static_cast<int>(g.moves().size())));
  while (g.inDeploy()) {
    const int n = static_cast<int>(g.moves().size());
    const int pick = rng.below(n + 2);
    if (pick >= n && g.canCommit()) {
      REQUIRE(g.commit().isOk());
    } else if (pick == n + 1 || n == 0) {
      REQUIRE(g.cancel().isOk());
      return !g.moves().empty();  // the turn is replayed from its start on the next call
    } else {
      REQUIRE(g.play(pick % n).isOk());
    }
  }
  return true;
}

// The game as played (Game::turnSteps), played again from `startFen`, is the same game.
void checkPlayedAgain(const Game& g, const std::string& startFen) {
  Game again = gameOf(startFen);
  for (const auto& turn : g.turnSteps()) {
    for (const std::string& step : turn) {
      if (step == "commit") {
        REQUIRE_MESSAGE(again.commit().isOk(), startFen << ": commit refused");
      } else {
        const int index = again.findMove(step);
        REQUIRE_MESSAGE(index >= 0, startFen << ": " << step << " not offered in " << again.fen());
        REQUIRE(again.play(index).isOk());
      }
    }
  }
  CHECK_MESSAGE(again.fen() == g.fen(), "played again from " << startFen);
  CHECK(again.turnSteps() == g.turnSteps());
  CHECK(again.history().size() == g.history().size());
}

// The history walked along its line: goTo every turn count (the positions a live game passed
// through, its record's `before`), back to the start and forward again by redo, a turn that
// leaves the line and one that walks into it. After each step the position, list and played
// turns are those of the game at that point.
void checkHistoryWalk(Game g, Rng& rng) {
  if (g.inDeploy()) {
    CHECK_FALSE(g.goTo(0).isOk());
    CHECK_FALSE(g.redo().isOk());
    REQUIRE(g.cancel().isOk());
  }
  const Game end = g;
  const size_t n = g.history().size();
  std::vector<std::string> fens;
  for (const auto& t : g.history()) fens.push_back(boardrules::cotulenh::toFen(t.before));
  fens.push_back(g.fen());
  CHECK_FALSE(g.goTo(n + 1).isOk());
  CHECK(g.fen() == end.fen());
  const size_t mid = n == 0 ? 0 : static_cast<size_t>(rng.below(static_cast<int>(n) + 1));
  REQUIRE(g.goTo(mid).isOk());
  CHECK(g.fen() == fens[mid]);
  CHECK(g.redoCount() == n - mid);
  REQUIRE(g.goTo(0).isOk());
  CHECK(g.fen() == fens[0]);
  CHECK_FALSE(g.undo().isOk());
  for (size_t i = 1; i <= n; ++i) {
    REQUIRE(g.redo().isOk());
    CHECK_MESSAGE(g.fen() == fens[i], "redo to turn " << i);
    CHECK(g.redoCount() == n - i);
  }
  CHECK_FALSE(g.redo().isOk());
  CHECK(g.lans() == end.lans());
  CHECK(g.turnSteps() == end.turnSteps());
  if (n == 0) return;
  // Into the line: the next turn played by hand as it was played keeps the rest of the line.
  REQUIRE(g.goTo(mid == n ? n - 1 : mid).isOk());
  const size_t at = g.history().size();
  const std::vector<std::string> next = end.turnSteps()[at];
  for (const std::string& step : next) {
    if (step == "commit") REQUIRE(g.commit().isOk());
    else REQUIRE(g.play(g.findMove(step)).isOk());
  }
  CHECK(g.redoCount() == n - at - 1);
  CHECK(g.fen() == fens[at + 1]);
  // Off the line: another turn ends it (when there is another whole turn to play).
  REQUIRE(g.undo().isOk());
  for (int i = 0; i < static_cast<int>(g.moves().size()); ++i) {
    Game other = g;
    if (other.lans()[i] == next.front()) continue;
    REQUIRE(other.play(i).isOk());
    if (other.inDeploy()) continue;
    CHECK(other.redoCount() == 0);
    CHECK_FALSE(other.redo().isOk());
    break;
  }
}

int checkGame(Game g, Rng& rng, int maxTurns) {
  const std::string startFen = g.fen();
  int checked = 0;
  for (int turn = 0; turn < maxTurns && !g.status().gameOver; ++turn) {
    if (!playRandomTurn(g, rng)) break;
    if (g.inDeploy()) continue;
    const std::string fen = g.fen();
    auto fresh = Game::fromFen(fen);
    REQUIRE_MESSAGE(fresh.isOk(), fen);
    CHECK_MESSAGE(fresh.value().fen() == fen, "FEN does not round-trip: " << fen);
    CHECK_MESSAGE(fresh.value().lans() == g.lans(), "legal list differs from a fresh load of " << fen);
    CHECK_MESSAGE(sameStatus(fresh.value().status(), g.status()), "status differs from a fresh load of " << fen);
    ++checked;
  }
  checkPlayedAgain(g, startFen);
  checkHistoryWalk(g, rng);
  return checked;
}

}  // namespace

TEST_CASE("cotulenh property: after every turn of random games the legal list equals a fresh load of the FEN") {
  Rng rng{20261127};
  int checked = 0;
  for (int game = 0; game < 120; ++game) checked += checkGame(gameOf(boardrules::cotulenh::kStartFen), rng, 200);
  // The dev records' positions: stacks, heroic units and air defence from the start.
  for (const std::string& fen : devRecordFens()) checked += checkGame(gameOf(fen), rng, 60);
  MESSAGE(checked << " positions compared with a fresh load");
  CHECK(checked > 40000);
}

// A game loaded in place (Game::load: how a reused JavaScript handle starts its next game) is a
// fresh game of that FEN, whatever it held before: history, a redo line, an open deploy turn. Its
// next turns are played in lockstep with a fresh game's. A FEN that does not load changes nothing.
TEST_CASE("cotulenh property: a game loaded in place equals a fresh load, whatever it held before") {
  Rng rng{20261207};
  const std::vector<std::string> fens = devRecordFens();
  for (int round = 0; round < 60; ++round) {
    Game used = gameOf(boardrules::cotulenh::kStartFen);
    const int turns = rng.below(40);
    for (int t = 0; t < turns && !used.status().gameOver; ++t)
      if (!playRandomTurn(used, rng)) break;
    if (!used.history().empty() && rng.below(2)) REQUIRE(used.undo().isOk());
    // End some rounds inside a deploy turn: a step from a stack, when there is one.
    for (size_t i = 0; i < used.moves().size() && round % 3 == 0; ++i)
      if (used.moves()[i].is(boardrules::cotulenh::kFlagDeploy)) {
        REQUIRE(used.play(static_cast<int>(i)).isOk());
        break;
      }

    const Game before = used;
    CHECK_FALSE(used.load("11/11 r - - 0 1").isOk());
    CHECK(used.fen() == before.fen());
    CHECK(used.history().size() == before.history().size());
    CHECK(used.redoCount() == before.redoCount());
    CHECK(used.lans() == before.lans());

    const std::string& fen = fens[static_cast<size_t>(rng.below(static_cast<int>(fens.size())))];
    REQUIRE(used.load(fen).isOk());
    Game fresh = gameOf(fen);
    for (int t = 0; t < 6; ++t) {
      CHECK(used.fen() == fresh.fen());
      CHECK(used.lans() == fresh.lans());
      CHECK(used.sans() == fresh.sans());
      CHECK(used.inDeploy() == fresh.inDeploy());
      CHECK(used.history().size() == fresh.history().size());
      CHECK(used.redoCount() == fresh.redoCount());
      CHECK(used.turnSteps() == fresh.turnSteps());
      CHECK(sameStatus(used.status(), fresh.status()));
      if (fresh.moves().empty()) break;
      const int pick = rng.below(static_cast<int>(fresh.moves().size()));
      REQUIRE(used.play(pick).isOk());
      REQUIRE(fresh.play(pick).isOk());
    }
  }
}

// forgetHistory (what a disposed JavaScript handle keeps): no history, no redo line, no open
// deploy turn; the game starts again at its current turn's start position.
TEST_CASE("cotulenh: forgetHistory drops the history and an open deploy turn") {
  Rng rng{7};
  int deploys = 0;
  for (int round = 0; round < 20; ++round) {
    Game g = gameOf(boardrules::cotulenh::kStartFen);
    for (int t = 0; t < 10 + round; ++t)
      if (!playRandomTurn(g, rng)) break;
    if (round % 2) REQUIRE(g.undo().isOk());
    const std::string turnStart = g.fen();
    for (size_t i = 0; i < g.moves().size(); ++i)
      if (g.moves()[i].is(boardrules::cotulenh::kFlagDeploy)) {
        REQUIRE(g.play(static_cast<int>(i)).isOk());
        break;
      }
    if (g.inDeploy()) ++deploys;
    else if (g.fen() != turnStart) continue;  // the step ended the turn: nothing open to drop
    REQUIRE_FALSE(g.history().empty());
    g.forgetHistory();
    CHECK_FALSE(g.inDeploy());
    CHECK(g.history().empty());
    CHECK(g.redoCount() == 0);
    CHECK(g.turnSteps().empty());
    CHECK(g.fen() == turnStart);
    CHECK(g.lans() == gameOf(turnStart).lans());
  }
  CHECK(deploys >= 5);
}
