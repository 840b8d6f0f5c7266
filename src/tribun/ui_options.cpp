#include "tribun/ui_options.h"

#include <algorithm>
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

// The six neighbours (by direction) that donate in a symmetric configuration (RULES.md s.4).
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
  friend bool operator<(const RankedWord& a, const RankedWord& b) {
    return a.rank != b.rank ? a.rank < b.rank : a.word < b.word;
  }
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

std::vector<Word> wordsInOrder(std::vector<RankedWord> ranked) {
  std::sort(ranked.begin(), ranked.end());
  std::vector<Word> words;
  words.reserve(ranked.size());
  for (const RankedWord& r : ranked) words.push_back(r.word);
  return words;
}

constexpr auto byWord = [](const auto& a, const auto& b) { return a.word < b.word; };

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
    std::sort(center.combines.begin(), center.combines.end(), byWord);
    std::sort(center.symCombines.begin(), center.symCombines.end(), byWord);
    out.centers.push_back(std::move(center));
    selectable.push_back(cid);
  }
  for (auto& [cid, actor] : acc.actors) {
    std::sort(actor.splits.begin(), actor.splits.end(), byWord);
    out.actors.push_back(std::move(actor));
    selectable.push_back(cid);
  }
  std::sort(selectable.begin(), selectable.end());
  selectable.erase(std::unique(selectable.begin(), selectable.end()), selectable.end());
  out.selectable = std::move(selectable);
  return out;
}

}  // namespace boardrules::tribun
