#include "tribun/record_file.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>

#include "tribun/notation.h"
#include "tribun/setup_code.h"

namespace boardrules::tribun {

namespace {

constexpr size_t kLineWidth = 79;

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string escapeHeader(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '"' || c == '\\') out.push_back('\\');
    out.push_back(c == '\n' || c == '\r' ? ' ' : c);
  }
  return out;
}

const char* colorName(int c) { return c == kBlack ? "black" : "white"; }

// ---- writing -----------------------------------------------------------------------------------

class Writer {
 public:
  Writer(const History& h, size_t maxBytes) : h_(h), maxBytes_(maxBytes) {}

  // The movetext, or nullopt when it would exceed maxBytes (stopped there: no more work).
  std::optional<std::string> movetext() {
    if (!h_.comment(0).empty()) comment(0);
    const State start = h_.stateAt(0);
    lines(start);
    if (bytes_ > maxBytes_) return std::nullopt;
    return joinUnits();
  }

 private:
  void push(std::string unit) {
    bytes_ += unit.size() + 1;
    units_.push_back(std::move(unit));
  }

  void comment(int node) {
    std::string c = h_.comment(node);
    std::replace(c.begin(), c.end(), '}', ']');  // a comment ends at the first '}'
    push("{" + c + "}");
  }

  // `before`: the position before `node`'s move. `boardPlies`: board actions from the start
  // (plus one when white moved first) before `node`'s children; move numbers count
  // black-then-white pairs.
  void move(int node, const State& before, int boardPlies, bool force) {
    const Word word = h_.word(node);
    if (isBoardAction(word)) {
      const int number = 1 + boardPlies / 2;
      if (before.turn == kBlack) push(std::to_string(number) + ".");
      else if (force) push(std::to_string(number) + "...");
    }
    push(formatAction(before.board, before.turn, word));
    if (!h_.comment(node).empty()) comment(node);
  }

  // A line of the tree being written: its node so far, the position there, and how far its
  // variations are done. An explicit stack, not recursion: a tree whose variations nest
  // thousands deep (each move a variation of the one before) is written like any other.
  struct Frame {
    int node;
    State here;  // the position at `node` (the tree keeps words, not positions)
    int boardPlies;
    bool force;
    int nextVariation = 0;  // 0: the main move at `node` is not written yet
  };

  void lines(const State& start) {
    std::vector<Frame> stack;
    stack.push_back({0, start, start.turn != kBlack ? 1 : 0, true});
    while (!stack.empty() && bytes_ <= maxBytes_) {
      Frame& f = stack.back();
      const int count = h_.childCount(f.node);
      if (f.nextVariation == 0) {
        if (count == 0) {  // this line ends; a variation closes
          stack.pop_back();
          if (!stack.empty()) {
            push(")");
            stack.back().force = true;
          }
          continue;
        }
        const int main = h_.child(f.node, 0);
        move(main, f.here, f.boardPlies, f.force);
        f.force = !h_.comment(main).empty();
        f.nextVariation = 1;
      }
      if (f.nextVariation < count) {
        const int alt = h_.child(f.node, f.nextVariation++);
        push("(");
        move(alt, f.here, f.boardPlies, true);
        Frame inner{alt, after(f.here, alt), f.boardPlies + (isBoardAction(h_.word(alt)) ? 1 : 0), !h_.comment(alt).empty()};
        stack.push_back(std::move(inner));  // `f` is not used after this
        continue;
      }
      const int main = h_.child(f.node, 0);
      f.boardPlies += isBoardAction(h_.word(main)) ? 1 : 0;
      f.here = after(f.here, main);
      f.node = main;
      f.nextVariation = 0;
    }
  }

  // The position after `node`'s move, from the one before it.
  State after(State before, int node) const {
    return applyLogged(before, h_.word(node)) ? before : h_.stateAt(node);  // always accepted: the tree holds words the rules took
  }

  std::string joinUnits() const {
    std::string out, row;
    out.reserve(bytes_);
    for (const std::string& u : units_) {
      const bool glue = !row.empty() && (row.back() == '(' || u == ")");
      if (!row.empty() && !glue && row.size() + 1 + u.size() > kLineWidth) {
        out += row;
        out += '\n';
        row.clear();
      }
      if (!row.empty() && !glue) row += ' ';
      row += u;
    }
    return out + row;
  }

