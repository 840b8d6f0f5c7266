#pragma once
// A command's subcommands by name: `boardrules-cli cotulenh match ...` runs the entry named by
// argv[at]; a missing or unknown name prints the command's usage.
#include <initializer_list>
#include <string_view>

namespace boardrules::cli {

using CommandFn = int (*)(int argc, char** argv);

struct Subcommand {
  std::string_view name;
  CommandFn run;
};

inline int runSubcommand(int argc, char** argv, int at, std::initializer_list<Subcommand> table, int (*usage)()) {
  if (argc <= at) return usage();
  for (const Subcommand& c : table)
    if (argv[at] == c.name) return c.run(argc, argv);
  return usage();
}

}  // namespace boardrules::cli
