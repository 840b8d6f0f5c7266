#include "tribun/notation.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "tribun/apply.h"
#include "tribun/coords.h"
#include "tribun/movegen.h"
#include "tribun/tile_names.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr const char* kColorLetter[2] = {"B", "W"};
constexpr char kSymConfigMark[3] = {'*', '^', 'v'};

std::string raw(Word w) {
  std::string out = "0x00000000";
  for (int i = 0; i < 8; ++i) out[static_cast<size_t>(9 - i)] = "0123456789abcdef"[(w >> (4 * i)) & 15];
  return out;
}

bool hasSlave(const Board& b, int cid) { return isValidCid(cid) && b[static_cast<size_t>(cid)] != 0 && sIndexOf(b[static_cast<size_t>(cid)]) != 0; }
int primaryAt(const Board& b, int cid) { return kHeightOfIndex[pIndexOf(b[static_cast<size_t>(cid)]) % 7]; }

// "/s" for part 1; "/p" for part 0 of a unit that carries a slave (both parts may act).
std::string partMark(const Board& b, int cid, int part) {
  if (part == 1) return "/s";
  return hasSlave(b, cid) ? "/p" : "";
}

int directionBetween(int from, int to) {
  for (int d = 0; d < 6; ++d)
    if (neighborCid(from, d) == to) return d;
  return -1;
}

const char* const kDrawText[3] = {" offers draw", " retracts draw", " accepts draw"};
const char* const kEndText[3] = {" resigns", " cannot act", " out of time"};

}  // namespace

std::string formatAction(const Board& b, int turn, Word w) {
  const Result<Action> decoded = decodeAction(w);
  if (!decoded) return raw(w);
  const Action& a = decoded.value();
  switch (a.op) {
    case Opcode::Move: return tileName(a.from) + "-" + tileName(a.to) + partMark(b, a.from, a.part);
    case Opcode::Kill: return tileName(a.attacker) + "x" + tileName(a.target) + partMark(b, a.attacker, a.part);
    case Opcode::AttackTribun:
      return tileName(a.attacker) + "x" + tileName(a.target) + "#" + (a.winner != turn ? kColorLetter[a.winner] : "");
    case Opcode::Enslave: return tileName(a.attacker) + ">" + tileName(a.target);
    case Opcode::Liberate: return "free " + tileName(a.target);
    case Opcode::Damage: return tileName(a.target) + "-" + std::to_string(a.damage);
    case Opcode::Combine: {
      const int da = neighborCid(a.center, a.dirA), db = neighborCid(a.center, a.dirB);
      if (da == kNoCid || db == kNoCid) return raw(w);
      auto donor = [&](int cid, int don) {
        return tileName(cid) + (b[static_cast<size_t>(cid)] != 0 && primaryAt(b, cid) == don ? "" : ":" + std::to_string(don));
      };
      return tileName(a.center) + "=" + donor(da, a.donA) + "+" + donor(db, a.donB);
    }
    case Opcode::SymCombine:
      return tileName(a.center) + "=" + kSymConfigMark[a.config] + std::to_string(a.donate);
    case Opcode::Split: {
      std::string out = tileName(a.actor) + "<";
      bool first = true;
      for (int d = 0; d < 6; ++d) {
        if (a.heights[static_cast<size_t>(d)] == 0) continue;
        const int n = neighborCid(a.actor, d);
        if (n == kNoCid) return raw(w);
        out += (first ? "" : "+") + tileName(n) + ":" + std::to_string(a.heights[static_cast<size_t>(d)]);
        first = false;
      }
      return out;
    }
    case Opcode::Backstabb: {
      const int n = neighborCid(a.actor, a.dir);
      if (n == kNoCid) return raw(w);
      return "stab " + tileName(a.actor) + "-" + tileName(n);
    }
    case Opcode::Draw: return kColorLetter[a.color] + std::string(kDrawText[static_cast<int>(a.drawAction)]);
    case Opcode::End:
      // The tie takes loser 0; the other (never produced) word stays raw so the text is one phrase.
      if (a.reason == EndReason::GameTimeTie) return a.loser == 0 ? "game time tie" : raw(w);
      return kColorLetter[a.loser] + std::string(kEndText[static_cast<int>(a.reason)]);
  }
  return raw(w);
}

