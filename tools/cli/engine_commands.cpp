// `bestmove`: one search, printed. `match`: two players (levels 1..6 or `greedy`) play each other,
// colours alternated, from the start and from varied openings; prints the score and an Elo
// difference with its 95% error bar. Games whose result the players' searches agree on end early
// (testkit/match_adjudicator.h; `--adjudicate off` plays everything out, `verify` plays everything
// out and reports how often adjudication would have been right).
#include "cli/arguments.h"
#include "cli/engine_commands.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "testkit/match_adjudicator.h"
#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/search/greedy.h"
#include "tribun/search/search.h"

namespace boardrules::cli {

using namespace boardrules::tribun;
using namespace boardrules::tribun::search;

namespace {

std::string hexWord(Word w) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08X", w);
  return buf;
}

std::string scoreText(int score) {
  char buf[32];
  if (score > kWinThreshold) std::snprintf(buf, sizeof buf, "win in %d plies", kWinScore - score);
  else if (score < -kWinThreshold) std::snprintf(buf, sizeof buf, "loss in %d plies", kWinScore + score);
  else std::snprintf(buf, sizeof buf, "%d", score);
  return buf;
}

int bestMoveUsage() {
  std::fprintf(stderr, "usage: boardrules-cli bestmove BOARD_HEX TURN [--level N | --nodes N | --ms N] [--seed S]\n");
  return 2;
}

// A player of a match: a level of the engine, or the greedy reference.
class Player {
 public:
  static std::unique_ptr<Player> parse(const std::string& name, double ms, bool cpuClock) {
    if (name == "greedy") return std::unique_ptr<Player>(new Player(0, ms, cpuClock));
    double level = 0;
    if (!parseNumber(name.c_str(), kMinLevel, kMaxLevel, level) || level != std::floor(level)) return nullptr;
    return std::unique_ptr<Player>(new Player(static_cast<int>(level), ms, cpuClock));
  }
  struct Choice {
    Word word = 0;
    std::optional<int> score;  // the search's score (mover's view); none from greedy or a random pick
  };
  // `gamePath`: the keys of the game's earlier positions (SearchLimits::gamePath).
  Choice choose(const Board& board, int turn, uint64_t seed, uint64_t& rng, uint64_t& nodes, const std::vector<uint64_t>& gamePath) {
    if (level_ == 0) return {greedyAction(board, turn, rng), std::nullopt};
    SearchLimits limits = levelLimits(level_, ms_, seed);
    limits.gamePath = gamePath;
    if (cpuClock_) limits.clock = threadCpuMs;
    const SearchResult r = searcher_->search(board, turn, limits);
    nodes += r.nodes;
    if (!r.hasMove) return {};
    return {r.best, r.randomPick ? std::nullopt : std::optional<int>(r.score)};
  }
  bool searches() const { return level_ != 0; }
  std::string name() const { return level_ ? "level " + std::to_string(level_) : "greedy"; }

