#include "records_commands.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "tribun/record_file.h"
#include "tribun/setup_code.h"
#include "tribun/tile_names.h"

namespace boardrules::cli {

using namespace boardrules::tribun;

namespace {

int setupUsage() {
  std::fprintf(stderr,
               "usage:\n"
               "  boardrules-cli setup decode CODE\n"
               "  boardrules-cli setup board BLACK_CODE WHITE_CODE [--flip-black] [--flip-white]\n");
  return 2;
}

int setupFailure(const SetupError& e) {
  std::fprintf(stderr, "error: %s: %s\n", setupErrorKindName(e.kind), describeSetupError(e).c_str());
  return 1;
}

}  // namespace

int runSetup(int argc, char** argv) {
  if (argc < 4) return setupUsage();
  const std::string sub = argv[2];
  if (sub == "decode" && argc == 4) {
    const SetupInfoOrError d = decodeSetup(argv[3]);
    if (d.error) return setupFailure(*d.error);
    const SetupInfo& s = *d.info;
    std::printf("code          %s\n", formatSetupCode(encodeSetup(s.masks).code).c_str());
    std::printf("tribunHeight  %d\narmySize      %d\n", s.tribunHeight, s.armySize);
    std::printf("tribTile      %lld\nmask1         0x%llx\nmask2         0x%llx\nmask3         0x%llx\n",
                static_cast<long long>(s.masks.tribTile), static_cast<unsigned long long>(s.masks.mask1),
                static_cast<unsigned long long>(s.masks.mask2), static_cast<unsigned long long>(s.masks.mask3));
    std::printf("units (white's side; black's stand point-mirrored):\n");
    for (const SetupUnit& u : s.units)
      std::printf("  %2d %-4s height %d%s\n", u.index, tileName(u.cid).c_str(), u.height, u.tribun ? " tribun" : "");
    return 0;
  }
  if (sub == "board" && argc >= 5) {
    SideSetup black{argv[3], false}, white{argv[4], false};
    for (int i = 5; i < argc; ++i) {
      const std::string flag = argv[i];
      if (flag == "--flip-black") black.flip = true;
      else if (flag == "--flip-white") white.flip = true;
      else return setupUsage();
    }
    const BoardOrError b = boardFromSetups(black, white);
    if (b.error) return setupFailure(*b.error);
    std::printf("%s\n", boardToHex(b.board).c_str());
    return 0;
  }
  return setupUsage();
}

int runRecord(int argc, char** argv) {
  if (argc != 4 || std::string(argv[2]) != "check") {
    std::fprintf(stderr, "usage:\n  boardrules-cli record check FILE\n");
    return 2;
  }
  std::ifstream in(argv[3], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "error: cannot read %s\n", argv[3]);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  const Result<GameRecord> r = parseRecord(text.str());
  if (!r) {
    std::fprintf(stderr, "%s: %s\n", argv[3], r.message().c_str());
    return 1;
  }
  const Game& g = r.value().game;
  std::printf("ok: %zu plies on the main line, %d positions in the tree, result %s\n", g.log().size(),
              g.history().size(), resultToken(g.state()).c_str());
  return 0;
}

}  // namespace boardrules::cli
