// Embind glue for the course's engine support (src/tribun/lesson.h): no rules logic here, only
// conversions. web/package/src/tribun-lesson.js converts the lesson file's names and builds the
// plain objects; a goal's values are judged by the engine (tr::validateGoal).
//
// Conventions as in tribun_bindings.cpp: {value} on success, {error: message} on failure. Bytes
// (boards, the packed goal) cross as std::string (Embind copies a Uint8Array into it).
//
// A goal crosses as the bytes of an Int32Array, little-endian, per condition:
//   kind, color, height, slave, tribun, min, max, opcodes, nTiles, tiles[nTiles]
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lazy_area.h"
#include "js_result.h"
#include "tribun/board.h"
#include "tribun/coords.h"
#include "tribun/lesson.h"

namespace {

using emscripten::val;
namespace tr = boardrules::tribun;

using boardrules::bindings::fail;
using boardrules::bindings::ok;

constexpr size_t kGoalHeader = 9;

boardrules::Result<tr::Board> boardOf(const std::string& bytes) {
  return tr::boardFromBytes({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
}

std::vector<int32_t> intsOf(const std::string& bytes) {
  std::vector<int32_t> out(bytes.size() / 4);
  std::memcpy(out.data(), bytes.data(), out.size() * 4);
  return out;
}

// The packed goal back into conditions: only the packing is checked here (lengths, and a kind
// that fits the enum); the values are the engine's to judge (tr::validateGoal, called below).
boardrules::Result<std::vector<tr::GoalCondition>> goalOf(const std::string& bytes) {
  const std::vector<int32_t> v = intsOf(bytes);
  std::vector<tr::GoalCondition> goal;
  const boardrules::Error malformed{"goal: malformed packed goal"};
  size_t at = 0;
  while (at < v.size()) {
    if (v.size() - at < kGoalHeader) return malformed;
    tr::GoalCondition c;
    if (v[at] < 0 || v[at] >= tr::kGoalKindCount || v[at + 7] < 0 || v[at + 7] > 0xFFFF) return malformed;
    c.kind = static_cast<tr::GoalKind>(v[at]);
    c.color = v[at + 1];
    c.height = v[at + 2];
    c.slave = v[at + 3];
    c.tribun = v[at + 4];
    c.min = v[at + 5];
    c.max = v[at + 6];
    c.opcodes = static_cast<tr::OpcodeMask>(v[at + 7]);
    const int32_t n = v[at + 8];
    at += kGoalHeader;
    if (n < 0 || static_cast<size_t>(n) > v.size() - at) return malformed;
    c.tiles.assign(v.begin() + static_cast<std::ptrdiff_t>(at), v.begin() + static_cast<std::ptrdiff_t>(at + n));
    at += static_cast<size_t>(n);
    goal.push_back(std::move(c));
  }
  if (auto st = tr::validateGoal(goal); !st) return boardrules::Error{st.message()};
  return goal;
}

val filteredActions(const std::string& boardBytes, int turn, int opcodes, int tile) {
  auto board = boardOf(boardBytes);
  if (!board) return fail("board: " + board.message());
  const tr::ActionFilter filter{static_cast<tr::OpcodeMask>(opcodes), tile};
  if (auto st = tr::validateFilter(filter); !st) return fail(st.message());
  std::vector<tr::Word> out;
  tr::filteredBoardActions(board.value(), turn, filter, out);
  return ok(val::global("Uint32Array").new_(val(emscripten::typed_memory_view(out.size(), out.data()))));
}

val applyPractice(const std::string& boardBytes, int turn, uint32_t word) {
  auto board = boardOf(boardBytes);
  if (!board) return fail("board: " + board.message());
  auto next = tr::applyPractice(board.value(), turn, word);
  if (!next) return fail(next.message());
  const tr::Board& b = next.value();
  return ok(val::global("Uint8Array").new_(val(emscripten::typed_memory_view(b.size(), b.data()))));
}

// -1 when every condition holds, else the index of the first that does not.
val firstUnmet(const std::string& boardBytes, uint32_t last, bool hasLast, const std::string& packedGoal) {
  auto board = boardOf(boardBytes);
  if (!board) return fail("board: " + board.message());
  auto goal = goalOf(packedGoal);
  if (!goal) return fail(goal.message());
  const std::optional<tr::Word> lastWord = hasLast ? std::optional<tr::Word>(last) : std::nullopt;
  return ok(val(tr::firstUnmetCondition(board.value(), lastWord, goal.value())));
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(tribun_lesson) {
  emscripten::function("tribunLesson_filteredActions", &filteredActions);
  emscripten::function("tribunLesson_applyPractice", &applyPractice);
  emscripten::function("tribunLesson_firstUnmet", &firstUnmet);
}
