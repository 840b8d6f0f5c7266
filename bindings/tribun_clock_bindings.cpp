// Embind glue for the Tribun clock (src/tribun/clock.h): pure functions over plain numbers. The
// facade (web/package/src/tribun-records.js) keeps the state as a Float64Array of kStateSlots numbers and
// the config as four; milliseconds cross as doubles (exact up to 2^53).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstring>
#include <string>

#include "lazy_area.h"
#include "js_result.h"
#include "tribun/clock.h"

namespace tr = boardrules::tribun;
using boardrules::bindings::fail;
using boardrules::bindings::ok;
using emscripten::val;

namespace {

// 0-1 remaining, 2 turn, 3 status, 4 end, 5 loser, 6 turnStartedAt, 7 gameStartedAt, 8 endedAt,
// 9 lastNow
constexpr int kStateSlots = 10;

tr::ClockConfig configOf(double initial, double buffer, double increment, double maxGame) {
  return {static_cast<int64_t>(initial), static_cast<int64_t>(buffer), static_cast<int64_t>(increment), static_cast<int64_t>(maxGame)};
}

// `bytes`: the facade's Float64Array of the state (Embind passes its bytes as a std::string).
tr::ClockState stateOf(const std::string& bytes) {
  double f[kStateSlots] = {};
  std::memcpy(f, bytes.data(), std::min(bytes.size(), sizeof f));
  tr::ClockState s;
  s.remainingMs = {static_cast<int64_t>(f[0]), static_cast<int64_t>(f[1])};
  s.turn = static_cast<int>(f[2]);
  s.status = static_cast<tr::ClockStatus>(static_cast<int>(f[3]));
  s.end = static_cast<tr::ClockEnd>(static_cast<int>(f[4]));
  s.loser = static_cast<int>(f[5]);
  s.turnStartedAt = static_cast<int64_t>(f[6]);
  s.gameStartedAt = static_cast<int64_t>(f[7]);
  s.endedAt = static_cast<int64_t>(f[8]);
  s.lastNow = static_cast<int64_t>(f[9]);
  return s;
}

val valueOf(const tr::ClockState& s) {
  const double f[kStateSlots] = {static_cast<double>(s.remainingMs[0]), static_cast<double>(s.remainingMs[1]),
                                 static_cast<double>(s.turn), static_cast<double>(s.status), static_cast<double>(s.end),
                                 static_cast<double>(s.loser), static_cast<double>(s.turnStartedAt),
                                 static_cast<double>(s.gameStartedAt), static_cast<double>(s.endedAt),
                                 static_cast<double>(s.lastNow)};
  return val::global("Float64Array").new_(val(emscripten::typed_memory_view(kStateSlots, f)));
}

val result(const boardrules::Result<tr::ClockState>& r) { return r ? ok(valueOf(r.value())) : fail(r.message()); }

val newClock(double initial, double buffer, double increment, double maxGame) {
  const tr::ClockConfig c = configOf(initial, buffer, increment, maxGame);
  const boardrules::Status st = tr::validateClockConfig(c);
  return st ? ok(valueOf(tr::newClock(c))) : fail(st.message());
}

val start(double i, double b, double inc, double m, const std::string& state, int firstTurn, double now) {
  return result(tr::startClock(configOf(i, b, inc, m), stateOf(state), firstTurn, static_cast<int64_t>(now)));
}

val completeTurn(double i, double b, double inc, double m, const std::string& state, double now) {
  return result(tr::completeTurn(configOf(i, b, inc, m), stateOf(state), static_cast<int64_t>(now)));
}

val check(double i, double b, double inc, double m, const std::string& state, double now) {
  return result(tr::checkClock(configOf(i, b, inc, m), stateOf(state), static_cast<int64_t>(now)));
}

// [remaining black, remaining white, buffer left, game left (-1: no limit)]
val read(double i, double b, double inc, double m, const std::string& state, double now) {
  const tr::ClockReading r = tr::readClock(configOf(i, b, inc, m), stateOf(state), static_cast<int64_t>(now));
  const double f[4] = {static_cast<double>(r.remainingMs[0]), static_cast<double>(r.remainingMs[1]),
                       static_cast<double>(r.bufferLeftMs), static_cast<double>(r.gameLeftMs)};
  return val::global("Float64Array").new_(val(emscripten::typed_memory_view(4, f)));
}

}  // namespace

// Registered on first use (web/package/src/areas.js), not at instantiation: bindings/lazy_area.h.
BOARDRULES_LAZY_BINDINGS(tribun_clock) {
  using namespace emscripten;
  function("tribunClock_new", &newClock);
  function("tribunClock_start", &start);
  function("tribunClock_completeTurn", &completeTurn);
  function("tribunClock_check", &check);
  function("tribunClock_read", &read);
}
