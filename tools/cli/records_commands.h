// boardrules-cli commands for Tribun records: setup codes and game files.
#pragma once

namespace boardrules::cli {

// setup decode CODE | setup board BLACK_CODE WHITE_CODE [--flip-black] [--flip-white]
int runSetup(int argc, char** argv);
// record check FILE
int runRecord(int argc, char** argv);

}  // namespace boardrules::cli
