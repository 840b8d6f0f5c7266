// boardrules-cli: perft, legal-action listing and conformance checking from the command line.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/engine_commands.h"
#include "cli/catan_match.h"
#include "cli/catan_cli.h"
#include "cli/conformance_run.h"
#include "cli/subcommands.h"
#include "cli/cotulenh_cli.h"
#include "testkit/conformance.h"
#include "testkit/perft.h"
#include "records_commands.h"
#include "tribun/movegen.h"

using namespace boardrules;
using namespace boardrules::tribun;
using boardrules::cli::parseInt;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  boardrules-cli perft DEPTH [BOARD_HEX TURN]\n"
               "  boardrules-cli legal BOARD_HEX TURN\n"
               "  boardrules-cli conformance FILE.jsonl\n"
               "  boardrules-cli setup decode CODE\n"
               "  boardrules-cli setup board BLACK_CODE WHITE_CODE [--flip-black] [--flip-white]\n"
               "  boardrules-cli record check FILE\n"
               "  boardrules-cli bestmove BOARD_HEX TURN [--level N | --nodes N | --ms N] [--seed S]\n"
               "  boardrules-cli match LEVEL_A LEVEL_B GAMES [--ms N] [--seed S] [--adjudicate on|off|verify]   (LEVEL: 1..6 or greedy)\n"
               "  boardrules-cli tactics FILE [--ms N | --nodes N | --level N]\n"
               "  boardrules-cli tactics-make PER_KIND SEED > FILE\n"
               "  boardrules-cli cotulenh perft|legal|conformance|bestmove|match ... (CoTuLenh)\n"
               "  boardrules-cli catan play|conformance ... (Catan)\n"
               "  boardrules-cli catan match PLAYER PLAYER [PLAYER [PLAYER]] [--games N] [--seed S] [--budget B]\n");
  return 2;
}

bool parsePosition(const char* hex, const char* turnText, Board& board, int& turn) {
  Result<Board> b = boardFromHex(hex);
  if (!b) {
    std::fprintf(stderr, "error: %s\n", b.message().c_str());
    return false;
  }
  if (!parseInt(turnText, 0, 1, turn)) {
    std::fprintf(stderr, "error: TURN must be 0 (black) or 1 (white), got '%s'\n", turnText);
    return false;
  }
  board = b.value();
  return true;
}

int runPerft(int argc, char** argv) {
  int depth = 0;
  if (argc != 3 && argc != 5) return usage();
  if (!parseInt(argv[2], 1, 8, depth)) {
    std::fprintf(stderr, "error: DEPTH must be 1..8, got '%s'\n", argv[2]);
    return 2;
  }
  Board board = defaultBoard();
  int turn = kBlack;
  if (argc == 5 && !parsePosition(argv[3], argv[4], board, turn)) return 2;
  const std::vector<uint64_t> counts = testkit::perft(board, turn, depth);
  for (int d = 1; d <= depth; ++d) std::printf("perft(%d) = %llu\n", d, static_cast<unsigned long long>(counts[d - 1]));
  return 0;
}

int runLegal(int argc, char** argv) {
  if (argc != 4) return usage();
  Board board{};
  int turn = 0;
  if (!parsePosition(argv[2], argv[3], board, turn)) return 2;
  std::vector<Word> words;
  generateBoardActions(board, turn, words);
  for (Word w : words) std::printf("%u\n", w);
  return 0;
}

int runConformance(int argc, char** argv) {
  if (argc != 3) return usage();
  return cli::runConformanceFile(argv[2], testkit::checkConformanceLine);
}

}  // namespace

int main(int argc, char** argv) {
  return cli::runSubcommand(argc, argv, 1, {
      {"perft", runPerft}, {"legal", runLegal}, {"conformance", runConformance},
      {"setup", cli::runSetup}, {"record", cli::runRecord}, {"bestmove", cli::runBestMove},
      {"match", cli::runMatch}, {"tactics", cli::runTactics}, {"tactics-make", cli::runTacticsMake},
      {"cotulenh", cli::runCotulenh}, {"catan", cli::runCatan}}, usage);
}
