#include "testkit/cotulenh_conformance.h"

#include <algorithm>

#include "cotulenh/game.h"
#include "cotulenh/notation.h"
#include "testkit/json.h"

namespace boardrules::testkit {

namespace {

using cotulenh::Game;

std::string str(const Json* j) { return j && j->kind == Json::Kind::String ? j->string : std::string("<null>"); }
bool boolean(const Json* j) { return j && j->kind == Json::Kind::Bool && j->boolean; }

void compareLists(const std::vector<std::string>& got, const Json* want, const std::string& what,
                  std::vector<std::string>& problems) {
  std::vector<std::string> expected;
  if (want)
    for (const Json& j : want->array) expected.push_back(j.string);
  if (got == expected) return;
  std::string missing, extra;
  for (const std::string& e : expected)
    if (std::find(got.begin(), got.end(), e) == got.end()) missing += " " + e;
  for (const std::string& g : got)
    if (std::find(expected.begin(), expected.end(), g) == expected.end()) extra += " " + g;
  problems.push_back(what + ": missing [" + missing + " ] extra [" + extra + " ]" +
                     (missing.empty() && extra.empty() ? " (order differs)" : ""));
}

void checkVerbose(const Game& g, const Json& moves, std::vector<std::string>& problems) {
  const auto& ms = g.moves();
  if (moves.array.size() != ms.size()) return;  // the legal list comparison reports it
  for (size_t i = 0; i < ms.size(); ++i) {
    const Json& want = moves.array[i];
    const cotulenh::Move& m = ms[i];
    const std::string target = m.target.count ? cotulenh::stackFen(m.target) : "<null>";
    const std::string got = g.lans()[i] + " san=" + g.sans()[i] + " from=" + cotulenh::squareName(m.from) +
                            " to=" + cotulenh::squareName(m.to) + " piece=" + cotulenh::stackCode(m.piece) +
                            " flags=" + cotulenh::flagLetters(m.flags) + " target=" + target;
    const std::string exp = str(want.find("lan")) + " san=" + str(want.find("san")) + " from=" + str(want.find("from")) +
                            " to=" + str(want.find("to")) + " piece=" + str(want.find("piece")) +
                            " flags=" + str(want.find("flags")) + " target=" + str(want.find("target"));
    if (got != exp) problems.push_back("move: got " + got + " want " + exp);
  }
}

void checkStatus(const Game& g, const Json& st, std::vector<std::string>& problems) {
  const cotulenh::GameStatus s = g.status();
  const std::pair<const char*, bool> fields[] = {
      {"check", s.check}, {"checkmate", s.checkmate}, {"stalemate", s.stalemate}, {"draw", s.draw},
      {"fifty_move", s.fiftyMove}, {"threefold", s.threefold}, {"game_over", s.gameOver},
      {"commander_captured", s.commanderCaptured}};
  for (const auto& [name, value] : fields)
    if (boolean(st.find(name)) != value) problems.push_back(std::string("status.") + name + " is " + (value ? "true" : "false"));
}

void checkAfter(const Game& fresh, const Json& entry, std::vector<std::string>& problems) {
  if (entry.find("error")) return;  // the reference threw: no expectation
  const std::string move = str(entry.find("move"));
  Game g = fresh;
  const int index = g.findMove(move);
  if (index < 0) {
    problems.push_back("after " + move + ": not offered");
    return;
  }
  if (!g.play(index)) {
    problems.push_back("after " + move + ": play failed");
    return;
  }
  const std::string where = "after " + move + ": ";
  if (g.fen() != str(entry.find("fen"))) problems.push_back(where + "fen " + g.fen() + " want " + str(entry.find("fen")));
  if (g.inDeploy() != boolean(entry.find("open"))) problems.push_back(where + "open differs");
  if (!g.inDeploy()) return;
  compareLists(g.lans(), entry.find("session_legal"), where + "session_legal", problems);
  if (g.canCommit() != boolean(entry.find("can_commit"))) problems.push_back(where + "can_commit differs");
  if (const Json* committed = entry.find("committed_fen")) {
    Game c = g;
    if (!c.commit()) problems.push_back(where + "commit refused");
    else if (c.fen() != committed->string) problems.push_back(where + "committed fen " + c.fen() + " want " + committed->string);
  }
}

void checkDeploy(const Game& fresh, const Json& entry, std::vector<std::string>& problems) {
  if (entry.find("error")) return;
  Game g = fresh;
  std::string where = "deploy";
  for (const Json& step : entry.find("steps")->array) {
    where += " " + step.string;
    if (!g.inDeploy() && g.history().size() != fresh.history().size()) {
      problems.push_back(where + ": turn ended before this step");
      return;
    }
    const int index = g.findMove(step.string);
    if (index < 0 || !g.play(index)) {
      problems.push_back(where + ": step not offered");
      return;
    }
  }
  where += ": ";
  const bool committed = boolean(entry.find("committed"));
  if (committed && g.inDeploy() && !g.commit()) problems.push_back(where + "commit refused");
  if (!committed && (!g.inDeploy() || g.canCommit())) problems.push_back(where + "commit should be refused");
  if (g.fen() != str(entry.find("fen"))) problems.push_back(where + "fen " + g.fen() + " want " + str(entry.find("fen")));
  if (committed && !g.history().empty()) {
    if (g.history().back().san != str(entry.find("san"))) problems.push_back(where + "san " + g.history().back().san);
    if (g.history().back().lan != str(entry.find("lan"))) problems.push_back(where + "lan " + g.history().back().lan);
  }
}

}  // namespace

RecordReport checkCotulenhLine(const std::string& line) {
  RecordReport report;
  Result<Json> parsed = parseJson(line);
  if (!parsed) {
    report.problems.push_back("bad JSON: " + parsed.message());
    return report;
  }
  const Json& rec = parsed.value();
  report.id = str(rec.find("id"));
  if (const Json* tags = rec.find("tags"))
    for (const Json& t : tags->array) report.tags.push_back(t.string);
  Result<Game> game = Game::fromFen(str(rec.find("fen")));
  if (!game) {
    report.problems.push_back("fen rejected: " + game.message());
    return report;
  }
  const Game& g = game.value();
  if (g.fen() != str(rec.find("fen"))) report.problems.push_back("fen round trip: " + g.fen());
  compareLists(g.lans(), rec.find("legal"), "legal", report.problems);
  if (const Json* moves = rec.find("moves")) checkVerbose(g, *moves, report.problems);
  if (const Json* st = rec.find("status")) checkStatus(g, *st, report.problems);
  if (const Json* after = rec.find("after"))
    for (const Json& e : after->array) checkAfter(g, e, report.problems);
  if (const Json* deploys = rec.find("deploys"))
    for (const Json& e : deploys->array) checkDeploy(g, e, report.problems);
  return report;
}

}  // namespace boardrules::testkit
