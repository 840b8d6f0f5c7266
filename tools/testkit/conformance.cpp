#include "testkit/conformance.h"

#include <algorithm>
#include <fstream>

#include "testkit/json.h"
#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/state.h"

namespace boardrules::testkit {

using namespace boardrules::tribun;

Result<ConformancePosition> parseConformanceLine(const std::string& line) {
  Result<Json> parsed = parseJson(line);
  if (!parsed) return Error{parsed.message()};
  const Json& j = parsed.value();
  const Json* id = j.find("id");
  const Json* board = j.find("board");
  const Json* turn = j.find("turn");
  const Json* legal = j.find("legal");
  if (!id || !board || !turn || !legal) return Error{"missing one of id, board, turn, legal"};
  ConformancePosition p;
  p.id = id->string;
  Result<Board> b = boardFromHex(board->string);
  if (!b) return Error{p.id + ": " + b.message()};
  p.board = b.value();
  p.turn = static_cast<int>(integerOf(*turn));
  for (const Json& w : legal->array) p.legal.push_back(static_cast<Word>(integerOf(w)));
  if (const Json* apply = j.find("apply")) {
    for (const Json& entry : apply->array) {
      if (entry.array.size() != 3) return Error{p.id + ": apply entries need [word, board, status]"};
      Result<Board> after = boardFromHex(entry.array[1].string);
      if (!after) return Error{p.id + ": apply board: " + after.message()};
      p.apply.push_back({static_cast<Word>(integerOf(entry.array[0])), after.value(), entry.array[2].string == "ended"});
    }
  }
  return p;
}

Result<std::vector<ConformancePosition>> loadConformanceFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{"cannot open " + path};
  std::vector<ConformancePosition> out;
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.empty()) continue;
    Result<ConformancePosition> p = parseConformanceLine(line);
    if (!p) return Error{path + ":" + std::to_string(lineNo) + ": " + p.message()};
    out.push_back(std::move(p.value()));
  }
  return out;
}

PositionReport checkConformancePosition(const ConformancePosition& position) {
  PositionReport report;
  Result<State> state = makeState(position.board, position.turn);
  if (!state) {
    report.passed = false;
    report.problems.push_back("invalid position: " + state.message());
    return report;
  }
  std::vector<Word> ours;
  generateBoardActions(position.board, position.turn, ours);
  std::vector<Word> expected = position.legal;
  std::sort(expected.begin(), expected.end());
  std::vector<Word> missing, extra;
  std::set_difference(expected.begin(), expected.end(), ours.begin(), ours.end(), std::back_inserter(missing));
  std::set_difference(ours.begin(), ours.end(), expected.begin(), expected.end(), std::back_inserter(extra));
  for (Word w : missing) report.problems.push_back("missing " + std::to_string(w) + " " + describeAction(w));
  for (Word w : extra) report.problems.push_back("extra " + std::to_string(w) + " " + describeAction(w));
  if (ours.size() != position.legal.size() && missing.empty() && extra.empty())
    report.problems.push_back("list sizes differ (duplicates?)");
  for (const AppliedVector& a : position.apply) {
    State s = state.value();
    if (Status st = applyAction(s, a.word); !st) {
      report.problems.push_back("apply " + describeAction(a.word) + " rejected: " + st.message());
      continue;
    }
    if (s.board != a.after)
      report.problems.push_back("apply " + describeAction(a.word) + ": board after is " + boardToHex(s.board) + ", expected " +
                                boardToHex(a.after));
    if ((s.status == GameStatus::Ended) != a.ended)
      report.problems.push_back("apply " + describeAction(a.word) + ": status " + (a.ended ? "should be ended" : "should be active"));
    if (s.turn != (position.turn ^ 1)) report.problems.push_back("apply " + describeAction(a.word) + ": turn did not pass");
  }
  report.passed = report.problems.empty();
  return report;
}

RecordReport checkConformanceLine(const std::string& line) {
  Result<ConformancePosition> p = parseConformanceLine(line);
  if (!p) return {"(unreadable line)", {}, {p.message()}};
  PositionReport checked = checkConformancePosition(p.value());
  return {p.value().id, {}, std::move(checked.problems)};
}

}  // namespace boardrules::testkit
