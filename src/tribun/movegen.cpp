#include "tribun/movegen.h"

#include <algorithm>
#include <array>
#include <span>

#include "tribun/cid_set.h"
#include "tribun/pattern_sets.h"
#include "tribun/patterns.h"
#include "tribun/split_table.h"
#include "tribun/unit_table.h"
#include "tribun/word_sort.h"

namespace boardrules::tribun {

namespace {

// One of a unit's two "parts" (docs/rules/tribun.md section 3): the pattern it acts with.
struct Part {
  int height = 0;
  bool kingLike = false;  // a height-1 tribun moves and attacks like t1
  int forward = kBlack;   // colour whose forward direction a height-1 part uses
};

Part primaryPart(const UnitFacts& f) { return {f.p, f.tribun && f.p == 1, f.color}; }
Part secondaryPart(const UnitFacts& f) { return {f.s, false, f.color ^ 1}; }

// Movement and attack sets of one part, from the precomputed pattern sets.
class Patterns {
 public:
  Patterns(const Board& board, int turn, const BoardSets& sets)
      : b_(board), turn_(turn), sets_(sets), occupied_(sets.own | sets.enemy), t_(patternTables()), s_(patternSets()) {}

  // Tiles the part can move to.
  CidSet moves(int cid, const Part& part) const {
    switch (part.height) {
      case 1: return sets_.empty & (part.kingLike ? s_.neighbours[cid] : s_.forward[cid][part.forward]);
      case 2: return sets_.empty & s_.jump2[cid];
      case 3: return sets_.empty & s_.jump3[cid];
      case 4:
      case 6: {
        CidSet to;
        for (int d = 0; d < 6; ++d) to = to | PatternSets::clearPart(s_.slide[cid][d], occupied_, s_.slideAscending[d]);
        return to;
      }
      case 8: {
        CidSet to = sets_.empty & s_.neighbours[cid];
        for (int d = 0; d < 6; ++d)
          if (doubleStepOpen(cid, d) && b_[t_.doubleStep[cid][d]] == 0) to = to | CidSet::single(t_.doubleStep[cid][d]);
        return to;
      }
      default: return {};
    }
  }

  // Enemy tiles the part can attack.
  CidSet attacks(int cid, const Part& part) const {
    switch (part.height) {
      case 1: return sets_.enemy & (part.kingLike ? s_.neighbours[cid] : s_.forwardAttack[cid][part.forward]);
      case 2: return sets_.enemy & s_.jump2[cid];
      case 3: return sets_.enemy & s_.jump3[cid];
      case 4: return firstEnemies(s_.slide[cid], s_.slideAscending);
      case 6: return firstEnemies(s_.ray[cid], s_.rayAscending);
      case 8: {
        CidSet hit = sets_.enemy & (s_.jump2[cid] | s_.neighbours[cid]);
        for (int d = 0; d < 6; ++d)
          if (doubleStepOpen(cid, d) && sets_.enemy.has(t_.doubleStep[cid][d])) hit = hit | CidSet::single(t_.doubleStep[cid][d]);
        return hit;
      }
      default: return {};
    }
  }

  const PatternTables& tables() const { return t_; }

 private:
  // Height 8 may step twice along v when the tile in between is empty or friendly.
  bool doubleStepOpen(int cid, int d) const {
    const uint8_t mid = t_.neighbor[cid][d];
    return t_.doubleStep[cid][d] != kOff && (b_[mid] == 0 || colorOf(b_[mid]) == turn_);
  }
  // The first unit on each of six lines, where it is an enemy.
  CidSet firstEnemies(const std::array<CidSet, 6>& lines, const std::array<bool, 6>& ascending) const {
    CidSet hit;
    for (int d = 0; d < 6; ++d) {
      const int first = PatternSets::firstBlocker(lines[d], occupied_, ascending[d]);
      if (first >= 0 && first < 128) hit = hit | CidSet::single(first);
    }
    return hit & sets_.enemy;
  }

