#include <doctest/doctest.h>

#include <array>
#include <random>
#include <vector>

#include "tribun/board.h"
#include "tribun/unit.h"

using namespace boardrules::tribun;

namespace {
Unit decoded(uint8_t b) { return decodeUnitUnchecked(b); }
}  // namespace

TEST_CASE("tribun unit byte: layout and codec") {
  // bits 0-2 pIndex, 3-5 sIndex, 6 colour, 7 tribun
  CHECK(encodeUnitUnchecked({kBlack, false, 1, 0}) == 0x01);
  CHECK(encodeUnitUnchecked({kWhite, false, 2, 0}) == 0x42);
  CHECK(encodeUnitUnchecked({kBlack, true, 1, 0}) == 0x81);
  CHECK(encodeUnitUnchecked({kWhite, false, 4, 8}) == (0x40 | 6 << 3 | 4));
  CHECK(encodeUnitUnchecked({kBlack, false, 6, 0}) == 5);
  CHECK(encodeUnitUnchecked({kBlack, false, 8, 0}) == 6);
  int valid = 0;
  for (int b = 1; b < 256; ++b) {
    auto r = decodeUnit(static_cast<uint8_t>(b));
    if (!r) continue;
    ++valid;
    auto back = encodeUnit(r.value());
    REQUIRE(back.isOk());
    CHECK(back.value() == b);
  }
  // 2 colours x (6 plain heights + 6 tribuns + slaves satisfying SP)
  CHECK(valid > 24);
  CHECK(decodeUnit(0).value().p == 0);
}

TEST_CASE("tribun unit byte: every kind of invalid byte is named") {
  CHECK(decodeUnit(0x07).message().find("primary height index (bits 0-2) is 7") != std::string::npos);
  CHECK(decodeUnit(0x39).message().find("secondary height index (bits 3-5) is 7") != std::string::npos);
  CHECK(decodeUnit(0x40).message().find("primary height is 0") != std::string::npos);  // colour bit only
  CHECK(decodeUnit(0x08).message().find("primary height is 0") != std::string::npos);  // p = 0, s > 0
  CHECK(decodeUnit(0x81 | 1 << 3).message().find("tribun (bit 7) cannot carry a slave") != std::string::npos);
  CHECK(decodeUnit(static_cast<uint8_t>(5 | 1 << 3)).message().find("slave property") != std::string::npos);  // p=6 s=1
  CHECK(decodeUnit(static_cast<uint8_t>(1 | 3 << 3)).message().find("slave property") != std::string::npos);  // p=1 s=3
  CHECK(decodeUnit(static_cast<uint8_t>(1 | 2 << 3)).isOk());                                                  // p=1 s=2
  CHECK(encodeUnit({kBlack, false, 5, 0}).message().find("not one of") != std::string::npos);
  CHECK(encodeUnit({2, false, 1, 0}).message().find("colour") != std::string::npos);
  CHECK(encodeUnit({kBlack, true, 2, 1}).message().find("tribun") != std::string::npos);
}

TEST_CASE("tribun normalization: every case of tribun.md section 2") {
  // 1. invalid primaries round down
  CHECK(decoded(normalizeUnit(kBlack, false, 5, 0)).p == 4);
  CHECK(decoded(normalizeUnit(kBlack, false, 7, 0)).p == 6);
  CHECK(normalizeUnit(kBlack, false, 0, 0) == 0);
  CHECK(normalizeUnit(kBlack, false, -3, 0) == 0);
  CHECK(normalizeUnit(kBlack, true, 0, 0) == 0);  // no tribun stays on an empty tile
  // valid heights unchanged, tribun kept
  CHECK(normalizeUnit(kWhite, true, 3, 0) == encodeUnitUnchecked({kWhite, true, 3, 0}));
  // 2. SP broken -> primary dropped -> 3. slave liberated: colour flips, tribun cleared
  CHECK(normalizeUnit(kBlack, false, 6, 2) == encodeUnitUnchecked({kWhite, false, 2, 0}));  // p > 4
  CHECK(normalizeUnit(kBlack, false, 1, 4) == encodeUnitUnchecked({kWhite, false, 4, 0}));  // 2p < s
  CHECK(normalizeUnit(kBlack, false, 5, 8) == encodeUnitUnchecked({kBlack, false, 4, 8}));  // 5 -> 4, SP holds
  CHECK(normalizeUnit(kWhite, false, 7, 1) == encodeUnitUnchecked({kBlack, false, 1, 0}));  // 7 -> 6 breaks SP
  // 3. lone slave liberates
  CHECK(normalizeUnit(kWhite, false, 0, 3) == encodeUnitUnchecked({kBlack, false, 3, 0}));
  CHECK(normalizeUnit(kBlack, true, 0, 2) == encodeUnitUnchecked({kWhite, false, 2, 0}));
  // SP holds: nothing changes
  CHECK(normalizeUnit(kBlack, false, 2, 4) == encodeUnitUnchecked({kBlack, false, 2, 4}));
}

