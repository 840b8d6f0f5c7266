#include "testkit/catan_conformance.h"

#include <algorithm>
#include <set>

#include "catan/game.h"
#include "catan/state_json.h"
#include "testkit/json.h"

namespace boardrules::testkit {

namespace {

std::string brief(const Json& j) {
  switch (j.kind) {
    case Json::Kind::Null: return "null";
    case Json::Kind::Bool: return j.boolean ? "true" : "false";
    case Json::Kind::Number: return std::to_string(static_cast<long long>(j.number));
    case Json::Kind::String: return "\"" + j.string + "\"";
    case Json::Kind::Array: {
      std::string out = "[";
      for (const Json& e : j.array) out += (out.size() > 1 ? "," : "") + brief(e);
      return out + "]";
    }
    case Json::Kind::Object: return "{...}";
  }
  return "?";
}

// Expected fields must all be present and equal; arrays of strings compare as sets.
void compare(const std::string& path, const Json& want, const Json& got, std::vector<std::string>& problems) {
  if (want.kind != got.kind) {
    problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
    return;
  }
  switch (want.kind) {
    case Json::Kind::Object:
      for (std::size_t i = 0; i < want.keys.size(); ++i) {
        const std::string& key = want.keys[i];
        const Json& value = want.values[i];
        const Json* g = got.find(key);
        if (!g) problems.push_back(path + "." + key + ": missing");
        else compare(path + "." + key, value, *g, problems);
      }
      return;
    case Json::Kind::Array: {
      const bool strings = !want.array.empty() && want.array[0].kind == Json::Kind::String;
      if (strings) {
        std::multiset<std::string> a, b;
        for (const Json& e : want.array) a.insert(e.string);
        for (const Json& e : got.array) b.insert(e.kind == Json::Kind::String ? e.string : "?");
        if (a != b) problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
        return;
      }
      if (want.array.size() != got.array.size()) {
        problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
        return;
      }
      for (std::size_t i = 0; i < want.array.size(); ++i)
        compare(path + "[" + std::to_string(i) + "]", want.array[i], got.array[i], problems);
      return;
    }
    case Json::Kind::Number:
      if (want.number != got.number) problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
      return;
    case Json::Kind::String:
      if (want.string != got.string) problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
      return;
    case Json::Kind::Bool:
      if (want.boolean != got.boolean) problems.push_back(path + ": expected " + brief(want) + ", got " + brief(got));
      return;
    case Json::Kind::Null: return;
  }
}

}  // namespace

CatanReport checkCatanLine(const std::string& line) {
  CatanReport report;
  auto parsed = parseJson(line);
  if (!parsed) {
    report.problems.push_back("unreadable line: " + parsed.message());
    return report;
  }
  const Json& record = parsed.value();
  if (const Json* id = record.find("id")) report.id = id->string;
  auto game = catan::Game::fromStateJson(line);
  if (!game) {
    report.problems.push_back("load: " + game.message());
    return report;
  }
  std::set<std::string> want, got;
  if (const Json* legal = record.find("legal"))
    for (const Json& a : legal->array) want.insert(a.string);
  for (catan::ActionCode a : game.value().legal()) got.insert(catan::actionText(a));
  for (const std::string& a : want)
    if (!got.count(a)) report.problems.push_back("legal: missing " + a);
  for (const std::string& a : got)
    if (!want.count(a)) report.problems.push_back("legal: extra " + a);
  const Json* after = record.find("after");
  if (!after) return report;
  for (const Json& entry : after->array) {
    const std::string action = entry.find("action")->string;
    catan::Game g = game.value();
    if (auto ok = g.apply(action); !ok) {
      report.problems.push_back("after " + action + ": refused: " + ok.message());
      continue;
    }
    auto mine = parseJson(catan::stateToJson(g.state(), false));
    compare("after " + action + ": state", *entry.find("state"), mine.value(), report.problems);
    ++report.afterChecked;
  }
  return report;
}

}  // namespace boardrules::testkit
