// The examples of docs/NOTATION.md and docs/RECORDS.md, run as written.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "tribun/movegen.h"
#include "tribun/notation.h"
#include "tribun/record_file.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

std::string readDoc(const std::string& name) {
  std::ifstream in(std::string(BOARDRULES_SOURCE_DATA) + "/../../docs/" + name);
  REQUIRE_MESSAGE(in, "cannot read docs/" << name);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The bodies of the ```<tag> fenced blocks.
std::vector<std::string> blocks(const std::string& doc, const std::string& tag) {
  std::vector<std::string> out;
  const std::string open = "```" + tag + "\n";
  for (size_t at = doc.find(open); at != std::string::npos; at = doc.find(open, at)) {
    const size_t start = at + open.size();
    const size_t end = doc.find("```", start);
    REQUIRE(end != std::string::npos);
    out.push_back(doc.substr(start, end - start));
    at = end + 3;
  }
  return out;
}

}  // namespace

TEST_CASE("docs/NOTATION.md: every example formats and parses as written") {
  const auto examples = blocks(readDoc("NOTATION.md"), "tribun-notation");
  REQUIRE(examples.size() >= 5);
  std::array<bool, kOpcodeCount> covered{};
  int lines = 0;
  for (const std::string& block : examples) {
    std::istringstream in(block);
    std::string line;
    Board board{};
    int turn = B;
    while (std::getline(in, line)) {
      if (line.rfind("board ", 0) == 0) {
        const std::string v = line.substr(6);
        board = v == "default" ? defaultBoard() : boardFromHex(v).value();
        continue;
      }
      if (line.rfind("turn ", 0) == 0) {
        turn = line.substr(5) == "white" ? W : B;
        continue;
      }
      const size_t firstSpace = line.find(' '), lastSpace = line.rfind(' ');
      REQUIRE(firstSpace != lastSpace);
      const std::string kind = line.substr(0, firstSpace);
      const std::string text = line.substr(firstSpace + 1, lastSpace - firstSpace - 1);
      const Word word = static_cast<Word>(std::stoul(line.substr(lastSpace + 1), nullptr, 16));
      const auto state = makeState(board, turn);
      REQUIRE(state.isOk());
      const ParsedAction parsed = parseAction(board, turn, legalActions(state.value()), text);
      CHECK_MESSAGE(parsed.word == std::optional<Word>(word), line << ": " << parsed.message);
      if (kind != "parse") {
        CHECK_MESSAGE(kind == opcodeName(opcodeOf(word)), line);
        CHECK_MESSAGE(formatAction(board, turn, word) == text, line);
        covered[static_cast<size_t>(opcodeOf(word))] = true;
      }
      ++lines;
    }
  }
  for (int op = 0; op < kOpcodeCount; ++op) CHECK_MESSAGE(covered[static_cast<size_t>(op)], "no example of " << opcodeName(static_cast<Opcode>(op)));
  CHECK(lines > 30);
}

TEST_CASE("docs/RECORDS.md: every record example parses (and canonical ones write back unchanged)") {
  const std::string doc = readDoc("RECORDS.md");
  int checked = 0;
  for (const std::string& text : blocks(doc, "tribun-record")) {
    auto parsed = parseRecord(text);
    REQUIRE_MESSAGE(parsed.isOk(), parsed.message() << "\n" << text);
    ++checked;
  }
  for (const std::string& text : blocks(doc, "tribun-record-canonical")) {
    auto parsed = parseRecord(text);
    REQUIRE_MESSAGE(parsed.isOk(), parsed.message() << "\n" << text);
    std::vector<RecordHeader> given;
    for (const RecordHeader& h : parsed.value().headers)
      if (h.key != "Result" && h.key != "Termination") given.push_back(h);
    CHECK(writeRecord(parsed.value().game, given) == text);
    ++checked;
  }
  for (const std::string& block : blocks(doc, "tribun-record-error")) {
    // The first line is the expected message; the rest is the record.
    const size_t nl = block.find('\n');
    const std::string expected = block.substr(0, nl), text = block.substr(nl + 1);
    auto parsed = parseRecord(text);
    REQUIRE(!parsed.isOk());
    CHECK(parsed.message() == expected);
    ++checked;
  }
  CHECK(checked >= 4);
}