  const History& h_;
  size_t maxBytes_;
  size_t bytes_ = 0;  // an upper bound of the text so far (a unit and its separator)
  std::vector<std::string> units_;
};

// The end of the main line (children[0] all the way).
int mainLineEnd(const History& h) {
  int node = 0;
  while (h.childCount(node) > 0) node = h.child(node, 0);
  return node;
}

// ---- parsing -----------------------------------------------------------------------------------

class Reader {
 public:
  Reader(std::string_view text, const RecordLimits& limits) : t_(text), limits_(limits) {}

  Result<GameRecord> run() {
    if (t_.size() > limits_.maxBytes)
      return Error{"the record is " + std::to_string(t_.size()) + " bytes long, more than the " + std::to_string(limits_.maxBytes) + " allowed"};
    std::vector<RecordHeader> headers;
    std::vector<std::pair<int, int>> headerAt;  // line, column of each header's value
    skipSpace();
    while (peek() == '[') {
      if (headers.size() >= static_cast<size_t>(kMaxRecordHeaders))
        return Error{where(line_, column_) + "more than " + std::to_string(kMaxRecordHeaders) + " headers"};
      const auto h = header();
      if (!h) return Error{h.message()};
      headers.push_back(h.value().first);
      headerAt.push_back(h.value().second);
      skipSpace();
    }
    auto find = [&](std::string_view key) -> int {
      for (size_t i = 0; i < headers.size(); ++i)
        if (lower(headers[i].key) == lower(key)) return static_cast<int>(i);
      return -1;
    };
    Result<State> start = startState(headers, headerAt, find);
    if (!start) return Error{start.message()};
    GameRecord record{headers, Game(start.value()), std::nullopt};
    Game& game = record.game;
    if (const int tc = find("TimeControl"); tc >= 0) {
      auto parsed = parseTimeControl(headers[static_cast<size_t>(tc)].value);
      const auto [line, column] = headerAt[static_cast<size_t>(tc)];
      if (!parsed) return Error{where(line, column) + parsed.message()};
      record.timeControl = parsed.value();
    }

    // movetext
    struct Open {
      int node;   // the move the variation replaces: where ')' comes back to
      int ply;    // its depth in the tree
      int moves;  // moves read when the variation opened
    };
    std::vector<Open> stack;  // variations being read, innermost last (no recursion: any depth)
    int moves = 0, comments = 0;
    bool sawMove = false, sawResult = false;
    std::string result;
    while (true) {
      skipSpace();
      if (atEnd()) break;
      const int line = line_, column = column_;
      auto fail = [&](const std::string& why) { return Error{where(line, column) + why}; };
      if (sawResult) return fail("nothing may follow the result");
      const char c = peek();
      if (c == '{') {
        advance();
        std::string text;
        while (!atEnd() && peek() != '}') text.push_back(advance());
        if (atEnd()) return fail("this comment is not closed (missing '}')");
        advance();
        if (++comments > kMaxRecordComments) return fail("more than " + std::to_string(kMaxRecordComments) + " comments");
        game.history().appendComment(game.history().current(), text);
        continue;
      }
      if (c == ';') {  // rest-of-line comment
        while (!atEnd() && peek() != '\n') advance();
        continue;
      }
      if (c == '(') {
        advance();
        if (game.history().current() == 0) return fail("a variation must follow the move it replaces");
        stack.push_back({game.history().current(), game.history().depth(), moves});
        (void)game.undo();  // to the position before the replaced move (never fails: not at the start)
        continue;
      }
      if (c == ')') {
        advance();
        if (stack.empty()) return fail("')' without a matching '('");
        const Open open = stack.back();
        stack.pop_back();
        // An empty variation would cost work without adding to the tree (the writer never
        // writes one).
        if (moves == open.moves) return fail("a variation holds at least one move");
        // Back up this line (as long as the variation) to the replaced move's parent, then into
        // the move: never a walk from the start, however deep the tree.
        (void)game.goTo(open.ply - 1);
        game.enter(open.node);
        continue;
      }
      std::string token = word();
      if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
        if (!stack.empty()) return fail("the result cannot stand inside a variation");
        sawResult = true;
        result = token;
        continue;
      }
      if (isMoveNumber(token)) continue;
      if (token.size() > kMaxToken) return fail("a word of more than " + std::to_string(kMaxToken) + " characters is no move");
      if (++moves > limits_.maxMoves) return fail("more than " + std::to_string(limits_.maxMoves) + " moves");
      // Multi-word notations: "free f6", "stab e5-f6", "B offers draw", "W out of time", ...
      token += joinedWords(lower(token));
      const State& here = game.state();
      const ParsedAction parsed = parseActionIn(here, token);
      if (!parsed.word) return fail(parsed.message);
      if (!limits_.allowServerEnds && isServerEndWord(*parsed.word)) return fail(serverEndRefused());
      const Status st = game.applyLogged(*parsed.word);
      if (!st) return fail(st.message());
      sawMove = true;
    }
    if (!stack.empty()) return Error{where(line_, column_) + "a variation is not closed (missing ')')"};
    const int actions = find("Actions");
    if (actions >= 0) {
      const auto [line, column] = headerAt[static_cast<size_t>(actions)];
      if (sawMove) return Error{where(line, column) + "give the moves either as movetext or as an Actions header, not both"};
      const std::string& log = headers[static_cast<size_t>(actions)].value;
      if (log.size() / 4 * 3 / 4 > static_cast<size_t>(limits_.maxMoves))  // checked before decoding
        return Error{where(line, column) + "more than " + std::to_string(limits_.maxMoves) + " moves"};
      auto words = unpackActions(log);
      if (!words) return Error{where(line, column) + words.message()};
      for (size_t i = 0; i < words.value().size(); ++i) {
        if (!limits_.allowServerEnds && isServerEndWord(words.value()[i]))
          return Error{where(line, column) + "ply " + std::to_string(i + 1) + ": " + serverEndRefused()};
        const Status st = game.applyLogged(words.value()[i]);
        if (!st) return Error{where(line, column) + "ply " + std::to_string(i + 1) + ": " + st.message()};
      }
    }
    game.jumpTo(mainLineEnd(game.history()));
    if (sawResult && result != "*" && result != resultToken(game.state()))
      return Error{"the result " + result + " does not match the moves, which end with " + resultToken(game.state())};
    return record;
  }

 private:
  static constexpr size_t kMaxToken = 64;  // longer than any move's notation

  static std::string serverEndRefused() {
    return "a server-only verdict (out of time, game-time tie or no legal action) is refused here; "
           "allow server ends to read a record a server ended";
  }
  static std::string where(int line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": ";
  }
  bool atEnd() const { return pos_ >= t_.size(); }
  char peek() const { return atEnd() ? '\0' : t_[pos_]; }
  char advance() {
    const char c = t_[pos_++];
    if (c == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    return c;
  }
  void skipSpace() {
    while (!atEnd() && std::isspace(static_cast<unsigned char>(peek()))) advance();
  }
  void skipBlanks() {  // inside a header line
    while (!atEnd() && (peek() == ' ' || peek() == '\t')) advance();
  }
  // A word, read no further than one character past kMaxToken: a longer one is refused as it
  // stands, so a megabyte without a space costs no more than a move.
  std::string word() {
    std::string out;
    while (!atEnd() && !std::isspace(static_cast<unsigned char>(peek())) && peek() != '{' && peek() != '}' &&
           peek() != '(' && peek() != ')' && peek() != ';' && out.size() <= kMaxToken)
      out.push_back(advance());
    if (out.empty()) out.push_back(advance());  // a stray '}': reported by the move parser
    return out;
  }
  static bool isMoveNumber(const std::string& s) {
    size_t i = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    return i > 0 && i < s.size() && std::all_of(s.begin() + static_cast<std::ptrdiff_t>(i), s.end(), [](char c) { return c == '.'; });
  }
  // Reads the words that complete a multi-word notation starting with `first`.
  std::string joinedWords(const std::string& first) {
    auto next = [&]() -> std::string {
      const size_t savePos = pos_;
      const int saveLine = line_, saveColumn = column_;
      skipSpace();
      if (atEnd() || peek() == '{' || peek() == '(' || peek() == ')') {
        pos_ = savePos;
        line_ = saveLine;
        column_ = saveColumn;
        return "";
      }
      return " " + word();
    };
    auto peekWord = [&]() {
      const size_t savePos = pos_;
      const int saveLine = line_, saveColumn = column_;
      const std::string w = lower(next());
      pos_ = savePos;
      line_ = saveLine;
      column_ = saveColumn;
      return w;
    };
    if (first == "free" || first == "stab") return next();
    if (first == "game") {
      std::string out = next();
      return out + next();  // "time tie"
    }
    if (first == "b" || first == "w" || first == "black" || first == "white") {
      const std::string verb = peekWord();
      if (verb == " offers" || verb == " offer" || verb == " retracts" || verb == " retract" || verb == " accepts" || verb == " accept") {
        std::string out = next();
        if (peekWord() == " draw") out += next();
        return out;
      }
      if (verb == " resigns" || verb == " resign") return next();
      if (verb == " cannot") {
        std::string out = next();
        return out + next();
      }
      if (verb == " out") {
        std::string out = next();
        out += next();
        return out + next();
      }
    }
    return "";
  }

  Result<std::pair<RecordHeader, std::pair<int, int>>> header() {
    const int line = line_, column = column_;
    advance();  // '['
    skipBlanks();
    std::string key;
    while (!atEnd() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_' || peek() == '-')) key.push_back(advance());
    if (key.empty()) return Error{where(line_, column_) + "a header is [Key \"value\"]: the key is missing"};
    if (key.size() > kMaxHeaderKey)
      return Error{where(line, column) + "a header key is at most " + std::to_string(kMaxHeaderKey) + " characters"};
    skipBlanks();
    if (peek() != '"') return Error{where(line_, column_) + "the value of header " + key + " must be in double quotes"};
    const int valueLine = line_, valueColumn = column_;
    advance();
    std::string value;
    while (!atEnd() && peek() != '"' && peek() != '\n') {
      char c = advance();
      if (c == '\\' && !atEnd() && peek() != '\n') c = advance();
      value.push_back(c);
      if (value.size() > kMaxHeaderValue)
        return Error{where(valueLine, valueColumn) + "the value of header " + key + " is longer than " + std::to_string(kMaxHeaderValue) + " bytes"};
    }
    if (peek() != '"') return Error{where(line, column) + "the value of header " + key + " is not closed (missing '\"')"};
    advance();
    skipBlanks();
    if (peek() != ']') return Error{where(line_, column_) + "expected ']' to close header " + key};
    advance();
    return std::pair{RecordHeader{key, value}, std::pair{valueLine, valueColumn}};
  }

  template <class Find>
  Result<State> startState(const std::vector<RecordHeader>& headers, const std::vector<std::pair<int, int>>& at, Find find) {
    auto value = [&](std::string_view key) { const int i = find(key); return i < 0 ? std::string() : headers[static_cast<size_t>(i)].value; };
    auto place = [&](std::string_view key) {
      const int i = find(key);
      return i < 0 ? std::string() : where(at[static_cast<size_t>(i)].first, at[static_cast<size_t>(i)].second);
    };
    auto colorOrNone = [&](std::string_view key, int fallback, int& out) -> bool {
      const std::string v = lower(value(key));
      if (v.empty()) out = fallback;
      else if (v == "black" || v == "b") out = kBlack;
      else if (v == "white" || v == "w") out = kWhite;
      else if (v == "none" || v == "-") out = -1;
      else return false;
      return true;
    };
    int turn = kBlack, offer = -1;
    if (!colorOrNone("Turn", kBlack, turn) || turn < 0) return Error{place("Turn") + "Turn is black or white"};
    if (!colorOrNone("DrawOffer", -1, offer)) return Error{place("DrawOffer") + "DrawOffer is black, white or none"};
    const std::optional<int> drawOffer = offer < 0 ? std::nullopt : std::optional<int>(offer);
    std::string start = lower(value("Start"));
    if (start.empty()) start = find("Board") >= 0 ? "board" : find("BlackSetup") >= 0 ? "setup" : "default";
    Board board{};
    if (start == "default") {
      board = defaultBoard();
    } else if (start == "setup") {
      auto flip = [&](std::string_view key) {
        const std::string v = lower(value(key));
        return v == "true" || v == "yes" || v == "1";
      };
      const BoardOrError built = boardFromSetups({value("BlackSetup"), flip("BlackFlip")}, {value("WhiteSetup"), flip("WhiteFlip")});
      if (built.error) {
        const std::string key = built.error->side == kWhite ? "WhiteSetup" : "BlackSetup";
        return Error{(find(key) >= 0 ? place(key) : place("Start")) + describeSetupError(*built.error)};
      }
      board = built.board;
    } else if (start == "board") {
      const std::string text = value("Board");
      if (text.empty()) return Error{place("Start") + "Start \"board\" needs a Board header (242 hex digits or base64)"};
      Result<Board> b = text.size() == 242 ? boardFromHex(text) : boardFromBase64(text);
      if (!b) return Error{place("Board") + b.message()};
      board = b.value();
    } else {
      return Error{place("Start") + "Start is \"default\", \"setup\" or \"board\", not \"" + value("Start") + "\""};
    }
    Result<State> state = makeState(board, turn, drawOffer);
    if (!state) return Error{(find("Board") >= 0 ? place("Board") : place("Start")) + state.message()};
    return state;
  }

  std::string_view t_;
  RecordLimits limits_;
  size_t pos_ = 0;
  int line_ = 1, column_ = 1;
};

}  // namespace

