// Embind registration on first use, for the areas a Tribun-only user never touches.
//
// EMSCRIPTEN_BINDINGS(name) { ... } registers its bindings in a static constructor, i.e. during
// the module's instantiation, which every user pays for (docs/PERFORMANCE.md, "Startup").
// BOARDRULES_LAZY_BINDINGS(area) { ... } takes the same body but makes it an exported function,
// boardrules_register_<area>(), that web/package/src/areas.js calls once per module instance when the
// area's facade is built (requireArea(module, 'area')). Until then the area's names are absent
// from the module (tests/js/startup-registration.test.mjs checks both).
//
// Safe because Embind registration may run at any time after the built-in types are registered
// (they stay eager: libembind's own static constructor), each area only names types it
// registers itself or the built-in ones, and the call happens from the facade, never from
// inside a binding.
#pragma once

#include <emscripten/emscripten.h>

#define BOARDRULES_LAZY_BINDINGS(area) extern "C" EMSCRIPTEN_KEEPALIVE void boardrules_register_##area()
