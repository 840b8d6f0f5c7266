// Fuzz target: replay of an untrusted action log from the default start.
//
// Input: byte 0 selects how the rest becomes `actionsB64`: even = the rest is the base64 text
// itself (arbitrary characters), odd = the rest are raw little-endian words that the target
// base64-encodes (so the fuzzer mutates words, not their transport encoding).
//
// Invariant: the log either replays completely, or replay names the first ply that does not
// apply and its state equals the state after the last good ply, computed here word by word.
// Game::replay agrees with the free function; a rejected log gives an error with a message.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "tribun/apply.h"
#include "tribun/game.h"
#include "tribun/records.h"

using namespace boardrules;
using namespace boardrules::tribun;
using boardrules::fuzz::hexWord;

namespace {

// What replay must do with one word: server END reasons through endByServer, the rest through
// applyAction. Both leave the state untouched on failure (checked).
Status applyOne(State& state, Word w) {
  const State before = state;
  Status result;
  auto decoded = decodeAction(w);
  if (opcodeOf(w) == Opcode::End && decoded && decoded.value().reason != EndReason::Resign) {
    result = endByServer(state, decoded.value().reason, decoded.value().loser);
  } else {
    result = applyAction(state, w);
  }
  if (!result) FUZZ_CHECK(state == before, "a rejected word " + hexWord(w) + " changed the state");
  return result;
}

// True when `message` contains "ply N" not followed by another digit.
bool namesPly(const std::string& message, size_t n) {
  const std::string needle = "ply " + std::to_string(n);
  for (size_t at = message.find(needle); at != std::string::npos; at = message.find(needle, at + 1)) {
    const size_t end = at + needle.size();
    if (end == message.size() || !std::isdigit(static_cast<unsigned char>(message[end]))) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Reader in(data, size);
  const bool rawWords = in.byte() & 1;
  const std::string_view rest = in.rest();
  const std::string actionsB64 =
      rawWords ? base64Encode(reinterpret_cast<const uint8_t*>(rest.data()), rest.size()) : std::string(rest);

  const State start = initialState();
  const Snapshot snapshot = snapshotOf(start);
  auto words = unpackActions(actionsB64);
  auto game = Game::replay(snapshot, actionsB64);
  if (!words) {
    FUZZ_CHECK(!rawWords || rest.size() % 4 != 0, "unpackActions rejected our own encoding of whole words");
    FUZZ_CHECK(!game.isOk(), "Game::replay accepted a log that unpackActions rejects");
    FUZZ_CHECK(!game.message().empty(), "undecodable log rejected without a message");
    return 0;
  }

  // Reference: apply word by word.
  State expected = start;
  std::optional<size_t> firstBad;
  for (size_t i = 0; i < words.value().size(); ++i) {
    if (!applyOne(expected, words.value()[i])) {
      firstBad = i + 1;
      break;
    }
  }

  const ReplayOutcome outcome = replay(snapshot, words.value());
  FUZZ_CHECK(outcome.failedPly == firstBad,
             "replay reports failing ply " + (outcome.failedPly ? std::to_string(*outcome.failedPly) : "none") +
                 ", word-by-word application fails at " + (firstBad ? std::to_string(*firstBad) : "none"));
  FUZZ_CHECK(outcome.state == expected, "replay state differs from the state after the last good ply");
  FUZZ_CHECK(outcome.state.ply == (firstBad ? *firstBad - 1 : words.value().size()), "replay ply count is wrong");
  FUZZ_CHECK(game.isOk() == !firstBad, "Game::replay disagrees with replay()");
  if (firstBad) {
    const std::string plyText = "ply " + std::to_string(*firstBad);
    FUZZ_CHECK(namesPly(outcome.error, *firstBad), "replay error does not name " + plyText + ": " +
                                                                     outcome.error);
    FUZZ_CHECK(namesPly(game.message(), *firstBad), "Game::replay error does not name " + plyText +
                                                                      ": " + game.message());
  } else {
    FUZZ_CHECK(outcome.error.empty(), "successful replay carries an error");
    FUZZ_CHECK(game.value().state() == expected, "Game::replay state differs");
    FUZZ_CHECK(game.value().log() == words.value(), "Game::replay log differs");
    auto again = unpackActions(game.value().actionsB64());
    FUZZ_CHECK(again.isOk() && again.value() == words.value(), "the replayed game's log does not round-trip");
  }
  return 0;
}