  const Board& b_;
  int turn_;
  const BoardSets& sets_;
  CidSet occupied_;
  const PatternTables& t_;
  const PatternSets& s_;
};

// For each set of directions holding own donors, the pairs (dirA < dirB) it offers, so the
// COMBINE loop runs over exactly those pairs.
struct DirectionPairs {
  uint8_t count = 0;
  uint8_t pair[15] = {};  // dirA | dirB << 3
};
constexpr std::array<DirectionPairs, 64> makeDirectionPairs() {
  std::array<DirectionPairs, 64> t{};
  for (int mask = 0; mask < 64; ++mask)
    for (int a = 0; a < 6; ++a)
      for (int b = a + 1; b < 6; ++b)
        if ((mask >> a & 1) && (mask >> b & 1)) t[mask].pair[t[mask].count++] = static_cast<uint8_t>(a | b << 3);
  return t;
}
constexpr std::array<DirectionPairs, 64> kDirectionPairs = makeDirectionPairs();

// Attack options gathered per enemy target: which owned units can hit it, with which part.
struct AttackOption {
  uint8_t unit, part, height;
  int16_t next;  // previous option on the same target (singly linked, -1 ends)
};

class Generator {
 public:
  Generator(const Board& board, int turn, std::vector<Word>& out)
      : b_(board), turn_(turn), out_(out), sets_(board, turn), pat_(board, turn, sets_), facts_(unitTables()) {}

  const BoardSets& sets() const { return sets_; }

  bool own(int cid) const { return b_[cid] != 0 && colorOf(b_[cid]) == turn_; }

  void unitMoves(int cid) {
    const UnitFacts& f = facts_[b_[cid]];
    pat_.moves(cid, primaryPart(f)).forEach([&](int to) { out_.push_back(encodeMove(cid, to, 0)); });
    if (f.s) pat_.moves(cid, secondaryPart(f)).forEach([&](int to) { out_.push_back(encodeMove(cid, to, 1)); });
  }

  // This actor's splits, ascending.
  void splits(int cid) {
    if (facts_[b_[cid]].tribun) return;
    const int emptyMask = emptyNeighbourMask(cid);
    if (!emptyMask) return;
    const SplitTable& table = splitTable();
    for (uint16_t rank : table.splitsFitting(pIndexOf(b_[cid]), sIndexOf(b_[cid]), emptyMask))
      out_.push_back(op(Opcode::Split) | static_cast<Word>(cid) | table.heightsOfRank(rank));
  }

  struct SplitActor {
    uint8_t cid;
    std::span<const uint16_t> ranks;
    std::span<const SplitTable::Chunk> chunks;  // the same ranks as bits
  };

  // Writes the actors' splits to dst in order: a counting sort over ranks that touches only the
  // ranks present (a typical position uses ~450 of the 2,624): mark them, zero their counters,
  // count, turn counts into positions, place. Clearing the whole counter array instead cost more
  // than the sort itself in WebAssembly, where memset is a plain loop.
  static void countingSortSplits(const SplitActor* actors, int actorCount, Word* dst) {
    const SplitTable& table = splitTable();
    const size_t chunks = (static_cast<size_t>(table.rankCount()) + 63) / 64;
    uint64_t present[SplitTable::kMaxRanks / 64];
    std::fill(present, present + chunks, uint64_t{0});
    for (int a = 0; a < actorCount; ++a)
      for (const SplitTable::Chunk& chunk : actors[a].chunks) present[chunk.index] |= chunk.bits;
    auto forEachPresentRank = [&](auto&& visit) {
      for (size_t chunk = 0; chunk < chunks; ++chunk)
        for (uint64_t bits = present[chunk]; bits; bits &= bits - 1) visit(chunk * 64 + static_cast<size_t>(__builtin_ctzll(bits)));
    };
    uint32_t slot[SplitTable::kMaxRanks];  // only entries of present ranks are ever read
    forEachPresentRank([&](size_t rank) { slot[rank] = 0; });
    for (int a = 0; a < actorCount; ++a)
      for (uint16_t rank : actors[a].ranks) ++slot[rank];
    uint32_t next = 0;
    forEachPresentRank([&](size_t rank) {
      const uint32_t n = slot[rank];
      slot[rank] = next;
      next += n;
    });
    for (int a = 0; a < actorCount; ++a) {
      const Word head = op(Opcode::Split) | actors[a].cid;
      for (uint16_t rank : actors[a].ranks) dst[slot[rank]++] = head | table.heightsOfRank(rank);
    }
  }

