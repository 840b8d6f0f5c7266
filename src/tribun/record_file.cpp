#include "tribun/record_file.h"

#include <algorithm>
#include <cctype>
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
  explicit Writer(const History& h) : h_(h) {}

  std::string movetext() {
    if (!h_.comment(0).empty()) comment(0);
    const State start = h_.stateAt(0);
    line(0, start, start.turn != kBlack, true);
    return joinUnits();
  }
  std::vector<std::string> units;

 private:
  void comment(int node) {
    std::string c = h_.comment(node);
    std::replace(c.begin(), c.end(), '}', ']');  // a comment ends at the first '}'
    units.push_back("{" + c + "}");
  }

  // `before`: the position before `node`'s move. `boardPlies`: board actions from the start
  // (plus one when white moved first) before `node`'s children; move numbers count
  // black-then-white pairs.
  void move(int node, const State& before, int boardPlies, bool force) {
    const Word word = h_.word(node);
    if (isBoardAction(word)) {
      const int number = 1 + boardPlies / 2;
      if (before.turn == kBlack) units.push_back(std::to_string(number) + ".");
      else if (force) units.push_back(std::to_string(number) + "...");
    }
    units.push_back(formatAction(before.board, before.turn, word));
    if (!h_.comment(node).empty()) comment(node);
  }

  // The positions are carried along (the tree keeps words, not positions): `here` is the
  // position at `node`.
  void line(int node, State here, int boardPlies, bool force) {
    while (h_.childCount(node) > 0) {
      const int main = h_.child(node, 0);
      move(main, here, boardPlies, force);
      force = !h_.comment(main).empty();
      for (int k = 1; k < h_.childCount(node); ++k) {
        const int alt = h_.child(node, k);
        units.push_back("(");
        move(alt, here, boardPlies, true);
        line(alt, after(here, alt), boardPlies + (isBoardAction(h_.word(alt)) ? 1 : 0), !h_.comment(alt).empty());
        units.push_back(")");
        force = true;
      }
      boardPlies += isBoardAction(h_.word(main)) ? 1 : 0;
      here = after(here, main);
      node = main;
    }
  }

  // The position after `node`'s move, from the one before it.
  State after(State before, int node) const {
    return applyLogged(before, h_.word(node)) ? before : h_.stateAt(node);  // always accepted: the tree holds words the rules took
  }

  std::string joinUnits() const {
    std::string out, row;
    for (const std::string& u : units) {
      const bool glue = !row.empty() && (row.back() == '(' || u == ")");
      if (!row.empty() && !glue && row.size() + 1 + u.size() > kLineWidth) {
        out += row + "\n";
        row.clear();
      }
      if (!row.empty() && !glue) row += " ";
      row += u;
    }
    return out + row;
  }

  const History& h_;
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
  explicit Reader(std::string_view text) : t_(text) {}

  Result<GameRecord> run() {
    std::vector<RecordHeader> headers;
    std::vector<std::pair<int, int>> headerAt;  // line, column of each header's value
    skipSpace();
    while (peek() == '[') {
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
    std::vector<int> stack;  // nodes to come back to after a variation
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
        History& h = game.history();
        const std::string& into = h.comment(h.current());
        h.setComment(h.current(), into.empty() ? text : into + " " + text);
        continue;
      }
      if (c == ';') {  // rest-of-line comment
        while (!atEnd() && peek() != '\n') advance();
        continue;
      }
      if (c == '(') {
        advance();
        if (game.history().current() == 0 || stack.size() > 1000)
          return fail("a variation must follow the move it replaces");
        stack.push_back(game.history().current());
        game.jumpTo(game.history().parent(game.history().current()));
        continue;
      }
      if (c == ')') {
        advance();
        if (stack.empty()) return fail("')' without a matching '('");
        game.jumpTo(stack.back());
        stack.pop_back();
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
      // Multi-word notations: "free f6", "stab e5-f6", "B offers draw", "W out of time", ...
      token += joinedWords(lower(token));
      const State& here = game.state();
      const ParsedAction parsed = parseAction(here.board, here.turn, game.legalActions(), token);
      if (!parsed.word) return fail(parsed.message);
      const Status st = game.applyLogged(*parsed.word);
      if (!st) return fail(st.message());
      sawMove = true;
    }
    if (!stack.empty()) return Error{where(line_, column_) + "a variation is not closed (missing ')')"};
    const int actions = find("Actions");
    if (actions >= 0) {
      const auto [line, column] = headerAt[static_cast<size_t>(actions)];
      if (sawMove) return Error{where(line, column) + "give the moves either as movetext or as an Actions header, not both"};
      auto words = unpackActions(headers[static_cast<size_t>(actions)].value);
      if (!words) return Error{where(line, column) + words.message()};
      for (size_t i = 0; i < words.value().size(); ++i) {
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
  std::string word() {
    std::string out;
    while (!atEnd() && !std::isspace(static_cast<unsigned char>(peek())) && peek() != '{' && peek() != '}' &&
           peek() != '(' && peek() != ')' && peek() != ';')
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
    skipBlanks();
    if (peek() != '"') return Error{where(line_, column_) + "the value of header " + key + " must be in double quotes"};
    const int valueLine = line_, valueColumn = column_;
    advance();
    std::string value;
    while (!atEnd() && peek() != '"' && peek() != '\n') {
      char c = advance();
      if (c == '\\' && !atEnd() && peek() != '\n') c = advance();
      value.push_back(c);
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
  const History& h = game.history();
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
  std::string out;
  for (const RecordHeader& r : all) out += "[" + r.key + " \"" + escapeHeader(r.value) + "\"]\n";
  Writer writer(h);
  std::string moves = writer.movetext();
  out += "\n" + moves + (moves.empty() ? "" : " ") + resultToken(end) + "\n";
  return out;
}

Result<GameRecord> parseRecord(std::string_view text) { return Reader(text).run(); }

}  // namespace boardrules::tribun