 private:
  Player(int level, double ms, bool cpuClock) : level_(level), ms_(ms), cpuClock_(cpuClock) {
    if (level) searcher_ = std::make_unique<Searcher>();
  }
  int level_;
  double ms_;
  bool cpuClock_;
  std::unique_ptr<Searcher> searcher_;
};

uint64_t splitmix(uint64_t& state) {
  uint64_t x = (state += 0x9E3779B97F4A7C15ull);
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

constexpr int kMaxGamePlies = 200;  // a game still running then is scored a draw

enum class AdjudicationMode { On, Off, Verify };

struct GameOutcome {
  int winner = -1;  // colour, -1 for a draw (ply cap)
  int plies = 0;
  const char* how = "";
  // What adjudication decided (mode On: the result above; Verify: what it would have decided).
  testkit::Adjudication adjudicated = testkit::Adjudication::None;
  int adjudicatedWinner = -1;
  int adjudicatedAtPly = 0;
};

// Plays one game; `players[c]` moves colour c. Opening: `openingPlies` random board actions.
GameOutcome playGame(Player* players[2], int openingPlies, uint64_t seed, uint64_t& nodes, AdjudicationMode mode) {
  Board board = defaultBoard();
  int turn = kBlack;
  uint64_t rng = seed;
  std::vector<Word> legal;
  GameOutcome out;
  std::vector<uint64_t> path;  // keys of the positions before the current one
  testkit::MatchAdjudicator adjudicator(testkit::AdjudicationRules{}, players[kBlack]->searches(), players[kWhite]->searches());
  auto end = [&](int winner, int plies, const char* how) {
    out.winner = winner, out.plies = plies, out.how = how;
    return out;
  };
  for (int ply = 0; ply < kMaxGamePlies; ++ply) {
    generateBoardActions(board, turn, legal);
    if (legal.empty()) return end(turn ^ 1, ply, "no legal action");
    Word w;
    if (ply < openingPlies) {
      // Random, but never an opening that hands the tribun over.
      w = legal[splitmix(rng) % legal.size()];
      if (opcodeOf(w) == Opcode::AttackTribun) w = legal.front();
    } else {
      const Player::Choice c = players[turn]->choose(board, turn, seed ^ static_cast<uint64_t>(ply) * 0x9E3779B97F4A7C15ull, rng, nodes, path);
      w = c.word;
      const int verdict = mode == AdjudicationMode::Off ? -1 : adjudicator.report(turn, c.score);
      if (verdict >= 0) {
        out.adjudicated = adjudicator.how(), out.adjudicatedWinner = verdict, out.adjudicatedAtPly = ply;
        if (mode == AdjudicationMode::On) return end(verdict, ply, adjudicator.how() == testkit::Adjudication::ForcedCapture ? "adjudicated: forced capture" : "adjudicated: resignation");
      }
    }
    if (std::find(legal.begin(), legal.end(), w) == legal.end()) {
      std::fprintf(stderr, "error: %s chose an illegal word %s\n", players[turn]->name().c_str(), hexWord(w).c_str());
      std::exit(1);
    }
    if (opcodeOf(w) == Opcode::AttackTribun) return end(turn, ply + 1, "tribun captured");
    path.push_back(positionKey(board, turn));
    applyBoardActionUnchecked(board, turn, w);
    turn ^= 1;
  }
  return end(-1, kMaxGamePlies, "ply cap");
}

// Elo difference for a score fraction.
double eloOf(double p) { return -400.0 * std::log10(1.0 / p - 1.0) + 0.0; }  // + 0.0: no "-0" for an even score

// One budget option of a search command (--level N, --nodes N or --ms N) into `limits`; what a
// time alone buys is the command's own (`forTime`). False for another option or a bad number.
bool readBudget(const std::string& opt, const char* value, SearchLimits& limits, SearchLimits (*forTime)(double)) {
  double v = 0;
  if (opt == "--level" && parseNumber(value, kMinLevel, kMaxLevel, v)) limits = levelLimits(static_cast<int>(v));
  else if (opt == "--nodes" && parseNumber(value, 1, 1e12, v)) limits = SearchLimits{}, limits.maxNodes = static_cast<uint64_t>(v);
  else if (opt == "--ms" && parseNumber(value, 1, 3.6e6, v)) limits = forTime(v);
  else return false;
  return true;
}

}  // namespace

int runBestMove(int argc, char** argv) {
  if (argc < 4) return bestMoveUsage();
  Result<Board> board = boardFromHex(argv[2]);
  if (!board) {
    std::fprintf(stderr, "error: %s\n", board.message().c_str());
    return 2;
  }
  if (std::strcmp(argv[3], "0") != 0 && std::strcmp(argv[3], "1") != 0) {
    std::fprintf(stderr, "error: TURN must be 0 (black) or 1 (white), got '%s'\n", argv[3]);
    return 2;
  }
  const int turn = argv[3][0] - '0';
  SearchLimits limits = levelLimits(kMaxLevel);
  double seed = 0;
  for (int i = 4; i < argc; i += 2) {
    if (i + 1 >= argc) return bestMoveUsage();
    const std::string opt = argv[i];
    // --ms alone: that time and no level's node floor.
    if (readBudget(opt, argv[i + 1], limits, [](double ms) { SearchLimits l; l.maxMs = ms; return l; })) continue;
    if (opt != "--seed" || !parseNumber(argv[i + 1], 0, 9e15, seed)) return bestMoveUsage();
  }
  limits.seed = static_cast<uint64_t>(seed);
  const SearchResult r = findBestAction(board.value(), turn, limits);
  if (!r.hasMove) {
    std::printf("no legal board action: the side to move has lost\n");
    return 0;
  }
  std::printf("word %s (%u)\n", hexWord(r.best).c_str(), r.best);
  std::printf("action %s\n", describeAction(r.best).c_str());
  std::printf("score %s\ndepth %d\nnodes %llu\ntime %.1f ms\npv", scoreText(r.score).c_str(), r.depth,
              static_cast<unsigned long long>(r.nodes), r.ms);
  for (Word w : r.pv) std::printf(" %s", hexWord(w).c_str());
  std::printf("\n");
  return 0;
}

int runMatch(int argc, char** argv) {
  auto usage = [] {
    std::fprintf(stderr,
                 "usage: boardrules-cli match LEVEL_A LEVEL_B GAMES [--ms N] [--seed S] [--adjudicate on|off|verify] [--clock wall|cpu]   (LEVEL: 1..6 or greedy;\n"
                 "  --clock cpu: level 6's time per move is CPU time of the match's thread, so a loaded machine does not shorten it)\n");
    return 2;
  };
  if (argc < 5) return usage();
  double games = 0, ms = kDefaultLevelSixMs, seed = 1;
  AdjudicationMode mode = AdjudicationMode::On;
  bool cpuClock = false;
  if (!parseNumber(argv[4], 1, 100000, games)) return usage();
  for (int i = 5; i < argc; i += 2) {
    if (i + 1 >= argc) return usage();
    const std::string opt = argv[i], value = argv[i + 1];
    if (opt == "--ms" && parseNumber(argv[i + 1], 1, 3.6e6, ms)) continue;
    if (opt == "--seed" && parseNumber(argv[i + 1], 0, 9e15, seed)) continue;
    if (opt == "--clock" && (value == "wall" || value == "cpu")) {
      cpuClock = value == "cpu";
      continue;
    }
    if (opt == "--adjudicate" && (value == "on" || value == "off" || value == "verify")) {
      mode = value == "on" ? AdjudicationMode::On : (value == "off" ? AdjudicationMode::Off : AdjudicationMode::Verify);
      continue;
    }
    return usage();
  }
  std::unique_ptr<Player> a = Player::parse(argv[2], ms, cpuClock), b = Player::parse(argv[3], ms, cpuClock);
  if (!a || !b) return usage();
  int wins = 0, losses = 0, draws = 0;
  uint64_t nodes = 0, plies = 0;
  int adjudicated[3] = {0, 0, 0};  // by testkit::Adjudication
  int verifyAgreed = 0, verifyDrawn = 0, verifyReversed = 0;
  int adjWins = 0, adjLosses = 0, adjDraws = 0;  // verify: the result adjudication would have given
  uint64_t verifyPliesSaved = 0;
  for (int g = 0; g < static_cast<int>(games); ++g) {
    // Games come in pairs with the same opening and the colours swapped; pair 0 starts from the
    // default position, later pairs after 2-5 random plies.
    const int pair = g / 2;
    uint64_t openingRng = static_cast<uint64_t>(seed) * 1000003u + static_cast<uint64_t>(pair);
    const int openingPlies = pair == 0 ? 0 : 2 + static_cast<int>(splitmix(openingRng) % 4);
    const int aColour = g % 2 == 0 ? kBlack : kWhite;
    Player* players[2];
    players[aColour] = a.get();
    players[aColour ^ 1] = b.get();
    const GameOutcome o = playGame(players, openingPlies, splitmix(openingRng), nodes, mode);
    plies += static_cast<uint64_t>(o.plies);
    if (o.adjudicated != testkit::Adjudication::None) {
      ++adjudicated[static_cast<int>(o.adjudicated)];
      if (mode == AdjudicationMode::Verify) {
        verifyPliesSaved += static_cast<uint64_t>(o.plies - o.adjudicatedAtPly);
        if (o.adjudicatedWinner == aColour) ++adjWins;
        else ++adjLosses;
        if (o.winner == o.adjudicatedWinner) ++verifyAgreed;
        else if (o.winner < 0) ++verifyDrawn;
        else ++verifyReversed;
      }
    }
    const char* result = o.winner < 0 ? "draw" : (o.winner == aColour ? "A wins" : "B wins");
    if (o.winner < 0) ++draws;
    else if (o.winner == aColour) ++wins;
    else ++losses;
    if (o.adjudicated == testkit::Adjudication::None) {
      if (o.winner < 0) ++adjDraws;
      else if (o.winner == aColour) ++adjWins;
      else ++adjLosses;
    }
    std::fprintf(stderr, "game %d: A (%s) plays %s, %s after %d plies (%s); +%d -%d =%d\n", g + 1, a->name().c_str(),
                 aColour == kBlack ? "black" : "white", result, o.plies, o.how, wins, losses, draws);
    if (mode == AdjudicationMode::Verify && o.adjudicated != testkit::Adjudication::None)
      std::fprintf(stderr, "  (adjudication, %s at ply %d, would have said: %s)\n", testkit::adjudicationName(o.adjudicated),
                   o.adjudicatedAtPly, o.adjudicatedWinner == aColour ? "A wins" : "B wins");
  }
  const int n = wins + losses + draws;
  const double p = (wins + 0.5 * draws) / n;
  // Per-game score variance, then the 95% interval of the mean score mapped to Elo.
  const double var = (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
  const double se = std::sqrt(var / n);
  std::printf("%s vs %s: %d games, +%d -%d =%d, score %.1f%% (A's view), mean %.1f plies/game, %llu search nodes\n",
              a->name().c_str(), b->name().c_str(), n, wins, losses, draws, 100 * p, static_cast<double>(plies) / n,
              static_cast<unsigned long long>(nodes));
  const double lo = std::max(p - 1.96 * se, 0.5 / n), hi = std::min(p + 1.96 * se, 1 - 0.5 / n);
  if (p <= 0 || p >= 1) {
    std::printf("Elo difference: %s%.0f (every game %s; bound from a half-point margin: %.0f)\n", p >= 1 ? ">= " : "<= ",
                eloOf(p >= 1 ? 1 - 0.5 / n : 0.5 / n), p >= 1 ? "won" : "lost", eloOf(p >= 1 ? 1 - 0.5 / n : 0.5 / n));
  } else {
    std::printf("Elo difference: %+.0f (95%% interval %+.0f .. %+.0f)\n", eloOf(p), eloOf(lo), eloOf(hi));
  }
  const int forced = adjudicated[static_cast<int>(testkit::Adjudication::ForcedCapture)];
  const int resigned = adjudicated[static_cast<int>(testkit::Adjudication::Resignation)];
  if (mode == AdjudicationMode::On) {
    std::printf("adjudicated: %d of %d games (%d forced capture, %d resignation)\n", forced + resigned, n, forced, resigned);
  } else if (mode == AdjudicationMode::Verify) {
    std::printf("adjudication check: %d of %d games would have been adjudicated (%d forced capture, %d resignation); "
                "played out, %d agreed, %d reached the ply cap, %d went the other way; %llu plies would have been saved\n",
                forced + resigned, n, forced, resigned, verifyAgreed, verifyDrawn, verifyReversed,
                static_cast<unsigned long long>(verifyPliesSaved));
    std::printf("with adjudication the result would have been: +%d -%d =%d, score %.1f%% (A's view)\n", adjWins, adjLosses, adjDraws,
                100 * (adjWins + 0.5 * adjDraws) / n);
  } else {
    std::printf("adjudicated: off (every game played out)\n");
  }
  std::printf("level 6's time per move: %.0f ms of %s\n", ms, cpuClock ? "the thread's CPU time (--clock cpu)" : "wall-clock time");
  return 0;
}

}  // namespace boardrules::cli

// ---- the tactics suite ----------------------------------------------------------------------

#include "testkit/tactics.h"

namespace boardrules::cli {

namespace {

// Random playouts from the start; positions of each kind are kept until `perKind` are found.
// A win3 candidate is only examined when the side to move has a move that attacks the tribun
// (what almost every forced capture starts with), to keep the exhaustive check affordable.
bool hasCheckingMove(const Board& board, int turn) {
  std::vector<Word> moves;
  generateBoardActions(board, turn, moves);
  for (Word m : moves) {
    Board after = board;
    applyBoardActionUnchecked(after, turn, m);
    if (canAttackTribun(after, turn)) return true;
  }
  return false;
}

}  // namespace

int runTacticsMake(int argc, char** argv) {
  double perKind = 0, seed = 0;
  if (argc != 4 || !parseNumber(argv[2], 1, 10000, perKind) || !parseNumber(argv[3], 0, 9e15, seed)) {
    std::fprintf(stderr, "usage: boardrules-cli tactics-make PER_KIND SEED > FILE\n");
    return 2;
  }
  int found[3] = {0, 0, 0};
  uint64_t rng = static_cast<uint64_t>(seed);
  std::vector<Word> legal;
  std::printf("# Tactics suite: KIND BOARD_HEX TURN (made by: boardrules-cli tactics-make %s %s)\n", argv[2], argv[3]);
  for (int game = 0; game < 100000 && (found[0] < perKind || found[1] < perKind || found[2] < perKind); ++game) {
    Board board = defaultBoard();
    int turn = kBlack;
    // Random play, but greedy one move in three, so positions keep some tension.
    for (int ply = 0; ply < 120; ++ply) {
      generateBoardActions(board, turn, legal);
      if (legal.empty()) break;
      testkit::TacticKind kind;
      if (ply >= 8 && (canAttackTribun(board, turn) || canAttackTribun(board, turn ^ 1) || hasCheckingMove(board, turn)) &&
          testkit::classify(board, turn, 3, kind) && found[static_cast<int>(kind)] < perKind) {
        ++found[static_cast<int>(kind)];
        std::printf("%s\n", testkit::formatTactic({kind, board, turn}).c_str());
        break;  // one position per game: the suite stays varied
      }
      Word w = splitmix(rng) % 3 == 0 ? greedyAction(board, turn, rng) : legal[splitmix(rng) % legal.size()];
      if (opcodeOf(w) == Opcode::AttackTribun) break;
      applyBoardActionUnchecked(board, turn, w);
      turn ^= 1;
    }
  }
  std::fprintf(stderr, "found win1 %d, win3 %d, parry %d\n", found[0], found[1], found[2]);
  return 0;
}

int runTactics(int argc, char** argv) {
  auto usage = [] {
    std::fprintf(stderr, "usage: boardrules-cli tactics FILE [--ms N | --nodes N | --level N]\n");
    return 2;
  };
  if (argc < 3) return usage();
  SearchLimits limits = levelLimits(kMaxLevel);
  for (int i = 3; i < argc; i += 2) {
    if (i + 1 >= argc) return usage();
    // --ms: level 6 at that time.
    if (!readBudget(argv[i], argv[i + 1], limits, [](double ms) { return levelLimits(kMaxLevel, ms); })) return usage();
  }
  Result<std::vector<testkit::Tactic>> suite = testkit::loadTactics(argv[2]);
  if (!suite) {
    std::fprintf(stderr, "error: %s\n", suite.message().c_str());
    return 2;
  }
  int total[3] = {0, 0, 0}, solved[3] = {0, 0, 0};
  double worstMs = 0;
  Searcher searcher;
  for (const testkit::Tactic& t : suite.value()) {
    const SearchResult r = searcher.search(t.board, t.turn, limits);
    const int k = static_cast<int>(t.kind);
    ++total[k];
    const bool ok = r.hasMove && testkit::solves(t, r.best);
    solved[k] += ok;
    worstMs = std::max(worstMs, r.ms);
    if (!ok) std::printf("MISSED %s -> %s (%s, depth %d)\n", testkit::formatTactic(t).c_str(), hexWord(r.best).c_str(), scoreText(r.score).c_str(), r.depth);
  }
  for (int k = 0; k < 3; ++k)
    std::printf("%s: %d/%d solved\n", testkit::tacticKindName(static_cast<testkit::TacticKind>(k)), solved[k], total[k]);
  std::printf("slowest answer: %.0f ms\n", worstMs);
  return solved[0] + solved[1] + solved[2] == total[0] + total[1] + total[2] ? 0 : 1;
}

}  // namespace boardrules::cli