namespace {

// One parse: a cursor over the normalized text (lower case, no spaces) plus the position.
class Parser {
 public:
  // Legality from the sorted `legal` list, or (when `state` is given) asked of the rules word by
  // word, which spares a reader of many moves one full listing per move.
  Parser(const Board& b, int turn, const std::vector<Word>* legal, const State* state, std::string text, std::string_view original)
      : b_(b), turn_(turn), legal_(legal), state_(state), s_(std::move(text)), original_(original) {}

  ParsedAction run() {
    if (s_.empty()) return bad("empty move text");
    // Annotation glyphs of game records ("e5-f6!?") carry no meaning for the action.
    while (!s_.empty() && (s_.back() == '!' || s_.back() == '?')) s_.pop_back();
    if (s_.rfind("0x", 0) == 0) return rawWord();
    if (auto r = colorPhrase()) return *r;
    if (eat("free")) {
      const int t = tile("free");
      if (t == kNoCid) return error_;
      if (!atEnd()) return trailing();
      return encodeAndChoose({actionOf(Opcode::Liberate, [&](Action& a) { a.target = t; })}, t, t, "");
    }
    if (eat("stab")) {
      const int from = tile("stab");
      if (from == kNoCid) return error_;
      if (!eat("-")) return bad("expected '-' and the tile the primary steps to, like stab e5-f6");
      const int to = tile("stab " + tileName(from) + "-");
      if (to == kNoCid) return error_;
      if (!atEnd()) return trailing();
      const int dir = directionBetween(from, to);
      if (dir < 0) return illegal(tileName(to) + " is not next to " + tileName(from));
      return encodeAndChoose({actionOf(Opcode::Backstabb, [&](Action& a) { a.actor = from; a.dir = dir; })}, from, -1, "");
    }
    const int first = tile("");
    if (first == kNoCid) return error_;
    if (eat("-")) {
      if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) return damage(first);
      const int to = tile(tileName(first) + "-");
      if (to == kNoCid) return error_;
      const int part = partMarker();
      if (part == kBadPart) return error_;
      if (!atEnd()) return trailing();
      std::vector<Action> c;
      for (int p = 0; p < 2; ++p)
        if (part < 0 || part == p) c.push_back(actionOf(Opcode::Move, [&](Action& a) { a.from = first; a.to = to; a.part = p; }));
      return encodeAndChoose(c, first, -1, part < 0 ? ", add the part (/p or /s)" : "");
    }
    if (eat("x")) {
      const int t = tile(tileName(first) + "x");
      if (t == kNoCid) return error_;
      bool tribunMark = false;
      int winner = turn_;
      if (eat("#")) {
        tribunMark = true;
        if (eat("b")) winner = kBlack;
        else if (eat("w")) winner = kWhite;
      }
      const int part = partMarker();
      if (part == kBadPart) return error_;
      if (!atEnd()) return trailing();
      std::vector<Action> c;
      if (!tribunMark)
        for (int p = 0; p < 2; ++p)
          if (part < 0 || part == p) c.push_back(actionOf(Opcode::Kill, [&](Action& a) { a.attacker = first; a.target = t; a.part = p; }));
      if (part < 0)
        c.push_back(actionOf(Opcode::AttackTribun, [&](Action& a) { a.attacker = first; a.target = t; a.winner = winner; }));
      return encodeAndChoose(c, first, t, part < 0 ? ", add the part (/p or /s)" : "");
    }
    if (eat(">")) {
      const int t = tile(tileName(first) + ">");
      if (t == kNoCid) return error_;
      if (!atEnd()) return trailing();
      return encodeAndChoose({actionOf(Opcode::Enslave, [&](Action& a) { a.attacker = first; a.target = t; })}, first, t, "");
    }
    if (eat("=")) return combine(first);
    if (eat("<")) return split(first);
    return bad("expected '-', 'x', '>', '=' or '<' after " + tileName(first));
  }

 private:
  static constexpr int kBadPart = -2;

  template <class Fill>
  static Action actionOf(Opcode op, Fill fill) {
    Action a;
    a.op = op;
    fill(a);
    return a;
  }

