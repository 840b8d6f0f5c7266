// Fuzz target: boards and snapshots from untrusted bytes and text.
//
// Input: byte 0 selects the loader (mod 6), byte 1 and byte 2 are snapshot fields (see each
// mode), the rest is the payload:
//   0 raw bytes -> validateBoard / boardFromBytes     3 base64 -> base64Decode
//   1 text      -> boardFromHex                       4 base64 -> unpackActions
//   2 base64    -> boardFromBase64                    5 raw    -> makeState / Game::fromSnapshot
//                                                                 (turn = int8 byte 1, draw offer =
//                                                                 int8 byte 2, -1 = none)
// Invariant: each loader either returns an error with a message, or a value that round-trips and,
// for boards, validates and yields a legal list that is ascending, unique and all-applicable
// (every listed word applies to a copy and leaves a valid board; of long SPLIT lists a sample).
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Reader in(data, size);
  const uint8_t mode = in.byte() % 6;
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
  }
  return 0;
}