  // Every split of the side to move, ascending by heights then actor: a counting sort over the
  // split table's ranks. Actors are visited in cid order in both passes, so equal heights keep
  // ascending actors. (A two-pass radix sort on the height bits cost 5.4 us per position alone,
  // probably because so many height digits are equal; rank buckets are short.)
  void allSplitsSorted(const BoardSets& sets, const NeighbourSets& emptyNear) {
    const SplitTable& table = splitTable();
    SplitActor actors[kTileCount];
    int actorCount = 0;
    size_t total = 0;
    (minus(sets.own, sets.ownTribun) & emptyNear.anyDirection()).forEach([&](int cid) {  // a tribun never splits
      const int emptyMask = emptyNear.directionsOf(cid);
      const int p = pIndexOf(b_[cid]), sl = sIndexOf(b_[cid]);
      actors[actorCount] = {static_cast<uint8_t>(cid), table.splitsFitting(p, sl, emptyMask), table.chunksFitting(p, sl, emptyMask)};
      total += actors[actorCount].ranks.size();
      actorCount += !actors[actorCount].ranks.empty();
    });
    if (!total) return;
    const size_t begin = out_.size();
    out_.resize(begin + total);
    countingSortSplits(actors, actorCount, out_.data() + begin);
  }

  void backstabbs(int cid) { backstabbs(cid, emptyNeighbourMask(cid)); }
  void backstabbs(int cid, int emptyMask) {
    if (!facts_[b_[cid]].s) return;
    for (int d = 0; d < 6; ++d)
      if (emptyMask >> d & 1) out_.push_back(encodeBackstabb(cid, d));
  }

  // Records every attack option of the unit at `cid` (restricted to `onlyTarget` when >= 0).
  void collectAttacks(int cid, int onlyTarget = -1) {
    const UnitFacts& f = facts_[b_[cid]];
    auto record = [&](int part, int height) {
      return [&, part, height](int target) {
        options_[count_] = {static_cast<uint8_t>(cid), static_cast<uint8_t>(part), static_cast<uint8_t>(height), head_[target]};
        head_[target] = static_cast<int16_t>(count_++);
      };
    };
    const CidSet only = onlyTarget >= 0 ? CidSet::single(onlyTarget) : CidSet::above(-1);
    (pat_.attacks(cid, primaryPart(f)) & only).forEach(record(0, f.p));
    if (f.s) (pat_.attacks(cid, secondaryPart(f)) & only).forEach(record(1, f.s));
  }

