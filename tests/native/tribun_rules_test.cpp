// Each turn kind of docs/rules/tribun.md section 4 on hand-built positions.
#include <doctest/doctest.h>

#include "tribun/split_table.h"
#include "tribun_test_util.h"

using namespace tribun_test;

TEST_CASE("tribun rules: a primary move leaves its slave behind, which liberates") {
  const State s = stateOf({{0, 0, unit(B, 2, 1)}});
  const auto legal = boardActions(s);
  const Word primary = encodeMove(C(0, 0), C(1, 2), 0);   // height-2 jump
  const Word stack = encodeMove(C(0, 0), C(-1, -1), 1);   // slave (white-born) height 1 moves (-1,-1)
  REQUIRE(contains(legal, primary));
  REQUIRE(contains(legal, stack));
  CHECK_FALSE(contains(legal, encodeMove(C(0, 0), C(1, 1), 1)));  // not black's forward for the slave
  const State a = after(s, primary);
  CHECK(a.board[C(1, 2)] == unit(B, 2));
  CHECK(a.board[C(0, 0)] == unit(W, 1));  // freed slave, now an enemy unit
  CHECK(a.turn == W);
  const State b = after(s, stack);
  CHECK(b.board[C(-1, -1)] == unit(B, 2, 1));
  CHECK(b.board[C(0, 0)] == 0);
}

TEST_CASE("tribun rules: KILL with each part, and ENSLAVE only with the primary") {
  const State s = stateOf({{0, 0, unit(B, 2, 1)}, {1, 2, unit(W, 1)}, {-1, 0, unit(W, 1)}});
  const auto legal = boardActions(s);
  CHECK(contains(legal, encodeKill(C(0, 0), C(1, 2), 0)));
  CHECK(contains(legal, encodeEnslave(C(0, 0), C(1, 2))));
  CHECK(contains(legal, encodeKill(C(0, 0), C(-1, 0), 1)));  // slave's white-oriented attack (-1,0)
  CHECK_FALSE(contains(legal, encodeEnslave(C(0, 0), C(-1, 0))));
  CHECK_FALSE(contains(legal, encodeKill(C(0, 0), C(-1, 0), 0)));
  const State k0 = after(s, encodeKill(C(0, 0), C(1, 2), 0));
  CHECK(k0.board[C(1, 2)] == unit(B, 2));
  CHECK(k0.board[C(0, 0)] == unit(W, 1));  // the slave left behind liberates
  const State k1 = after(s, encodeKill(C(0, 0), C(-1, 0), 1));
  CHECK(k1.board[C(-1, 0)] == unit(B, 2, 1));
  CHECK(k1.board[C(0, 0)] == 0);
  const State e = after(s, encodeEnslave(C(0, 0), C(1, 2)));
  CHECK(e.board[C(1, 2)] == unit(B, 2, 1));  // enslaver moves in carrying the target
  CHECK(e.board[C(0, 0)] == unit(W, 1));      // its old slave liberates
}

TEST_CASE("tribun rules: DAMAGE rounds the result (6 hit by 1 -> damage 2)") {
  const State s = stateOf({{0, 0, unit(B, 1)}, {1, 0, unit(W, 6)}});
  const auto attacks = withOpcode(boardActions(s), Opcode::Damage);
  REQUIRE(attacks.size() == 1);
  CHECK(attacks[0] == encodeDamage(C(1, 0), 2));
  CHECK(after(s, attacks[0]).board[C(1, 0)] == unit(W, 4));
}

TEST_CASE("tribun rules: combined attack strengths, KILL participants and ENSLAVE with SP") {
  // White height 3 at the centre, hit by a black 1 (forward diagonal) and a black 3 (jump (3,2)).
  const State s = stateOf({{0, 0, unit(W, 3)}, {-1, 0, unit(B, 1)}, {-3, -2, unit(B, 3)}});
  const auto legal = boardActions(s);
  CHECK(contains(legal, encodeKill(C(-1, 0), C(0, 0), 0)));  // 1 + 3 >= 3: the 1 takes part
  CHECK(contains(legal, encodeKill(C(-3, -2), C(0, 0), 0)));
  CHECK(contains(legal, encodeEnslave(C(-3, -2), C(0, 0))));        // SP(3, 3) holds
  CHECK_FALSE(contains(legal, encodeEnslave(C(-1, 0), C(0, 0))));   // SP(1, 3) fails
  CHECK(contains(legal, encodeDamage(C(0, 0), 1)));                 // S = 1
  CHECK_FALSE(contains(legal, encodeDamage(C(0, 0), 2)));           // S = 2 is not achievable
  const State e = after(s, encodeEnslave(C(-3, -2), C(0, 0)));
  CHECK(e.board[C(0, 0)] == unit(B, 3, 3));
  CHECK(e.board[C(-3, -2)] == 0);
  // A height-1 attacker alone cannot kill a height 3.
  const State weak = stateOf({{0, 0, unit(W, 3)}, {-1, 0, unit(B, 1)}});
  CHECK(withOpcode(boardActions(weak), Opcode::Kill).empty());
}

