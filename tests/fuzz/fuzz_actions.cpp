// Fuzz target: arbitrary action words against real positions.
//
// Input: byte 0 = flags (bit 0 side to move, bits 1-2 pending draw offer: 1 black, 2 white, else
// none); bytes 1-121 = a board (the seeds carry positions of tests/data/tribun/dev.jsonl; a board
// that does not validate is replaced by the default start); the rest = little-endian u32 words,
// applied in order.
//
// Invariants, for every word:
//  - decode/encode round trip; describeAction never empty; a malformed word is never legal;
//  - isLegal, whyIllegal, the legal list and applyAction agree: apply succeeds iff the word is
//    in the legal list (server-only END reasons are never listed and never apply here);
//  - a rejected word leaves board, turn, draw offer, status, result, ply and hash bit-for-bit
//    unchanged, and comes with a message;
//  - an accepted word adds one ply, leaves a board that validates, and has the board effect of
//    applyBoardActionUnchecked;
//  - the legal list is ascending, unique, empty once the game ended, and its board part equals
//    generateBoardActions / hasLegalBoardAction;
//  - a Game object fed the same words agrees step by step, and its log replays to its state.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_check.h"
#include "tribun/apply.h"
#include "tribun/game.h"
#include "tribun/hash.h"
#include "tribun/movegen.h"
#include "tribun/records.h"

using namespace boardrules;
using namespace boardrules::tribun;
using boardrules::fuzz::hexWord;