  // Turns the options gathered on `target` into ATTACK_TRIBUN, DAMAGE, LIBERATE, KILL, ENSLAVE.
  void resolveAttacks(int target) {
    if (head_[target] < 0) return;
    const UnitFacts& victim = facts_[b_[target]];
    if (victim.tribun) {
      for (int i = head_[target]; i >= 0; i = options_[i].next)
        if (options_[i].next < 0 || options_[options_[i].next].unit != options_[i].unit)
          out_.push_back(encodeAttackTribun(options_[i].unit, target, turn_));
      return;
    }
    const int T = victim.p;
    const unsigned cap = 1u << T;
    auto saturate = [cap](unsigned sums) { return sums >= cap ? (sums & (cap - 1)) | cap : sums; };
    // Achievable strengths, saturated at T, with each unit using at most one of its options.
    unsigned reach = 1;
    int sumOfBest = 0;
    for (int i = head_[target]; i >= 0;) {
      const int unit = options_[i].unit;
      unsigned next = reach;
      int best = 0;
      for (; i >= 0 && options_[i].unit == unit; i = options_[i].next) {
        next |= saturate(reach << options_[i].height);
        best = std::max<int>(best, options_[i].height);
      }
      reach = next;
      sumOfBest += best;
    }
    bool liberate = false;
    unsigned damages = 0;
    for (int S = 1; S < T; ++S) {
      if (!(reach >> S & 1)) continue;
      const int left = (T - S == 5) ? 4 : (T - S == 7 ? 6 : T - S);
      if (victim.s && !slavePropertyHolds(left, victim.s)) liberate = true;
      else damages |= 1u << (T - left);
    }
    if (reach & cap) {
      if (victim.s) {
        liberate = true;
      } else {
        for (int i = head_[target]; i >= 0; i = options_[i].next) {
          const AttackOption& o = options_[i];
          const int bestOfUnit = bestHeightOf(target, o.unit);
          if (o.height + sumOfBest - bestOfUnit < T) continue;
          out_.push_back(encodeKill(o.unit, target, o.part));
          if (o.part == 0 && !facts_[b_[o.unit]].tribun && slavePropertyHolds(o.height, T)) out_.push_back(encodeEnslave(o.unit, target));
        }
      }
    }
    for (int d = 1; d <= 8; ++d)
      if (damages >> d & 1) out_.push_back(encodeDamage(target, d));
    if (liberate) out_.push_back(encodeLiberate(target));
  }

  // COMBINE and SYM_COMBINE on one empty centre (unordered; for legality checks).
  void combines(int center) {
    uint8_t donor[6];
    const int ownMask = ownDonors(center, donor);
    const DirectionPairs& pairs = kDirectionPairs[ownMask];
    for (int i = 0; i < pairs.count; ++i) {
      const int a = pairs.pair[i] & 7, b = pairs.pair[i] >> 3;
      const size_t at = out_.size();
      out_.resize(at + donationPairs(donor[a], donor[b]).size());
      writeCombines(out_.data() + at, center, a, b, donor[a], donor[b]);
    }
    symCombines(center, donor);
  }

  // Every COMBINE, then every SYM_COMBINE, ascending. COMBINE words are emitted by direction
  // pair (dirB, then dirA), then centre, which orders everything below the donation field; a
  // counting sort on the donations completes the order.
  void allCombinesSorted(const BoardSets& sets) {
    const NeighbourSets ownNear(sets.own);
    CidSet centresWithDonor[6];  // empty tiles with an own unit in direction d
    for (int d = 0; d < 6; ++d) centresWithDonor[d] = sets.empty & ownNear.in[d];
    auto forEachPair = [&](auto&& visit) {
      for (int b = 1; b < 6; ++b)
        for (int a = 0; a < b; ++a)
          (centresWithDonor[a] & centresWithDonor[b]).forEach([&](int center) {
            visit(center, b_[center + kDirectionOffset[a]], b_[center + kDirectionOffset[b]], a, b);
          });
    };
    // Two passes (size, then write) so the list grows once instead of once per pair.
    size_t total = 0;
    forEachPair([&](int, uint8_t donorA, uint8_t donorB, int, int) { total += donationPairs(donorA, donorB).size(); });
    const size_t begin = out_.size();
    out_.resize(begin + total);
    Word* dst = out_.data() + begin;
    forEachPair([&](int center, uint8_t donorA, uint8_t donorB, int a, int b) { dst = writeCombines(dst, center, a, b, donorA, donorB); });
    stableSortByField(out_, begin, out_.size(), 13, 6);  // donA - 1, donB - 1

    // SYM_COMBINE needs own donors on a whole triangle (0, 4, 5 or 1, 2, 3): usually few centres.
    const size_t sym = out_.size();
    const CidSet triangles = (centresWithDonor[0] & centresWithDonor[4] & centresWithDonor[5]) |
                             (centresWithDonor[1] & centresWithDonor[2] & centresWithDonor[3]);
    triangles.forEach([&](int center) {
      uint8_t donor[6];
      ownDonors(center, donor);
      symCombines(center, donor);
    });
    stableSortByField(out_, sym, out_.size(), 7, 4);  // config, donate - 1
  }