TEST_CASE("tribun rules: LIBERATE both ways") {
  // S < T but the damaged primary breaks SP: the slave is freed.
  const State broken = stateOf({{0, 0, unit(B, 1)}, {1, 0, unit(W, 2, 4)}});
  auto legal = boardActions(broken);
  CHECK(contains(legal, encodeLiberate(C(1, 0))));
  CHECK(withOpcode(legal, Opcode::Damage).empty());
  CHECK(after(broken, encodeLiberate(C(1, 0))).board[C(1, 0)] == unit(B, 4));
  // S >= T on a unit with a slave: the primary dies, the slave joins the attacker.
  const State full = stateOf({{0, 0, unit(B, 1)}, {1, 0, unit(W, 1, 2)}});
  legal = boardActions(full);
  CHECK(contains(legal, encodeLiberate(C(1, 0))));
  CHECK(withOpcode(legal, Opcode::Kill).empty());
  CHECK(after(full, encodeLiberate(C(1, 0))).board[C(1, 0)] == unit(B, 2));
  // SP still holds after the damage: DAMAGE, not LIBERATE.
  const State holds = stateOf({{0, 0, unit(B, 1)}, {1, 0, unit(W, 4, 2)}});
  legal = boardActions(holds);
  CHECK(contains(legal, encodeDamage(C(1, 0), 1)));
  CHECK_FALSE(contains(legal, encodeLiberate(C(1, 0))));
}

TEST_CASE("tribun rules: a tribun is never enslaved and never enslaves") {
  const State s = stateOf({{0, 0, tribunUnit(B, 2)}, {1, 2, unit(W, 1)}, {-1, 1, tribunUnit(W, 1)}});
  const auto legal = boardActions(s);
  CHECK(contains(legal, encodeKill(C(0, 0), C(1, 2), 0)));
  CHECK_FALSE(contains(legal, encodeEnslave(C(0, 0), C(1, 2))));
  // Against the white tribun only ATTACK_TRIBUN is generated.
  CHECK(contains(legal, encodeAttackTribun(C(0, 0), C(-1, 1), B)));
  for (Word w : legal) {
    if (opcodeOf(w) == Opcode::AttackTribun || opcodeOf(w) >= Opcode::Combine) continue;
    if (opcodeOf(w) == Opcode::Move) continue;
    CHECK(((w >> 7) & 127) != static_cast<Word>(C(-1, 1)));
  }
  const State end = after(s, encodeAttackTribun(C(0, 0), C(-1, 1), B));
  CHECK(end.status == GameStatus::Ended);
  REQUIRE(end.result.has_value());
  CHECK(end.result->winner == B);
  CHECK(end.result->reason == ResultReason::TribunCaptured);
  CHECK(end.board == s.board);
  CHECK(legalActions(end).empty());
}

TEST_CASE("tribun rules: COMBINE with a tribun donor makes the new unit the tribun") {
  const State s = stateOf({{1, 0, tribunUnit(B, 1)}, {0, 1, unit(B, 1)}});
  const auto legal = boardActions(s);
  const Word w = encodeCombine(C(0, 0), 1, 2, 1, 1);
  REQUIRE(contains(legal, w));
  const State a = after(s, w);
  CHECK(a.board[C(0, 0)] == tribunUnit(B, 2));
  CHECK(a.board[C(1, 0)] == 0);
  CHECK(a.board[C(0, 1)] == 0);
  // A tribun gives all of its height: with a height-2 tribun only donation 2 exists.
  const State t2 = stateOf({{1, 0, tribunUnit(B, 2)}, {0, 1, unit(B, 2)}});
  for (Word c : withOpcode(boardActions(t2), Opcode::Combine))
    if ((c & 127) == static_cast<Word>(C(0, 0))) CHECK(((c >> 13) & 7) + 1 == 2);  // donA is the tribun (dir 1)
  // Remainders must be valid: a 6 cannot give 1 (5 left) but can give 2 (4 left).
  const State six = stateOf({{1, 0, unit(B, 6)}, {0, 1, unit(B, 2)}});
  const auto combos = boardActions(six);
  CHECK_FALSE(contains(combos, encodeCombine(C(0, 0), 1, 2, 1, 2)));
  CHECK(contains(combos, encodeCombine(C(0, 0), 1, 2, 2, 2)));
  CHECK(after(six, encodeCombine(C(0, 0), 1, 2, 2, 2)).board[C(1, 0)] == unit(B, 4));
}