namespace {

constexpr size_t kMaxWords = 256;  // keeps one execution short; the fuzzer chains inputs anyway

State startState(fuzz::Reader& in) {
  const uint8_t flags = in.byte();
  const int turn = flags & 1;
  const int offerCode = (flags >> 1) & 3;
  std::optional<int> offer;
  if (offerCode == 1) offer = kBlack;
  if (offerCode == 2) offer = kWhite;

  Board board = defaultBoard();
  if (in.remaining() >= static_cast<size_t>(kCidSpace)) {
    auto loaded = boardFromBytes(std::span<const uint8_t>(in.cursor(), kCidSpace));
    in.skip(kCidSpace);
    if (loaded) board = loaded.value();
  }
  auto state = makeState(board, turn, offer);
  FUZZ_CHECK(state.isOk(), "makeState rejected a validated board: " + state.message());
  return state.value();
}

void checkLegalList(const State& state, const std::vector<Word>& legal) {
  for (size_t i = 1; i < legal.size(); ++i)
    FUZZ_CHECK(legal[i - 1] < legal[i], "legal list not strictly ascending at " + std::to_string(i) + ": " +
                                            hexWord(legal[i - 1]) + " then " + hexWord(legal[i]));
  if (state.status == GameStatus::Ended) {
    FUZZ_CHECK(legal.empty(), "legal actions listed after the game ended");
    return;
  }
  std::vector<Word> boardPart;
  for (Word w : legal)
    if (isBoardAction(w)) boardPart.push_back(w);
  std::vector<Word> generated;
  generateBoardActions(state.board, state.turn, generated);
  FUZZ_CHECK(generated == boardPart, "generateBoardActions differs from the board part of the legal list");
  FUZZ_CHECK(hasLegalBoardAction(state.board, state.turn) == !boardPart.empty(),
             "hasLegalBoardAction disagrees with the legal list");
}

void checkWordCodec(Word w) {
  const std::string description = describeAction(w);
  FUZZ_CHECK(!description.empty(), "empty description for " + hexWord(w));
  auto decoded = decodeAction(w);
  if (decoded) {
    auto reencoded = encodeAction(decoded.value());
    FUZZ_CHECK(reencoded.isOk(), "encodeAction rejected a decoded word " + hexWord(w) + ": " + reencoded.message());
    FUZZ_CHECK(reencoded.value() == w, "decode/encode round trip changed " + hexWord(w) + " into " +
                                           hexWord(reencoded.value()));
  } else {
    FUZZ_CHECK(!decoded.message().empty(), "malformed word " + hexWord(w) + " rejected without a message");
  }
}

// Server-only END words (reasons 1-3) never apply through applyAction; check the explicit server
// call on a copy: it either fails without touching the state or ends the game in one ply.
void checkServerEnd(const State& state, Word w) {
  if (opcodeOf(w) != Opcode::End) return;
  auto decoded = decodeAction(w);
  if (!decoded || decoded.value().reason == EndReason::Resign) return;
  const Action& a = decoded.value();
  // A well-formed END word may still name a combination the server call refuses (a game-time
  // tie with loser 1): then endByServer must refuse it too.
  auto word = serverEndWord(a.reason, a.loser);
  if (word) FUZZ_CHECK(word.value() == w, "serverEndWord does not give back " + hexWord(w));
  State copy = state;
  const Status ended = endByServer(copy, a.reason, a.loser);
  if (!word) FUZZ_CHECK(!ended.isOk(), "endByServer accepts what serverEndWord refuses: " + hexWord(w));
  if (!ended) {
    FUZZ_CHECK(!ended.message().empty(), "endByServer rejection without a message");
    FUZZ_CHECK(copy == state, "rejected endByServer changed the state");
    return;
  }
  FUZZ_CHECK(state.status == GameStatus::Active, "endByServer accepted on a finished game");
  FUZZ_CHECK(copy.status == GameStatus::Ended && copy.result.has_value(), "endByServer did not end the game");
  FUZZ_CHECK(copy.ply == state.ply + 1 && copy.board == state.board, "endByServer changed more than one ply");
  if (a.reason == EndReason::NoLegalAction) {
    FUZZ_CHECK(a.loser == state.turn, "NoLegalAction accepted for the side not to move");
    FUZZ_CHECK(!hasLegalBoardAction(state.board, state.turn), "NoLegalAction accepted while a move exists");
  }
  if (a.reason == EndReason::GameTimeTie) FUZZ_CHECK(!copy.result->winner.has_value(), "game-time tie has a winner");
}


// What a board action may change (docs/rules/tribun.md section 4), checked without the engine's
// apply code.
void checkBoardEffect(const State& before, const State& after, Word w) {
  const Result<Action> decoded = decodeAction(w);
  FUZZ_CHECK(decoded.isOk(), "an applied board action does not decode: " + hexWord(w));
  const Action& a = decoded.value();
  std::vector<int> touched;
  auto withNeighbours = [&](int cid) {
    touched.push_back(cid);
    for (int d = 0; d < 6; ++d)
      if (neighborCid(cid, d) != kNoCid) touched.push_back(neighborCid(cid, d));
  };
  switch (a.op) {
    case Opcode::Move: touched = {a.from, a.to}; break;
    case Opcode::Kill: case Opcode::Enslave: case Opcode::AttackTribun: touched = {a.attacker, a.target}; break;
    case Opcode::Liberate: case Opcode::Damage: touched = {a.target}; break;
    case Opcode::Combine: case Opcode::SymCombine: withNeighbours(a.center); break;
    case Opcode::Split: case Opcode::Backstabb: withNeighbours(a.actor); break;
    default: break;
  }
  for (int cid = 0; cid < kCidSpace; ++cid)
    if (std::find(touched.begin(), touched.end(), cid) == touched.end())
      FUZZ_CHECK(after.board[cid] == before.board[cid], "board action " + hexWord(w) + " changed an unrelated tile");
  const int mover = before.turn;
  auto owner = [](uint8_t b) { return (b >> 6) & 1; };
  switch (a.op) {
    case Opcode::Move:
      FUZZ_CHECK(before.board[a.to] == 0 && after.board[a.to] != 0 && owner(after.board[a.to]) == mover,
                 "MOVE " + hexWord(w) + " did not put a unit of the mover on an empty tile");
      if (a.part == 1) FUZZ_CHECK(after.board[a.from] == 0 && after.board[a.to] == before.board[a.from], "a whole-stack MOVE did not move the stack");
      break;
    case Opcode::Kill:
    case Opcode::Enslave:
      FUZZ_CHECK(after.board[a.target] != 0 && owner(after.board[a.target]) == mover, "KILL/ENSLAVE " + hexWord(w) + " did not take the tile");
      break;
    case Opcode::AttackTribun: FUZZ_CHECK(after.board == before.board, "ATTACK_TRIBUN changed the board"); break;
    case Opcode::Combine:
    case Opcode::SymCombine:
      FUZZ_CHECK(before.board[a.center] == 0 && after.board[a.center] != 0 && owner(after.board[a.center]) == mover,
                 "a combine did not build an own unit on an empty centre");
      break;
    default: break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Reader in(data, size);
  State state = startState(in);
  Game game(state);

  std::vector<Word> legal = legalActions(state);
  checkLegalList(state, legal);

  for (size_t n = 0; n < kMaxWords && !in.empty(); ++n) {
    const Word w = in.u32le();
    checkWordCodec(w);

    const bool listed = std::binary_search(legal.begin(), legal.end(), w);
    if (!decodeAction(w).isOk()) FUZZ_CHECK(!listed, "malformed word " + hexWord(w) + " is listed");
    FUZZ_CHECK(isLegal(state, w) == listed, "isLegal disagrees with the legal list for " + hexWord(w));
    FUZZ_CHECK(whyIllegal(state, w).empty() == listed, "whyIllegal disagrees with the legal list for " + hexWord(w));
    FUZZ_CHECK(game.isLegal(w) == listed, "Game::isLegal disagrees for " + hexWord(w));

    checkServerEnd(state, w);

    const State before = state;
    const uint64_t hashBefore = zobristHash(state);
    const Status applied = applyAction(state, w);
    FUZZ_CHECK(applied.isOk() == listed, std::string("apply ") + (applied ? "accepted" : "rejected") + " " +
                                             hexWord(w) + " (" + describeAction(w) + ") which is " +
                                             (listed ? "" : "not ") + "in the legal list; board " +
                                             fuzz::boardHex(before.board) + " turn " + std::to_string(before.turn));
    const Status gameApplied = game.apply(w);
    FUZZ_CHECK(gameApplied.isOk() == applied.isOk(), "Game::apply disagrees with applyAction on " + hexWord(w));

    if (!applied) {
      FUZZ_CHECK(!applied.message().empty(), "rejection without a message for " + hexWord(w));
      FUZZ_CHECK(state == before, "rejected word " + hexWord(w) + " changed the state");
      FUZZ_CHECK(zobristHash(state) == hashBefore, "rejected word " + hexWord(w) + " changed the hash");
    } else {
      FUZZ_CHECK(state.ply == before.ply + 1, "accepted word did not add exactly one ply");
      FUZZ_CHECK(validateBoard(state.board).isOk(), "board after " + hexWord(w) + " does not validate: " +
                                                        validateBoard(state.board).message());
      FUZZ_CHECK((state.status == GameStatus::Ended) == state.result.has_value(),
                 "status and result disagree after " + hexWord(w));
      if (isBoardAction(w)) {
        // Independent of the engine's own apply code (comparing applyAction with the
        // applyBoardActionUnchecked it calls would check nothing): only the tiles the word names,
        // and for COMBINE/SYM_COMBINE/SPLIT/BACKSTABB their neighbours, may change, and a few
        // effects every rule of docs/rules/tribun.md section 4 has must hold.
        checkBoardEffect(before, state, w);
        if (state.status == GameStatus::Active)
          FUZZ_CHECK(state.turn == 1 - before.turn, "turn did not pass after board action " + hexWord(w));
      } else {
        FUZZ_CHECK(state.board == before.board, "draw/end word " + hexWord(w) + " changed the board");
        FUZZ_CHECK(state.turn == before.turn, "draw/end word " + hexWord(w) + " changed the side to move");
      }
      legal = legalActions(state);
      checkLegalList(state, legal);
    }
    FUZZ_CHECK(game.state() == state, "Game state diverged from applyAction after " + hexWord(w));
    FUZZ_CHECK(game.hash() == zobristHash(state), "Game hash diverged after " + hexWord(w));
    FUZZ_CHECK(game.legalActions() == legal, "Game::legalActions diverged after " + hexWord(w));
  }

  // The game's own record must reproduce it.
  auto replayed = Game::replay(game.start(), game.actionsB64());
  FUZZ_CHECK(replayed.isOk(), "the game's own log does not replay: " + replayed.message());
  FUZZ_CHECK(replayed.value().state() == game.state(), "replaying the game's log gives another state");
  FUZZ_CHECK(replayed.value().log() == game.log(), "replaying the game's log gives another log");
  return 0;
}
