// The result convention every binding shares with its JS facade: a fallible call returns
// {value: ...} on success or {error: "message"} on failure, and the facade turns `error` into a
// JS Error. The engine itself never throws across the boundary.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace boardrules::bindings {

inline emscripten::val ok(emscripten::val value) {
  emscripten::val out = emscripten::val::object();
  out.set("value", value);
  return out;
}

inline emscripten::val fail(const std::string& message) {
  emscripten::val out = emscripten::val::object();
  out.set("error", message);
  return out;
}

}  // namespace boardrules::bindings