TEST_CASE("tribun rules: SYM_COMBINE three-donor configurations and the six-donor one") {
  // config 1: dirs {0,4,5}
  const State tri = stateOf({{1, 1, unit(B, 2)}, {-1, 0, unit(B, 2)}, {0, -1, unit(B, 2)}});
  auto legal = boardActions(tri);
  CHECK(contains(legal, encodeSymCombine(C(0, 0), 1, 1)));
  CHECK(contains(legal, encodeSymCombine(C(0, 0), 1, 2)));
  CHECK_FALSE(contains(legal, encodeSymCombine(C(0, 0), 2, 1)));
  State a = after(tri, encodeSymCombine(C(0, 0), 1, 2));
  CHECK(a.board[C(0, 0)] == unit(B, 6));
  CHECK(a.board[C(1, 1)] == 0);
  a = after(tri, encodeSymCombine(C(0, 0), 1, 1));
  CHECK(a.board[C(0, 0)] == unit(B, 3));
  CHECK(a.board[C(-1, 0)] == unit(B, 1));
  // config 2: dirs {1,2,3}
  const State tri2 = stateOf({{1, 0, unit(B, 1)}, {0, 1, unit(B, 1)}, {-1, -1, unit(B, 1)}});
  legal = boardActions(tri2);
  CHECK(contains(legal, encodeSymCombine(C(0, 0), 2, 1)));
  CHECK_FALSE(contains(legal, encodeSymCombine(C(0, 0), 2, 2)));  // a height 1 cannot give 2
  // donors must be identical
  const State mixed = stateOf({{1, 0, unit(B, 1)}, {0, 1, unit(B, 2)}, {-1, -1, unit(B, 1)}});
  CHECK(withOpcode(boardActions(mixed), Opcode::SymCombine).empty());
  // six identical donors: config 0 and both triangles
  const State ring = stateOf({{1, 1, unit(B, 1)}, {1, 0, unit(B, 1)}, {0, 1, unit(B, 1)},
                              {-1, -1, unit(B, 1)}, {-1, 0, unit(B, 1)}, {0, -1, unit(B, 1)}});
  const auto sym = withOpcode(boardActions(ring), Opcode::SymCombine);
  CHECK(contains(sym, encodeSymCombine(C(0, 0), 0, 1)));
  CHECK(contains(sym, encodeSymCombine(C(0, 0), 1, 1)));
  CHECK(contains(sym, encodeSymCombine(C(0, 0), 2, 1)));
  const State six = after(ring, encodeSymCombine(C(0, 0), 0, 1));
  CHECK(six.board[C(0, 0)] == unit(B, 6));
  for (int d = 0; d < 6; ++d) CHECK(six.board[neighborCid(C(0, 0), d)] == 0);
  // six identical height-6 donors: the six-donor combine is illegal (remainder 5) but the
  // three-donor ones are listed (docs/rules/tribun.md section 8)
  const State big = stateOf({{1, 1, unit(B, 6)}, {1, 0, unit(B, 6)}, {0, 1, unit(B, 6)},
                             {-1, -1, unit(B, 6)}, {-1, 0, unit(B, 6)}, {0, -1, unit(B, 6)}});
  const auto bigSym = withOpcode(boardActions(big), Opcode::SymCombine);
  CHECK_FALSE(contains(bigSym, encodeSymCombine(C(0, 0), 0, 1)));
  CHECK(contains(bigSym, encodeSymCombine(C(0, 0), 1, 2)));
  CHECK(contains(bigSym, encodeSymCombine(C(0, 0), 2, 2)));
}

