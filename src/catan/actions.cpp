#include "catan/actions.h"

#include <charconv>

#include "catan/game_tables.h"

namespace boardrules::catan {

namespace {

constexpr int kLotShiftGive = 8, kLotShiftGet = 33;

ActionCode packLot(const Lot& lot, int shift) {
  ActionCode out = 0;
  for (int r = 0; r < kNumResources; ++r) out |= static_cast<ActionCode>(lot[r] & 0x1F) << (shift + 5 * r);
  return out;
}

Lot unpackLot(ActionCode code, int shift) {
  Lot lot{};
  for (int r = 0; r < kNumResources; ++r) lot[r] = static_cast<std::uint8_t>(code >> (shift + 5 * r) & 0x1F);
  return lot;
}

struct KindName {
  ActionKind kind;
  const char* word;
};
constexpr std::array<KindName, 19> kWords{{
    {ActionKind::Settlement, "SETTLEMENT"},   {ActionKind::Road, "ROAD"},
    {ActionKind::City, "CITY"},               {ActionKind::BuyDev, "BUY_DEV"},
    {ActionKind::Roll, "ROLL"},               {ActionKind::Discard, "DISCARD"},
    {ActionKind::Robber, "ROBBER"},           {ActionKind::Knight, "KNIGHT"},
    {ActionKind::RoadBuilding, "ROAD_BUILDING"}, {ActionKind::YearOfPlenty, "YEAR_OF_PLENTY"},
    {ActionKind::Monopoly, "MONOPOLY"},       {ActionKind::Maritime, "MARITIME"},
    {ActionKind::EndTurn, "END_TURN"},        {ActionKind::Offer, "OFFER"},
    {ActionKind::Accept, "ACCEPT"},           {ActionKind::Reject, "REJECT"},
    {ActionKind::Counter, "COUNTER"},         {ActionKind::TradeWith, "TRADE"},
    {ActionKind::CancelTrade, "CANCEL_TRADE"},
}};

const char* kindWord(ActionKind k) {
  for (const KindName& w : kWords)
    if (w.kind == k) return w.word;
  return "?";
}

void appendLot(std::string& out, const Lot& lot) {
  bool first = true;
  for (int r = 0; r < kNumResources; ++r) {
    if (!lot[r]) continue;
    if (!first) out += ' ';
    first = false;
    out += std::to_string(lot[r]);
    out += ' ';
    out += kResourceNames[r];
  }
}

// Splits on single spaces; more than 24 words is never a valid action.
struct Words {
  std::array<std::string_view, 24> w{};
  int n = 0;
  bool overflow = false;
};

Words splitWords(std::string_view text) {
  Words out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    if (out.n == static_cast<int>(out.w.size())) {
      out.overflow = true;
      return out;
    }
    out.w[out.n++] = text.substr(i, j - i);
    i = j + 1;
  }
  return out;
}

bool parseInt(std::string_view s, int& value) {
  if (s.empty() || s.size() > 3) return false;
  const auto res = std::from_chars(s.data(), s.data() + s.size(), value);
  return res.ec == std::errc() && res.ptr == s.data() + s.size();
}

Error bad(std::string_view text, const char* why) {
  std::string shown(text.substr(0, 80));
  if (text.size() > 80) shown += "...";
  return Error{"cannot read action \"" + shown + "\": " + why};
}

// `<count> <res> ...` from words[from, to): at least one pair, each resource once, counts 1..19.
bool parseLot(const Words& words, int from, int to, Lot& lot) {
  if (to <= from || (to - from) % 2) return false;
  lot = {};
  for (int i = from; i < to; i += 2) {
    int n = 0;
    const int r = findResource(words.w[i + 1]);
    if (!parseInt(words.w[i], n) || n < 1 || n > kBankPerResource || r < 0 || lot[r]) return false;
    lot[r] = static_cast<std::uint8_t>(n);
  }
  return true;
}

}  // namespace

ActionCode makeTradeAction(ActionKind kind, const Lot& give, const Lot& get) {
  return static_cast<ActionCode>(kind) | packLot(give, kLotShiftGive) | packLot(get, kLotShiftGet);
}
Lot tradeGive(ActionCode code) { return unpackLot(code, kLotShiftGive); }
Lot tradeGet(ActionCode code) { return unpackLot(code, kLotShiftGet); }

ActionCode stripOutcome(ActionCode code) {
  switch (actionKind(code)) {
    case ActionKind::BuyDev:
    case ActionKind::Roll: return code & 0xFF;
    case ActionKind::Robber: return code & 0xFFFFFF;
    default: return code;
  }
}

bool hasOutcome(ActionCode code) { return stripOutcome(code) != code; }

void appendActionText(std::string& out, ActionCode code) {
  const GameTables& t = gameTables();
  const ActionKind k = actionKind(code);
  const unsigned a = operandA(code), b = operandB(code), c = operandC(code);
  out += kindWord(k);
  switch (k) {
    case ActionKind::Settlement:
    case ActionKind::City: out += ' '; out += t.vertexName[a]; break;
    case ActionKind::Road: out += ' '; out += t.edgeName[a]; break;
    case ActionKind::BuyDev:
      if (a) { out += ' '; out += kDevNames[a - 1]; }
      break;
    case ActionKind::Roll:
      if (a) { out += ' '; out += std::to_string(a); }
      break;
    case ActionKind::Discard:
    case ActionKind::Monopoly: out += ' '; out += kResourceNames[a]; break;
    case ActionKind::Robber:
      out += ' ';
      out += t.hexName[a];
      if (b) { out += " STEAL "; out += std::to_string(b - 1); }
      if (c) { out += ' '; out += kResourceNames[c - 1]; }
      break;
    case ActionKind::YearOfPlenty:
      out += ' ';
      out += kResourceNames[a];
      if (b) { out += ' '; out += kResourceNames[b - 1]; }
      break;
    case ActionKind::Maritime:
      out += ' ';
      out += std::to_string(a);
      out += ' ';
      out += kResourceNames[b];
      out += ' ';
      out += kResourceNames[c];
      break;
    case ActionKind::Offer:
    case ActionKind::Counter:
      out += ' ';
      appendLot(out, tradeGive(code));
      out += " FOR ";
      appendLot(out, tradeGet(code));
      break;
    case ActionKind::TradeWith: out += ' '; out += std::to_string(a); break;
    default: break;
  }
}

