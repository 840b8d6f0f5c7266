// The bulk zone-list codec used by the WASM binding (src/spatial/zone_json.h).
#include "spatial/zone_json.h"
#include "spatial_test_support.h"

using namespace spatial_test;

TEST_CASE("spatial zone json: reads the binding's shape, escapes included") {
  auto r = zonesFromJson(R"([["A",["B","C"]], ["B", null], ["q\"\\\n\u00e9\ud83d\ude00\ud800x", []]])");
  REQUIRE_MESSAGE(r.isOk(), r.message());
  const auto& zs = r.value();
  REQUIRE(zs.size() == 3);
  CHECK(zs[0].id == "A");
  CHECK(*zs[0].adjacentTo == Ids{"B", "C"});
  CHECK_FALSE(zs[1].adjacentTo.has_value());
  CHECK(zs[2].id == "q\"\\\n\xC3\xA9\xF0\x9F\x98\x80\xEF\xBF\xBDx");
  CHECK(zs[2].adjacentTo->empty());
  CHECK(zonesFromJson("[]").value().empty());
}

TEST_CASE("spatial zone json: anything else is an error naming the byte") {
  for (const char* bad : {"", "{}", "[[\"A\"]]", "[[\"A\",[1]]]", "[[\"A\",null]", "[[\"A\",null]] x", "[[\"A\\q\",null]]",
                          "[[\"A\\u12\",null]]", "[[\"A,null]]"}) {
    CAPTURE(bad);
    auto r = zonesFromJson(bad);
    REQUIRE_FALSE(r.isOk());
    CHECK(r.message().find("at byte") != std::string::npos);
  }
}

TEST_CASE("spatial zone json: writes zones and string lists that round-trip") {
  const auto zs = macroZones(generateGrid(2, 2));
  CHECK(zonesToJson(zs) ==
        R"([{"id":"cell_0_0","adjacentTo":["cell_0_1","cell_1_0"]},{"id":"cell_0_1","adjacentTo":["cell_0_0","cell_1_1"]},)"
        R"({"id":"cell_1_0","adjacentTo":["cell_0_0","cell_1_1"]},{"id":"cell_1_1","adjacentTo":["cell_0_1","cell_1_0"]}])");
  CHECK(stringsToJson({"a\"b", "c\\d", std::string("\x01", 1)}) == R"(["a\"b","c\\d","\u0001"])");
  CHECK(stringsToJson({}) == "[]");
}

TEST_CASE("spatial zone json: strings copied in runs keep every byte between escapes") {
  // Runs of plain characters are appended whole (zone_json.cpp): escapes at the start, the end,
  // back to back and between runs, and a run reaching the closing quote, all land in place.
  auto r = zonesFromJson(R"([["\"ab\\cd\n\"", ["xyz\\", "\\\\", "", "plain"]]])");
  REQUIRE_MESSAGE(r.isOk(), r.message());
  CHECK(r.value()[0].id == "\"ab\\cd\n\"");
  CHECK(*r.value()[0].adjacentTo == Ids{"xyz\\", "\\\\", "", "plain"});
  const std::string big(100000, 'q');  // one long run
  auto b = zonesFromJson("[[\"" + big + "\",null]]");
  REQUIRE(b.isOk());
  CHECK(b.value()[0].id == big);
  CHECK_FALSE(zonesFromJson(R"([["abc\)").isOk());  // a backslash at the very end
  CHECK_FALSE(zonesFromJson(R"([["abc)").isOk());   // a run that never closes
}

TEST_CASE("spatial zone json: diagnostics as one JSON string, optional fields only when set") {
  std::vector<Diagnostic> ds;
  ds.push_back({Severity::Error, "SPATIAL_DANGLING_REF", "zones[0].adjacentTo[1]", "zone 'a\"b' lists 'x\\y'",
                "did you mean 'xy'?", {"xy", "x\x01"}});
  ds.push_back({Severity::Warning, "SPATIAL_ASYMMETRIC_EDGE", "zones[1].adjacentTo", "m\xC3\xA9", "", {}});
  CHECK(diagnosticsToJson(ds) ==
        R"([{"severity":"error","code":"SPATIAL_DANGLING_REF","path":"zones[0].adjacentTo[1]",)"
        R"("message":"zone 'a\"b' lists 'x\\y'","suggestion":"did you mean 'xy'?","alternatives":["xy","x\u0001"]},)"
        R"({"severity":"warning","code":"SPATIAL_ASYMMETRIC_EDGE","path":"zones[1].adjacentTo","message":"m)"
        "\xC3\xA9" R"("}])");
  CHECK(diagnosticsToJson({}) == "[]");
}
