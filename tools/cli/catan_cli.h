// The `catan` sub-command of boardrules-cli (argv[1] == "catan").
#pragma once

namespace boardrules::cli {
int runCatan(int argc, char** argv);
}
