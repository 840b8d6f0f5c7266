#include "testkit/tactics.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "tribun/apply.h"
#include "tribun/movegen.h"

namespace boardrules::testkit {

using namespace boardrules::tribun;

const char* tacticKindName(TacticKind k) {
  switch (k) {
    case TacticKind::Win1: return "win1";
    case TacticKind::Win3: return "win3";
    default: return "parry";
  }
}

namespace {

// After `turn` plays `move`: does every reply leave the enemy tribun capturable?
bool forcesCapture(const Board& board, int turn, Word move) {
  if (opcodeOf(move) == Opcode::AttackTribun) return true;
  Board after = board;
  applyBoardActionUnchecked(after, turn, move);
  std::vector<Word> replies;
  generateBoardActions(after, turn ^ 1, replies);
  for (Word r : replies) {
    if (opcodeOf(r) == Opcode::AttackTribun) return false;
    Board next = after;
    applyBoardActionUnchecked(next, turn ^ 1, r);
    if (!canAttackTribun(next, turn)) {
      std::vector<Word> ours;  // no capture, but a side without a move loses too
      generateBoardActions(next, turn, ours);
      if (!ours.empty()) return false;
    }
  }
  return true;
}

}  // namespace

bool solves(const Tactic& t, Word move) {
  std::vector<Word> legal;
  generateBoardActions(t.board, t.turn, legal);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) return false;
  switch (t.kind) {
    case TacticKind::Win1: return opcodeOf(move) == Opcode::AttackTribun;
    case TacticKind::Win3: return forcesCapture(t.board, t.turn, move);
    default: {
      if (opcodeOf(move) == Opcode::AttackTribun) return true;
      Board after = t.board;
      applyBoardActionUnchecked(after, t.turn, move);
      return !canAttackTribun(after, t.turn ^ 1);
    }
  }
}

std::vector<Word> solutions(const Tactic& t) {
  std::vector<Word> legal, out;
  generateBoardActions(t.board, t.turn, legal);
  for (Word m : legal)
    if (solves(t, m)) out.push_back(m);
  return out;
}

bool classify(const Board& board, int turn, int maxParries, TacticKind& kind) {
  if (canAttackTribun(board, turn)) return kind = TacticKind::Win1, true;
  if (canAttackTribun(board, turn ^ 1)) {
    const size_t n = solutions({TacticKind::Parry, board, turn}).size();
    if (n >= 1 && static_cast<int>(n) <= maxParries) return kind = TacticKind::Parry, true;
    return false;
  }
  if (!solutions({TacticKind::Win3, board, turn}).empty()) return kind = TacticKind::Win3, true;
  return false;
}

Result<std::vector<Tactic>> loadTactics(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{"cannot open " + path};
  std::vector<Tactic> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string kind, hex;
    int turn = -1;
    fields >> kind >> hex >> turn;
    Tactic t;
    if (kind == "win1") t.kind = TacticKind::Win1;
    else if (kind == "win3") t.kind = TacticKind::Win3;
    else if (kind == "parry") t.kind = TacticKind::Parry;
    else return Error{path + ":" + std::to_string(n) + ": unknown kind '" + kind + "'"};
    Result<Board> b = boardFromHex(hex);
    if (!b) return Error{path + ":" + std::to_string(n) + ": " + b.message()};
    if (turn != 0 && turn != 1) return Error{path + ":" + std::to_string(n) + ": turn must be 0 or 1"};
    t.board = b.value();
    t.turn = turn;
    out.push_back(t);
  }
  return out;
}

std::string formatTactic(const Tactic& t) { return std::string(tacticKindName(t.kind)) + " " + boardToHex(t.board) + " " + std::to_string(t.turn); }

}  // namespace boardrules::testkit
