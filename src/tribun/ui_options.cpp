#include "tribun/ui_options.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>

#include "tribun/coords.h"

namespace boardrules::tribun {

namespace {

// Position of an option in its target's click cycle: whole stack first (it is what a player
// usually means by "move this unit"), then the primary part alone, then enslaving.
int cycleRank(const Action& a) {
  switch (a.op) {
    case Opcode::Move:
    case Opcode::Kill:
      return a.part == 1 ? 0 : 1;
    case Opcode::Enslave:
      return 2;
    default:  // ATTACK_TRIBUN: the only option against a tribun
      return 0;
  }
}

// Sorted, duplicate-free insertion into a small list.
void insertSorted(std::vector<int>& list, int value) {
  auto it = std::lower_bound(list.begin(), list.end(), value);
  if (it == list.end() || *it != value) list.insert(it, value);
}

// The six neighbours (by direction) that donate in a symmetric configuration (docs/rules/tribun.md
// s.4).
std::array<bool, 6> symDonors(int config) {
  switch (config) {
    case 0: return {true, true, true, true, true, true};
    case 1: return {true, false, false, false, true, true};  // dirs {0,4,5}
    default: return {false, true, true, true, false, false};  // dirs {1,2,3}
  }
}

struct RankedWord {
  int rank;
  Word word;
};

struct TargetAcc {
  bool attack = false;
  std::vector<RankedWord> options;
};

// Everything collected per tile before it is turned into the sorted public structs.
struct Accumulator {
  std::map<int, std::map<int, TargetAcc>> origins;         // origin -> target -> options
  std::map<int, std::vector<RankedWord>> enemyTargets;     // target -> DAMAGE/LIBERATE
  std::map<int, UiCenter> centers;
  std::map<int, UiActor> actors;

  void add(Word w, const Action& a) {
    switch (a.op) {
      case Opcode::Move:
        addTarget(a.from, a.to, false, {cycleRank(a), w});
        break;
      case Opcode::Kill:
      case Opcode::Enslave:
      case Opcode::AttackTribun:
        addTarget(a.attacker, a.target, true, {cycleRank(a), w});
        break;
      case Opcode::Damage:  // ascending damage, LIBERATE last
        enemyTargets[a.target].push_back({a.damage, w});
        break;
      case Opcode::Liberate:
        enemyTargets[a.target].push_back({100, w});
        break;
      case Opcode::Combine: {
        UiCombine c{w, {}};
        c.donation[a.dirA] = a.donA;
        c.donation[a.dirB] = a.donB;
        addCombine(a.center, c, false);
        break;
      }
      case Opcode::SymCombine: {
        UiCombine c{w, {}};
        const auto donors = symDonors(a.config);
        for (int d = 0; d < 6; ++d) c.donation[d] = donors[d] ? a.donate : 0;
        addCombine(a.center, c, true);
        break;
      }
      case Opcode::Split: {
        UiActor& actor = actorAt(a.actor);
        actor.splits.push_back({w, a.heights});
        for (int d = 0; d < 6; ++d)
          if (a.heights[d] > 0) insertSorted(actor.heights[d], a.heights[d]);
        break;
      }
      case Opcode::Backstabb:
        actorAt(a.actor).backstabb[a.dir] = w;
        break;
      default:  // DRAW and END are not tile actions
        break;
    }
  }

  void addTarget(int origin, int target, bool attack, RankedWord option) {
    TargetAcc& t = origins[origin][target];
    t.attack = attack;
    t.options.push_back(option);
  }

  void addCombine(int centerCid, const UiCombine& c, bool symmetric) {
    UiCenter& center = centers[centerCid];
    center.center = centerCid;
    (symmetric ? center.symCombines : center.combines).push_back(c);
    for (int d = 0; d < 6; ++d)
      if (c.donation[d] > 0) insertSorted(center.donations[d], c.donation[d]);
  }

  UiActor& actorAt(int cid) {
    UiActor& actor = actors[cid];
    actor.actor = cid;
    return actor;
  }
};

// The sorts below go through one std::sort of 64-bit keys instead of one std::sort per element
// type: this code is not hot, and every std::sort instantiation costs about 1 KB of WebAssembly.

// Words by (rank, word).
std::vector<Word> wordsInOrder(const std::vector<RankedWord>& ranked) {
  std::vector<uint64_t> keys;
  keys.reserve(ranked.size());
  for (const RankedWord& r : ranked)  // the sign bit flipped: signed rank order as unsigned
    keys.push_back(static_cast<uint64_t>(static_cast<uint32_t>(r.rank) ^ 0x80000000u) << 32 | r.word);
  std::sort(keys.begin(), keys.end());
  std::vector<Word> words;
  words.reserve(keys.size());
  for (uint64_t k : keys) words.push_back(static_cast<Word>(k));
  return words;
}

// Items (with a `word` member) by word; equal words keep their order.
template <class T>
void sortByWord(std::vector<T>& items) {
  std::vector<uint64_t> keys;
  keys.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) keys.push_back(static_cast<uint64_t>(items[i].word) << 32 | i);
  std::sort(keys.begin(), keys.end());
  std::vector<T> sorted;
  sorted.reserve(items.size());
  for (uint64_t k : keys) sorted.push_back(items[static_cast<uint32_t>(k)]);
  items = std::move(sorted);
}

}  // namespace

UiOptions groupUiOptions(std::span<const Word> legal) {
  Accumulator acc;
  for (Word w : legal) {
    if (!isBoardAction(w)) continue;
    const Result<Action> decoded = decodeAction(w);
    if (!decoded) continue;  // never produced by the generator; nothing to offer for it
    acc.add(w, decoded.value());
  }

  UiOptions out;
  std::vector<int> selectable;
  for (auto& [origin, targets] : acc.origins) {
    UiOrigin o{origin, {}};
    for (auto& [target, t] : targets) o.targets.push_back({target, t.attack, wordsInOrder(std::move(t.options))});
    out.origins.push_back(std::move(o));
    selectable.push_back(origin);
  }
  for (auto& [target, options] : acc.enemyTargets) {
    out.enemyTargets.push_back({target, wordsInOrder(std::move(options))});
    selectable.push_back(target);
  }
  for (auto& [cid, center] : acc.centers) {
    sortByWord(center.combines);
    sortByWord(center.symCombines);
    out.centers.push_back(std::move(center));
    selectable.push_back(cid);
  }
  for (auto& [cid, actor] : acc.actors) {
    sortByWord(actor.splits);
    out.actors.push_back(std::move(actor));
    selectable.push_back(cid);
  }
  std::array<bool, 128> isSelectable{};  // cids are 7 bits: increasing order, each once
  for (int cid : selectable) isSelectable[cid] = true;
  for (int cid = 0; cid < 128; ++cid)
    if (isSelectable[cid]) out.selectable.push_back(cid);
  return out;
}

}  // namespace boardrules::tribun
