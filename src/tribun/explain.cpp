#include "tribun/explain.h"

#include <array>
#include <vector>

#include "tribun/coords.h"
#include "tribun/tile_names.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr const char* kSide[2] = {"Black", "White"};
constexpr const char* kColour[2] = {"black", "white"};

// A verb in both tenses ("moved" / "moves").
struct Verb {
  const char* past;
  const char* present;
};

// Builds one sentence; every piece that differs between two legal actions (tiles, heights,
// amounts, the part that acts) is spelled out.
class Explainer {
 public:
  Explainer(const Board& b, int turn, Tense tense) : b_(b), turn_(turn & 1), tense_(tense) {}

  std::string run(Word w) {
    w_ = w;
    const Result<Action> decoded = decodeAction(w);
    if (!decoded) return "An unknown action (" + hex(w) + ").";
    const Action& a = decoded.value();
    switch (a.op) {
      case Opcode::Move: return move(a);
      case Opcode::Kill: return kill(a);
      case Opcode::AttackTribun:
        return whose(a.attacker) + " " + v({"captured", "captures"}) + " " + unit(a.target) + ": " + kSide[a.winner & 1] + " " +
               v({"won", "wins"}) + ".";
      case Opcode::Enslave:
        return whose(a.attacker) + " " + v({"enslaved", "enslaves"}) + " " + unit(a.target) + " and " + v({"moved", "moves"}) +
               " there carrying it" + slaveLeftBehind(a.attacker) + ".";
      case Opcode::Liberate: return liberate(a);
      case Opcode::Damage: return damage(a);
      case Opcode::Combine: return combine(a);
      case Opcode::SymCombine: return symCombine(a);
      case Opcode::Split: return split(a);
      case Opcode::Backstabb: {
        const int to = neighborCid(a.actor, a.dir);
        const Unit u = at(a.actor);
        return whose(a.actor) + " " + v({"stabbed", "stabs"}) + " its " + (u.s ? std::string(kColour[u.color ^ 1]) + " " + std::to_string(u.s) + " " : "") +
               "slave and " + v({"stepped", "steps"}) + " to " + tileName(to) + ".";
      }
      case Opcode::Draw: {
        static constexpr Verb kDraw[3] = {{"offered a draw", "offers a draw"},
                                          {"took back the draw offer", "takes back the draw offer"},
                                          {"accepted the draw: the game is drawn", "accepts the draw: the game is drawn"}};
        return std::string(kSide[a.color & 1]) + " " + v(kDraw[static_cast<int>(a.drawAction)]) + ".";
      }
      case Opcode::End: {
        const std::string loser = kSide[a.loser & 1], winner = kSide[(a.loser & 1) ^ 1];
        switch (a.reason) {
          case EndReason::Resign: return loser + " " + v({"resigned", "resigns"}) + ": " + winner + " " + v({"won", "wins"}) + ".";
          case EndReason::NoLegalAction:
            return loser + " " + v({"had", "has"}) + " no legal move: " + winner + " " + v({"won", "wins"}) + ".";
          case EndReason::Timeout: return loser + " " + v({"ran", "runs"}) + " out of time: " + winner + " " + v({"won", "wins"}) + ".";
          case EndReason::GameTimeTie: return std::string("The game time ") + v({"ran", "runs"}) + " out: the game is drawn.";
        }
      }
    }
    return "An unknown action (" + hex(w) + ").";
  }

 private:
  const Board& b_;
  int turn_;
  Tense tense_;
  Word w_ = 0;

  const char* v(Verb verb) const { return tense_ == Tense::Past ? verb.past : verb.present; }

  static std::string hex(Word w) {
    std::string out = "0x00000000";
    for (int i = 0; i < 8; ++i) out[static_cast<size_t>(9 - i)] = "0123456789abcdef"[(w >> (4 * i)) & 15];
    return out;
  }

  Unit at(int cid) const {
    if (!isValidCid(cid)) return {};
    const uint8_t byte = b_[static_cast<size_t>(cid)];
    if (byte == 0 || pIndexOf(byte) == 7 || sIndexOf(byte) == 7) return {};
    return decodeUnitUnchecked(byte);
  }

  // "2", "tribun 1": a unit's own height (the side is said elsewhere).
  static std::string heightOf(const Unit& u) { return (u.tribun ? "tribun " : "") + std::to_string(u.p); }

  // "the 2 on f7" for a unit of the side to move, "the black 3 on e7" for any other; its slave
  // named after it ("... carrying a white 1"); "the empty tile e7" when nothing is there.
  std::string unit(int cid) const {
    const Unit u = at(cid);
    if (u.p == 0) return "the empty tile " + tileName(cid);
    std::string out = "the ";
    if (u.color != turn_) out += std::string(kColour[u.color]) + " ";
    out += heightOf(u) + " on " + tileName(cid);
    if (u.s) out += std::string(" carrying a ") + kColour[u.color ^ 1] + " " + std::to_string(u.s);
    return out;
  }

  // "White's 2 on f7" (the acting unit, its slave not named: the sentence says what it does).
  std::string whose(int cid) const {
    const Unit u = at(cid);
    if (u.p == 0) return std::string(kSide[turn_]) + ", from the empty tile " + tileName(cid) + ",";
    return std::string(kSide[turn_]) + "'s " + heightOf(u) + " on " + tileName(cid);
  }

  // The slave a primary leaves behind when it acts alone: freed, it changes sides.
  std::string slaveLeftBehind(int cid) const {
    const Unit u = at(cid);
    if (!u.s) return "";
    return std::string(", leaving its ") + kColour[u.color ^ 1] + " " + std::to_string(u.s) + " slave free on " + tileName(cid);
  }