  void resetAttacks() {
    std::fill(std::begin(head_), std::end(head_), int16_t{-1});
    count_ = 0;
  }

 private:
  // The six neighbour bytes of `center` (0 off the board) and the mask of own ones.
  int ownDonors(int center, uint8_t donor[6]) const {
    const auto& nb = pat_.tables().neighbor[center];
    int ownMask = 0;
    for (int d = 0; d < 6; ++d) {
      donor[d] = nb[d] == kOff ? 0 : b_[nb[d]];
      ownMask |= static_cast<int>(donor[d] != 0 && colorOf(donor[d]) == turn_) << d;
    }
    return ownMask;
  }

  // The donation payloads two donors can give together (COMBINE bits 13-18).
  std::span<const Word> donationPairs(uint8_t donorA, uint8_t donorB) const {
    return facts_.combinePairs(facts_[donorA].donationClass, facts_[donorB].donationClass);
  }
  Word* writeCombines(Word* dst, int center, int a, int bDir, uint8_t donorA, uint8_t donorB) const {
    const Word head = op(Opcode::Combine) | static_cast<Word>(center) | static_cast<Word>(a) << 7 | static_cast<Word>(bDir) << 10;
    for (Word donation : donationPairs(donorA, donorB)) *dst++ = head | donation;
    return dst;
  }

  // Symmetric combines: six identical donors (config 0) or three in a triangle (configs 1, 2).
  void symCombines(int center, const uint8_t donor[6]) {
    auto identical = [&](std::initializer_list<int> dirs) -> unsigned {
      const uint8_t first = donor[*dirs.begin()];
      if (!first || colorOf(first) != turn_ || isTribunByte(first)) return 0;
      for (int d : dirs)
        if (donor[d] != first) return 0;
      return facts_[first].donationMask;
    };
    if (identical({0, 1, 2, 3, 4, 5}) >> 1 & 1) out_.push_back(encodeSymCombine(center, 0, 1));
    const unsigned tri1 = identical({0, 4, 5});
    const unsigned tri2 = identical({1, 2, 3});
    for (int donate = 1; donate <= 2; ++donate) {
      if (tri1 >> donate & 1) out_.push_back(encodeSymCombine(center, 1, donate));
      if (tri2 >> donate & 1) out_.push_back(encodeSymCombine(center, 2, donate));
    }
  }

  int emptyNeighbourMask(int cid) const {
    const auto& nb = pat_.tables().neighbor[cid];
    int mask = 0;
    for (int d = 0; d < 6; ++d)
      if (nb[d] != kOff && b_[nb[d]] == 0) mask |= 1 << d;
    return mask;
  }
  int bestHeightOf(int target, int unit) const {
    int best = 0;
    for (int i = head_[target]; i >= 0; i = options_[i].next)
      if (options_[i].unit == unit) best = std::max<int>(best, options_[i].height);
    return best;
  }

