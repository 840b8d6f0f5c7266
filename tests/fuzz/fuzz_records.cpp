// Fuzz target: boards and snapshots from untrusted bytes and text.
//
// Input: byte 0 selects the loader (mod 6), byte 1 and byte 2 are snapshot fields (see each
// mode), the rest is the payload:
//   0 raw bytes -> validateBoard / boardFromBytes     3 base64 -> base64Decode
//   1 text      -> boardFromHex                       4 base64 -> unpackActions
//   2 base64    -> boardFromBase64                    5 raw    -> makeState / Game::fromSnapshot
//                                                                 (turn = int8 byte 1, draw offer =
//                                                                 int8 byte 2, -1 = none)
//   6 script    -> a move tree (variations, jumps, comments, server ends) -> game file and back
//   7 text      -> parseRecord (game files, with byte 1 choosing small caps)
// Invariant: each loader either returns an error with a message, or a value that round-trips and,
// for boards, validates and yields a legal list that is ascending, unique and all-applicable
// (every listed word applies to a copy and leaves a valid board; of long SPLIT lists a sample).
// Game files (issue 28): every tree the writer writes within the caps reads back to the same
// tree, and reads back only with server ends allowed when it holds one; any text either fails
// with a message of at most kMaxRecordMessage bytes or gives a tree that writes and reads back
// to itself.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_check.h"
#include "tribun/apply.h"
#include "tribun/game.h"
#include "tribun/hash.h"
#include "tribun/movegen.h"
#include "tribun/record_file.h"
#include "tribun/records.h"

using namespace boardrules;
using namespace boardrules::tribun;
using boardrules::fuzz::hexWord;

