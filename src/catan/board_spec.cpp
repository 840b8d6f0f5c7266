#include "catan/board_spec.h"

#include <string>

#include "catan/board.h"
#include "catan/rules.h"
#include "catan/state_json.h"
#include "util/json_value.h"

namespace boardrules::catan {

namespace {

using util::JsonValue;
using Kind = JsonValue::Kind;

bool readInt(const JsonValue* v, int lo, int hi, int& out) {
  if (!v || v->kind != Kind::Number || v->number < lo || v->number > hi || v->number != static_cast<int>(v->number))
    return false;
  out = static_cast<int>(v->number);
  return true;
}

}  // namespace

Result<GameState> stateFromBoardSpec(std::string_view json, int players, std::uint32_t seed) {
  auto parsed = util::parseJsonValue(json);
  if (!parsed) return Error{"board: " + parsed.message()};
  const JsonValue& root = parsed.value();
  const JsonValue* hexes = root.find("hexes");
  const JsonValue* harbors = root.find("harbors");
  const JsonValue* robber = root.find("robberHex");
  if (!hexes || hexes->kind != Kind::Array || hexes->array.size() != 19) return Error{"board.hexes: expected 19 hexes"};
  if (!harbors || harbors->kind != Kind::Array || harbors->array.size() != 9)
    return Error{"board.harbors: expected 9 harbours"};
  Board board;
  for (std::size_t i = 0; i < 19; ++i) {
    const JsonValue& h = hexes->array[i];
    const std::string at = "board.hexes[" + std::to_string(i) + "]";
    HexTile tile;
    const JsonValue* res = h.find("resource");
    const JsonValue* number = h.find("numberToken");
    if (!readInt(h.find("q"), -2, 2, tile.coord.q) || !readInt(h.find("r"), -2, 2, tile.coord.r))
      return Error{at + ": expected integer q and r of a land hex"};
    int type = -1;
    for (int r = 0; r <= kDesert; ++r)
      if (res && res->kind == Kind::String && res->string == resourceName(static_cast<Resource>(r))) type = r;
    if (type < 0) return Error{at + ".resource: expected a terrain name"};
    tile.resource = static_cast<Resource>(type);
    int n = 0;
    if (number && number->kind != Kind::Null) {
      if (!readInt(number, 2, 12, n)) return Error{at + ".numberToken: expected 2..12 or null"};
      tile.numberToken = n;
    }
    board.hexes.push_back(tile);
  }
  for (std::size_t i = 0; i < 9; ++i) {
    const JsonValue& h = harbors->array[i];
    const std::string at = "board.harbors[" + std::to_string(i) + "]";
    const JsonValue* type = h.find("type");
    const JsonValue* edge = h.find("edge");
    Harbor harbor;
    int t = -1;
    for (int k = 0; k <= 5; ++k)
      if (type && type->kind == Kind::String && type->string == harborTypeName(static_cast<HarborType>(k))) t = k;
    if (t < 0) return Error{at + ".type: expected \"generic\" or a resource"};
    harbor.type = static_cast<HarborType>(t);
    int e = -1;
    if (!edge || edge->kind != Kind::String || edge->string.size() < 2 || edge->string.size() > 3 || edge->string[0] != 'e')
      return Error{at + ".edge: expected an edge id e0..e71"};
    e = 0;
    for (std::size_t k = 1; k < edge->string.size(); ++k) {
      const char c = edge->string[k];
      if (c < '0' || c > '9') return Error{at + ".edge: expected an edge id e0..e71"};
      e = e * 10 + (c - '0');
    }
    if (e >= kNumEdges) return Error{at + ".edge: expected an edge id e0..e71"};
    harbor.edge = e;
    board.harbors.push_back(harbor);
  }
  if (!robber || !readInt(robber->find("q"), -2, 2, board.robberHex.q) || !readInt(robber->find("r"), -2, 2, board.robberHex.r))
    return Error{"board.robberHex: expected {q, r} of a land hex"};
  for (const HexTile& t : board.hexes)
    if (hexDistance(t.coord, {0, 0}) > kStandardRadius) return Error{"board.hexes: a hex off the standard board"};
  // Coordinates must be the 19 land hexes, each once; the position loader checks the rest.
  for (std::size_t i = 0; i < 19; ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (board.hexes[i].coord == board.hexes[j].coord) return Error{"board.hexes: a hex given twice"};
  if (hexDistance(board.robberHex, {0, 0}) > kStandardRadius) return Error{"board.robberHex: not a land hex"};
  GameState s = newGameState(board, players, seed);
  return loadStateJson(stateToJson(s), seed);
}

}  // namespace boardrules::catan
