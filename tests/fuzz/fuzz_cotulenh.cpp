// Fuzz target: CoTuLenh FEN parsing and move strings.
//
// Input: a FEN (first line; an empty first line means the standard start), then one command per
// line: "!commit", "!cancel", "!undo", "#N" (play the N-th offered move, N mod the list size), or
// any other text, looked up as a LAN or SAN.
//
// Invariants: a FEN is either rejected with a "fen: " message or accepted and written back in a
// form that parses to the same text (round trip); offered LANs are sorted and unique and each is
// found again by findMove; text that is not offered changes nothing; a played move keeps the
// game's FEN parseable; undo after a completed turn restores the previous FEN exactly; a refused
// commit leaves the deploy turn open.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cotulenh/game.h"
#include "fuzz_check.h"

using namespace boardrules;
using namespace boardrules::cotulenh;

namespace {

std::string baseFen(const std::string& fen) {
  // The FEN without a deploy-turn suffix: the first six fields.
  size_t spaces = 0;
  for (size_t i = 0; i < fen.size(); ++i)
    if (fen[i] == ' ' && ++spaces == 6) return fen.substr(0, i);
  return fen;
}

void checkListing(const Game& g) {
  const auto& lans = g.lans();
  for (size_t i = 0; i < lans.size(); ++i) {
    FUZZ_CHECK(i == 0 || lans[i - 1] < lans[i], "LANs sorted and unique: " + lans[i]);
    FUZZ_CHECK(g.findMove(lans[i]) == static_cast<int>(i), "LAN found again: " + lans[i]);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t eol = input.find('\n');
  const std::string first(input.substr(0, eol));
  Result<Game> loaded = Game::fromFen(first.empty() ? std::string(kStartFen) : first);
  if (!loaded) {
    FUZZ_CHECK(loaded.message().rfind("fen: ", 0) == 0, loaded.message());
    return 0;
  }
  Game game = std::move(loaded).value();
  {
    Result<Game> again = Game::fromFen(game.fen());
    FUZZ_CHECK(again.isOk(), "written FEN parses: " + game.fen());
    FUZZ_CHECK(again.value().fen() == game.fen(), "round trip: " + game.fen());
  }
  size_t at = eol == std::string_view::npos ? input.size() : eol + 1;
  for (int commands = 0; at < input.size() && commands < 64; ++commands) {
    size_t end = input.find('\n', at);
    if (end == std::string_view::npos) end = input.size();
    const std::string line(input.substr(at, end - at));
    at = end + 1;
    checkListing(game);
    const std::string before = game.fen();
    if (line == "!commit") {
      const bool allowed = game.canCommit();
      const bool done = game.commit().isOk();
      FUZZ_CHECK(allowed == done, "commit agrees with canCommit");
      if (!done) FUZZ_CHECK(game.fen() == before, "refused commit changes nothing");
    } else if (line == "!cancel") {
      const bool open = game.inDeploy();
      FUZZ_CHECK(game.cancel().isOk() == open, "cancel only inside a deploy turn");
      FUZZ_CHECK(!game.inDeploy() && game.fen() == baseFen(before), "cancel restores the turn's start");
    } else if (line == "!undo") {
      const size_t turns = game.history().size();
      const bool done = game.undo().isOk();
      FUZZ_CHECK(done == (turns > 0 && !game.inDeploy()), "undo refused exactly when nothing to undo or a turn is open");
      if (!done) FUZZ_CHECK(game.fen() == before, "refused undo changes nothing");
    } else {
      int index = game.findMove(line);
      if (line.size() > 1 && line[0] == '#' && !game.moves().empty())
        index = static_cast<int>(static_cast<unsigned char>(line[1]) % game.moves().size());
      if (index < 0) {
        FUZZ_CHECK(game.fen() == before, "text not offered changes nothing");
        continue;
      }
      const bool wasOpen = game.inDeploy();
      const size_t turns = game.history().size();
      FUZZ_CHECK(game.play(index).isOk(), "an offered move plays");
      FUZZ_CHECK(Game::fromFen(game.fen()).isOk(), "FEN after a move parses: " + game.fen());
      if (!game.inDeploy() && game.history().size() == turns + 1) {
        Game back = game;
        FUZZ_CHECK(back.undo().isOk(), "undo of a completed turn");
        if (!wasOpen) FUZZ_CHECK(back.fen() == before, "undo restores: " + back.fen() + " vs " + before);
      }
    }
  }
  return 0;
}
