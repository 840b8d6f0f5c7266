// boardrules-cli commands of the computer opponent: `bestmove` and `match`.
#pragma once

namespace boardrules::cli {

int runBestMove(int argc, char** argv);
int runMatch(int argc, char** argv);
int runTacticsMake(int argc, char** argv);  // tactics-make PER_KIND SEED
int runTactics(int argc, char** argv);      // tactics FILE [limits]

}  // namespace boardrules::cli
