#include "tribun/records.h"

#include <algorithm>

#include "tribun/apply.h"

namespace boardrules::tribun {

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}
}  // namespace

Snapshot snapshotOf(const State& state) { return {state.board, state.turn, state.drawOfferBy}; }

std::string base64Encode(const uint8_t* data, size_t size) {
  std::string out;
  out.reserve((size + 2) / 3 * 4);
  for (size_t i = 0; i < size; i += 3) {
    const uint32_t chunk = static_cast<uint32_t>(data[i]) << 16 | (i + 1 < size ? data[i + 1] << 8 : 0) | (i + 2 < size ? data[i + 2] : 0);
    out.push_back(kAlphabet[chunk >> 18 & 63]);
    out.push_back(kAlphabet[chunk >> 12 & 63]);
    out.push_back(i + 1 < size ? kAlphabet[chunk >> 6 & 63] : '=');
    out.push_back(i + 2 < size ? kAlphabet[chunk & 63] : '=');
  }
  return out;
}

Result<std::vector<uint8_t>> base64Decode(std::string_view text) {
  if (text.size() % 4 != 0)
    return Error{"base64 length " + std::to_string(text.size()) + " is not a multiple of 4"};
  std::vector<uint8_t> out;
  out.reserve(text.size() / 4 * 3);
  for (size_t i = 0; i < text.size(); i += 4) {
    const bool last = i + 4 == text.size();
    int v[4];
    int padding = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = text[i + k];
      if (c == '=' && last && k >= 2) {
        v[k] = 0;
        ++padding;
        continue;
      }
      if (padding) return Error{"base64 character at position " + std::to_string(i + k) + " follows padding"};
      v[k] = base64Value(c);
      if (v[k] < 0) return Error{"base64 has an invalid character at position " + std::to_string(i + k)};
    }
    const uint32_t chunk = static_cast<uint32_t>(v[0] << 18 | v[1] << 12 | v[2] << 6 | v[3]);
    // Canonical form only: the bits dropped by padding must be zero.
    if ((padding == 1 && (chunk & 0xFF)) || (padding == 2 && (chunk & 0xFFFF)))
      return Error{"base64 has non-zero padding bits at position " + std::to_string(i + 3 - padding)};
    out.push_back(static_cast<uint8_t>(chunk >> 16));
    if (padding < 2) out.push_back(static_cast<uint8_t>(chunk >> 8));
    if (padding < 1) out.push_back(static_cast<uint8_t>(chunk));
  }
  return out;
}

std::string boardToBase64(const Board& board) { return base64Encode(board.data(), board.size()); }

Result<Board> boardFromBase64(std::string_view text) {
  Result<std::vector<uint8_t>> bytes = base64Decode(text);
  if (!bytes) return Error{"board base64: " + bytes.message()};
  return boardFromBytes(bytes.value());
}

std::string packActions(const std::vector<Word>& words) {
  std::vector<uint8_t> bytes;
  bytes.reserve(words.size() * 4);
  for (Word w : words)
    for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<uint8_t>(w >> (8 * k)));
  return base64Encode(bytes.data(), bytes.size());
}

Result<std::vector<Word>> unpackActions(std::string_view base64) {
  Result<std::vector<uint8_t>> bytes = base64Decode(base64);
  if (!bytes) return Error{"actions base64: " + bytes.message()};
  const std::vector<uint8_t>& b = bytes.value();
  if (b.size() % 4 != 0)
    return Error{"actions: " + std::to_string(b.size()) + " bytes is not a whole number of 4-byte words"};
  std::vector<Word> words(b.size() / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = static_cast<Word>(b[4 * i]) | static_cast<Word>(b[4 * i + 1]) << 8 | static_cast<Word>(b[4 * i + 2]) << 16 |
               static_cast<Word>(b[4 * i + 3]) << 24;
  return words;
}

size_t firstServerEndPly(std::string_view actionsB64) {
  const auto words = unpackActions(actionsB64);
  if (!words) return 0;
  const auto& w = words.value();
  const auto found = std::find_if(w.begin(), w.end(), isServerEndWord);
  return found == w.end() ? 0 : static_cast<size_t>(found - w.begin()) + 1;
}

ReplayOutcome replay(const Snapshot& snapshot, const std::vector<Word>& words) {
  ReplayOutcome outcome;
  Result<State> start = makeState(snapshot.board, snapshot.turn, snapshot.drawOfferBy);
  if (!start) {
    outcome.failedPly = 0;
    outcome.error = "snapshot: " + start.message();
    return outcome;
  }
  outcome.state = start.value();
  for (size_t i = 0; i < words.size(); ++i) {
    const Word w = words[i];
    const boardrules::Status st = applyLogged(outcome.state, w);
    if (!st) {
      outcome.failedPly = i + 1;
      outcome.error = "ply " + std::to_string(i + 1) + ": " + st.message();
      return outcome;
    }
  }
  return outcome;
}

}  // namespace boardrules::tribun
