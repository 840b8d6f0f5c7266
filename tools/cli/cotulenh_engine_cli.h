// boardrules-cli cotulenh bestmove|match: the CoTuLenh computer opponent from the command line.
#pragma once

namespace boardrules::cli {
int cotulenhBestmove(int argc, char** argv);
int cotulenhMatch(int argc, char** argv);
}  // namespace boardrules::cli