  bool eat(std::string_view lit) {
    if (s_.compare(pos_, lit.size(), lit) != 0) return false;
    pos_ += lit.size();
    return true;
  }
  bool atEnd() const { return pos_ == s_.size(); }

  // A tile at the cursor, or kNoCid with error_ set.
  int tile(const std::string& after) {
    std::string why;
    const int cid = readTile(s_, pos_, &why);
    if (cid != kNoCid) return cid;
    if (why.empty()) why = "expected a tile name (a..l without j, then 1..11) " + (after.empty() ? std::string("at the start") : "after '" + after + "'");
    error_ = bad(why);
    return kNoCid;
  }

  // -1 when absent, 0/1, or kBadPart with error_ set.
  int partMarker() {
    if (!eat("/")) return -1;
    for (std::string_view w : {"primary", "p", "0"})
      if (eat(w)) return 0;
    for (std::string_view w : {"secondary", "stack", "s", "1"})
      if (eat(w)) return 1;
    error_ = bad("a part is /p (the primary alone) or /s (the whole stack)");
    return kBadPart;
  }

  ParsedAction bad(const std::string& why) const {
    return {std::nullopt, "BAD_NOTATION", "\"" + std::string(original_) + "\": " + why};
  }
  ParsedAction illegal(const std::string& why) const {
    return {std::nullopt, "ILLEGAL_ACTION", "\"" + std::string(original_) + "\": " + why};
  }
  ParsedAction trailing() const { return bad("unexpected \"" + s_.substr(pos_) + "\" at the end"); }

  bool isLegal(Word w) const {
    return state_ != nullptr ? tribun::isLegal(*state_, w) : std::binary_search(legal_->begin(), legal_->end(), w);
  }
  // No legal word at all (the listed words include resigns while the game is on).
  bool ended() const { return state_ != nullptr ? state_->status == GameStatus::Ended : legal_->empty(); }

  ParsedAction rawWord() {
    pos_ = 2;
    if (s_.size() < 3 || s_.size() > 10) return bad("a raw word is 0x and 1 to 8 hex digits");
    Word w = 0;
    for (; pos_ < s_.size(); ++pos_) {
      const char c = s_[pos_];
      const int v = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
      if (v < 0) return bad("a raw word is 0x and 1 to 8 hex digits");
      w = w << 4 | static_cast<Word>(v);
    }
    const Result<Action> a = decodeAction(w);
    if (!a) return bad(a.message());
    if (isServerEndWord(w) || isLegal(w)) return {w, "", ""};
    return illegal(describeAction(w) + " is not legal here");
  }

