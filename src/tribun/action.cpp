#include "tribun/action.h"

#include "tribun/coords.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr const char* kOpcodeNames[kOpcodeCount] = {"MOVE",    "KILL",  "LIBERATE",  "DAMAGE",        "ENSLAVE", "COMBINE",
                                                    "SYM_COMBINE", "SPLIT", "BACKSTABB", "ATTACK_TRIBUN", "DRAW",    "END"};

// Highest payload bit used by each opcode (exclusive); bits from here to 27 must be zero.
constexpr int kPayloadBits[kOpcodeCount] = {15, 15, 7, 10, 14, 19, 11, 25, 10, 15, 3, 4};

std::string hex32(Word w) {
  static const char* digits = "0123456789ABCDEF";
  std::string s = "0x";
  for (int i = 7; i >= 0; --i) s.push_back(digits[(w >> (4 * i)) & 15]);
  return s;
}

unsigned field(Word w, int lo, int bits) { return (w >> lo) & ((1u << bits) - 1); }

Error malformed(Word w, const std::string& why) { return Error{"malformed action " + hex32(w) + ": " + why}; }

// A cid field must name an on-board tile.
bool checkCid(Word w, const char* name, int lo, int& out, std::string& err) {
  const int cid = static_cast<int>(field(w, lo, 7));
  if (!isValidCid(cid)) {
    err = std::string(name) + " cid " + std::to_string(cid) + " (bits " + std::to_string(lo) + "-" + std::to_string(lo + 6) +
          ") is " + (cid >= kCidSpace ? "reserved" : "off the board");
    return false;
  }
  out = cid;
  return true;
}

bool checkDir(Word w, const char* name, int lo, int& out, std::string& err) {
  const int d = static_cast<int>(field(w, lo, 3));
  if (d > 5) {
    err = std::string(name) + " " + std::to_string(d) + " (bits " + std::to_string(lo) + "-" + std::to_string(lo + 2) +
          ") is not a direction 0..5";
    return false;
  }
  out = d;
  return true;
}

const char* partName(int part) { return part ? "secondary" : "primary"; }
const char* colorName(int c) { return c == kBlack ? "black" : "white"; }

}  // namespace

const char* opcodeName(Opcode op) {
  const int i = static_cast<int>(op);
  return i >= 0 && i < kOpcodeCount ? kOpcodeNames[i] : "RESERVED";
}

