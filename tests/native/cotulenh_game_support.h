// Helpers for the CoTuLenh rule tests: positions from a square -> FEN code map, legal LAN lists.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "cotulenh/board.h"
#include "cotulenh/game.h"
#include "testkit/json.h"

namespace cotulenh_test {

using boardrules::cotulenh::Game;

// {{"e5", "A"}, {"k12", "c"}} -> placement; side 'r' or 'b'.
inline std::string fenOf(const std::map<std::string, std::string>& units, char side = 'r', int halfMoves = 0) {
  std::string placement;
  for (int rank = 12; rank >= 1; --rank) {
    int empty = 0;
    for (char file = 'a'; file <= 'k'; ++file) {
      auto it = units.find(std::string(1, file) + std::to_string(rank));
      if (it == units.end()) {
        ++empty;
        continue;
      }
      if (empty) placement += std::to_string(empty);
      empty = 0;
      placement += it->second;
    }
    if (empty) placement += std::to_string(empty);
    if (rank > 1) placement += '/';
  }
  return placement + " " + side + " - - " + std::to_string(halfMoves) + " 1";
}

inline Game gameOf(const std::string& fen) {
  auto g = Game::fromFen(fen);
  REQUIRE_MESSAGE(g.isOk(), fen << ": " << (g.isOk() ? "" : g.message()));
  return std::move(g).value();
}

inline bool offers(const Game& g, const std::string& lan) {
  const auto& l = g.lans();
  return std::find(l.begin(), l.end(), lan) != l.end();
}

// LANs of moves starting with `prefix` (a unit code + origin, e.g. "Ae5").
inline std::vector<std::string> movesOf(const Game& g, const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& lan : g.lans())
    if (lan.rfind(prefix, 0) == 0) out.push_back(lan);
  return out;
}

inline void play(Game& g, const std::string& text) {
  const int i = g.findMove(text);
  REQUIRE_MESSAGE(i >= 0, text << " not offered in " << g.fen());
  REQUIRE(g.play(i).isOk());
}

// The FEN of every dev record (tests/data/cotulenh/dev.jsonl, unpacked by the build), in order.
inline std::vector<std::string> devRecordFens() {
  std::ifstream in(std::string(BOARDRULES_TEST_DATA) + "/cotulenh/dev.jsonl");
  REQUIRE_MESSAGE(in.good(), "cannot open the unpacked cotulenh/dev.jsonl");
  std::vector<std::string> fens;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    auto record = boardrules::testkit::parseJson(line);
    REQUIRE_MESSAGE(record, "dev record " << fens.size() + 1 << ": " << record.message());
    const boardrules::testkit::Json* fen = record.value().find("fen");
    REQUIRE_MESSAGE(fen != nullptr, "dev record " << fens.size() + 1 << " has no fen");
    fens.push_back(fen->string);
  }
  REQUIRE(fens.size() == 400);
  return fens;
}

}  // namespace cotulenh_test