  // "b offers draw", "white resigns", "game time tie", ...
  std::optional<ParsedAction> colorPhrase() {
    struct Phrase {
      std::string_view text;
      Opcode op;
      int kind;  // DrawAction or EndReason
    };
    static constexpr std::array<Phrase, 17> kPhrases{{
        {"offersdraw", Opcode::Draw, 0}, {"offerdraw", Opcode::Draw, 0}, {"offers", Opcode::Draw, 0}, {"offer", Opcode::Draw, 0},
        {"retractsdraw", Opcode::Draw, 1}, {"retractdraw", Opcode::Draw, 1}, {"retracts", Opcode::Draw, 1}, {"retract", Opcode::Draw, 1},
        {"acceptsdraw", Opcode::Draw, 2}, {"acceptdraw", Opcode::Draw, 2}, {"accepts", Opcode::Draw, 2}, {"accept", Opcode::Draw, 2},
        {"resigns", Opcode::End, 0}, {"resign", Opcode::End, 0}, {"cannotact", Opcode::End, 1}, {"outoftime", Opcode::End, 2},
        {"gametimetie", Opcode::End, 3},
    }};
    int color = -1;
    std::string_view rest = s_;
    std::string_view tieSuffix;
    if (rest.rfind("gametimetie", 0) == 0) {  // "game time tie", "game time tie W"
      tieSuffix = rest.substr(11);
      rest = "gametimetie";
      color = tieSuffix.empty() ? 0 : (tieSuffix == "b" || tieSuffix == "(b)" || tieSuffix == "black") ? 0
                                    : (tieSuffix == "w" || tieSuffix == "(w)" || tieSuffix == "white") ? 1 : -1;
      if (color < 0) return bad("\"game time tie\" may only be followed by the colour of the END word (B or W)");
    } else {
      for (std::string_view c : {"black", "white", "b", "w"}) {
        if (rest.rfind(c, 0) != 0) continue;
        const std::string_view after = rest.substr(c.size());
        const bool known = std::any_of(kPhrases.begin(), kPhrases.end(), [&](const Phrase& p) { return p.text == after; });
        if (!known) continue;
        color = c[0] == 'b' ? kBlack : kWhite;
        rest = after;
        break;
      }
      if (color < 0) return std::nullopt;
    }
    const Phrase* p = nullptr;
    for (const Phrase& ph : kPhrases)
      if (ph.text == rest) p = &ph;
    if (!p) return std::nullopt;
    Action a;
    a.op = p->op;
    if (p->op == Opcode::Draw) {
      a.drawAction = static_cast<DrawAction>(p->kind);
      a.color = color;
    } else {
      a.reason = static_cast<EndReason>(p->kind);
      a.loser = color;
    }
    const Result<Word> w = encodeAction(a);
    if (!w) return bad(w.message());
    if (isServerEndWord(w.value()) || isLegal(w.value())) return ParsedAction{w.value(), "", ""};
    if (ended()) return illegal("the game has ended");
    if (p->op == Opcode::Draw)
      return illegal(a.drawAction == DrawAction::Offer ? "a draw offer is already pending"
                                                       : "there is no pending draw offer " + std::string(a.drawAction == DrawAction::Retract ? "by " : "from the other side to ") +
                                                             (color == kBlack ? "black" : "white"));
    return illegal(formatAction(b_, turn_, w.value()) + " is not legal here");
  }

  ParsedAction damage(int target) {
    const char c = s_[pos_++];
    if (!atEnd()) return trailing();
    const int d = c - '0';
    if (d < 1 || d > 8) return bad("damage is 1..8");
    return encodeAndChoose({actionOf(Opcode::Damage, [&](Action& a) { a.target = target; a.damage = d; })}, -1, target, "");
  }

