// Glue for a game's history, notation and game files (bindings/tribun_records_bindings.cpp),
// called by the game table of bindings/tribun_bindings.cpp with a live game.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "tribun/game.h"

namespace boardrules::bindings::tribun_records {

// The notation text of `word` in the game's position.
emscripten::val formatAction(const tribun::Game& game, uint32_t word);
// The sentence of `word` in the game's position (src/tribun/explain.h; tense 0 past, 1 present).
emscripten::val explainAction(const tribun::Game& game, uint32_t word, int tense);
// {value: word} or {error: message, code: "BAD_NOTATION" | "ILLEGAL_ACTION" | "AMBIGUOUS_ACTION"}.
emscripten::val parseAction(tribun::Game& game, const std::string& text);
// undefined on success, else the message.
emscripten::val undo(tribun::Game& game);
emscripten::val redo(tribun::Game& game);
emscripten::val goTo(tribun::Game& game, int ply);
// The words that continue the current position in the move tree (main line first).
emscripten::val continuations(const tribun::Game& game);
std::string comment(const tribun::Game& game);
void setComment(tribun::Game& game, const std::string& text);
// `headers`: key, value, key, value, ... each followed by U+001F (the unit separator).
// {value: text} or {error, code: "RECORD_TOO_LARGE"} past the caps of record_file.h.
emscripten::val toRecord(const tribun::Game& game, const std::string& headers);
// Parses a record into `into`: {value: [key, value, ...]} or {error, code: "BAD_RECORD"}.
// Server-only END words are refused unless `allowServerEnds`.
emscripten::val loadRecord(tribun::Game& into, const std::string& text, bool allowServerEnds);

}  // namespace boardrules::bindings::tribun_records