  const Board& b_;
  int turn_;
  std::vector<Word>& out_;
  BoardSets sets_;
  Patterns pat_;
  const UnitTables& facts_;
  int16_t head_[kCidSpace];
  // Upper bound: 91 units x 2 parts x at most 18 attacked tiles per part.
  AttackOption options_[91 * 2 * 18];
  int count_ = 0;
};

// All board actions of the side to move, ascending. Words are emitted opcode by opcode so that
// each segment is sorted on its own; see word_sort.h.
void generateSortedBoardActions(const Board& board, int turn, std::vector<Word>& out) {
  Generator gen(board, turn, out);
  const BoardSets& sets = gen.sets();  // the phases below visit exactly the tiles they need
  auto sortFrom = [&out](size_t begin) { sortWords(out, begin, out.size()); };

  // MOVE: units ascending, so a stable sort on (part, to) completes the order.
  sets.own.forEach([&](int cid) { gen.unitMoves(cid); });
  stableSortByField(out, 0, out.size(), 7, 8);

  const size_t attacks = out.size();  // KILL, LIBERATE, DAMAGE, ENSLAVE (+ ATTACK_TRIBUN, moved last)
  gen.resetAttacks();
  sets.own.forEach([&](int cid) { gen.collectAttacks(cid); });
  sets.enemy.forEach([&](int cid) { gen.resolveAttacks(cid); });
  sortFrom(attacks);
  Word tribunAttacks[kTileCount];
  size_t tribunAttackCount = 0;
  while (out.size() > attacks && opcodeOf(out.back()) == Opcode::AttackTribun) tribunAttacks[tribunAttackCount++] = out.back(), out.pop_back();

  gen.allCombinesSorted(sets);  // COMBINE, SYM_COMBINE

  const NeighbourSets emptyNear(sets.empty);
  gen.allSplitsSorted(sets, emptyNear);  // SPLIT

  const size_t backstabbs = out.size();
  (sets.own & emptyNear.anyDirection()).forEach([&](int cid) { gen.backstabbs(cid, emptyNear.directionsOf(cid)); });
  sortFrom(backstabbs);

  while (tribunAttackCount) out.push_back(tribunAttacks[--tribunAttackCount]);
}

void appendSideActions(const State& state, std::vector<Word>& out) {
  if (!state.drawOfferBy) {
    out.push_back(encodeDraw(DrawAction::Offer, kBlack));
    out.push_back(encodeDraw(DrawAction::Offer, kWhite));
  } else {
    const int by = *state.drawOfferBy;
    const Word retract = encodeDraw(DrawAction::Retract, by), accept = encodeDraw(DrawAction::Accept, by ^ 1);
    out.push_back(std::min(retract, accept));  // white's retract (0xA0000005) sorts after black's accept
    out.push_back(std::max(retract, accept));
  }
  out.push_back(encodeEnd(EndReason::Resign, kBlack));
  out.push_back(encodeEnd(EndReason::Resign, kWhite));
}

// Every legal board action that shares `word`'s origin (unit, target or centre), unsorted.
void generateRelated(const Board& board, int turn, const Action& a, std::vector<Word>& out) {
  Generator gen(board, turn, out);
  switch (a.op) {
    case Opcode::Move:
      if (gen.own(a.from)) gen.unitMoves(a.from);
      break;
    case Opcode::Split:
      if (gen.own(a.actor)) gen.splits(a.actor);
      break;
    case Opcode::Backstabb:
      if (gen.own(a.actor)) gen.backstabbs(a.actor);
      break;
    case Opcode::Combine:
    case Opcode::SymCombine:
      if (board[a.center] == 0) gen.combines(a.center);
      break;
    default:  // attacks: everything aimed at the target
      if (board[a.target] == 0 || gen.own(a.target)) break;
      gen.resetAttacks();
      for (uint8_t cid : boardCids())
        if (gen.own(cid)) gen.collectAttacks(cid, a.target);
      gen.resolveAttacks(a.target);
      break;
  }
}

}  // namespace

// One allocation for a typical list (~800 words, plus scratch for the ordering passes) instead of
// a dozen regrowths when a caller lists a position into a fresh vector.
constexpr size_t kTypicalListCapacity = 2048;

void generateBoardActions(const Board& board, int turn, std::vector<Word>& out) {
  out.clear();
  out.reserve(kTypicalListCapacity);
  generateSortedBoardActions(board, turn, out);
}

void generateLegalActions(const State& state, std::vector<Word>& out) {
  out.clear();
  if (state.status != GameStatus::Active) return;
  out.reserve(kTypicalListCapacity);
  generateSortedBoardActions(state.board, state.turn, out);
  appendSideActions(state, out);  // DRAW (opcode 10) and END (11) sort after every board action
}

std::vector<Word> legalActions(const State& state) {
  std::vector<Word> out;
  generateLegalActions(state, out);
  return out;
}

bool hasLegalBoardAction(const Board& board, int turn) {
  // Cheap certificates first: any own unit that can move, split or backstabb; else full listing.
  std::vector<Word> scratch;
  Generator gen(board, turn, scratch);
  for (uint8_t cid : boardCids()) {
    if (!gen.own(cid)) continue;
    gen.unitMoves(cid);
    if (!scratch.empty()) return true;
    gen.backstabbs(cid);
    if (!scratch.empty()) return true;
  }
  generateSortedBoardActions(board, turn, scratch);
  return !scratch.empty();
}

std::string whyIllegal(const State& state, Word word) {
  const Result<Action> decoded = decodeAction(word);
  if (!decoded) return decoded.message();
  if (state.status != GameStatus::Active) return "the game has ended";
  const Action& a = decoded.value();
  if (a.op == Opcode::Draw) {
    if (!state.drawOfferBy) {
      if (a.drawAction != DrawAction::Offer) return "no draw offer is pending";
      return {};
    }
    if (a.drawAction == DrawAction::Offer) return "a draw offer is already pending";
    if (a.drawAction == DrawAction::Retract && a.color != *state.drawOfferBy) return "only the offering colour can retract";
    if (a.drawAction == DrawAction::Accept && a.color == *state.drawOfferBy) return "the offering colour cannot accept its own offer";
    return {};
  }
  if (a.op == Opcode::End) {
    if (a.reason != EndReason::Resign) return "END reasons 1-3 are issued by the server (use endByServer)";
    return {};
  }
  std::vector<Word> related;
  generateRelated(state.board, state.turn, a, related);
  if (std::find(related.begin(), related.end(), word) != related.end()) return {};
  if (a.op == Opcode::AttackTribun && a.winner != state.turn) return "ATTACK_TRIBUN winner must be the side to move";
  return "not a legal action in this position";
}

bool isLegal(const State& state, Word word) { return whyIllegal(state, word).empty(); }

bool canAttackTribun(const Board& board, int turn) {
  int tribun = -1;
  for (uint8_t cid : boardCids())
    if (isTribunByte(board[cid]) && colorOf(board[cid]) != turn) tribun = cid;
  if (tribun < 0) return false;
  const BoardSets sets(board, turn);
  const Patterns pat(board, turn, sets);
  const UnitTables& facts = unitTables();
  bool hit = false;
  sets.own.forEach([&](int cid) {
    if (hit) return;
    const UnitFacts& f = facts[board[cid]];
    hit = pat.attacks(cid, primaryPart(f)).has(tribun) || (f.s && pat.attacks(cid, secondaryPart(f)).has(tribun));
  });
  return hit;
}

void generateAttackActions(const Board& board, int turn, std::vector<Word>& out) {
  out.clear();
  Generator gen(board, turn, out);
  gen.resetAttacks();
  gen.sets().own.forEach([&](int cid) { gen.collectAttacks(cid); });
  gen.sets().enemy.forEach([&](int cid) { gen.resolveAttacks(cid); });
}

void computeSideReach(const Board& board, int turn, SideReach& out) {
  out.attacked = {};
  out.strength.fill(0);
  out.moveTargets = 0;
  const BoardSets sets(board, turn);
  const Patterns pat(board, turn, sets);
  const UnitTables& facts = unitTables();
  sets.own.forEach([&](int cid) {
    const UnitFacts& f = facts[board[cid]];
    const Part primary = primaryPart(f);
    const CidSet hitPrimary = pat.attacks(cid, primary);
    const CidSet hitSecondary = f.s ? pat.attacks(cid, secondaryPart(f)) : CidSet{};
    out.moveTargets += pat.moves(cid, primary).count();
    if (f.s) out.moveTargets += pat.moves(cid, secondaryPart(f)).count();
    out.attacked = out.attacked | hitPrimary | hitSecondary;
    (hitPrimary | hitSecondary).forEach([&](int target) {
      const int best = hitPrimary.has(target) ? (hitSecondary.has(target) ? std::max<int>(f.p, f.s) : f.p) : f.s;
      out.strength[target] = static_cast<uint8_t>(std::min(255, out.strength[target] + best));
    });
  });
}

}  // namespace boardrules::tribun