TEST_CASE("tribun rules: SPLIT constraints") {
  // An isolated height 2: two 1s (15 ways) or one 1 with 1 left (6 ways).
  const State two = stateOf({{0, 0, unit(B, 2)}});
  CHECK(withOpcode(boardActions(two), Opcode::Split).size() == 21);
  // Occupied neighbours cannot receive.
  const State blocked = stateOf({{0, 0, unit(B, 2)}, {1, 1, unit(W, 1)}, {1, 0, unit(B, 1)}});
  for (Word w : withOpcode(boardActions(blocked), Opcode::Split)) {
    CHECK(((w >> 7) & 7) == 0);   // h0: (1,1) occupied
    CHECK(((w >> 10) & 7) == 0);  // h1: (1,0) occupied
  }
  // A tribun never splits.
  CHECK(withOpcode(boardActions(stateOf({{0, 0, tribunUnit(B, 4)}})), Opcode::Split).empty());
  // With a slave of 8 only remainder 4 (SP) or 0 (slave liberates) is allowed: p=4 s=8 gives
  // away all four.
  const State slave = stateOf({{0, 0, unit(B, 4, 8)}});
  const auto splits = withOpcode(boardActions(slave), Opcode::Split);
  REQUIRE_FALSE(splits.empty());
  for (Word w : splits) {
    int sum = 0;
    for (int d = 0; d < 6; ++d) sum += static_cast<int>((w >> (7 + 3 * d)) & 7);
    CHECK(sum == 4);
  }
  const State a = after(slave, splits.front());
  CHECK(a.board[C(0, 0)] == unit(W, 8));  // the liberated slave
  // Remainders are valid heights: 8 cannot leave 5 or 7.
  const State eight = stateOf({{0, 0, unit(B, 8)}});
  for (Word w : withOpcode(boardActions(eight), Opcode::Split)) {
    int sum = 0;
    for (int d = 0; d < 6; ++d) sum += static_cast<int>((w >> (7 + 3 * d)) & 7);
    CHECK(sum != 1);  // 7 left
    CHECK(sum != 3);  // 5 left
  }
}

TEST_CASE("tribun rules: BACKSTABB drops the slave and steps the primary") {
  const State s = stateOf({{0, 0, tribunUnit(W, 1)}, {2, 2, unit(B, 2, 1)}});
  const auto legal = boardActions(s);
  CHECK(withOpcode(legal, Opcode::Backstabb).size() == 6);
  const State a = after(s, encodeBackstabb(C(2, 2), 3));
  CHECK(a.board[C(1, 1)] == unit(B, 2));
  CHECK(a.board[C(2, 2)] == 0);
  // A unit without a slave cannot backstabb.
  CHECK(withOpcode(boardActions(stateOf({{0, 0, unit(B, 2)}})), Opcode::Backstabb).empty());
}

TEST_CASE("tribun rules: height-8 double steps pass friends but not enemies") {
  const State s = stateOf({{0, 0, unit(B, 8)}, {1, 1, unit(W, 1)}, {1, 0, unit(B, 1)}, {2, 2, unit(W, 1)}, {0, -2, unit(W, 1)}});
  const auto legal = boardActions(s);
  CHECK(contains(legal, encodeMove(C(0, 0), C(2, 0), 0)));        // over a friend
  CHECK(contains(legal, encodeMove(C(0, 0), C(0, 1), 0)));        // a neighbour
  CHECK(contains(legal, encodeMove(C(0, 0), C(0, 2), 0)));        // over an empty tile
  CHECK(contains(legal, encodeKill(C(0, 0), C(1, 1), 0)));        // neighbour attack
  CHECK(contains(legal, encodeKill(C(0, 0), C(0, -2), 0)));       // double-step attack over empty
  CHECK_FALSE(contains(legal, encodeKill(C(0, 0), C(2, 2), 0)));  // blocked by the enemy at (1,1)
}

TEST_CASE("tribun rules: height-6 attacks the first unit along each neighbour ray") {
  const State s = stateOf({{0, 0, unit(B, 6)}, {3, 0, unit(W, 1)}, {0, 1, unit(W, 1)}, {0, 2, unit(W, 1)}});
  const auto legal = boardActions(s);
  CHECK(contains(legal, encodeKill(C(0, 0), C(3, 0), 0)));
  CHECK(contains(legal, encodeKill(C(0, 0), C(0, 1), 0)));
  for (Word w : legal)
    if (opcodeOf(w) == Opcode::Kill || opcodeOf(w) == Opcode::Enslave) CHECK(((w >> 7) & 127) != static_cast<Word>(C(0, 2)));
  CHECK(contains(legal, encodeMove(C(0, 0), C(2, 4), 0)));  // slides along (1,2)
  CHECK_FALSE(contains(legal, encodeMove(C(0, 0), C(1, 0), 0)));  // height 6 does not step
}

