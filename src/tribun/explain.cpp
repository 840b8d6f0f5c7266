#include "tribun/explain.h"

#include <array>
#include <string_view>

#include "tribun/coords.h"
#include "tribun/tile_names.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr std::string_view kSide[2] = {"Black", "White"};
constexpr std::string_view kColour[2] = {"black", "white"};

// A verb in both tenses ("moved" / "moves").
struct Verb {
  std::string_view past;
  std::string_view present;
};

// The sentence being written. Every piece goes through one out-of-line append (not a chain of
// std::string temporaries): the describer stays small in the WebAssembly module.
class Text {
 public:
  [[gnu::noinline]] Text& operator<<(std::string_view piece) {
    s_.append(piece.data(), piece.size());
    return *this;
  }
  [[gnu::noinline]] Text& operator<<(int n) { return *this << std::string_view(std::to_string(n)); }
  std::string take() { return std::move(s_); }

 private:
  std::string s_;
};

// Writes one sentence; every piece that differs between two legal actions (tiles, heights,
// amounts, the part that acts) is spelled out.
class Explainer {
 public:
  Explainer(const Board& b, int turn, Tense tense) : b_(b), turn_(turn & 1), tense_(tense) {}

  std::string run(Word w) {
    const Result<Action> decoded = decodeAction(w);
    if (!decoded || !sentence(decoded.value())) {
      Text unknown;
      unknown << "An unknown action (" << hex(w) << ").";
      return unknown.take();
    }
    return out_.take();
  }

 private:
  const Board& b_;
  int turn_;
  Tense tense_;
  Text out_;

  std::string_view v(Verb verb) const { return tense_ == Tense::Past ? verb.past : verb.present; }
  Text& side() { return out_ << kSide[turn_]; }

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
  void height(const Unit& u) {
    if (u.tribun) out_ << "tribun ";
    out_ << u.p;
  }

  // "the 2 on f7" for a unit of the side to move, "the black 3 on e7" for any other; its slave
  // named after it ("... carrying a white 1"); "the empty tile e7" when nothing is there.
  void unit(int cid) {
    const Unit u = at(cid);
    if (u.p == 0) {
      out_ << "the empty tile " << tileName(cid);
      return;
    }
    out_ << "the ";
    if (u.color != turn_) out_ << kColour[u.color] << " ";
    height(u);
    out_ << " on " << tileName(cid);
    if (u.s) out_ << " carrying a " << kColour[u.color ^ 1] << " " << u.s;
  }

  // "White's 2 on f7" (the acting unit, its slave not named: the sentence says what it does).
  void whose(int cid) {
    const Unit u = at(cid);
    if (u.p == 0) {
      side() << ", from the empty tile " << tileName(cid) << ",";
      return;
    }
    side() << "'s ";
    height(u);
    out_ << " on " << tileName(cid);
  }

  void slave(int cid) {
    const Unit u = at(cid);
    out_ << kColour[u.color ^ 1] << " " << u.s << " slave";
  }

  // The slave a primary leaves behind when it acts alone: freed, it changes sides.
  void slaveLeftBehind(int cid) {
    if (!at(cid).s) return;
    out_ << ", leaving its ";
    slave(cid);
    out_ << " free on " << tileName(cid);
  }

  // A primary that carries a slave and acts without it: " alone" and the freed slave.
  void alone(int cid) {
    if (at(cid).s) out_ << " alone";
    slaveLeftBehind(cid);
  }

  bool sentence(const Action& a) {
    switch (a.op) {
      case Opcode::Move:
        if (a.part == 1) {
          whose(a.from);
          out_ << " " << v({"moved", "moves"}) << " with its ";
          slave(a.from);
          out_ << " to " << tileName(a.to) << " (a step of the slave's height).";
          return true;
        }
        side() << " " << v({"moved", "moves"}) << " ";
        unit(a.from);
        out_ << " to " << tileName(a.to);
        alone(a.from);
        out_ << ".";
        return true;
      case Opcode::Kill:
        whose(a.attacker);
        if (a.part == 1) {
          out_ << " and its ";
          slave(a.attacker);
          out_ << " " << v({"killed", "kill"}) << " ";
          unit(a.target);
          out_ << " with the slave's attack and " << v({"moved", "move"}) << " there together.";
          return true;
        }
        out_ << " " << v({"killed", "kills"}) << " ";
        unit(a.target);
        out_ << " and " << v({"moved", "moves"}) << " there";
        alone(a.attacker);
        out_ << ".";
        return true;
      case Opcode::AttackTribun:
        whose(a.attacker);
        out_ << " " << v({"captured", "captures"}) << " ";
        unit(a.target);
        out_ << ": " << kSide[a.winner & 1] << " " << v({"won", "wins"}) << ".";
        return true;
      case Opcode::Enslave:
        whose(a.attacker);
        out_ << " " << v({"enslaved", "enslaves"}) << " ";
        unit(a.target);
        out_ << " and " << v({"moved", "moves"}) << " there carrying it";
        slaveLeftBehind(a.attacker);
        out_ << ".";
        return true;
      case Opcode::Liberate: return liberate(a);
      case Opcode::Damage: {
        const Unit u = at(a.target);
        side() << " " << v({"damaged", "damages"}) << " ";
        unit(a.target);
        out_ << " by " << a.damage;
        if (u.p > a.damage) out_ << ", leaving a " << u.p - a.damage;
        out_ << ".";
        return true;
      }
      case Opcode::Combine: return combine(a);
      case Opcode::SymCombine: return symCombine(a);
      case Opcode::Split: return split(a);
      case Opcode::Backstabb: {
        const Unit u = at(a.actor);
        whose(a.actor);
        out_ << " " << v({"stabbed", "stabs"}) << " its ";
        if (u.s) out_ << kColour[u.color ^ 1] << " " << u.s << " ";
        out_ << "slave and " << v({"stepped", "steps"}) << " to " << tileName(neighborCid(a.actor, a.dir)) << ".";
        return true;
      }
      case Opcode::Draw: {
        static constexpr Verb kDraw[3] = {{"offered a draw", "offers a draw"},
                                          {"took back the draw offer", "takes back the draw offer"},
                                          {"accepted the draw: the game is drawn", "accepts the draw: the game is drawn"}};
        out_ << kSide[a.color & 1] << " " << v(kDraw[static_cast<int>(a.drawAction)]) << ".";
        return true;
      }
      case Opcode::End: {
        static constexpr Verb kEnd[3] = {{"resigned", "resigns"}, {"had no legal move", "has no legal move"},
                                         {"ran out of time", "runs out of time"}};
        if (a.reason == EndReason::GameTimeTie) {
          out_ << "The game time " << v({"ran", "runs"}) << " out: the game is drawn.";
          return true;
        }
        out_ << kSide[a.loser & 1] << " " << v(kEnd[static_cast<int>(a.reason)]) << ": " << kSide[(a.loser & 1) ^ 1] << " "
             << v({"won", "wins"}) << ".";
        return true;
      }
    }
    return false;
  }

