// The `cotulenh` sub-command of boardrules-cli (argv[1] == "cotulenh").
#pragma once

namespace boardrules::cli {
int runCotulenh(int argc, char** argv);
}
