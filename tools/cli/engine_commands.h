// boardrules-cli commands of the computer opponent: `bestmove` and `match`.
#pragma once

namespace boardrules::cli {

int runBestMove(int argc, char** argv);
int runMatch(int argc, char** argv);

}  // namespace boardrules::cli
