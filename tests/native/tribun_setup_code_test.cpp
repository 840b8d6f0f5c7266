// Setup codes against the rule authors' vectors (tests/data/tribun/setup-codes/dev.jsonl).
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "testkit/json.h"
#include "tribun/setup_code.h"

using namespace boardrules;
using namespace boardrules::tribun;
using boardrules::testkit::Json;
using boardrules::testkit::integerOf;

namespace {

uint64_t hexValue(const Json& j) { return std::stoull(j.string.substr(2), nullptr, 16); }

SetupMasks masksOf(const Json& j) {
  SetupMasks m;
  m.tribTile = static_cast<int64_t>(j.find("tribTile")->number);
  m.mask1 = hexValue(*j.find("mask1"));
  m.mask2 = hexValue(*j.find("mask2"));
  m.mask3 = hexValue(*j.find("mask3"));
  return m;
}

// Every field the vector gives must agree with the engine's error.
bool errorMatches(const SetupError& e, const Json& expected, std::string& why) {
  if (expected.find("kind")->string != setupErrorKindName(e.kind)) {
    why = std::string("kind ") + setupErrorKindName(e.kind) + " != " + expected.find("kind")->string;
    return false;
  }
  for (std::size_t i = 0; i < expected.keys.size(); ++i) {
    const std::string& key = expected.keys[i];
    const Json& value = expected.values[i];
    bool ok = true;
    if (key == "kind") continue;
    if (key == "center") ok = integerOf(value) == static_cast<uint64_t>(e.center);
    else if (key == "orientation") ok = value.string == (e.up ? "UP" : "DOWN");
    else if (key == "unit") ok = value.string == e.unit;
    else if (key == "vertices") {
      ok = value.array.size() == 3;
      for (size_t k = 0; ok && k < 3; ++k) ok = integerOf(value.array[k]) == static_cast<uint64_t>(e.vertices[k]);
    } else if (key == "n1") ok = integerOf(value) == static_cast<uint64_t>(e.n1);
    else if (key == "n2") ok = integerOf(value) == static_cast<uint64_t>(e.n2);
    else if (key == "n3") ok = integerOf(value) == static_cast<uint64_t>(e.n3);
    else if (key == "tile") ok = integerOf(value) == static_cast<uint64_t>(e.tile);
    else if (key == "tribTile") ok = integerOf(value) == static_cast<uint64_t>(e.tribTile);
    else if (key == "details") ok = !e.details.empty() && errorMatches(e.details.front(), value, why);
    else ok = false;  // a field this test does not know: look at it
    if (!ok) {
      if (why.empty()) why = "field " + key + " differs: " + describeSetupError(e);
      return false;
    }
  }
  return true;
}

std::vector<Json> loadVectors() {
  std::ifstream in(std::string(BOARDRULES_TEST_DATA) + "/tribun/setup-codes/dev.jsonl");
  std::vector<Json> out;
  std::string line;
  while (std::getline(in, line)) {
    auto j = testkit::parseJson(line);
    REQUIRE_MESSAGE(j.isOk(), j.message());
    out.push_back(std::move(j.value()));
  }
  return out;
}

}  // namespace

TEST_CASE("tribun setup codes: every dev vector") {
  const std::vector<Json> vectors = loadVectors();
  REQUIRE(vectors.size() == 759);
  int encoded = 0, invalid = 0, decoded = 0, boards = 0;
  for (const Json& v : vectors) {
    const std::string kind = v.find("kind")->string;
    if (kind == "encode") {
      const SetupMasks m = masksOf(*v.find("setup"));
      const CodeOrError code = encodeSetup(m);
      REQUIRE_MESSAGE(!code.error, describeSetupError(*code.error));
      CHECK(code.code == v.find("code")->string);
      const SetupCheck check = validateSetup(m);
      CHECK(check.tribunHeight == static_cast<int>(integerOf(*v.find("tribunHeight"))));
      CHECK(check.armySize == static_cast<int>(integerOf(*v.find("armySize"))));
      // decoding gives the masks back
      const SetupInfoOrError back = decodeSetup(code.code);
      REQUIRE(back.info);
      CHECK(back.info->masks == m);
      // the flipped setup's code, or none
      const Json& flipped = *v.find("flipped");
      const CodeOrError flippedCode = encodeSetup(masksOf(*flipped.find("setup")));
      CHECK((flippedCode.error ? std::string(16, '-') : flippedCode.code) == flipped.find("code")->string);
      for (const Json& b : v.find("boards")->array) {
        const Json& black = *b.find("black");
        const Json& white = *b.find("white");
        const BoardOrError board = boardFromSetups({black.find("code")->string, black.find("flip")->boolean},
                                                   {white.find("code")->string, white.find("flip")->boolean});
        REQUIRE(!board.error);
        CHECK(boardToHex(board.board) == b.find("board")->string);
        CHECK(validateBoard(board.board).isOk());
        ++boards;
      }
      ++encoded;
    } else if (kind == "invalid-setup") {
      const SetupCheck check = validateSetup(masksOf(*v.find("setup")));
      REQUIRE(check.error);
      std::string why;
      CHECK_MESSAGE(errorMatches(*check.error, *v.find("error"), why), why);
      CHECK(encodeSetup(masksOf(*v.find("setup"))).error);
      ++invalid;
    } else {
      REQUIRE(kind == "decode");
      const SetupInfoOrError d = decodeSetup(v.find("input")->string);
      if (v.find("ok")->boolean) {
        REQUIRE_MESSAGE(d.info, v.find("input")->string);
        CHECK(d.info->masks == masksOf(*v.find("setup")));
        CHECK(d.info->tribunHeight == static_cast<int>(integerOf(*v.find("tribunHeight"))));
        CHECK(d.info->armySize == static_cast<int>(integerOf(*v.find("armySize"))));
      } else {
        REQUIRE_MESSAGE(d.error, v.find("input")->string);
        std::string why;
        CHECK_MESSAGE(errorMatches(*d.error, *v.find("error"), why), v.find("input")->string << ": " << why);
      }
      ++decoded;
    }
  }
  CHECK(encoded == 300);
  CHECK(invalid == 75);
  CHECK(decoded == 384);
  CHECK(boards == 900);
}

