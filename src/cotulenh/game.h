// A CoTuLenh game: legal moves (docs/rules/cotulenh.md section 10), deploy turns (section 8), turn bookkeeping
// and game end (section 11), history with undo, redo and goTo. The position at the start of the current turn is
// kept beside the live board; an open deploy turn is a list of steps replayed from it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "cotulenh/move.h"
#include "cotulenh/position.h"
#include "util/result.h"

namespace boardrules::cotulenh {

struct GameStatus {
  bool check = false;
  bool checkmate = false;
  bool stalemate = false;
  bool draw = false;
  bool fiftyMove = false;
  bool threefold = false;  // the reference's repetition count can never reach three (section 11)
  bool gameOver = false;
  bool commanderCaptured = false;
};

struct TurnRecord {
  Position before;  // position at the start of the turn
  std::string san;
  std::string lan;
  // What was played, for words (cotulenh/explain.h): the move, or a deploy turn's steps in order
  // (a recombined group as one step). A stack holds at most 3 units, so at most 3 steps.
  std::array<Move, 3> steps{};
  uint8_t stepCount = 0;
  bool deploy = false;
  // The offered moves played, by their index in the list offered at the time (Game::moves()),
  // in order: the turn again as a person played it (Game::turnSteps). Each offered move takes at
  // least one unit off the origin, so a turn is at most 3 of them.
  std::array<uint16_t, 3> played{};
  uint8_t playedCount = 0;
};

// Ends the turn on `pos` (section 11): the half-move counter is reset when the turn's first move
// was a capture landing on its target and grows otherwise, the full-move number grows after
// Blue, and the other side is to move.
void passTurn(Position& pos, bool firstMoveCaptured);

class Game {
 public:
  static Result<Game> fromFen(std::string_view fen);
  // A game starting at `position` (a position of a game, as the search reaches them), no history.
  static Game fromPosition(const Position& position);

  // This game becomes fromFen(fen) in place, keeping its lists' memory for the new game (a
  // JavaScript handle is reused this way); on an error it is left as it was.
  Status load(std::string_view fen);
  // Drops the history, the redo line and any open deploy turn, releasing their memory: the game
  // then starts at the current turn's start position.
  void forgetHistory();

  // The live board (inside a deploy turn: with the turn's steps played).
  const Position& position() const { return pos_; }
  // FEN of the turn's start position, plus " origin:stay:steps[...]" while a deploy turn is open.
  std::string fen() const;
  Color turn() const { return start_.turn; }

  // Moves offered now, sorted by LAN: outside a deploy turn the legal moves, inside it the
  // deploy and recombine steps of the members still on the origin.
  const std::vector<Move>& moves() const;
  const std::vector<std::string>& lans() const;
  const std::vector<std::string>& sans() const;
  // The LAN and SAN of offered move `index` (< moves().size()): the list's when made, else
  // written for this move alone (a move played by its text needs only its own).
  std::string lanAt(size_t index) const;
  std::string sanAt(size_t index) const;
  // Index of the offered move with this LAN or SAN, -1 when none.
  int findMove(std::string_view text) const;

  // Plays offered move `index`: a plain move ends the turn, a deploy step opens (or continues) the
  // deploy turn, which commits itself when no member is left or none can move and the commit is
  // allowed.
  Status play(int index);

  bool inDeploy() const { return deployOpen_; }
  bool canCommit() const;
  Status commit();
  Status cancel();
  // History along one line (the API's; the rules keep none): undo
  // takes back the last completed turn and keeps it as the redo line, redo plays the line's next
  // turn again as it was played, goTo walks to `turns` completed turns along the line. A turn
  // that ends the same way as the redo line's next (same LAN from the same position) walks into
  // the line; any other ends it. All three are refused while a deploy turn is open.
  Status undo();
  Status redo();
  Status goTo(size_t turns);
  size_t redoCount() const { return redo_.size(); }

  GameStatus status() const;
  const std::vector<TurnRecord>& history() const { return history_; }
  // Every turn of this game as the offered moves played (their LANs, what play() took), then
  // "commit" where the turn was committed by hand; an open deploy turn last, without it. Played
  // again on a game loaded from the same FEN (findMove, play, commit), they give this game.
  std::vector<std::vector<std::string>> turnSteps() const;

  // The deploy turn's step list and remainder, for notation: "(FI)<T>f6" / "f4:(FI):T>f6".
  std::string deployStay() const;
  std::string deploySteps() const;

 private:
  void invalidate() { listed_ = lansMade_ = sansMade_ = false; }
  void ensureListed() const;
  void ensureLans() const;
  void ensureSans() const;
  void listTopLevel(std::vector<Move>& out) const;
  void listDeploySteps(std::vector<Move>& out) const;
  bool replayDeploy(const std::vector<Move>& steps, Position& out) const;
  bool groupCanMake(const Position& p, const Move& step) const;
  bool replaysJoined(size_t j, const Stack& joined) const;
  uint16_t remainingMembers() const { return deployOrigin_.typeMask() & ~deployedMask_; }
  void finishTurn(const std::string& san, const std::string& lan, bool firstMoveCaptured, const Move* steps,
                  size_t stepCount, bool deploy);
  // No deploy turn open, no step played: after a turn ends or is cancelled.
  void closeTurn();
  // Directions: those along which to look for attackers of the commander (attacks.h).
  bool commanderSafe(const Position& p, bool stayCaptureByCommander, unsigned directions = 0xff) const;

  Position start_;
  Position pos_;
  bool deployOpen_ = false;
  int deploySquare_ = 0;
  Stack deployOrigin_;  // the stack on the origin when the deploy turn opened
  uint16_t deployedMask_ = 0;
  std::vector<Move> steps_;
  std::array<uint16_t, 3> played_{};  // this turn's offered moves so far (TurnRecord::played)
  uint8_t playedCount_ = 0;
  std::vector<TurnRecord> history_;
  std::vector<TurnRecord> redo_;  // the turns taken back, the next one to redo last

  mutable bool listed_ = false;
  // lans_ and sans_ match moves_ (each built when first asked for: moves() in JavaScript needs
  // the LANs alone, and the SANs cost more, with their disambiguation).
  mutable bool lansMade_ = false;
  mutable bool sansMade_ = false;
  mutable std::vector<Move> moves_;
  mutable std::vector<std::string> lans_, sans_;
};

// Perft over offered moves: every listed move, and inside an open deploy turn also the commit,
// is one ply (a deploy step does not pass the turn). Counts leaves at each depth 1..depth.
std::vector<unsigned long long> perft(const Game& game, int depth);

}  // namespace boardrules::cotulenh
