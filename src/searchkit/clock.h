// Clocks for search budgets, shared by every game's computer opponent (no rules here).
#pragma once

namespace boardrules::searchkit {

// Milliseconds from a monotonic clock (emscripten_get_now in WebAssembly).
double nowMs();

// Milliseconds of CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID); nowMs where a
// thread CPU clock is not available (WebAssembly). A time budget read from it does not depend on
// the machine's load (engine matches on a shared machine).
double threadCpuMs();

}  // namespace boardrules::searchkit