  bool liberate(const Action& a) {
    const Unit u = at(a.target);
    if (u.p == 0 || u.s == 0) {
      side() << " " << v({"freed", "frees"}) << " ";
      unit(a.target);
      out_ << ".";
      return true;
    }
    side() << " " << v({"attacked", "attacks"}) << " ";
    unit(a.target);
    out_ << ": the " << u.p << " " << v({"died", "dies"}) << " and the " << kColour[u.color ^ 1] << " " << u.s << " "
         << v({"was", "is"}) << " free.";
    return true;
  }

  // "the 2 on f7" when the donor gives all of it, "1 of the 2 on f7" when it keeps some.
  void donor(int cid, int given) {
    const Unit u = at(cid);
    if (u.p == 0) {
      out_ << given << " from the empty tile " << tileName(cid);
      return;
    }
    if (u.p != given) out_ << given << " of ";
    unit(cid);
  }

  bool combine(const Action& a) {
    const int da = neighborCid(a.center, a.dirA), db = neighborCid(a.center, a.dirB);
    if (da == kNoCid || db == kNoCid) return false;
    side() << " " << v({"combined", "combines"}) << " ";
    donor(da, a.donA);
    out_ << " and ";
    donor(db, a.donB);
    out_ << " into a " << (at(da).tribun || at(db).tribun ? "tribun " : "") << a.donA + a.donB << " on " << tileName(a.center) << ".";
    return true;
  }

  // "e6, f7 and g7": tiles in a list.
  template <size_t N>
  void list(const std::array<int, N>& cids, size_t n) {
    for (size_t i = 0; i < n; ++i) out_ << (i == 0 ? "" : i + 1 == n ? " and " : ", ") << tileName(cids[i]);
  }

  bool symCombine(const Action& a) {
    static constexpr std::array<uint8_t, 3> kDirMask{0x3f, 0x31, 0x0e};  // all six; {0,4,5}; {1,2,3}
    std::array<int, 6> donors{};
    size_t n = 0;
    for (int d = 0; d < 6; ++d) {
      const int cid = (kDirMask[static_cast<size_t>(a.config)] >> d & 1) ? neighborCid(a.center, d) : kNoCid;
      if (cid != kNoCid) donors[n++] = cid;
    }
    const Unit first = n ? at(donors[0]) : Unit{};
    side() << " " << v({"combined", "combines"}) << " " << a.donate << " from each of the ";
    if (first.p) out_ << first.p << "s";
    else out_ << "units";
    out_ << " on ";
    list(donors, n);
    out_ << " into a " << a.donate * static_cast<int>(n) << " on " << tileName(a.center) << ".";
    return true;
  }

  bool split(const Action& a) {
    const Unit u = at(a.actor);
    side() << " " << v({"split", "splits"}) << " ";
    unit(a.actor);
    out_ << " into ";
    int given = 0, parts = 0, count = 0;
    for (int h : a.heights) count += h != 0;
    for (int d = 0; d < 6; ++d) {
      const int h = a.heights[static_cast<size_t>(d)];
      if (h == 0) continue;
      given += h;
      out_ << (parts == 0 ? "" : parts + 1 == count ? " and " : ", ") << h << " on " << tileName(neighborCid(a.actor, d));
      ++parts;
    }
    const int kept = u.p - given;
    if (kept > 0) {
      out_ << ", keeping " << kept << " on " << tileName(a.actor);
    } else if (u.s) {
      out_ << ", leaving its ";
      slave(a.actor);
      out_ << " free on " << tileName(a.actor);
    }
    out_ << ".";
    return true;
  }
};

}  // namespace

std::string explainAction(const Board& board, int turn, Word word, Tense tense) {
  return Explainer(board, turn, tense).run(word);
}

}  // namespace boardrules::tribun
