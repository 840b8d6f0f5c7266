#include "cotulenh/game.h"

#include <algorithm>
#include <bitset>

#include "cotulenh/attacks.h"
#include "cotulenh/move_apply.h"
#include "cotulenh/movegen.h"
#include "cotulenh/notation.h"
#include "cotulenh/safe_moves.h"

namespace boardrules::cotulenh {

Result<Game> Game::fromFen(std::string_view fen) {
  Result<Position> pos = parseFen(fen);
  if (!pos) return Error{pos.message()};
  Game g;
  g.start_ = pos.value();
  g.pos_ = pos.value();
  return g;
}

Game Game::fromPosition(const Position& position) {
  Game g;
  g.start_ = position;
  g.pos_ = position;
  return g;
}

Status Game::load(std::string_view fen) {
  Position parsed;
  Status read = parseFen(fen, parsed);
  if (!read) return read;
  start_ = parsed;
  pos_ = parsed;
  closeTurn();
  deploySquare_ = 0;
  deployOrigin_ = Stack{};
  played_ = {};
  history_.clear();
  redo_.clear();
  return Status::ok();
}

void Game::forgetHistory() {
  if (deployOpen_) pos_ = start_;
  closeTurn();
  std::vector<Move>().swap(steps_);
  std::vector<TurnRecord>().swap(history_);
  std::vector<TurnRecord>().swap(redo_);
  std::vector<Move>().swap(moves_);
  std::vector<std::string>().swap(lans_);
  std::vector<std::string>().swap(sans_);
}

void passTurn(Position& pos, bool firstMoveCaptured) {
  pos.halfMoves = firstMoveCaptured ? 0 : pos.halfMoves + 1;
  if (pos.turn == kBlue) ++pos.fullMoves;
  pos.turn = opponent(pos.turn);
}

// The members that have not made a step (a unit that stay-captured is back on the origin but
// has had its step, and is not written as staying), with the heroic flags they had when the turn
// opened: a promotion received while waiting is not theirs (docs/rules/cotulenh.md section 8).
std::string Game::deployStay() const {
  const Stack rest = withoutTypes(deployOrigin_, static_cast<uint16_t>(~remainingMembers()));
  return rest.count ? stackCode(rest) : "";
}

std::string Game::deploySteps() const {
  std::string out;
  for (const Move& s : steps_) {
    if (!out.empty()) out += ',';
    out += stepSan(s);
  }
  return out;
}

std::string Game::fen() const {
  std::string out = toFen(start_);
  if (deployOpen_) {
    out += ' ' + squareName(deploySquare_) + ':' + deployStay() + ':' + deploySteps();
    if (remainingMembers()) out += "...";
  }
  return out;
}

// An absent commander is never safe (docs/rules/cotulenh.md section 10): a move that loses it is
// illegal like one that leaves it attacked.
bool Game::commanderSafe(const Position& p, bool stayCaptureByCommander, unsigned directions) const {
  const Color us = p.turn;
  const int c = p.commanderSquare(us);
  if (c < 0) return false;
  if (isAttacked(p, c, opponent(us), directions)) return false;
  return stayCaptureByCommander || !commanderExposed(p, us);
}

void Game::listTopLevel(std::vector<Move>& out) const {
  // A side without its commander has no legal move (section 10).
  if (pos_.commanderSquare(pos_.turn) < 0) return;
  const size_t first = out.size();
  generateAllMoves(pos_, out);
  Position trial = pos_;  // each candidate is played here and taken back
  Journal journal;
  // While our commander stays on its square, enemy units can only have been removed by the
  // move, so attackers can only come along the directions that hold enemy units now.
  const int ours = pos_.commanderSquare(pos_.turn);
  const unsigned enemyDirections = ours < 0 ? 0xffu : directionsWithUnitsOf(pos_, ours, opponent(pos_.turn));
  // Most candidates cannot change whether our commander is attacked: those pass unplayed.
  const SafeMoves safe(pos_, enemyDirections, commanderSafe(pos_, false, enemyDirections));
  size_t kept = first;
  for (size_t i = first; i < out.size(); ++i) {
    const Move& m = out[i];
    bool legal = true;  // a commander's deploy step is checked when the deploy turn commits
    if (!(m.is(kFlagDeploy) && pos_.board[m.from].contains(kCommander)) && !safe.legalUnplayed(pos_, m)) {
      const bool commanderMoves = m.piece.contains(kCommander) && !m.is(kFlagStay);
      journal.begin(trial);
      legal = applyMoveForLegality(trial, m) &&
              commanderSafe(trial, m.piece.carrier().type == kCommander && m.is(kFlagStay),
                            commanderMoves ? 0xffu : enemyDirections);
      journal.restore(trial);
    }
    if (legal) out[kept++] = m;
  }
  out.resize(kept);
}

bool Game::replayDeploy(const std::vector<Move>& steps, Position& out) const {
  out = start_;
  for (const Move& s : steps)
    if (!applyMoveToBoard(out, s)) return false;
  return true;
}

// Whether `step`, made by the group `step.piece` from its origin in `p`, is one of that group's
// own deploy moves there: same destination, same kind of move or capture.
bool Game::groupCanMake(const Position& p, const Move& step) const {
  std::vector<Move> moves;
  RayOptions options;
  options.deploy = true;
  generatePieceMoves(p, step.from, step.piece, options, exposedSquares(p, p.turn), moves);
  for (const Move& m : moves)
    if (m.to == step.to && m.flags == step.flags) return true;
  return false;
}

// The turn replayed from its start with step `j` made by `joined` instead: every step must still
// be playable, and step j must be one the joined group, moving with its own carrier, can make.
bool Game::replaysJoined(size_t j, const Stack& joined) const {
  Position p = start_;
  for (size_t k = 0; k < steps_.size(); ++k) {
    Move step = steps_[k];
    if (k == j) {
      step.piece = joined;
      if (!groupCanMake(p, step)) return false;
    }
    if (!applyMoveToBoard(p, step)) return false;
  }
  return true;
}

void Game::listDeploySteps(std::vector<Move>& out) const {
  const std::bitset<kMailboxSize> exposed = exposedSquares(pos_, pos_.turn);
  // Squares where an earlier step of this turn ended: a member arriving there joins that step (a
  // recombine), it never makes a step of its own onto it (after a suicide capture the square is
  // empty). Only the stack's carrier may also join the units there by a step of its own, an
  // ordinary combination; listed first, it is the one kept when a recombine has the same LAN.
  std::bitset<kMailboxSize> stepped;
  for (const Move& s : steps_)
    if (!s.is(kFlagStay)) stepped.set(s.to);
  const int carrierType = deployOrigin_.carrier().type;
  const uint16_t remaining = remainingMembers();
  for (int i = 0; i < deployOrigin_.count; ++i) {
    const Unit& unit = deployOrigin_.units[i];
    if (!((remaining >> unit.type) & 1)) continue;
    const Stack single = singleUnitStack(static_cast<Color>(deployOrigin_.color), unit);
    RayOptions options;
    options.deploy = true;
    options.noPlainMove = &stepped;
    options.noCombine = unit.type == carrierType ? nullptr : &stepped;
    generatePieceMoves(pos_, deploySquare_, single, options, exposed, out);
    std::bitset<kMailboxSize> offered;
    for (size_t j = 0; j < steps_.size(); ++j) {
      const Move& s = steps_[j];
      if (s.is(kFlagStay) || offered.test(s.to)) continue;
      Stack joined;
      if (!combineStacks(s.piece, single, joined) || !canStand(joined.carrier().type, s.to)) continue;
      if (!replaysJoined(j, joined)) continue;
      offered.set(s.to);
      Move r;
      r.from = static_cast<uint8_t>(deploySquare_);
      r.to = s.to;
      r.flags = kFlagDeploy | kFlagCombine;
      r.recombineStep = static_cast<int8_t>(j);
      r.piece = single;
      r.target = pos_.board[s.to];
      out.push_back(r);
    }
  }
}

namespace {

// A listed move's LAN as a sort key: the text's 16 bytes, zero-padded, read as two big-endian
// words, so comparing keys compares the LANs as strings (a shorter text that is a prefix of a
// longer one sorts first, as std::string does) without building strings.
struct LanKey {
  uint64_t high = 0, low = 0;
  uint16_t index = 0;  // into the generated list; breaks ties so the first of equal LANs is kept
};

LanKey lanKey(const Move& m, int index) {
  unsigned char text[kMaxLanLength] = {};
  writeLan(m, reinterpret_cast<char*>(text));
  LanKey key;
  for (int i = 0; i < 8; ++i) {
    key.high = key.high << 8 | text[i];
    key.low = key.low << 8 | text[8 + i];
  }
  key.index = static_cast<uint16_t>(index);
  return key;
}

bool lanBefore(const LanKey& a, const LanKey& b) {
  if (a.high != b.high) return a.high < b.high;
  if (a.low != b.low) return a.low < b.low;
  return a.index < b.index;
}

}  // namespace

void Game::ensureListed() const {
  if (listed_) return;
  std::vector<Move> raw;
  raw.reserve(256);
  if (deployOpen_) listDeploySteps(raw);
  else listTopLevel(raw);
  std::vector<LanKey> keys(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) keys[i] = lanKey(raw[i], static_cast<int>(i));
  // A lambda, not the function's address: the comparison is inlined into the sort.
  std::sort(keys.begin(), keys.end(), [](const LanKey& a, const LanKey& b) { return lanBefore(a, b); });
  moves_.clear();
  moves_.reserve(raw.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    if (i && keys[i].high == keys[i - 1].high && keys[i].low == keys[i - 1].low) continue;  // one entry per LAN
    moves_.push_back(raw[keys[i].index]);
  }
  listed_ = true;
  lansMade_ = sansMade_ = false;
}

// LAN and SAN strings are built only when asked for (the listing itself needs none), each kind
// on its own.
void Game::ensureLans() const {
  ensureListed();
  if (lansMade_) return;
  lans_.clear();
  lans_.reserve(moves_.size());
  for (const Move& m : moves_) lans_.push_back(moveLan(m));
  lansMade_ = true;
}

void Game::ensureSans() const {
  ensureListed();
  if (sansMade_) return;
  if (deployOpen_) {
    sans_.clear();
    sans_.reserve(moves_.size());
    for (const Move& m : moves_) sans_.push_back(stepSan(m));
  } else {
    sans_ = moveSans(moves_);
  }
  sansMade_ = true;
}

const std::vector<Move>& Game::moves() const {
  ensureListed();
  return moves_;
}
const std::vector<std::string>& Game::lans() const {
  ensureLans();
  return lans_;
}
const std::vector<std::string>& Game::sans() const {
  ensureSans();
  return sans_;
}

std::string Game::lanAt(size_t index) const {
  ensureListed();
  return lansMade_ ? lans_[index] : moveLan(moves_[index]);
}

std::string Game::sanAt(size_t index) const {
  ensureListed();
  if (sansMade_) return sans_[index];
  return deployOpen_ ? stepSan(moves_[index]) : moveSan(moves_, index);
}

int Game::findMove(std::string_view text) const {
  // By LAN first, written into a buffer move by move unless the list's LANs are made already: a
  // game replayed from its turns (a move played by its text) never needs them all.
  ensureListed();
  if (lansMade_) {
    for (size_t i = 0; i < lans_.size(); ++i)
      if (lans_[i] == text) return static_cast<int>(i);
  } else if (text.size() <= static_cast<size_t>(kMaxLanLength)) {
    char buf[kMaxLanLength];
    for (size_t i = 0; i < moves_.size(); ++i)
      if (std::string_view(buf, static_cast<size_t>(writeLan(moves_[i], buf))) == text) return static_cast<int>(i);
  }
  ensureSans();
  for (size_t i = 0; i < sans_.size(); ++i)
    if (sans_[i] == text) return static_cast<int>(i);
  return -1;
}

void Game::finishTurn(const std::string& san, const std::string& lan, bool firstMoveCaptured, const Move* steps,
                      size_t stepCount, bool deploy) {
  passTurn(pos_, firstMoveCaptured);
  TurnRecord record{start_, san, lan};
  record.stepCount = static_cast<uint8_t>(std::min(stepCount, record.steps.size()));
  std::copy(steps, steps + record.stepCount, record.steps.begin());
  record.deploy = deploy;
  record.played = played_;
  record.playedCount = playedCount_;
  // The redo line's next turn made again walks into the line; any other turn leaves it.
  if (!redo_.empty() && redo_.back().lan == record.lan) redo_.pop_back();
  else redo_.clear();
  history_.push_back(std::move(record));
  start_ = pos_;
  closeTurn();
}

void Game::closeTurn() {
  deployOpen_ = false;
  steps_.clear();
  playedCount_ = 0;
  deployedMask_ = 0;
  invalidate();
}

Status Game::play(int index) {
  ensureListed();
  if (index < 0 || index >= static_cast<int>(moves_.size())) return Error{"move index out of range"};
  const Move m = moves_[index];
  if (!deployOpen_ && !m.is(kFlagDeploy)) {
    const std::string san = sanAt(static_cast<size_t>(index)), lan = lanAt(static_cast<size_t>(index));
    played_[0] = static_cast<uint16_t>(index);
    playedCount_ = 1;
    applyMoveToBoard(pos_, m);
    finishTurn(san, lan, m.is(kFlagCapture), &m, 1, false);
    return Status::ok();
  }
  if (!deployOpen_) {
    deployOpen_ = true;
    deploySquare_ = m.from;
    deployOrigin_ = pos_.board[m.from];
    deployedMask_ = 0;
    steps_.clear();
    playedCount_ = 0;
  }
  // Every step takes a member off the origin (deployedMask_), so there are at most 3.
  if (playedCount_ < played_.size()) played_[playedCount_++] = static_cast<uint16_t>(index);
  if (m.recombineStep >= 0) {
    Move& earlier = steps_[m.recombineStep];
    Stack joined;
    combineStacks(earlier.piece, m.piece, joined);
    earlier.piece = joined;
    replayDeploy(steps_, pos_);
  } else {
    steps_.push_back(m);
    applyMoveToBoard(pos_, m);
  }
  deployedMask_ |= m.piece.typeMask();
  invalidate();
  if ((!remainingMembers() || moves().empty()) && canCommit()) return commit();
  return Status::ok();
}

bool Game::canCommit() const {
  if (!deployOpen_ || steps_.empty()) return false;
  const Stack& rest = pos_.board[deploySquare_];
  if (rest.count && !canStand(rest.carrier().type, deploySquare_)) return false;
  // A commander that died in this turn (it recombined onto an air force's suicide capture) does
  // not hold the commit back: the turn ends and the game is over, commander captured
  // (docs/rules/cotulenh.md section 8, as the recorded positions expect).
  if (pos_.commanderSquare(pos_.turn) < 0) return true;
  return commanderSafe(pos_, false);
}

Status Game::commit() {
  if (!deployOpen_) return Error{"no deploy turn is open"};
  if (!canCommit()) return Error{"the deploy turn cannot be committed: a unit left on its origin cannot stand there, or the commander would be attacked or exposed"};
  const std::string stay = deployStay();
  const std::string steps = deploySteps();
  const std::string san = (stay.empty() ? "" : stay + "<") + steps;
  const std::string lan = squareName(deploySquare_) + ":" + stay + ":" + steps;
  finishTurn(san, lan, steps_.front().is(kFlagCapture), steps_.data(), steps_.size(), true);
  return Status::ok();
}

Status Game::cancel() {
  if (!deployOpen_) return Error{"no deploy turn is open"};
  pos_ = start_;
  closeTurn();
  return Status::ok();
}

namespace {

// The LANs of the offered moves `played` from `from`, in order; "commit" after them when the turn
// is `complete` and they leave it open (it was committed by hand).
std::vector<std::string> playedLans(const Position& from, const std::array<uint16_t, 3>& played, size_t count,
                                    bool complete) {
  Game again = Game::fromPosition(from);
  std::vector<std::string> lans;
  for (size_t i = 0; i < count; ++i) {
    lans.push_back(moveLan(again.moves()[played[i]]));
    if (!again.play(played[i]).isOk()) break;  // never: this index was offered here when played
  }
  if (complete && again.inDeploy()) lans.emplace_back("commit");
  return lans;
}

}  // namespace

std::vector<std::vector<std::string>> Game::turnSteps() const {
  std::vector<std::vector<std::string>> turns;
  turns.reserve(history_.size() + 1);
  for (const TurnRecord& t : history_) {
    if (t.deploy) turns.push_back(playedLans(t.before, t.played, t.playedCount, true));
    else turns.push_back({t.lan});
  }
  if (deployOpen_) turns.push_back(playedLans(start_, played_, playedCount_, false));
  return turns;
}

Status Game::undo() {
  if (deployOpen_) return Error{"a deploy turn is open: commit or cancel it first"};
  if (history_.empty()) return Error{"no turn to undo"};
  start_ = pos_ = history_.back().before;
  redo_.push_back(std::move(history_.back()));
  history_.pop_back();
  invalidate();
  return Status::ok();
}

Status Game::redo() {
  if (deployOpen_) return Error{"a deploy turn is open: commit or cancel it first"};
  if (redo_.empty()) return Error{"no turn to redo"};
  // The turn is played again through play() and commit(), as a person played it, so every list,
  // counter and record is the one play made; finishTurn takes it off the redo line.
  const TurnRecord next = redo_.back();
  for (uint8_t k = 0; k < next.playedCount; ++k) {
    if (!play(next.played[k]).isOk()) break;  // never: the same index was offered here before
  }
  if (deployOpen_ && canCommit()) (void)commit();
  if (deployOpen_ || history_.empty() || history_.back().lan != next.lan) {
    // Unreachable while the rules are deterministic; never leave a half-played turn behind.
    if (deployOpen_) (void)cancel();
    return Error{"the turn to redo could not be played again"};
  }
  return Status::ok();
}

Status Game::goTo(size_t turns) {
  if (deployOpen_) return Error{"a deploy turn is open: commit or cancel it first"};
  if (turns > history_.size() + redo_.size()) {
    return Error{"ply " + std::to_string(turns) + " is past the end of the line (" +
                 std::to_string(history_.size() + redo_.size()) + " turns)"};
  }
  while (history_.size() > turns) (void)undo();
  while (history_.size() < turns) {
    if (Status st = redo(); !st) return st;
  }
  return Status::ok();
}

GameStatus Game::status() const {
  GameStatus s;
  const Color us = pos_.turn;
  const int ours = pos_.commanderSquare(us);
  s.check = ours < 0 || isAttacked(pos_, ours, opponent(us));
  s.commanderCaptured = ours < 0 || pos_.commanderSquare(opponent(us)) < 0;
  s.fiftyMove = pos_.halfMoves >= 100;
  if (!deployOpen_) {
    const bool none = moves().empty();
    s.checkmate = s.check && none;
    s.stalemate = !s.check && none;
  }
  s.draw = s.fiftyMove || s.stalemate;
  s.gameOver = !deployOpen_ && (s.checkmate || s.draw || s.commanderCaptured);
  return s;
}

namespace {
void perftNode(const Game& g, int depth, int maxDepth, std::vector<unsigned long long>& counts) {
  const size_t n = g.moves().size();
  counts[depth - 1] += n + (g.inDeploy() && g.canCommit() ? 1 : 0);
  if (depth == maxDepth) return;
  for (size_t i = 0; i < n; ++i) {
    Game next = g;
    if (!next.play(static_cast<int>(i))) continue;
    perftNode(next, depth + 1, maxDepth, counts);
  }
  if (g.inDeploy() && g.canCommit()) {
    Game next = g;
    if (next.commit()) perftNode(next, depth + 1, maxDepth, counts);
  }
}
}  // namespace

std::vector<unsigned long long> perft(const Game& game, int depth) {
  std::vector<unsigned long long> counts(depth, 0);
  if (depth > 0) perftNode(game, 1, depth, counts);
  return counts;
}

}  // namespace boardrules::cotulenh