std::string resultToken(const State& state) {
  if (state.status != GameStatus::Ended || !state.result) return "*";
  if (!state.result->winner) return "1/2-1/2";
  return *state.result->winner == kBlack ? "1-0" : "0-1";
}

std::string writeRecord(const Game& game, const std::vector<RecordHeader>& headers) {
  RecordLimits unlimited;
  unlimited.maxBytes = std::numeric_limits<size_t>::max();
  unlimited.maxMoves = std::numeric_limits<int>::max();
  Result<std::string> text = writeRecordWithin(game, headers, unlimited);
  return text ? std::move(text.value()) : std::string();  // the headers' count is the only other cap
}

Result<std::string> writeRecordWithin(const Game& game, const std::vector<RecordHeader>& headers, const RecordLimits& limits) {
  const History& h = game.history();
  if (h.size() - 1 > limits.maxMoves)
    return Error{"the game holds " + std::to_string(h.size() - 1) + " moves, more than the " + std::to_string(limits.maxMoves) + " a record may hold"};
  const State end = h.stateAt(mainLineEnd(h));
  std::vector<RecordHeader> all;
  const auto has = [&](std::string_view key) {
    return std::any_of(headers.begin(), headers.end(), [&](const RecordHeader& r) { return lower(r.key) == lower(key); });
  };
  for (const RecordHeader& r : headers)
    if (lower(r.key) != "result" && lower(r.key) != "termination") all.push_back(r);
  if (!has("Start")) {
    const Snapshot s = game.start();
    if (s.board == defaultBoard() && !s.drawOfferBy) {
      all.push_back({"Start", "default"});
    } else {
      all.push_back({"Start", "board"});
      all.push_back({"Board", boardToBase64(s.board)});
    }
    if (s.turn != kBlack) all.push_back({"Turn", colorName(s.turn)});
    if (s.drawOfferBy) all.push_back({"DrawOffer", colorName(*s.drawOfferBy)});
  }
  all.push_back({"Result", resultToken(end)});
  if (end.result) all.push_back({"Termination", resultReasonName(end.result->reason)});
  if (all.size() > static_cast<size_t>(kMaxRecordHeaders))
    return Error{"more than " + std::to_string(kMaxRecordHeaders) + " headers"};
  std::string out;
  for (const RecordHeader& r : all) {
    if (r.key.size() > kMaxHeaderKey || r.value.size() > kMaxHeaderValue)
      return Error{"a header key is at most " + std::to_string(kMaxHeaderKey) + " characters and its value " + std::to_string(kMaxHeaderValue) + " bytes"};
    out += "[" + r.key + " \"" + escapeHeader(r.value) + "\"]\n";
  }
  const auto tooLong = [&] { return Error{"the record would be longer than " + std::to_string(limits.maxBytes) + " bytes"}; };
  if (out.size() > limits.maxBytes) return tooLong();
  Writer writer(h, limits.maxBytes - out.size());
  std::optional<std::string> moves = writer.movetext();
  if (!moves) return tooLong();
  out += "\n" + *moves + (moves->empty() ? "" : " ") + resultToken(end) + "\n";
  if (out.size() > limits.maxBytes) return tooLong();
  return out;
}

Result<GameRecord> parseRecord(std::string_view text, const RecordLimits& limits) {
  Result<GameRecord> record = Reader(text, limits).run();
  if (record || record.message().size() <= kMaxRecordMessage) return record;
  // A last guard: whatever part of the input a message quotes, it is never echoed at length.
  return Error{record.message().substr(0, kMaxRecordMessage - 3) + "..."};
}

}  // namespace boardrules::tribun