  // ":n" after a tile, or `fallback` when absent; -1 with error_ on a bad number.
  int amount(int fallback) {
    if (!eat(":")) return fallback;
    int v = 0, digits = 0;
    while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])) && digits < 2) {
      v = v * 10 + (s_[pos_++] - '0');
      ++digits;
    }
    if (digits == 0) {
      error_ = bad("expected a number after ':'");
      return -1;
    }
    return v;
  }

  ParsedAction combine(int center) {
    if (pos_ < s_.size() && (s_[pos_] == '*' || s_[pos_] == '^' || s_[pos_] == 'v')) {
      const int config = s_[pos_] == '*' ? 0 : s_[pos_] == '^' ? 1 : 2;
      ++pos_;
      if (pos_ + 1 != s_.size() || !std::isdigit(static_cast<unsigned char>(s_[pos_])))
        return bad("a symmetric combine ends with the height each donor gives, like e6=*1");
      const int donate = s_[pos_++] - '0';
      return encodeAndChoose({actionOf(Opcode::SymCombine, [&](Action& a) { a.center = center; a.config = config; a.donate = donate; })}, -1, -1, "", center);
    }
    std::array<int, 2> donor{}, given{};
    for (int k = 0; k < 2; ++k) {
      if (k == 1 && !eat("+")) return bad("a combine names two donors, like e6=e5+f7 (or e6=*1, e6=^2, e6=v1)");
      donor[k] = tile(tileName(center) + "=");
      if (donor[k] == kNoCid) return error_;
      const int whole = b_[static_cast<size_t>(donor[k])] ? primaryAt(b_, donor[k]) : 0;
      given[k] = amount(whole);
      if (given[k] < 0) return error_;
      if (given[k] == 0) return illegal("no unit on " + tileName(donor[k]) + " to donate");
    }
    if (!atEnd()) return trailing();
    std::array<int, 2> dir{directionBetween(center, donor[0]), directionBetween(center, donor[1])};
    for (int k = 0; k < 2; ++k)
      if (dir[k] < 0) return illegal(tileName(donor[k]) + " is not next to " + tileName(center));
    if (dir[0] == dir[1]) return bad("the two donors must differ");
    if (dir[0] > dir[1]) {
      std::swap(dir[0], dir[1]);
      std::swap(given[0], given[1]);
    }
    return encodeAndChoose({actionOf(Opcode::Combine, [&](Action& a) {
                             a.center = center; a.dirA = dir[0]; a.dirB = dir[1]; a.donA = given[0]; a.donB = given[1];
                           })},
                           -1, -1, "", center);
  }

  ParsedAction split(int actor) {
    Action a;
    a.op = Opcode::Split;
    a.actor = actor;
    bool first = true;
    while (!atEnd()) {
      if (!first && !eat("+")) return trailing();
      first = false;
      const int to = tile(tileName(actor) + "<");
      if (to == kNoCid) return error_;
      const int h = amount(-1);
      if (h == -1) return error_.code.empty() ? bad("give each part's height, like " + tileName(actor) + "<" + tileName(to) + ":1") : error_;
      const int dir = directionBetween(actor, to);
      if (dir < 0) return illegal(tileName(to) + " is not next to " + tileName(actor));
      a.heights[static_cast<size_t>(dir)] = h;
    }
    return encodeAndChoose({a}, actor, -1, "");
  }

  // Encodes the candidates (structurally valid ones), keeps the legal ones and answers.
  ParsedAction encodeAndChoose(const std::vector<Action>& candidates, int actor, int target, const std::string& hint, int center = -1) {
    std::vector<Word> words, matches;
    std::string structural;
    for (const Action& a : candidates) {
      const Result<Word> w = encodeAction(a);
      if (!w) {
        structural = w.message();
        continue;
      }
      words.push_back(w.value());
      if (isLegal(w.value())) matches.push_back(w.value());
    }
    if (matches.size() == 1) return {matches.front(), "", ""};
    if (matches.size() > 1) {
      std::string list;
      for (Word m : matches) list += (list.empty() ? "" : ", ") + formatAction(b_, turn_, m);
      return {std::nullopt, "AMBIGUOUS_ACTION",
              "\"" + std::string(original_) + "\": ambiguous: " + std::to_string(matches.size()) + " actions match (" + list + ")" + hint};
    }
    if (words.empty()) return bad(structural);
    return illegal(whyIllegal(words.front(), actor, target, center));
  }

  std::string whyIllegal(Word w, int actor, int target, int center) const {
    if (ended()) return "the game has ended";
    const std::string side = turn_ == kBlack ? "black" : "white";
    if (actor >= 0) {
      const uint8_t u = b_[static_cast<size_t>(actor)];
      if (u == 0) return "no unit on " + tileName(actor);
      if (colorOf(u) != turn_) return "no unit of yours on " + tileName(actor) + " (" + side + " to move)";
    }
    if (target >= 0 && target != actor) {
      const uint8_t u = b_[static_cast<size_t>(target)];
      if (u == 0) return "no unit on " + tileName(target) + " to attack";
      if (colorOf(u) == turn_) return tileName(target) + " holds your own unit";
    }
    if (center >= 0 && b_[static_cast<size_t>(center)] != 0) return tileName(center) + " is not empty";
    return formatAction(b_, turn_, w) + " is not legal here";
  }

  const Board& b_;
  int turn_;
  const std::vector<Word>* legal_;
  const State* state_;
  std::string s_;
  std::string_view original_;
  size_t pos_ = 0;
  ParsedAction error_;
};

}  // namespace

ParsedAction parseAction(const Board& board, int turn, const std::vector<Word>& legal, std::string_view text) {
  std::string normalized;
  normalized.reserve(text.size());
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) normalized.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return Parser(board, turn, &legal, nullptr, std::move(normalized), text).run();
}

ParsedAction parseActionIn(const State& state, std::string_view text) {
  std::string normalized;
  normalized.reserve(text.size());
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) normalized.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return Parser(state.board, state.turn, nullptr, &state, std::move(normalized), text).run();
}

}  // namespace boardrules::tribun