Result<Action> decodeAction(Word w) {
  const int opc = static_cast<int>(w >> 28);
  if (opc >= kOpcodeCount) return malformed(w, "opcode " + std::to_string(opc) + " (bits 28-31) is reserved");
  const int used = kPayloadBits[opc];
  if ((w & 0x0FFFFFFFu) >> used)
    return malformed(w, std::string(kOpcodeNames[opc]) + " uses payload bits 0-" + std::to_string(used - 1) +
                            "; bits " + std::to_string(used) + "-27 must be 0");
  Action a;
  a.op = static_cast<Opcode>(opc);
  std::string err;
  bool ok = true;
  switch (a.op) {
    case Opcode::Move:
      ok = checkCid(w, "from", 0, a.from, err) && checkCid(w, "to", 7, a.to, err);
      a.part = static_cast<int>(field(w, 14, 1));
      break;
    case Opcode::Kill:
      ok = checkCid(w, "attacker", 0, a.attacker, err) && checkCid(w, "target", 7, a.target, err);
      a.part = static_cast<int>(field(w, 14, 1));
      break;
    case Opcode::Liberate: ok = checkCid(w, "target", 0, a.target, err); break;
    case Opcode::Damage:
      ok = checkCid(w, "target", 0, a.target, err);
      a.damage = static_cast<int>(field(w, 7, 3)) + 1;
      break;
    case Opcode::Enslave: ok = checkCid(w, "attacker", 0, a.attacker, err) && checkCid(w, "target", 7, a.target, err); break;
    case Opcode::Combine:
      ok = checkCid(w, "center", 0, a.center, err) && checkDir(w, "dirA", 7, a.dirA, err) && checkDir(w, "dirB", 10, a.dirB, err);
      a.donA = static_cast<int>(field(w, 13, 3)) + 1;
      a.donB = static_cast<int>(field(w, 16, 3)) + 1;
      break;
    case Opcode::SymCombine:
      ok = checkCid(w, "center", 0, a.center, err);
      a.config = static_cast<int>(field(w, 7, 2));
      a.donate = static_cast<int>(field(w, 9, 2)) + 1;
      if (ok && a.config == 3) ok = false, err = "SYM_COMBINE config 3 (bits 7-8) is reserved";
      if (ok && a.donate > 2) ok = false, err = "SYM_COMBINE donate " + std::to_string(a.donate) + " (bits 9-10) is not 1 or 2";
      break;
    case Opcode::Split:
      ok = checkCid(w, "actor", 0, a.actor, err);
      for (int d = 0; ok && d < 6; ++d) {
        a.heights[d] = static_cast<int>(field(w, 7 + 3 * d, 3));
        if (a.heights[d] == 5 || a.heights[d] == 7) {
          ok = false;
          err = "SPLIT h" + std::to_string(d) + " = " + std::to_string(a.heights[d]) + " (bits " + std::to_string(7 + 3 * d) +
                "-" + std::to_string(9 + 3 * d) + ") is not a height 0,1,2,3,4,6";
        }
      }
      break;
    case Opcode::Backstabb: ok = checkCid(w, "actor", 0, a.actor, err) && checkDir(w, "dir", 7, a.dir, err); break;
    case Opcode::AttackTribun:
      ok = checkCid(w, "attacker", 0, a.attacker, err) && checkCid(w, "tribun", 7, a.target, err);
      a.winner = static_cast<int>(field(w, 14, 1));
      break;
    case Opcode::Draw: {
      const unsigned act = field(w, 0, 2);
      if (act == 3) ok = false, err = "DRAW action 3 (bits 0-1) is reserved";
      a.drawAction = static_cast<DrawAction>(act);
      a.color = static_cast<int>(field(w, 2, 1));
      break;
    }
    case Opcode::End: {
      const unsigned reason = field(w, 0, 3);
      if (reason > 3) ok = false, err = "END reason " + std::to_string(reason) + " (bits 0-2) is reserved";
      a.reason = static_cast<EndReason>(reason);
      a.loser = static_cast<int>(field(w, 3, 1));
      break;
    }
  }
  if (!ok) return malformed(w, err);
  return a;
}

