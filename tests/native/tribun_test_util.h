// Helpers for hand-built Tribun positions in tests.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <tuple>
#include <vector>

#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/state.h"

namespace tribun_test {

using namespace boardrules::tribun;

inline constexpr int B = kBlack;
inline constexpr int W = kWhite;

inline int C(int x, int y) { return cidOf({x, y}); }

inline uint8_t unit(int color, int p, int s = 0, bool tribun = false) { return encodeUnitUnchecked({color, tribun, p, s}); }
inline uint8_t tribunUnit(int color, int p) { return unit(color, p, 0, true); }

struct Placed {
  int x, y;
  uint8_t byte;
};

inline Board boardOf(std::initializer_list<Placed> units) {
  Board b{};
  for (const Placed& u : units) b[C(u.x, u.y)] = u.byte;
  return b;
}

inline State stateOf(std::initializer_list<Placed> units, int turn = B) {
  auto r = makeState(boardOf(units), turn);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}

inline std::vector<Word> boardActions(const State& s) {
  std::vector<Word> out;
  generateBoardActions(s.board, s.turn, out);
  return out;
}

inline bool contains(const std::vector<Word>& list, Word w) { return std::find(list.begin(), list.end(), w) != list.end(); }

inline std::vector<Word> withOpcode(const std::vector<Word>& list, Opcode op) {
  std::vector<Word> out;
  for (Word w : list)
    if (opcodeOf(w) == op) out.push_back(w);
  return out;
}

// Applies a word that must be legal and returns the new state.
inline State after(const State& s, Word w) {
  State copy = s;
  const auto st = applyAction(copy, w);
  REQUIRE_MESSAGE(st.isOk(), st.message());
  return copy;
}

}  // namespace tribun_test
