// `boardrules-cli catan match`: computer players against each other (docs/CATAN-BOT.md).
#pragma once

namespace boardrules::cli {
// argv[1] == "catan", argv[2] == "match".
int runCatanMatch(int argc, char** argv);
}
