// Native CoTuLenh legal-move listing speed: every position of a conformance file is loaded once,
// then each round lists the legal moves of a fresh copy of every game (the listing is cached per
// game, so a copy taken before listing is what gets timed). Prints the median round as time per
// position and the mean number of moves; then the same with the LAN and SAN strings built too
// (the listing builds no text until asked; the reference engine's moves() returns SAN strings).
//   boardrules-cotulenh-bench [build/native-g++/testdata/cotulenh/dev.jsonl] [ROUNDS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "cotulenh/game.h"

using namespace boardrules;
using namespace boardrules::cotulenh;

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "build/native-g++/testdata/cotulenh/dev.jsonl";
  const int rounds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 21;
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot open %s\n", path.c_str());
    return 2;
  }
  std::vector<Game> games;
  std::string line;
  while (std::getline(in, line)) {
    const size_t at = line.find("\"fen\":\"");
    if (at == std::string::npos) continue;
    const size_t start = at + 7, end = line.find('"', start);
    Result<Game> g = Game::fromFen(line.substr(start, end - start));
    if (g) games.push_back(std::move(g).value());
  }
  size_t moves = 0;
  for (const Game& g : games) moves += g.moves().size();
  std::vector<double> perPosition, withText;
  volatile size_t sink = 0;
  for (int r = 0; r < rounds; ++r) {
    for (int text = 0; text < 2; ++text) {  // alternating within each round
      std::vector<Game> fresh = games;  // unlisted copies
      for (Game& g : fresh) g = Game::fromFen(g.fen()).value();
      const auto t0 = std::chrono::steady_clock::now();
      if (text) {
        for (const Game& g : fresh) sink = sink + g.moves().size() + g.lans().size() + g.sans().size();
      } else {
        for (const Game& g : fresh) sink = sink + g.moves().size();
      }
      const auto t1 = std::chrono::steady_clock::now();
      (text ? withText : perPosition).push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / fresh.size());
    }
  }
  std::sort(perPosition.begin(), perPosition.end());
  std::sort(withText.begin(), withText.end());
  std::printf("positions %zu, mean legal moves %.1f\n", games.size(), double(moves) / games.size());
  std::printf("legal-move listing: median %.2f us per position (min %.2f, %d rounds)\n",
              perPosition[perPosition.size() / 2], perPosition.front(), rounds);
  std::printf("listing with LAN and SAN strings: median %.2f us per position (min %.2f)\n",
              withText[withText.size() / 2], withText.front());
  return 0;
}