Result<Word> encodeAction(const Action& a) {
  auto cidOk = [](int c) { return isValidCid(c); };
  auto bit = [](int v) { return v == 0 || v == 1; };
  auto dirOk = [](int d) { return d >= 0 && d <= 5; };
  Word w = 0;
  switch (a.op) {
    case Opcode::Move:
      if (!cidOk(a.from) || !cidOk(a.to) || !bit(a.part)) return Error{"MOVE needs on-board from/to cids and part 0 or 1"};
      w = encodeMove(a.from, a.to, a.part);
      break;
    case Opcode::Kill:
      if (!cidOk(a.attacker) || !cidOk(a.target) || !bit(a.part)) return Error{"KILL needs on-board attacker/target cids and part 0 or 1"};
      w = encodeKill(a.attacker, a.target, a.part);
      break;
    case Opcode::Liberate:
      if (!cidOk(a.target)) return Error{"LIBERATE needs an on-board target cid"};
      w = encodeLiberate(a.target);
      break;
    case Opcode::Damage:
      if (!cidOk(a.target) || a.damage < 1 || a.damage > 8) return Error{"DAMAGE needs an on-board target cid and damage 1..8"};
      w = encodeDamage(a.target, a.damage);
      break;
    case Opcode::Enslave:
      if (!cidOk(a.attacker) || !cidOk(a.target)) return Error{"ENSLAVE needs on-board attacker/target cids"};
      w = encodeEnslave(a.attacker, a.target);
      break;
    case Opcode::Combine:
      if (!cidOk(a.center) || !dirOk(a.dirA) || !dirOk(a.dirB) || a.donA < 1 || a.donA > 8 || a.donB < 1 || a.donB > 8)
        return Error{"COMBINE needs an on-board center, dirA/dirB 0..5 and donations 1..8"};
      w = encodeCombine(a.center, a.dirA, a.dirB, a.donA, a.donB);
      break;
    case Opcode::SymCombine:
      if (!cidOk(a.center) || a.config < 0 || a.config > 2 || a.donate < 1 || a.donate > 2)
        return Error{"SYM_COMBINE needs an on-board center, config 0..2 and donate 1 or 2"};
      w = encodeSymCombine(a.center, a.config, a.donate);
      break;
    case Opcode::Split:
      if (!cidOk(a.actor)) return Error{"SPLIT needs an on-board actor cid"};
      for (int d = 0; d < 6; ++d)
        if (a.heights[d] < 0 || a.heights[d] > 6 || a.heights[d] == 5)
          return Error{"SPLIT height h" + std::to_string(d) + " must be one of 0,1,2,3,4,6"};
      w = op(Opcode::Split) | static_cast<Word>(a.actor) | splitHeightBits(a.heights);
      break;
    case Opcode::Backstabb:
      if (!cidOk(a.actor) || !dirOk(a.dir)) return Error{"BACKSTABB needs an on-board actor cid and dir 0..5"};
      w = encodeBackstabb(a.actor, a.dir);
      break;
    case Opcode::AttackTribun:
      if (!cidOk(a.attacker) || !cidOk(a.target) || !bit(a.winner))
        return Error{"ATTACK_TRIBUN needs on-board attacker/tribun cids and winner 0 or 1"};
      w = encodeAttackTribun(a.attacker, a.target, a.winner);
      break;
    case Opcode::Draw:
      if (static_cast<int>(a.drawAction) > 2 || !bit(a.color)) return Error{"DRAW needs action offer/retract/accept and colour 0 or 1"};
      w = encodeDraw(a.drawAction, a.color);
      break;
    case Opcode::End:
      if (static_cast<int>(a.reason) > 3 || !bit(a.loser)) return Error{"END needs reason 0..3 and loser 0 or 1"};
      w = encodeEnd(a.reason, a.loser);
      break;
    default: return Error{"opcode " + std::to_string(static_cast<int>(a.op)) + " is reserved"};
  }
  return w;
}

std::string describeAction(Word w) {
  const Result<Action> r = decodeAction(w);
  if (!r) return r.message();
  const Action& a = r.value();
  const std::string name = opcodeName(a.op);
  switch (a.op) {
    case Opcode::Move: return name + " " + coordText(a.from) + "->" + coordText(a.to) + " " + partName(a.part);
    case Opcode::Kill: return name + " " + coordText(a.attacker) + "x" + coordText(a.target) + " " + partName(a.part);
    case Opcode::Liberate: return name + " " + coordText(a.target);
    case Opcode::Damage: return name + " " + std::to_string(a.damage) + " at " + coordText(a.target);
    case Opcode::Enslave: return name + " " + coordText(a.attacker) + "x" + coordText(a.target);
    case Opcode::Combine:
      return name + " at " + coordText(a.center) + " from dirs " + std::to_string(a.dirA) + "+" + std::to_string(a.dirB) +
             " donating " + std::to_string(a.donA) + "+" + std::to_string(a.donB);
    case Opcode::SymCombine:
      return name + " at " + coordText(a.center) + " config " + std::to_string(a.config) + " donating " + std::to_string(a.donate);
    case Opcode::Split: {
      std::string s = name + " " + coordText(a.actor) + " heights ";
      for (int d = 0; d < 6; ++d) s += (d ? "," : "") + std::to_string(a.heights[d]);
      return s;
    }
    case Opcode::Backstabb: return name + " " + coordText(a.actor) + " dir " + std::to_string(a.dir);
    case Opcode::AttackTribun:
      return name + " " + coordText(a.attacker) + "->" + coordText(a.target) + " winner " + colorName(a.winner);
    case Opcode::Draw: {
      static const char* acts[] = {"offer", "retract", "accept"};
      return name + " " + acts[static_cast<int>(a.drawAction)] + " by " + colorName(a.color);
    }
    case Opcode::End: {
      static const char* reasons[] = {"resign", "no legal action", "timeout", "game-time tie"};
      if (a.reason == EndReason::GameTimeTie) return name + " " + reasons[3];
      return name + " " + reasons[static_cast<int>(a.reason)] + ", loser " + colorName(a.loser);
    }
  }
  return name;
}

}  // namespace boardrules::tribun