namespace {

std::span<const uint8_t> bytesOf(std::string_view s) {
  return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

// A loaded board, put in play with the flags byte: every listed word must apply.
void checkPlayable(const Board& board, uint8_t flags) {
  FUZZ_CHECK(validateBoard(board).isOk(), "a loader returned a board that does not validate: " +
                                              validateBoard(board).message());
  auto hex = boardFromHex(boardToHex(board));
  FUZZ_CHECK(hex.isOk() && hex.value() == board, "hex round trip failed");
  auto b64 = boardFromBase64(boardToBase64(board));
  FUZZ_CHECK(b64.isOk() && b64.value() == board, "base64 round trip failed");

  std::optional<int> offer;
  if (((flags >> 1) & 3) == 1) offer = kBlack;
  if (((flags >> 1) & 3) == 2) offer = kWhite;
  auto made = makeState(board, flags & 1, offer);
  FUZZ_CHECK(made.isOk(), "makeState rejected a valid board: " + made.message());
  const State& state = made.value();

  const std::vector<Word> legal = legalActions(state);
  // Applying costs about as much as listing the actor's actions, so applying all of a list with
  // thousands of SPLITs is quadratic (seconds under ASan). Every word that is not a SPLIT is
  // applied; of the SPLITs, an evenly spaced sample of about kSplitSample, offset by the input.
  constexpr size_t kSplitSample = 256;
  const size_t splits = static_cast<size_t>(std::count_if(
      legal.begin(), legal.end(), [](Word w) { return opcodeOf(w) == Opcode::Split; }));
  const size_t stride = splits > kSplitSample ? (splits + kSplitSample - 1) / kSplitSample : 1;
  size_t splitIndex = flags % stride;
  bool anyBoardAction = false;
  for (size_t i = 0; i < legal.size(); ++i) {
    if (i > 0)
      FUZZ_CHECK(legal[i - 1] < legal[i], "legal list not strictly ascending at " + hexWord(legal[i]) +
                                              " on board " + boardToHex(board));
    anyBoardAction |= isBoardAction(legal[i]);
    if (opcodeOf(legal[i]) == Opcode::Split && splitIndex++ % stride != 0) continue;
    State copy = state;
    const Status applied = applyAction(copy, legal[i]);
    FUZZ_CHECK(applied.isOk(), "listed word " + hexWord(legal[i]) + " (" + describeAction(legal[i]) +
                                   ") does not apply on board " + boardToHex(board) + " turn " +
                                   std::to_string(state.turn) + ": " + applied.message());
    FUZZ_CHECK(validateBoard(copy.board).isOk(), "listed word " + hexWord(legal[i]) + " leaves an invalid board");
    FUZZ_CHECK(copy.ply == state.ply + 1, "listed word did not add one ply");
  }
  FUZZ_CHECK(anyBoardAction == hasLegalBoardAction(state.board, state.turn),
             "hasLegalBoardAction disagrees with the legal list");
  FUZZ_CHECK(std::count(legal.begin(), legal.end(), encodeEnd(EndReason::Resign, kBlack)) == 1 &&
                 std::count(legal.begin(), legal.end(), encodeEnd(EndReason::Resign, kWhite)) == 1,
             "both resigns must be listed in an active game");
}

void rawBoard(std::string_view payload, uint8_t flags) {
  const Status valid = validateBoard(bytesOf(payload));
  auto board = boardFromBytes(bytesOf(payload));
  FUZZ_CHECK(valid.isOk() == board.isOk(), "validateBoard and boardFromBytes disagree");
  if (!board) {
    FUZZ_CHECK(!board.message().empty(), "board rejected without a message");
    return;
  }
  FUZZ_CHECK(payload.size() == static_cast<size_t>(kCidSpace), "board of " + std::to_string(payload.size()) +
                                                                   " bytes accepted");
  FUZZ_CHECK(std::equal(board.value().begin(), board.value().end(), bytesOf(payload).begin()),
             "boardFromBytes changed the bytes");
  checkPlayable(board.value(), flags);
}

void hexBoard(std::string_view payload, uint8_t flags) {
  auto board = boardFromHex(payload);
  if (!board) {
    FUZZ_CHECK(!board.message().empty(), "hex board rejected without a message");
    return;
  }
  std::string lower(payload);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  FUZZ_CHECK(boardToHex(board.value()) == lower, "accepted hex is not the canonical hex of its board");
  checkPlayable(board.value(), flags);
}

void base64Board(std::string_view payload, uint8_t flags) {
  auto board = boardFromBase64(payload);
  if (!board) {
    FUZZ_CHECK(!board.message().empty(), "base64 board rejected without a message");
    return;
  }
  auto bytes = base64Decode(payload);
  FUZZ_CHECK(bytes.isOk(), "boardFromBase64 accepted text that base64Decode rejects");
  FUZZ_CHECK(bytes.value().size() == static_cast<size_t>(kCidSpace) &&
                 std::equal(bytes.value().begin(), bytes.value().end(), board.value().begin()),
             "boardFromBase64 does not hold the decoded bytes");
  checkPlayable(board.value(), flags);
}

void base64Text(std::string_view payload) {
  auto bytes = base64Decode(payload);
  if (!bytes) {
    FUZZ_CHECK(!bytes.message().empty(), "base64 rejected without a message");
    return;
  }
  FUZZ_CHECK(bytes.value().size() <= payload.size() * 3 / 4, "base64 decoded to more bytes than possible");
  const std::string encoded = base64Encode(bytes.value().data(), bytes.value().size());
  auto again = base64Decode(encoded);
  FUZZ_CHECK(again.isOk() && again.value() == bytes.value(), "base64 encode/decode round trip failed");
}

void packedActions(std::string_view payload) {
  auto words = unpackActions(payload);
  auto bytes = base64Decode(payload);
  if (!words) {
    FUZZ_CHECK(!words.message().empty(), "action list rejected without a message");
    if (bytes) FUZZ_CHECK(bytes.value().size() % 4 != 0, "valid base64 with whole words rejected as action list");
    return;
  }
  FUZZ_CHECK(bytes.isOk() && bytes.value().size() == 4 * words.value().size(), "unpackActions lost or made words");
  for (size_t i = 0; i < words.value().size(); ++i) {
    const uint8_t* b = bytes.value().data() + 4 * i;
    const Word expected = b[0] | b[1] << 8 | b[2] << 16 | static_cast<Word>(b[3]) << 24;
    FUZZ_CHECK(words.value()[i] == expected, "word " + std::to_string(i) + " is not little-endian");
  }
  auto again = unpackActions(packActions(words.value()));
  FUZZ_CHECK(again.isOk() && again.value() == words.value(), "pack/unpack round trip failed");
}

void snapshot(uint8_t turnByte, uint8_t offerByte, std::string_view payload) {
  const int turn = static_cast<int8_t>(turnByte);
  const int offerValue = static_cast<int8_t>(offerByte);
  const std::optional<int> offer = offerValue == -1 ? std::nullopt : std::optional<int>(offerValue);
  Board board{};
  std::copy_n(payload.begin(), std::min(payload.size(), board.size()), board.begin());

  const bool shouldLoad = validateBoard(board).isOk() && (turn == 0 || turn == 1) &&
                          (!offer || *offer == 0 || *offer == 1);
  auto state = makeState(board, turn, offer);
  FUZZ_CHECK(state.isOk() == shouldLoad, "makeState " + std::string(state ? "accepted" : "rejected") +
                                             " turn " + std::to_string(turn) + " offer " +
                                             std::to_string(offerValue));
  Snapshot snap{board, turn, offer};
  auto game = Game::fromSnapshot(snap);
  FUZZ_CHECK(game.isOk() == shouldLoad, "Game::fromSnapshot disagrees with makeState");
  if (!shouldLoad) {
    FUZZ_CHECK(!state.message().empty() && !game.message().empty(), "snapshot rejected without a message");
    return;
  }
  FUZZ_CHECK(game.value().state() == state.value(), "Game::fromSnapshot and makeState give other states");
  FUZZ_CHECK(state.value().ply == 0 && state.value().status == GameStatus::Active, "a loaded snapshot is not fresh");
  const Snapshot back = snapshotOf(state.value());
  FUZZ_CHECK(back.board == board && back.turn == turn && back.drawOfferBy == offer, "snapshotOf round trip failed");
  checkPlayable(board, static_cast<uint8_t>(turn | (offer ? (*offer + 1) << 1 : 0)));
}

bool holdsServerEnd(const History& h) {
  for (int n = 1; n < h.size(); ++n)
    if (isServerEndWord(h.word(n))) return true;
  return false;
}

// Writes `game` within the caps and reads it back: the same tree; refused without server ends
// exactly when it holds a server verdict.
void roundTrip(const Game& game) {
  const auto text = writeRecordWithin(game, {{"Event", "fuzz"}}, RecordLimits{});
  FUZZ_CHECK(text.isOk(), "the writer refused a small tree: " + text.message());
  const auto back = parseRecord(text.value());
  FUZZ_CHECK(back.isOk(), "a written record does not read back: " + back.message() + "\n" + text.value());
  FUZZ_CHECK(game.history().sameTree(back.value().game.history()), "a written record reads back to another tree:\n" + text.value());
  RecordLimits strict;
  strict.allowServerEnds = false;
  FUZZ_CHECK(parseRecord(text.value(), strict).isOk() != holdsServerEnd(game.history()),
             "server ends refused or let through wrongly:\n" + text.value());
}

// A move tree from a script: each byte an operation (play the k-th legal word, undo, jump to a
// node, comment, end by the server). At most 3,000 operations.
void treeScript(std::string_view script) {
  Game game;
  size_t ops = 0;
  for (size_t i = 0; i < script.size() && ops < 3000; ++i, ++ops) {
    const uint8_t op = static_cast<uint8_t>(script[i]);
    const uint8_t arg = i + 1 < script.size() ? static_cast<uint8_t>(script[i + 1]) : 0;
    switch (op % 8) {
      case 0: case 1: case 2: case 3: {  // play: mostly board actions
        const auto& legal = game.legalActions();
        if (!legal.empty()) FUZZ_CHECK(game.apply(legal[(static_cast<size_t>(op) * 31 + arg) % legal.size()]).isOk(), "a listed word did not apply");
        break;
      }
      case 4: (void)game.undo(); break;
      case 5: game.jumpTo(static_cast<int>((static_cast<size_t>(op) << 8 | arg) % static_cast<size_t>(game.history().size()))); ++i; break;
      case 6: game.history().setComment(game.history().current(), std::string(1 + arg % 5, static_cast<char>(" x(;{"[arg % 5]))); ++i; break;
      case 7: (void)game.endByServer(static_cast<EndReason>(1 + arg % 3), arg & 1); ++i; break;
    }
  }
  roundTrip(game);
}

// Any text: an error with a short message, or a tree that writes and reads back to itself.
void recordText(uint8_t capsByte, std::string_view text) {
  RecordLimits limits;
  if (capsByte & 1) limits.maxMoves = capsByte >> 1;  // small caps reach their edges
  if (capsByte & 2) limits.maxBytes = 64 + capsByte * 4u;
  limits.allowServerEnds = (capsByte & 4) != 0;
  const auto record = parseRecord(text, limits);
  if (!record) {
    FUZZ_CHECK(!record.message().empty() && record.message().size() <= kMaxRecordMessage, "a refusal's message is empty or long");
    return;
  }
  FUZZ_CHECK(text.size() <= limits.maxBytes, "a text over the byte cap was read");
  FUZZ_CHECK(record.value().game.history().size() - 1 <= limits.maxMoves, "more moves than the cap were read");
  FUZZ_CHECK(limits.allowServerEnds || !holdsServerEnd(record.value().game.history()), "a server verdict was read unasked");
  roundTrip(record.value().game);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Reader in(data, size);
  const uint8_t mode = in.byte() % 8;
  const uint8_t a = in.byte();
  const uint8_t b = in.byte();
  const std::string_view payload = in.rest();
  switch (mode) {
    case 0: rawBoard(payload, a); break;
    case 1: hexBoard(payload, a); break;
    case 2: base64Board(payload, a); break;
    case 3: base64Text(payload); break;
    case 4: packedActions(payload); break;
    case 5: snapshot(a, b, payload); break;
    case 6: treeScript(payload); break;
    case 7: recordText(a, payload); break;
  }
  return 0;
}