TEST_CASE("tribun rules: draw offer, retract and accept, then resign") {
  State s = initialState();
  auto legal = legalActions(s);
  CHECK(legal.size() == 265 + 4);
  CHECK(contains(legal, 0xA0000000u));
  CHECK(contains(legal, 0xA0000004u));
  CHECK(contains(legal, 0xB0000000u));
  CHECK(contains(legal, 0xB0000008u));
  CHECK(std::is_sorted(legal.begin(), legal.end()));
  s = after(s, encodeDraw(DrawAction::Offer, W));  // either colour may offer, any time
  CHECK(s.drawOfferBy == W);
  CHECK(s.turn == B);  // does not pass the turn
  legal = legalActions(s);
  CHECK(contains(legal, encodeDraw(DrawAction::Retract, W)));
  CHECK(contains(legal, encodeDraw(DrawAction::Accept, B)));
  CHECK_FALSE(contains(legal, encodeDraw(DrawAction::Accept, W)));
  CHECK_FALSE(contains(legal, encodeDraw(DrawAction::Offer, B)));
  State r = after(s, encodeDraw(DrawAction::Retract, W));
  CHECK_FALSE(r.drawOfferBy.has_value());
  State acc = after(s, encodeDraw(DrawAction::Accept, B));
  CHECK(acc.status == GameStatus::Ended);
  CHECK_FALSE(acc.result->winner.has_value());
  CHECK(acc.result->reason == ResultReason::DrawAgreed);
  CHECK(acc.ply == 2);
  State res = after(initialState(), encodeEnd(EndReason::Resign, B));
  CHECK(res.result->winner == W);
  CHECK(res.result->reason == ResultReason::Resign);
  CHECK(legalActions(res).empty());
  State copy = res;
  CHECK_FALSE(applyAction(copy, 0xB0000008u).isOk());  // nothing is legal after the end
  CHECK(copy == res);
}

TEST_CASE("tribun rules: server END reasons only through endByServer") {
  State s = initialState();
  State copy = s;
  const auto st = applyAction(copy, encodeEnd(EndReason::Timeout, W));
  CHECK_FALSE(st.isOk());
  CHECK(st.message().find("server") != std::string::npos);
  CHECK(copy == s);
  CHECK_FALSE(endByServer(copy, EndReason::NoLegalAction, B).isOk());  // black can still move
  CHECK(copy == s);
  CHECK_FALSE(endByServer(copy, EndReason::GameTimeTie, W).isOk());    // a tie has no loser
  REQUIRE(endByServer(copy, EndReason::Timeout, W).isOk());
  CHECK(copy.result->winner == B);
  CHECK(copy.result->reason == ResultReason::Timeout);
  // No legal board action: a lone white unit that cannot move, black to move with nothing.
  State stuck = stateOf({{5, 5, unit(W, 1)}}, B);
  CHECK_FALSE(hasLegalBoardAction(stuck.board, B));
  CHECK_FALSE(endByServer(stuck, EndReason::NoLegalAction, W).isOk());  // loser must be the side to move
  REQUIRE(endByServer(stuck, EndReason::NoLegalAction, B).isOk());
  CHECK(stuck.result->winner == W);
  State tie = initialState();
  REQUIRE(endByServer(tie, EndReason::GameTimeTie, B).isOk());
  CHECK_FALSE(tie.result->winner.has_value());
}

TEST_CASE("tribun split table: ranks fit the generator's counting sort and are ascending") {
  const SplitTable& table = splitTable();
  CHECK(table.rankCount() <= SplitTable::kMaxRanks);
  for (int r = 1; r < table.rankCount(); ++r) CHECK(table.heightsOfRank(static_cast<uint16_t>(r - 1)) < table.heightsOfRank(static_cast<uint16_t>(r)));
  // p = 8 with six empty neighbours: every allocation of 8 into {0,1,2,3,4,6} parts leaving a valid rest
  CHECK(table.splitsFitting(6, 0, 63).size() == 2562);
  CHECK(table.splitsFitting(2, 0, 63).size() == 21);
  CHECK(table.splitsFitting(2, 0, 0).empty());
}

TEST_CASE("tribun split table: each list's chunk bits are exactly its ranks") {
  const SplitTable& table = splitTable();
  size_t lists = 0;
  for (int p = 1; p < 7; ++p)
    for (int s = 0; s < 7; ++s)
      for (int mask = 0; mask < 64; ++mask) {
        const auto ranks = table.splitsFitting(p, s, mask);
        const auto chunks = table.chunksFitting(p, s, mask);
        std::vector<uint16_t> fromChunks;
        for (size_t i = 0; i < chunks.size(); ++i) {
          CHECK(chunks[i].bits != 0);
          if (i) CHECK(chunks[i - 1].index < chunks[i].index);
          for (int bit = 0; bit < 64; ++bit)
            if (chunks[i].bits >> bit & 1) fromChunks.push_back(static_cast<uint16_t>(chunks[i].index * 64 + bit));
        }
        CHECK(fromChunks == std::vector<uint16_t>(ranks.begin(), ranks.end()));
        lists += !ranks.empty();
      }
  CHECK(lists > 500);
}