std::string actionText(ActionCode code) {
  std::string out;
  appendActionText(out, code);
  return out;
}

Result<ActionCode> parseAction(std::string_view text) {
  if (text.size() > 200) return bad(text, "too long");
  const Words words = splitWords(text);
  if (words.overflow || words.n == 0) return bad(text, "not an action");
  const GameTables& t = gameTables();
  ActionKind kind = ActionKind::None;
  for (const KindName& w : kWords)
    if (words.w[0] == w.word) kind = w.kind;
  const int n = words.n;
  auto arity = [&](int lo, int hi) { return n >= lo && n <= hi; };
  switch (kind) {
    case ActionKind::None: return bad(text, "unknown action word");
    case ActionKind::Settlement:
    case ActionKind::City: {
      const int v = arity(2, 2) ? t.findVertex(words.w[1]) : -1;
      if (v < 0) return bad(text, "expected a vertex name like 0,-1|0,0|1,-1");
      return makeAction(kind, v);
    }
    case ActionKind::Road: {
      const int e = arity(2, 2) ? t.findEdge(words.w[1]) : -1;
      if (e < 0) return bad(text, "expected an edge name like 0,0|1,-1");
      return makeAction(kind, e);
    }
    case ActionKind::BuyDev: {
      if (!arity(1, 2)) return bad(text, "expected BUY_DEV or BUY_DEV <card>");
      if (n == 1) return makeAction(kind);
      const int card = findDevKind(words.w[1]);
      if (card < 0) return bad(text, "unknown development card");
      return makeAction(kind, card + 1);
    }
    case ActionKind::Roll: {
      if (!arity(1, 2)) return bad(text, "expected ROLL or ROLL <2..12>");
      if (n == 1) return makeAction(kind);
      int total = 0;
      if (!parseInt(words.w[1], total) || total < 2 || total > 12) return bad(text, "dice total must be 2..12");
      return makeAction(kind, total);
    }
    case ActionKind::Discard:
    case ActionKind::Monopoly: {
      const int r = arity(2, 2) ? findResource(words.w[1]) : -1;
      if (r < 0) return bad(text, "expected one resource name");
      return makeAction(kind, r);
    }
    case ActionKind::Robber: {
      const int h = arity(2, 5) ? t.findHex(words.w[1]) : -1;
      if (h < 0 || n == 3) return bad(text, "expected ROBBER <hex> [STEAL <seat> [<resource>]]");
      if (n == 2) return makeAction(kind, h);
      int seat = 0;
      if (words.w[2] != "STEAL" || !parseInt(words.w[3], seat) || seat < 0 || seat >= kMaxPlayers)
        return bad(text, "expected STEAL <seat 0..3>");
      if (n == 4) return makeAction(kind, h, seat + 1);
      const int r = findResource(words.w[4]);
      if (r < 0) return bad(text, "unknown resource stolen");
      return makeAction(kind, h, seat + 1, r + 1);
    }
    case ActionKind::YearOfPlenty: {
      const int r1 = arity(2, 3) ? findResource(words.w[1]) : -1;
      const int r2 = n == 3 ? findResource(words.w[2]) : 0;
      if (r1 < 0 || r2 < 0 || (n == 3 && r2 < r1)) return bad(text, "expected one or two resources in canonical order");
      return makeAction(kind, r1, n == 3 ? r2 + 1 : 0);
    }
    case ActionKind::Maritime: {
      int rate = 0;
      const int give = arity(4, 4) ? findResource(words.w[2]) : -1;
      const int get = arity(4, 4) ? findResource(words.w[3]) : -1;
      if (give < 0 || get < 0 || !parseInt(words.w[1], rate) || rate < 2 || rate > 4)
        return bad(text, "expected MARITIME <2|3|4> <give> <get>");
      return makeAction(kind, rate, give, get);
    }
    case ActionKind::Offer:
    case ActionKind::Counter: {
      int split = -1;
      for (int i = 1; i < n; ++i)
        if (words.w[i] == "FOR") split = i;
      Lot give{}, get{};
      if (split < 0 || !parseLot(words, 1, split, give) || !parseLot(words, split + 1, n, get))
        return bad(text, "expected <count> <resource> ... FOR <count> <resource> ...");
      return makeTradeAction(kind, give, get);
    }
    case ActionKind::TradeWith: {
      int seat = 0;
      if (!arity(2, 2) || !parseInt(words.w[1], seat) || seat < 0 || seat >= kMaxPlayers)
        return bad(text, "expected TRADE <seat>");
      return makeAction(kind, seat);
    }
    default:
      if (n != 1) return bad(text, "takes no operand");
      return makeAction(kind);
  }
}

}  // namespace boardrules::catan
