// Embind glue for the Tribun click-option grouping (src/tribun/ui_options.h). No rules logic:
// it lists the board actions, groups them, and flattens the groups into one Uint32Array that
// web/package/src/tribun-options.js turns back into plain objects (one heap copy instead of hundreds of
// Embind object calls).
//
// Flat layout, all u32, read in this order (counts precede their items):
//   origins:      n, then per origin: cid, nTargets, per target: cid, attack(0/1), nOpts, words...
//   enemyTargets: n, then per target: cid, nOpts, words...
//   centers:      n, then per centre: cid,
//                   nCombines, per combine: word, donation[6],
//                   nSymCombines, per one: word, donation[6],
//                   per direction 0..5: nDonations, heights...
//   actors:       n, then per actor: cid, nSplits, per split: word, heights[6],
//                   backstabb[6] (word or 0), per direction 0..5: nHeights, heights...
//   selectable:   n, cids...
// Conventions as in tribun_bindings.cpp: {value} on success, {error: message} on failure; the
// facade has already checked argument types and ranges.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <span>
#include <string>
#include <vector>

#include "lazy_area.h"
#include "tribun/board.h"
#include "tribun/movegen.h"
#include "tribun/ui_options.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;

class Flat {
 public:
  void put(uint32_t v) { out_.push_back(v); }
  void putCount(size_t n) { out_.push_back(static_cast<uint32_t>(n)); }
  template <class Range>
  void putList(const Range& r) {
    putCount(r.size());
    for (auto v : r) put(static_cast<uint32_t>(v));
  }
  template <class Array>
  void putFixed(const Array& a) {
    for (auto v : a) put(static_cast<uint32_t>(v));
  }
  val toJs() const {
    return val::global("Uint32Array").new_(val(emscripten::typed_memory_view(out_.size(), out_.data())));
  }

 private:
  std::vector<uint32_t> out_;
};

void flattenCombines(Flat& f, const std::vector<tr::UiCombine>& combines) {
  f.putCount(combines.size());
  for (const tr::UiCombine& c : combines) {
    f.put(c.word);
    f.putFixed(c.donation);
  }
}

val groupOptions(const std::string& boardBytes, int turn) {
  auto board = tr::boardFromBytes({reinterpret_cast<const uint8_t*>(boardBytes.data()), boardBytes.size()});
  val out = val::object();
  if (!board) {
    out.set("error", "board: " + board.message());
    return out;
  }
  std::vector<tr::Word> legal;
  tr::generateBoardActions(board.value(), turn, legal);
  const tr::UiOptions o = tr::groupUiOptions(legal);

  Flat f;
  f.putCount(o.origins.size());
  for (const tr::UiOrigin& origin : o.origins) {
    f.put(origin.origin);
    f.putCount(origin.targets.size());
    for (const tr::UiTarget& t : origin.targets) {
      f.put(t.target);
      f.put(t.attack ? 1 : 0);
      f.putList(t.options);
    }
  }
  f.putCount(o.enemyTargets.size());
  for (const tr::UiEnemyTarget& e : o.enemyTargets) {
    f.put(e.target);
    f.putList(e.options);
  }
  f.putCount(o.centers.size());
  for (const tr::UiCenter& c : o.centers) {
    f.put(c.center);
    flattenCombines(f, c.combines);
    flattenCombines(f, c.symCombines);
    for (const auto& list : c.donations) f.putList(list);
  }
  f.putCount(o.actors.size());
  for (const tr::UiActor& a : o.actors) {
    f.put(a.actor);
    f.putCount(a.splits.size());
    for (const tr::UiSplit& s : a.splits) {
      f.put(s.word);
      f.putFixed(s.heights);
    }
    f.putFixed(a.backstabb);
    for (const auto& list : a.heights) f.putList(list);
  }
  f.putList(o.selectable);
  out.set("value", f.toJs());
  return out;
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(tribun_ui) {
  emscripten::function("tribunUi_groupOptions", &groupOptions);
}
