// Seed 001: coordinates, conversions, directions and boundary checks. Each TEST_CASE names the
// seed section it checks.
#include <set>

#include "cotulenh/board.h"
#include "cotulenh_test_support.h"

using namespace boardrules::cotulenh;
using cotulenh_test::seedRows;

namespace {
int sq(const std::string& alg) {
  auto r = algebraicToSquare(alg);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}
std::string alg(int square) {
  auto r = squareToAlgebraic(square);
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return r.value();
}
}  // namespace

TEST_CASE("cotulenh seed: Board Dimensions - 12 ranks x 11 files (132 playable squares), 16x16 mailbox") {
  CHECK(kFiles == 11);
  CHECK(kRanks == 12);
  CHECK(kMailboxSize == 256);
  int valid = 0;
  for (int s = 0; s < kMailboxSize; ++s) valid += isValidSquare(s);
  CHECK(valid == 132);
  CHECK(valid == kValidSquareCount);
  CHECK(sq("a1") == 176);
  CHECK(sq("k12") == 10);  // algebraic range a1 to k12
}

TEST_CASE("cotulenh seed: Square encoding formula - square = rank * 16 + file (examples)") {
  for (const auto& row : seedRows("encoding")) {
    CAPTURE(row[0]);
    CHECK(sq(row[0]) == std::stoi(row[1]));
    CHECK(alg(std::stoi(row[1])) == row[0]);
  }
  CHECK(makeSquare(4, 6) == 100);  // e6 (center) = 6*16 + 4
}

TEST_CASE("cotulenh seed: Rank Inversion System - internal_rank = 12 - display_rank (table)") {
  const auto rows = seedRows("rank");
  CHECK(rows.size() == 12);
  for (const auto& row : rows) {
    const int display = std::stoi(row[0]), internal = std::stoi(row[1]);
    CHECK(internalRank(display) == internal);
    const int s = makeSquare(0, internal);
    CHECK(getRank(s) == internal);
    CHECK(getRankNumber(s) == display);
    CHECK(alg(s) == "a" + row[0]);
  }
}

TEST_CASE("cotulenh seed: File and Rank Extraction - getFile, getRank, getRankNumber") {
  CHECK(getFile(100) == 4);
  CHECK(getRank(100) == 6);
  CHECK(getRankNumber(100) == 6);
  CHECK(getFile(186) == 10);
  CHECK(getRank(186) == 11);
  CHECK(getRankNumber(186) == 1);
  CHECK(getRankNumber(0) == 12);
}

TEST_CASE("cotulenh seed: algebraicToSquare examples - e6 -> 100, a12 -> 0, k1 -> 186") {
  CHECK(sq("e6") == 100);
  CHECK(sq("a12") == 0);
  CHECK(sq("k1") == 186);
}

TEST_CASE("cotulenh seed: squareToAlgebraic examples - 100 -> e6, 0 -> a12, 186 -> k1") {
  CHECK(alg(100) == "e6");
  CHECK(alg(0) == "a12");
  CHECK(alg(186) == "k1");
}

TEST_CASE("cotulenh conversions round-trip over all 132 squares and reject bad input") {
  std::set<int> seen;
  for (char f = 'a'; f <= 'k'; ++f)
    for (int r = 1; r <= 12; ++r) {
      const std::string a = std::string(1, f) + std::to_string(r);
      const int s = sq(a);
      CHECK(isValidSquare(s));
      CHECK(alg(s) == a);
      seen.insert(s);
    }
  CHECK(seen.size() == 132);
  for (const char* bad : {"", "e", "l1", "a0", "a13", "a01", "E6", "e6 ", "e-1", "e100", "ab"}) {
    CAPTURE(bad);
    CHECK_FALSE(algebraicToSquare(bad).isOk());
  }
  for (int bad : {-1, 11, 15, 192, 255, 256, 1000}) CHECK_FALSE(squareToAlgebraic(bad).isOk());
  CHECK(algebraicToSquare("l1").message() == "square 'l1': file must be a..k");
}