TEST_CASE("tribun setup codes: the traditional army is TRADITIONALSETUP and the default board") {
  const SetupInfoOrError d = decodeSetup("trad itio nals etup");
  REQUIRE(d.info);
  CHECK(d.info->tribunHeight == 1);
  CHECK(d.info->armySize == 33);
  CHECK(encodeSetup(d.info->masks).code == "TRADITIONALSETUP");
  CHECK(formatSetupCode("traditionalsetup") == "TRAD ITIO NALS ETUP");
  const BoardOrError board = boardFromSetups({"TRADITIONALSETUP", false}, {"TRADITIONALSETUP", false});
  REQUIRE(!board.error);
  CHECK(board.board == defaultBoard());
}

TEST_CASE("tribun setup codes: range errors come first, in the spec's order") {
  SetupMasks m{0, 1, 0, 0};
  CHECK(!validateSetup(m).error);  // a lone tribun of height 1
  m.tribTile = 32;
  CHECK(validateSetup(m).error->kind == SetupErrorKind::OutOfRangeTribTile);
  m = {0, uint64_t{1} << 37, 0, 0};
  CHECK(validateSetup(m).error->kind == SetupErrorKind::MaskOutOfRange);
  CHECK(validateSetup(m).error->mask == 1);
  m = {0, 1, 0, uint64_t{1} << 15};
  CHECK(validateSetup(m).error->mask == 3);
  m = {0, 0b110, 0b100, 0};
  CHECK(validateSetup(m).error->kind == SetupErrorKind::Overlap);
  CHECK(validateSetup(m).error->tile == 2);
  m = {5, 1, 0, 0};
  CHECK(validateSetup(m).error->kind == SetupErrorKind::TribTileNotOccupied);
  CHECK(decodeSetup("TRADITIONALSETU").error->kind == SetupErrorKind::InvalidCode);
  CHECK(decodeSetup("TRADITIONAL$ETUP").error->kind == SetupErrorKind::InvalidCode);
}

TEST_CASE("tribun setup codes: lobby constraints name the side") {
  const std::string trad = "TRADITIONALSETUP";
  BoardOrError r = boardFromSetups({"", false}, {trad, false});
  REQUIRE(r.error);
  CHECK(r.error->kind == SetupErrorKind::SetupRequired);
  CHECK(r.error->side == kBlack);
  r = boardFromSetups({trad, false}, {"0000000000000000", false});
  REQUIRE(r.error);
  CHECK(r.error->kind == SetupErrorKind::InvalidHash);
  CHECK(r.error->side == kWhite);
  CHECK(r.error->details.front().kind == SetupErrorKind::DecodedSetupInvalid);
  LobbyConstraints c;
  c.tribunHeightAllowed = {false, true, true};
  r = boardFromSetups({trad, false}, {trad, false}, c);
  REQUIRE(r.error);
  CHECK(r.error->kind == SetupErrorKind::TribunHeightNotAllowed);
  CHECK(r.error->side == kBlack);
  CHECK(r.error->value == 1);
  c = {};
  c.minArmySize = 34;
  CHECK(boardFromSetups({trad, false}, {trad, false}, c).error->kind == SetupErrorKind::ArmySizeTooSmall);
  c = {};
  c.maxArmySize = 32;
  r = boardFromSetups({trad, false}, {trad, false}, c);
  CHECK(r.error->kind == SetupErrorKind::ArmySizeTooLarge);
  CHECK(describeSetupError(*r.error) == "black setup: army size 33 is above the maximum 32");
  c.maxArmySize = 33;
  CHECK(!boardFromSetups({trad, false}, {trad, false}, c).error);
}
