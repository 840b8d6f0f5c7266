#include "tribun/search/move_ordering.h"

#include <algorithm>

#include "tribun/search/evaluation.h"

namespace boardrules::tribun::search {

namespace {

const EvalWeights kValues{};
int valueOfIndex(int index) { return kValues.unitValue[index]; }

int heightIndexAfterDamage(int p, int damage) { return heightIndex(std::max(0, p - damage)); }

constexpr int32_t kTableMoveKey = 2'000'000'000;
constexpr int32_t kTribunKey = 1'900'000'000;
constexpr int32_t kCaptureKey = 1'000'000'000;
constexpr int32_t kKillerKey = 900'000'000;

}  // namespace

void OrderingTables::clear() {
  for (auto& k : killers_) k = {0, 0};
  std::fill(history_.begin(), history_.end(), 0);
}

void OrderingTables::addCutoff(Word move, int ply, int depth) {
  if (ply <= kMaxPly && killers_[ply][0] != move) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = move;
  }
  int32_t& h = history_[historyIndex(move)];
  h = std::min(h + depth * depth, 1 << 24);
}

int captureGain(const Board& board, Word move) {
  const int target = (move >> 7) & 127;
  switch (opcodeOf(move)) {
    case Opcode::Kill:
    case Opcode::Enslave: {
      const int attacker = move & 127;
      const int gain = valueOfIndex(pIndexOf(board[target]));
      // Cheaper attackers first; an enslaving unit keeps its victim.
      return gain * 8 - valueOfIndex(pIndexOf(board[attacker])) / 8 + (opcodeOf(move) == Opcode::Enslave ? 4 : 0);
    }
    case Opcode::Liberate: {
      const uint8_t b = board[move & 127];
      return (valueOfIndex(pIndexOf(b)) + valueOfIndex(sIndexOf(b))) * 8;
    }
    case Opcode::Damage: {
      const uint8_t b = board[move & 127];
      const int damage = ((move >> 7) & 7) + 1;
      const int p = kHeightOfIndex[pIndexOf(b)];
      return (valueOfIndex(pIndexOf(b)) - valueOfIndex(heightIndexAfterDamage(p, damage))) * 8;
    }
    case Opcode::AttackTribun: return 1'000'000;
    default: return 0;
  }
}

void scoreMoves(const Board& board, const std::vector<Word>& moves, Word tableMove, int ply, const OrderingTables& tables,
                std::vector<ScoredMove>& out) {
  out.clear();
  for (Word m : moves) {
    int32_t key;
    if (m == tableMove) key = kTableMoveKey;
    else if (opcodeOf(m) == Opcode::AttackTribun) key = kTribunKey;
    else if (const int gain = captureGain(board, m); gain > 0) key = kCaptureKey + gain;
    else if (const int k = tables.killerRank(m, ply)) key = kKillerKey + k;
    else key = std::min(tables.history(m), kKillerKey - 1);
    out.push_back({m, key});
  }
}

bool MovePicker::next(Word& move) {
  if (i_ >= m_.size()) return false;
  if (i_ < kSelected) {
    size_t best = i_;
    for (size_t j = i_ + 1; j < m_.size(); ++j)
      if (m_[j].key > m_[best].key) best = j;
    // Rotate instead of swapping, so the unpicked moves keep their relative order.
    const ScoredMove chosen = m_[best];
    std::move_backward(m_.begin() + static_cast<long>(i_), m_.begin() + static_cast<long>(best), m_.begin() + static_cast<long>(best) + 1);
    m_[i_] = chosen;
  } else if (i_ == kSelected) {
    std::stable_sort(m_.begin() + static_cast<long>(i_), m_.end(), [](const ScoredMove& a, const ScoredMove& b) { return a.key > b.key; });
  }
  move = m_[i_++].move;
  return true;
}

}  // namespace boardrules::tribun::search