TEST_CASE("cotulenh seed: Movement Direction Offsets and Movement Examples from e6 (square 100)") {
  const auto rows = seedRows("direction");
  REQUIRE(rows.size() == 8);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(rows[i][0]);
    CHECK(kDirectionOffsets[i] == std::stoi(rows[i][1]));
    CHECK(100 + kDirectionOffsets[i] == std::stoi(rows[i][3]));
    CHECK(alg(100 + kDirectionOffsets[i]) == rows[i][2]);
    CHECK(isValidMove(100, 100 + kDirectionOffsets[i]));
  }
  CHECK(offsetOf(Direction::NorthEast) == offsetOf(Direction::North) + offsetOf(Direction::East));
  CHECK(offsetOf(Direction::SouthWest) == offsetOf(Direction::South) + offsetOf(Direction::West));
}

TEST_CASE("cotulenh seed: Quick Reference Tables - Corner Squares") {
  for (const auto& row : seedRows("corner")) {
    CAPTURE(row[0]);
    CHECK(sq(row[0]) == std::stoi(row[1]));
  }
}

TEST_CASE("cotulenh seed: Quick Reference Tables - Common Test Squares") {
  for (const auto& row : seedRows("testsquare")) {
    CAPTURE(row[0]);
    const int s = sq(row[0]);
    CHECK(s == std::stoi(row[1]));
    CHECK(getFile(s) == std::stoi(row[2]));
    CHECK(getRank(s) == std::stoi(row[3]));
    CHECK(getRankNumber(s) == std::stoi(row[4]));
  }
}

TEST_CASE("cotulenh seed: Valid Square Check - file < 11 && rank < 12") {
  CHECK(isValidSquare(0));
  CHECK(isValidSquare(186));
  CHECK_FALSE(isValidSquare(11));   // file 11
  CHECK_FALSE(isValidSquare(15));   // file 15
  CHECK_FALSE(isValidSquare(192));  // rank 12
  CHECK_FALSE(isValidSquare(-1));
  CHECK_FALSE(isValidSquare(256));
}

TEST_CASE("cotulenh seed: Boundary Detection - isValidMove detects wrapping") {
  const int k6 = sq("k6"), a6 = sq("a6");
  CHECK_FALSE(isValidMove(k6, k6 + 1));       // east of k is off the board (file 11)
  CHECK_FALSE(isValidMove(a6, a6 - 1));       // west of a6 is slot 95: file 15, off the board
  CHECK_FALSE(isValidMove(sq("a12"), 0 - 16)); // north off the top
  CHECK_FALSE(isValidMove(sq("k1"), 186 + 16)); // south off the bottom
  CHECK(isValidMove(sq("e6"), sq("e8")));
  CHECK(isValidMove(sq("e6"), sq("h9")));      // 3 files, 3 ranks
  CHECK_FALSE(isValidMove(sq("e6"), sq("i6"))); // file jump of 4
  CHECK_FALSE(isValidMove(sq("e2"), sq("e6"))); // rank jump of 4
  CHECK_FALSE(isValidMove(300, sq("e6")));      // from off the board
}

TEST_CASE("cotulenh seed: Common Mistakes - rank 12 is at top (e12 = 4, e1 = 180, not 4)") {
  CHECK(sq("e12") == 4);
  CHECK(sq("e1") == 180);
  CHECK(sq("e1") != 4);
}

TEST_CASE("cotulenh seed: Common Mistakes - stride is 16 (e6 -> e8 is -32) and file checks before +1") {
  CHECK(sq("e8") - sq("e6") == -32);
  CHECK(sq("e7") - sq("e6") == -16);
  const int k6 = sq("k6");
  CHECK(getFile(k6) == 10);  // max file is 10: +1 would leave the board
  CHECK_FALSE(isValidSquare(k6 + 1));
}

TEST_CASE("cotulenh seed: Common Mistakes - commanders e6 and e9 share a file, e6 and h9 do not") {
  CHECK(getFile(sq("e6")) == getFile(sq("e9")));
  CHECK(getFile(sq("e6")) != getFile(sq("h9")));
}

TEST_CASE("cotulenh seed: Memory Layout - 256 positions, 132 valid, ~51.6% utilization") {
  int valid = 0;
  for (int s = 0; s < 256; ++s) valid += isValidSquare(s);
  CHECK(valid == 132);
  CHECK(256 - valid == 124);
  CHECK(static_cast<double>(valid) / 256 == doctest::Approx(0.516).epsilon(0.001));
}
