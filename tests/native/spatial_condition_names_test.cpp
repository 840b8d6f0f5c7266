// The condition language's names with quotes or backslashes keep their meaning through toString()
// and a second parse (toString's promise: canonical text that parses back to the same condition).
// That each name form holds only for its own name: spatial_conditions_test.cpp.
#include "spatial_test_support.h"

using namespace spatial_test;

TEST_CASE("spatial condition names: quotes and backslashes survive toString and a second parse") {
  // Zone ids, kinds, owners and token ids with the two characters the quoted form escapes.
  const std::string back = "back\\slash", quote = "it's", tail = "ends\\";
  auto board = boardOf(zones({{back, Ids{quote}}, {quote, Ids{back}}, {tail, std::nullopt}}));
  REQUIRE(board.placeToken(quote, {tail, back, quote}));
  const auto& c = board.contents();
  const auto& g = board.graph();
  const ZoneIndex zb = *g.indexOf(back), zq = *g.indexOf(quote), zt = *g.indexOf(tail);
  const std::vector<std::pair<std::string, ZoneIndex>> holds{
      {"zone('back\\\\slash')", zb}, {"zone('it\\'s')", zq}, {"zone('ends\\\\')", zt},
      {"kind('back\\\\slash')", zq}, {"owner('it\\'s')", zq}, {"token('ends\\\\')", zq},
      {"and(zone('it\\'s'),kind('back\\\\slash'),token('ends\\\\'))", zq}};
  for (const auto& entry : holds) {
    const std::string& text = entry.first;  // not a structured binding: CAPTURE's lambda needs it
    const ZoneIndex where = entry.second;
    CAPTURE(text);
    const Condition first = cond(text);
    const std::string canonical = first.toString();
    CAPTURE(canonical);
    const Condition second = cond(canonical);
    CHECK(second.toString() == canonical);
    for (ZoneIndex z : {zb, zq, zt}) {
      CHECK(first.evaluate(c, z, g) == (z == where));
      CHECK(second.evaluate(c, z, g) == (z == where));
    }
  }
  CHECK(cond("kind('back\\\\slash')").toString() == "kind('back\\\\slash')");
  CHECK(cond("token('ends\\\\')").toString() == "token('ends\\\\')");
}
