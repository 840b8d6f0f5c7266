// Writes the seed corpus of fuzz_replay: logs of random games from the default start (fixed
// seed, so the files are reproducible), in both input forms of the target (byte 0 odd = raw
// little-endian words, even = base64 text), plus a few broken logs.
//
// Build and run from the repository root:
//   g++ -std=c++20 -O2 -Isrc tests/fuzz/tools/make_replay_seeds.cpp $(find src -name '*.cpp') \
//       -o /tmp/make_replay_seeds && /tmp/make_replay_seeds tests/fuzz/corpus/fuzz_replay
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/records.h"

using namespace boardrules::tribun;

namespace {

std::string dir;

void writeFile(const std::string& name, uint8_t mode, const std::string& payload) {
  std::ofstream out(dir + "/" + name, std::ios::binary);
  out.put(static_cast<char>(mode));
  out << payload;
}

std::string rawWords(const std::vector<Word>& words) {
  std::string s;
  for (Word w : words)
    for (int i = 0; i < 4; ++i) s.push_back(static_cast<char>(w >> (8 * i)));
  return s;
}

// A random game: board actions mostly, draw words and resigns sometimes; at most maxPlies.
std::vector<Word> randomGame(std::mt19937& rng, size_t maxPlies, bool allowEnd) {
  State state = initialState();
  std::vector<Word> log;
  std::vector<Word> legal;
  while (state.status == GameStatus::Active && log.size() < maxPlies) {
    generateLegalActions(state, legal);
    std::vector<Word> choices;
    for (Word w : legal)
      if (isBoardAction(w) || (allowEnd && rng() % 40 == 0)) choices.push_back(w);
    if (choices.empty()) {
      if (!endByServer(state, EndReason::NoLegalAction, state.turn)) break;
      log.push_back(serverEndWord(EndReason::NoLegalAction, state.turn).value());
      break;
    }
    const Word w = choices[rng() % choices.size()];
    if (!applyAction(state, w)) {
      std::fprintf(stderr, "listed word 0x%08X does not apply\n", w);
      break;
    }
    log.push_back(w);
  }
  return log;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUTPUT_DIR\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  std::mt19937 rng(6);
  for (int g = 0; g < 8; ++g) {
    const auto log = randomGame(rng, 40 + 20 * g, g % 2 == 1);
    writeFile("game-" + std::to_string(g) + "-raw", 1, rawWords(log));
    if (g < 3) writeFile("game-" + std::to_string(g) + "-b64", 0, packActions(log));
  }
  // A game played to its end (tribun captured, resign or no legal action).
  const auto full = randomGame(rng, 2000, false);
  writeFile("game-full-raw", 1, rawWords(full));
  // Draw offer, retract, offer by the other side, accept: a tie after 6 plies.
  const auto first = randomGame(rng, 2, false);
  std::vector<Word> draw = first;
  draw.insert(draw.end(), {encodeDraw(DrawAction::Offer, kBlack), encodeDraw(DrawAction::Retract, kBlack),
                           encodeDraw(DrawAction::Offer, kWhite), encodeDraw(DrawAction::Accept, kBlack)});
  writeFile("draw-agreed-raw", 1, rawWords(draw));
  // Server END words: a game-time tie and a timeout.
  std::vector<Word> tie = first;
  tie.push_back(serverEndWord(EndReason::GameTimeTie, 0).value());
  writeFile("server-tie-raw", 1, rawWords(tie));
  std::vector<Word> timeout = first;
  timeout.push_back(serverEndWord(EndReason::Timeout, kWhite).value());
  writeFile("server-timeout-raw", 1, rawWords(timeout));
  // Broken logs: a word after the end, a flipped bit in the middle, a torn last word, bad base64.
  std::vector<Word> afterEnd = tie;
  afterEnd.push_back(first.empty() ? 0 : first[0]);
  writeFile("word-after-end-raw", 1, rawWords(afterEnd));
  std::vector<Word> flipped = randomGame(rng, 30, false);
  if (flipped.size() > 10) flipped[10] ^= 1u << 7;
  writeFile("flipped-bit-raw", 1, rawWords(flipped));
  std::string torn = rawWords(randomGame(rng, 5, false));
  torn.pop_back();
  writeFile("torn-word-raw", 1, torn);
  writeFile("bad-base64", 0, "PCQAAA=*");
  writeFile("empty-log", 0, "");
  return 0;
}
