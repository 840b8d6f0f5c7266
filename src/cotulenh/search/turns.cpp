#include "cotulenh/search/turns.h"

#include <bitset>

#include "cotulenh/move_apply.h"
#include "cotulenh/notation.h"
#include "cotulenh/search/evaluation.h"
#include "searchkit/splitmix.h"

namespace boardrules::cotulenh::search {

namespace {

constexpr uint8_t kCaptureFlags = kFlagCapture | kFlagStay | kFlagSuicide;

bool captures(const Move& m) { return (m.flags & kCaptureFlags) != 0; }

void record(const Turn& turn, const Position& after, TurnList& out) {
  Turn t = turn;
  t.result = static_cast<int>(out.positions.size());
  out.positions.push_back(after);
  out.turns.push_back(t);
}

// Continues an open deploy turn on `game`: every way to end it (the commit now, or one more step
// and so on), captures first, until `budget` turns are listed.
void extendDeploy(const Game& game, const Turn& turn, TurnList& out, int& budget) {
  if (budget <= 0) return;
  if (!game.inDeploy()) {  // the last step ended the turn by itself
    record(turn, game.position(), out);
    --budget;
    return;
  }
  if (game.canCommit()) {
    Game committed = game;
    if (committed.commit()) {
      record(turn, committed.position(), out);
      --budget;
    }
  }
  if (turn.count >= turn.steps.size()) return;
  const std::vector<Move>& moves = game.moves();
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < moves.size() && budget > 0; ++i) {
      if (captures(moves[i]) != (pass == 0)) continue;
      Game next = game;
      if (!next.play(static_cast<int>(i))) continue;
      Turn longer = turn;
      longer.steps[longer.count++] = moves[i];
      extendDeploy(next, longer, out, budget);
    }
}

}  // namespace

void generateTurns(const Position& pos, const TurnOptions& options, TurnList& out) {
  out.clear();
  const Game game = Game::fromPosition(pos);
  const std::vector<Move>& moves = game.moves();
  out.legalMoves = moves.size();
  std::bitset<kMailboxSize> origins;
  for (const Move& m : moves) {
    if (m.is(kFlagDeploy)) {
      origins.set(m.from);
      continue;
    }
    if (options.capturesOnly && !captures(m)) continue;
    Turn t;
    t.steps[0] = m;
    t.count = 1;
    out.turns.push_back(t);
  }
  if (options.capturesOnly) return;
  for (int origin = 0; origin < kMailboxSize; ++origin) {
    if (!origins.test(origin)) continue;
    int budget = options.deployTurnsPerStack;
    for (int pass = 0; pass < 2; ++pass)
      for (size_t i = 0; i < moves.size() && budget > 0; ++i) {
        const Move& m = moves[i];
        if (!m.is(kFlagDeploy) || m.from != origin || captures(m) != (pass == 0)) continue;
        Game opened = game;
        if (!opened.play(static_cast<int>(i))) continue;
        Turn t;
        t.steps[0] = m;
        t.count = 1;
        t.deploy = true;
        extendDeploy(opened, t, out, budget);
      }
  }
}

Position positionAfter(const Position& pos, const TurnList& list, const Turn& turn) {
  if (turn.deploy) return list.positions[turn.result];
  Position after = pos;
  applyMoveToBoard(after, turn.steps[0]);
  passTurn(after, turn.steps[0].is(kFlagCapture));
  return after;
}

uint32_t turnCode(const Turn& turn) {
  uint64_t h = turn.deploy ? 0x5eed : 0;
  for (int i = 0; i < turn.count; ++i) {
    const Move& m = turn.steps[i];
    const uint64_t word = uint64_t{m.from} | uint64_t{m.to} << 8 | uint64_t{m.flags} << 16 |
                          uint64_t{m.piece.typeMask()} << 24 | uint64_t(uint8_t(m.recombineStep)) << 40;
    h = searchkit::splitmix64(h ^ word);
  }
  return static_cast<uint32_t>(h) | 1u;
}

int capturedValue(const Turn& turn) {
  int value = 0;
  for (int i = 0; i < turn.count; ++i)
    if (captures(turn.steps[i])) value += stackValue(turn.steps[i].target);
  return value;
}

std::string turnText(const Turn& turn) {
  std::string out;
  for (int i = 0; i < turn.count; ++i) {
    if (i) out += ',';
    out += moveLan(turn.steps[i]);
  }
  return out;
}

Status playSteps(Game& game, const Turn& turn) {
  for (int i = 0; i < turn.count; ++i) {
    const int index = game.findMove(moveLan(turn.steps[i]));
    if (index < 0) return Error{"the turn's step " + moveLan(turn.steps[i]) + " is not offered"};
    if (Status s = game.play(index); !s) return s;
  }
  return Status::ok();
}

Status playTurn(Game& game, const Turn& turn) {
  if (Status s = playSteps(game, turn); !s) return s;
  if (game.inDeploy()) return game.commit();
  return Status::ok();
}

}  // namespace boardrules::cotulenh::search