TEST_CASE("tribun board validation: every invalid board kind has its own error") {
  Board ok = defaultBoard();
  CHECK(validateBoard(ok).isOk());
  CHECK(validateBoard(std::span<const uint8_t>(ok.data(), 120)).message().find("121 bytes") != std::string::npos);
  Board b = ok;
  b[6] = 0x01;  // cid 6 = (-5,1) is off board
  CHECK(validateBoard(b).message().find("cid 6 is off the board (-5,1)") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = 0x07;
  CHECK(validateBoard(b).message().find("reserved") != std::string::npos);
  CHECK(validateBoard(b).message().find("cid 60") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = 0x81 | 1 << 3;
  CHECK(validateBoard(b).message().find("cannot carry a slave") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = 0x80;  // tribun flag with p = 0
  CHECK(validateBoard(b).message().find("primary height is 0") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = static_cast<uint8_t>(5 | 1 << 3);
  CHECK(validateBoard(b).message().find("slave property") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = 0x08;  // p = 0, s > 0
  CHECK(validateBoard(b).message().find("primary height is 0") != std::string::npos);
  b = ok;
  b[cidOf({0, 0})] = 0x81;  // a second black tribun
  CHECK(validateBoard(b).message().find("two black tribuns") != std::string::npos);
  Board none{};
  CHECK(validateBoard(none).isOk());  // tutorials may have no tribun
}

TEST_CASE("tribun unit byte: the fast storable test agrees with the rules on all 256 bytes") {
  // Independent of both: the storable bytes are 0x00 and the encodings of every legal unit.
  std::array<bool, 256> legal{};
  legal[0] = true;
  for (int color : {kBlack, kWhite})
    for (bool tribun : {false, true})
      for (int p : {1, 2, 3, 4, 6, 8})
        for (int s : {0, 1, 2, 3, 4, 6, 8})
          if (!(tribun && s) && slavePropertyHolds(p, s)) legal[encodeUnitUnchecked({color, tribun, p, s})] = true;
  for (int b = 0; b < 256; ++b) {
    CAPTURE(b);
    CHECK(isStorableUnitByte(static_cast<uint8_t>(b)) == legal[b]);
    CHECK(validateUnitByte(static_cast<uint8_t>(b)).isOk() == legal[b]);
  }
}

TEST_CASE("tribun board validation: the fast path accepts exactly the boards the full scan accepts") {
  std::mt19937 rng(7);
  std::vector<uint8_t> plain;  // storable bytes without the tribun flag
  for (int b = 1; b < 128; ++b)
    if (isStorableUnitByte(static_cast<uint8_t>(b))) plain.push_back(static_cast<uint8_t>(b));
  int accepted = 0;
  for (int round = 0; round < 5000; ++round) {
    Board b{};
    for (uint8_t cid : boardCids())
      if (rng() % 3) b[cid] = plain[rng() % plain.size()];
    for (int k = static_cast<int>(rng() % 4); k > 0; --k)  // 0-3 tribuns, of either colour
      b[boardCids()[rng() % kTileCount]] = static_cast<uint8_t>(0x80 | (rng() % 2) << 6 | (1 + rng() % 6));
    if (rng() % 4 == 0) b[rng() % kCidSpace] = static_cast<uint8_t>(rng());  // any byte, any cid
    bool expected = true;
    int tribuns[2] = {0, 0};
    for (int cid = 0; cid < kCidSpace; ++cid) {
      if (!b[cid]) continue;
      expected = expected && isValidCid(cid) && validateUnitByte(b[cid]).isOk();
      tribuns[colorOf(b[cid])] += isTribunByte(b[cid]);
    }
    expected = expected && tribuns[0] <= 1 && tribuns[1] <= 1;
    CAPTURE(round);
    CHECK(validateBoard(b).isOk() == expected);
    accepted += expected;
  }
  CHECK(accepted > 100);  // the generator reaches both answers
  CHECK(accepted < 4900);
}

TEST_CASE("tribun board: hex round trip and the default position") {
  const Board& start = defaultBoard();
  auto back = boardFromHex(boardToHex(start));
  REQUIRE(back.isOk());
  CHECK(back.value() == start);
  int black = 0, white = 0, tribuns = 0;
  for (uint8_t b : start) {
    if (!b) continue;
    (colorOf(b) == kBlack ? black : white)++;
    tribuns += isTribunByte(b);
  }
  CHECK(black == 21);
  CHECK(white == 21);
  CHECK(tribuns == 2);
  CHECK(start[cidOf({-5, -5})] == 0x81);
  CHECK(start[cidOf({5, 5})] == 0xC1);
  CHECK(boardFromHex("zz").message().find("242 digits") != std::string::npos);
  std::string bad = boardToHex(start);
  bad[10] = 'g';
  CHECK(boardFromHex(bad).message().find("position 10") != std::string::npos);
}
