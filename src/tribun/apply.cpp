#include "tribun/apply.h"

#include "tribun/movegen.h"
#include "tribun/patterns.h"
#include "tribun/unit_table.h"

namespace boardrules::tribun {

namespace {

uint8_t unitByte(int color, bool tribun, int p, int s) { return encodeUnitUnchecked({color, tribun, p, s}); }

// What stays on a tile whose primary left or was used up: the slave alone liberates, else empty.
uint8_t leftBehind(const UnitFacts& f) { return normalizeUnit(f.color, false, 0, f.s); }

// MOVE and the attacker's part of KILL: the primary (with the tribun flag) or the whole stack.
void moveUnit(Board& board, int from, int to, int part) {
  const UnitFacts& f = unitTables()[board[from]];
  if (part == 0) {
    board[to] = unitByte(f.color, f.tribun, f.p, 0);
    board[from] = leftBehind(f);
  } else {
    board[to] = board[from];
    board[from] = 0;
  }
}

uint8_t afterDonation(uint8_t donor, int donated) {
  const UnitFacts& f = unitTables()[donor];
  return normalizeUnit(f.color, f.tribun, f.p - donated, f.s);
}

// Ending the game makes a pending draw offer moot, whatever ended it.
void endGame(State& state, GameResult result) {
  state.status = GameStatus::Ended;
  state.result = result;
  state.drawOfferBy.reset();
}

std::string hexWord(Word w) {
  static const char* digits = "0123456789ABCDEF";
  std::string s = "0x";
  for (int i = 7; i >= 0; --i) s.push_back(digits[(w >> (4 * i)) & 15]);
  return s;
}

}  // namespace

void applyBoardActionUnchecked(Board& board, int turn, Word word) {
  const Opcode opcode = opcodeOf(word);
  const int c0 = static_cast<int>(word & 127);
  const int c1 = static_cast<int>((word >> 7) & 127);
  const PatternTables& t = patternTables();
  switch (opcode) {
    case Opcode::Move: moveUnit(board, c0, c1, (word >> 14) & 1); break;
    case Opcode::Kill:
      board[c1] = 0;
      moveUnit(board, c0, c1, (word >> 14) & 1);
      break;
    case Opcode::Liberate: {
      const UnitFacts& f = unitTables()[board[c0]];
      board[c0] = normalizeUnit(f.color ^ 1, false, f.s, 0);
      break;
    }
    case Opcode::Damage: {
      const UnitFacts& f = unitTables()[board[c0]];
      board[c0] = unitByte(f.color, f.tribun, f.p - static_cast<int>(((word >> 7) & 7) + 1), f.s);
      break;
    }
    case Opcode::Enslave: {
      const UnitFacts& attacker = unitTables()[board[c0]];
      const int T = unitTables()[board[c1]].p;
      board[c1] = unitByte(turn, false, attacker.p, T);
      board[c0] = leftBehind(attacker);
      break;
    }
    case Opcode::Combine: {
      const int dirA = (word >> 7) & 7, dirB = (word >> 10) & 7;
      const int donA = static_cast<int>((word >> 13) & 7) + 1, donB = static_cast<int>((word >> 16) & 7) + 1;
      const int a = t.neighbor[c0][dirA], b = t.neighbor[c0][dirB];
      const bool tribun = isTribunByte(board[a]) || isTribunByte(board[b]);
      board[a] = afterDonation(board[a], donA);
      board[b] = afterDonation(board[b], donB);
      board[c0] = unitByte(turn, tribun, donA + donB, 0);
      break;
    }
    case Opcode::SymCombine: {
      static constexpr int kDirs[3][6] = {{0, 1, 2, 3, 4, 5}, {0, 4, 5, -1, -1, -1}, {1, 2, 3, -1, -1, -1}};
      const int config = (word >> 7) & 3, donate = static_cast<int>((word >> 9) & 3) + 1;
      int donors = 0;
      for (int d : kDirs[config]) {
        if (d < 0) break;
        const int n = t.neighbor[c0][d];
        board[n] = afterDonation(board[n], donate);
        ++donors;
      }
      board[c0] = unitByte(turn, false, donate * donors, 0);
      break;
    }
    case Opcode::Split: {
      const UnitFacts& f = unitTables()[board[c0]];
      int placed = 0;
      for (int d = 0; d < 6; ++d) {
        const int h = static_cast<int>((word >> (7 + 3 * d)) & 7);
        if (!h) continue;
        board[t.neighbor[c0][d]] = unitByte(turn, false, h, 0);
        placed += h;
      }
      board[c0] = normalizeUnit(f.color, false, f.p - placed, f.s);
      break;
    }
    case Opcode::Backstabb: {
      const UnitFacts& f = unitTables()[board[c0]];
      board[t.neighbor[c0][c1 & 7]] = unitByte(f.color, f.tribun, f.p, 0);
      board[c0] = 0;
      break;
    }
    case Opcode::AttackTribun:  // the game ends; the board stays as it is
    case Opcode::Draw:
    case Opcode::End: break;
  }
}

boardrules::Status applyAction(State& state, Word word) {
  if (std::string why = whyIllegal(state, word); !why.empty())
    return Error{"illegal action " + hexWord(word) + " (" + describeAction(word) + "): " + why};
  const Opcode opcode = opcodeOf(word);
  if (isBoardAction(word)) {
    applyBoardActionUnchecked(state.board, state.turn, word);
    if (opcode == Opcode::AttackTribun) endGame(state, GameResult{state.turn, ResultReason::TribunCaptured});
    state.turn ^= 1;
  } else if (opcode == Opcode::Draw) {
    const auto action = static_cast<DrawAction>(word & 3);
    const int color = static_cast<int>((word >> 2) & 1);
    if (action == DrawAction::Offer) state.drawOfferBy = color;
    if (action == DrawAction::Retract) state.drawOfferBy.reset();
    if (action == DrawAction::Accept) endGame(state, GameResult{std::nullopt, ResultReason::DrawAgreed});
  } else {  // resign
    const int loser = static_cast<int>((word >> 3) & 1);
    endGame(state, GameResult{loser ^ 1, ResultReason::Resign});
  }
  ++state.ply;
  return Status::ok();
}

Result<Word> serverEndWord(EndReason reason, int loser) {
  if (loser != kBlack && loser != kWhite) return Error{"loser must be 0 (black) or 1 (white), got " + std::to_string(loser)};
  switch (reason) {
    case EndReason::NoLegalAction:
    case EndReason::Timeout: return encodeEnd(reason, loser);
    case EndReason::GameTimeTie:
      if (loser != kBlack) return Error{"a game-time tie has no loser: pass loser 0"};
      return encodeEnd(reason, 0);
    case EndReason::Resign: return Error{"resignation is a player action: apply the END resign word instead"};
  }
  return Error{"END reason " + std::to_string(static_cast<int>(reason)) + " is reserved"};
}

bool isServerEndWord(Word w) {
  return opcodeOf(w) == Opcode::End && (w & 7) >= 1 && (w & 7) <= 3 && (w >> 4) == (0xB0000000u >> 4);
}

boardrules::Status endByServer(State& state, EndReason reason, int loser) {
  const Result<Word> word = serverEndWord(reason, loser);
  if (!word) return Error{word.message()};
  if (state.status != GameStatus::Active) return Error{"cannot end the game: it has already ended"};
  if (reason == EndReason::NoLegalAction) {
    if (loser != state.turn) return Error{"END reason 1 (no legal action): the loser must be the side to move"};
    if (hasLegalBoardAction(state.board, state.turn))
      return Error{"END reason 1 (no legal action): the side to move still has a legal board action"};
  }
  endGame(state, reason == EndReason::GameTimeTie
                     ? GameResult{std::nullopt, ResultReason::GameTimeTie}
                     : GameResult{loser ^ 1, reason == EndReason::Timeout ? ResultReason::Timeout : ResultReason::NoLegalAction});
  ++state.ply;
  return Status::ok();
}

boardrules::Status applyLogged(State& state, Word w) {
  if (isServerEndWord(w)) return endByServer(state, static_cast<EndReason>(w & 7), static_cast<int>((w >> 3) & 1));
  return applyAction(state, w);
}

}  // namespace boardrules::tribun