  std::string slaveWords(int cid) const {
    const Unit u = at(cid);
    return std::string(kColour[u.color ^ 1]) + " " + std::to_string(u.s) + " slave";
  }

  std::string move(const Action& a) const {
    if (a.part == 1)
      return whose(a.from) + " " + v({"moved", "moves"}) + " with its " + slaveWords(a.from) + " to " + tileName(a.to) +
             " (a step of the slave's height).";
    return std::string(kSide[turn_]) + " " + v({"moved", "moves"}) + " " + unit(a.from) + " to " + tileName(a.to) +
           (at(a.from).s ? " alone" : "") + slaveLeftBehind(a.from) + ".";
  }

  std::string kill(const Action& a) const {
    if (a.part == 1)
      return whose(a.attacker) + " and its " + slaveWords(a.attacker) + " " + v({"killed", "kill"}) + " " + unit(a.target) +
             " with the slave's attack and " + v({"moved", "move"}) + " there together.";
    return whose(a.attacker) + " " + v({"killed", "kills"}) + " " + unit(a.target) + " and " + v({"moved", "moves"}) + " there" +
           (at(a.attacker).s ? " alone" : "") + slaveLeftBehind(a.attacker) + ".";
  }

  std::string liberate(const Action& a) const {
    const Unit u = at(a.target);
    if (u.p == 0 || u.s == 0) return std::string(kSide[turn_]) + " " + v({"freed", "frees"}) + " " + unit(a.target) + ".";
    return std::string(kSide[turn_]) + " " + v({"attacked", "attacks"}) + " " + unit(a.target) + ": the " + std::to_string(u.p) +
           " " + v({"died", "dies"}) + " and the " + kColour[u.color ^ 1] + " " + std::to_string(u.s) + " " + v({"was", "is"}) + " free.";
  }

  std::string damage(const Action& a) const {
    const Unit u = at(a.target);
    std::string out = std::string(kSide[turn_]) + " " + v({"damaged", "damages"}) + " " + unit(a.target) + " by " + std::to_string(a.damage);
    if (u.p > a.damage) out += ", leaving a " + std::to_string(u.p - a.damage);
    return out + ".";
  }

  // "the 2 on f7" when the donor gives all of it, "1 of the 2 on f7" when it keeps some.
  std::string donor(int cid, int given) const {
    const Unit u = at(cid);
    if (u.p == 0) return std::to_string(given) + " from the empty tile " + tileName(cid);
    return (u.p == given ? std::string() : std::to_string(given) + " of ") + unit(cid);
  }

  std::string combine(const Action& a) const {
    const int da = neighborCid(a.center, a.dirA), db = neighborCid(a.center, a.dirB);
    if (da == kNoCid || db == kNoCid) return "An unknown action (" + hex(w_) + ").";
    const bool tribun = at(da).tribun || at(db).tribun;
    return std::string(kSide[turn_]) + " " + v({"combined", "combines"}) + " " + donor(da, a.donA) + " and " + donor(db, a.donB) +
           " into a " + (tribun ? "tribun " : "") + std::to_string(a.donA + a.donB) + " on " + tileName(a.center) + ".";
  }

  std::string symCombine(const Action& a) const {
    static constexpr std::array<std::array<bool, 6>, 3> kDirs{{{true, true, true, true, true, true},
                                                              {true, false, false, false, true, true},
                                                              {false, true, true, true, false, false}}};
    std::vector<int> donors;
    for (int d = 0; d < 6; ++d) {
      if (!kDirs[static_cast<size_t>(a.config)][static_cast<size_t>(d)]) continue;
      const int n = neighborCid(a.center, d);
      if (n != kNoCid) donors.push_back(n);
    }
    const Unit first = donors.empty() ? Unit{} : at(donors.front());
    std::string tiles;
    for (size_t i = 0; i < donors.size(); ++i)
      tiles += (i == 0 ? "" : i + 1 == donors.size() ? " and " : ", ") + tileName(donors[i]);
    return std::string(kSide[turn_]) + " " + v({"combined", "combines"}) + " " + std::to_string(a.donate) + " from each of the " +
           (first.p ? std::to_string(first.p) + "s" : "units") + " on " + tiles + " into a " +
           std::to_string(a.donate * static_cast<int>(donors.size())) + " on " + tileName(a.center) + ".";
  }

  std::string split(const Action& a) const {
    const Unit u = at(a.actor);
    std::vector<std::string> parts;
    int given = 0;
    for (int d = 0; d < 6; ++d) {
      const int h = a.heights[static_cast<size_t>(d)];
      if (h == 0) continue;
      given += h;
      parts.push_back(std::to_string(h) + " on " + tileName(neighborCid(a.actor, d)));
    }
    std::string list;
    for (size_t i = 0; i < parts.size(); ++i) list += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    std::string out = std::string(kSide[turn_]) + " " + v({"split", "splits"}) + " " + unit(a.actor) + " into " + list;
    const int kept = u.p - given;
    if (kept > 0) out += ", keeping " + std::to_string(kept) + " on " + tileName(a.actor);
    else if (u.s) out += ", leaving its " + slaveWords(a.actor) + " free on " + tileName(a.actor);
    return out + ".";
  }
};

}  // namespace

std::string explainAction(const Board& board, int turn, Word word, Tense tense) {
  return Explainer(board, turn, tense).run(word);
}

}  // namespace boardrules::tribun
