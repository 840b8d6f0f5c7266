#include "cotulenh/explain.h"

#include <string_view>

namespace boardrules::cotulenh {

namespace {

constexpr std::string_view kUnitNames[kPieceTypeCount] = {
    "commander", "infantry", "engineer", "anti-air gun", "militia", "tank",
    "artillery", "missile", "air force", "navy", "headquarters",
};

std::string sideName(Color side) { return side == kRed ? "Red" : "Blue"; }
std::string ownerOf(Color side) { return side == kRed ? "red's" : "blue's"; }

std::string unitName(const Unit& unit) {
  std::string out = unit.heroic ? "heroic " : "";
  return out.append(kUnitNames[unit.type]);
}

// "tank", "heroic tank", "air force carrying tank and infantry".
std::string stackName(const Stack& stack) {
  if (stack.empty()) return "nothing";
  std::string out = unitName(stack.carrier());
  for (int i = 1; i < stack.count; ++i) {
    out += i == 1 ? " carrying " : (i + 1 == stack.count ? " and " : ", ");
    out += unitName(stack.units[i]);
  }
  return out;
}

// The units of `stack` whose types are in `mask`, as one list: "tank and infantry".
std::string unitsIn(const Stack& stack, uint16_t mask) {
  std::string out;
  int listed = 0, total = 0;
  for (int i = 0; i < stack.count; ++i) total += (mask >> stack.units[i].type) & 1;
  for (int i = 0; i < stack.count; ++i) {
    if (!((mask >> stack.units[i].type) & 1)) continue;
    if (listed) out += listed + 1 == total ? " and " : ", ";
    out += unitName(stack.units[i]);
    ++listed;
  }
  return out;
}

bool anyOf(const Move& m, unsigned flags) { return (m.flags & flags) != 0; }

struct Verbs {
  Tense tense;
  const char* operator()(const char* present, const char* past) const { return tense == Tense::Present ? present : past; }
};

// What the move does at its destination, after its subject: "moves to e6", "captures blue's
// infantry on e6", ... `side` owns the mover; the target belongs to the other side except in a
// join.
std::string action(const Move& m, Color side, Verbs v) {
  const std::string to = squareName(m.to);
  const std::string enemy = ownerOf(opponent(side)) + " " + stackName(m.target) + " on " + to;
  if (m.is(kFlagCombine)) return std::string(v("joins the ", "joined the ")) + stackName(m.target) + " on " + to;
  if (m.is(kFlagSuicide)) return std::string(v("strikes ", "struck ")) + enemy + v("; both are lost", "; both were lost");
  if (m.is(kFlagStay)) return std::string(v("captures ", "captured ")) + enemy + " without moving";
  if (m.is(kFlagCapture)) return std::string(v("captures ", "captured ")) + enemy;
  return std::string(v("moves to ", "moved to ")) + to;
}

}  // namespace

std::string explainMove(const Move& m, Color side, Tense tense) {
  const Verbs v{tense};
  const std::string from = squareName(m.from);
  std::string out = sideName(side) + "'s " + stackName(m.piece);
  if (m.is(kFlagDeploy)) {
    // A stay capture leaves the unit in its stack: it fires from there.
    if (m.is(kFlagStay)) return out + " in the stack on " + from + " " + action(m, side, v) + ".";
    out += v(" leaves the stack on ", " left the stack on ") + from;
    if (!anyOf(m, kFlagCapture | kFlagSuicide | kFlagCombine)) return out + " for " + squareName(m.to) + ".";
    return out + " and " + action(m, side, v) + ".";
  }
  return out + " on " + from + " " + action(m, side, v) + ".";
}

std::string explainTurn(const TurnRecord& turn, Tense tense) {
  const Color side = turn.before.turn;
  if (!turn.deploy || turn.stepCount == 0) {
    return turn.stepCount ? explainMove(turn.steps[0], side, tense) : sideName(side) + "'s turn.";
  }
  const Verbs v{tense};
  const int origin = turn.steps[0].from;
  const Stack& stack = turn.before.board[origin];
  std::string out = sideName(side) + v(" deploys the ", " deployed the ") + stackName(stack) + " on " + squareName(origin) + ": ";
  uint16_t moved = 0;
  for (int i = 0; i < turn.stepCount; ++i) {
    const Move& step = turn.steps[i];
    moved |= step.piece.typeMask();
    if (i) out += "; ";
    out += "the " + stackName(step.piece) + " ";
    out += anyOf(step, kFlagCapture | kFlagStay | kFlagSuicide | kFlagCombine) ? action(step, side, v)
                                                                            : std::string(v("goes to ", "went to ")) + squareName(step.to);
  }
  const uint16_t stayed = stack.typeMask() & static_cast<uint16_t>(~moved);
  if (stayed) {
    const bool one = (stayed & (stayed - 1)) == 0;
    out += std::string("; the ") + unitsIn(stack, stayed) + (tense == Tense::Past ? " stayed" : one ? " stays" : " stay");
  }
  return out + ".";
}

}  // namespace boardrules::cotulenh
