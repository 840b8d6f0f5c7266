#include <doctest/doctest.h>

#include "tribun/action.h"
#include "tribun/coords.h"
#include "tribun/unit.h"

using namespace boardrules::tribun;

namespace {
int C(int x, int y) { return cidOf({x, y}); }
}  // namespace

TEST_CASE("tribun action words: the worked values of tribun.md section 5") {
  CHECK(encodeMove(C(0, 0), C(1, 1), 0) == 0x0000243Cu);
  CHECK(encodeMove(C(0, 0), C(1, 1), 1) == 0x0000643Cu);
  CHECK(encodeKill(C(0, 0), C(2, 2), 0) == 0x10002A3Cu);
  CHECK(encodeAttackTribun(C(0, 0), C(2, 2), kBlack) == 0x90002A3Cu);
  CHECK(encodeDamage(C(1, 1), 2) == 0x300000C8u);
  CHECK(encodeDraw(DrawAction::Offer, kBlack) == 0xA0000000u);
  CHECK(encodeDraw(DrawAction::Accept, kWhite) == 0xA0000006u);
  CHECK(encodeEnd(EndReason::GameTimeTie, 0) == 0xB0000003u);
  CHECK(encodeEnd(EndReason::Resign, kWhite) == 0xB0000008u);

  CHECK(describeAction(0x0000243Cu) == "MOVE (0,0)->(1,1) primary");
  CHECK(describeAction(0x0000643Cu) == "MOVE (0,0)->(1,1) secondary");
  CHECK(describeAction(0x10002A3Cu) == "KILL (0,0)x(2,2) primary");
  CHECK(describeAction(0x90002A3Cu) == "ATTACK_TRIBUN (0,0)->(2,2) winner black");
  CHECK(describeAction(0x300000C8u) == "DAMAGE 2 at (1,1)");
  CHECK(describeAction(0xA0000000u) == "DRAW offer by black");
  CHECK(describeAction(0xA0000006u) == "DRAW accept by white");
  CHECK(describeAction(0xB0000003u) == "END game-time tie");
  CHECK(describeAction(0xB0000008u) == "END resign, loser white");
}

TEST_CASE("tribun action words: encode/decode round trip for all 12 opcodes") {
  std::vector<Action> samples;
  Action a;
  a.op = Opcode::Move, a.from = C(0, 0), a.to = C(1, 1), a.part = 1;
  samples.push_back(a);
  a = {}, a.op = Opcode::Kill, a.attacker = C(-2, 1), a.target = C(3, 3), a.part = 1;
  samples.push_back(a);
  a = {}, a.op = Opcode::Liberate, a.target = C(5, 5);
  samples.push_back(a);
  a = {}, a.op = Opcode::Damage, a.target = C(-5, -5), a.damage = 7;
  samples.push_back(a);
  a = {}, a.op = Opcode::Enslave, a.attacker = C(1, 0), a.target = C(0, 1);
  samples.push_back(a);
  a = {}, a.op = Opcode::Combine, a.center = C(0, 0), a.dirA = 1, a.dirB = 4, a.donA = 3, a.donB = 5;
  samples.push_back(a);
  a = {}, a.op = Opcode::SymCombine, a.center = C(2, 1), a.config = 2, a.donate = 2;
  samples.push_back(a);
  a = {}, a.op = Opcode::Split, a.actor = C(-1, 2), a.heights = {1, 0, 2, 3, 0, 6};
  samples.push_back(a);
  a = {}, a.op = Opcode::Backstabb, a.actor = C(4, 4), a.dir = 5;
  samples.push_back(a);
  a = {}, a.op = Opcode::AttackTribun, a.attacker = C(0, 0), a.target = C(0, 2), a.winner = 1;
  samples.push_back(a);
  a = {}, a.op = Opcode::Draw, a.drawAction = DrawAction::Retract, a.color = 1;
  samples.push_back(a);
  a = {}, a.op = Opcode::End, a.reason = EndReason::Timeout, a.loser = 1;
  samples.push_back(a);
  for (const Action& s : samples) {
    CAPTURE(opcodeName(s.op));
    auto w = encodeAction(s);
    REQUIRE(w.isOk());
    CHECK(opcodeOf(w.value()) == s.op);
    auto back = decodeAction(w.value());
    REQUIRE(back.isOk());
    auto again = encodeAction(back.value());
    REQUIRE(again.isOk());
    CHECK(again.value() == w.value());
  }
}

TEST_CASE("tribun action words: malformed words are detected and explained") {
  CHECK(decodeAction(0xC0000000u).message().find("opcode 12 (bits 28-31) is reserved") != std::string::npos);
  CHECK(decodeAction(0xF0000000u).message().find("reserved") != std::string::npos);
  // MOVE with bit 15 set
  CHECK(decodeAction(0x0000243Cu | 1u << 15).message().find("bits 15-27 must be 0") != std::string::npos);
  // off-board cid 6 = (-5,1) as MOVE source
  CHECK(decodeAction(encodeMove(6, C(1, 1), 0)).message().find("from cid 6 (bits 0-6) is off the board") != std::string::npos);
  // reserved cid 121 as target
  CHECK(decodeAction(encodeLiberate(121)).message().find("reserved") != std::string::npos);
  CHECK(decodeAction(0xA0000003u).message().find("DRAW action 3") != std::string::npos);
  CHECK(decodeAction(0xB0000004u).message().find("END reason 4") != std::string::npos);
  CHECK(decodeAction(0xB0000010u).message().find("bits 4-27 must be 0") != std::string::npos);
  CHECK(decodeAction(encodeSymCombine(C(0, 0), 3, 1)).message().find("config 3") != std::string::npos);
  CHECK(decodeAction(encodeSymCombine(C(0, 0), 0, 3)).message().find("donate 3") != std::string::npos);
  CHECK(decodeAction(op(Opcode::Split) | C(0, 0) | 5u << 10).message().find("h1 = 5") != std::string::npos);
  CHECK(decodeAction(encodeBackstabb(C(0, 0), 6)).message().find("dir 6") != std::string::npos);
  CHECK(decodeAction(encodeCombine(C(0, 0), 7, 1, 1, 1)).message().find("dirA 7") != std::string::npos);
  CHECK(describeAction(0xC0000000u).find("malformed") != std::string::npos);
  // Every word of a malformed opcode or with stray bits is rejected, never crashes.
  for (Word w = 0; w < 1u << 16; ++w) {
    auto r = decodeAction(w * 65537u);
    if (r) CHECK(encodeAction(r.value()).value() == w * 65537u);
  }
}
