// Notation speed: format + parse of every legal word of the conformance positions, in
// microseconds per word (docs/NOTATION.md). Median of alternating runs.
//   boardrules-notation-bench [build/native-g++/testdata/tribun/dev.jsonl] [runs]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "testkit/conformance.h"
#include "tribun/movegen.h"
#include "tribun/notation.h"

using namespace boardrules;
using namespace boardrules::tribun;

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "build/native-g++/testdata/tribun/dev.jsonl";
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;
  auto loaded = testkit::loadConformanceFile(path);
  if (!loaded) {
    std::fprintf(stderr, "error: %s\n", loaded.message().c_str());
    return 2;
  }
  struct Position {
    Board board;
    int turn;
    std::vector<Word> legal;
  };
  std::vector<Position> positions;
  size_t words = 0;
  std::vector<size_t> moveKill;
  for (const auto& p : loaded.value()) {
    auto s = makeState(p.board, p.turn);
    if (!s) continue;
    positions.push_back({p.board, p.turn, legalActions(s.value())});
    words += positions.back().legal.size();
    for (Word w : positions.back().legal)
      if (opcodeOf(w) == Opcode::Move || opcodeOf(w) == Opcode::Kill) moveKill.push_back(formatAction(p.board, p.turn, w).size());
  }
  std::vector<double> formatUs, parseUs;
  size_t sink = 0;
  std::vector<std::string> texts;
  for (int r = 0; r < runs; ++r) {
    texts.clear();
    auto t0 = std::chrono::steady_clock::now();
    for (const Position& p : positions)
      for (Word w : p.legal) texts.push_back(formatAction(p.board, p.turn, w));
    auto t1 = std::chrono::steady_clock::now();
    size_t i = 0;
    for (const Position& p : positions)
      for (Word w : p.legal) {
        const ParsedAction back = parseAction(p.board, p.turn, p.legal, texts[i++]);
        sink += back.word && *back.word == w;
      }
    auto t2 = std::chrono::steady_clock::now();
    formatUs.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / static_cast<double>(words));
    parseUs.push_back(std::chrono::duration<double, std::micro>(t2 - t1).count() / static_cast<double>(words));
  }
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::nth_element(moveKill.begin(), moveKill.begin() + static_cast<std::ptrdiff_t>(moveKill.size() / 2), moveKill.end());
  std::printf("%zu positions, %zu legal words (%zu round trips ok per run)\n", positions.size(), words, sink / static_cast<size_t>(runs));
  std::printf("median MOVE/KILL text: %zu characters\n", moveKill[moveKill.size() / 2]);
  std::printf("format: %.3f us/word, parse: %.3f us/word (median of %d runs)\n", median(formatUs), median(parseUs), runs);
  return sink == words * static_cast<size_t>(runs) ? 0 : 1;
}
