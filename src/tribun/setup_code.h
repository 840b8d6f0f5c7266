// Setup codes (docs/rules/tribun-setup-codes.md, compatible with the rule authors' public app):
// a 16-character base-37 code for one side's army in its 37-tile setup area, and the start
// board built from two codes. Errors are structured (kind + the fields of the spec) so callers
// can branch on the kind and show the details.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tribun/board.h"

namespace boardrules::tribun {

inline constexpr int kSetupIndices = 37;
inline constexpr int kSetupCodeLength = 16;

// What a code holds: the tribun's index and three bitmaps (bit i = setup index i).
struct SetupMasks {
  int64_t tribTile = 0;  // wide so out-of-range inputs can be reported, not truncated
  uint64_t mask1 = 0, mask2 = 0, mask3 = 0;
  friend bool operator==(const SetupMasks&, const SetupMasks&) = default;
};

enum class SetupErrorKind : uint8_t {
  // validation (spec section 3), in checking order
  OutOfRangeTribTile,
  MaskOutOfRange,
  Overlap,
  TribTileNotOccupied,
  TribTileMultipleHeights,
  TriangleEqualUnits,
  Payment2For3Fail,
  Payment1For2Fail,
  // decoding (section 4)
  InvalidCode,
  OutOfRangePayload,
  DecodedSetupInvalid,
  // building a board with lobby constraints (section 5)
  SetupRequired,
  InvalidHash,
  TribunHeightNotAllowed,
  ArmySizeTooSmall,
  ArmySizeTooLarge,
};
const char* setupErrorKindName(SetupErrorKind kind);  // "TRIANGLE_EQUAL_UNITS", ...

struct SetupError {
  SetupErrorKind kind = SetupErrorKind::InvalidCode;
  // Fields of the kind (the rest stay at their defaults):
  int mask = 0;                     // MASK_OUT_OF_RANGE: 1, 2 or 3
  int tile = 0;                     // OVERLAP: lowest index in two masks
  int64_t tribTile = 0;             // OUT_OF_RANGE_TRIB_TILE, TRIB_TILE_*
  int center = 0;                   // TRIANGLE_EQUAL_UNITS
  bool up = true;                   //   orientation UP / DOWN
  std::array<int, 3> vertices{};    //   in direction order
  std::string unit;                 //   "1", "2T", ...
  int n1 = 0, n2 = 0, n3 = 0;       // PAYMENT_*
  int side = -1;                    // board building: kBlack / kWhite
  int value = 0;                    // TRIBUN_HEIGHT_NOT_ALLOWED: height; ARMY_SIZE_*: size
  int limit = 0;                    // ARMY_SIZE_*: the bound
  std::vector<SetupError> details;  // DECODED_SETUP_INVALID, INVALID_HASH: the cause (one)
};
std::string describeSetupError(const SetupError& e);  // a sentence for people

struct SetupUnit {
  int index = 0;  // 0..36
  int cid = 0;    // white's view
  int height = 0;
  bool tribun = false;
};

// A valid setup's characteristics and units (index order).
struct SetupInfo {
  SetupMasks masks;
  int tribunHeight = 0;
  int armySize = 0;
  std::vector<SetupUnit> units;
};

struct SetupCheck {
  std::optional<SetupError> error;  // the first failing rule
  int tribunHeight = 0;             // when valid
  int armySize = 0;
};

// White's cid of setup index i (0..36).
int setupIndexCid(int index);

SetupCheck validateSetup(const SetupMasks& masks);

struct SetupInfoOrError {
  std::optional<SetupInfo> info;
  std::optional<SetupError> error;
};
SetupInfoOrError describeSetup(const SetupMasks& masks);  // validate + units

struct CodeOrError {
  std::string code;  // 16 characters when valid
  std::optional<SetupError> error;
};
CodeOrError encodeSetup(const SetupMasks& masks);
SetupInfoOrError decodeSetup(std::string_view code);

// "TRADITIONALSETUP" -> "TRAD ITIO NALS ETUP" (whitespace removed, upper-cased first; any
// other text is grouped as it is).
std::string formatSetupCode(std::string_view code);

struct SideSetup {
  std::string code;  // empty: SETUP_REQUIRED
  bool flip = false;
};
struct LobbyConstraints {
  std::array<bool, 3> tribunHeightAllowed{true, true, true};  // heights 1, 2, 3
  int minArmySize = 0;
  int maxArmySize = 1 << 30;
};
struct BoardOrError {
  Board board{};
  std::optional<SetupError> error;
};
BoardOrError boardFromSetups(const SideSetup& black, const SideSetup& white,
                             const LobbyConstraints& constraints = {});

}  // namespace boardrules::tribun
