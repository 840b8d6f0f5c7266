// Shared helpers of the fuzz targets. A broken invariant must stop the process with a message
// and abort(): libFuzzer then reports it as a crash and saves the input that caused it.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "tribun/board.h"

#define FUZZ_CHECK(cond, what)                                                              \
  do {                                                                                      \
    if (!(cond)) ::boardrules::fuzz::fail(__FILE__, __LINE__, #cond, std::string(what));   \
  } while (0)

namespace boardrules::fuzz {

[[noreturn]] inline void fail(const char* file, int line, const char* cond, const std::string& what) {
  std::fprintf(stderr, "\nINVARIANT VIOLATED at %s:%d\n  check: %s\n  detail: %s\n", file, line, cond,
               what.c_str());
  std::fflush(stderr);
  std::abort();
}

// Reads the input as a stream; past the end every read yields 0, so any byte string is a valid
// program for the target (no input is "too short" to be interesting).
class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  size_t remaining() const { return empty() ? 0 : size_ - pos_; }
  uint8_t byte() { return empty() ? 0 : data_[pos_++]; }
  uint32_t u32le() {
    uint32_t w = 0;
    for (int i = 0; i < 4; ++i) w |= static_cast<uint32_t>(byte()) << (8 * i);
    return w;
  }
  std::string_view rest() {
    std::string_view s(reinterpret_cast<const char*>(data_) + pos_, remaining());
    pos_ = size_;
    return s;
  }
  const uint8_t* cursor() const { return data_ + pos_; }
  void skip(size_t n) { pos_ += n; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

inline std::string hexWord(uint32_t w) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08X", w);
  return buf;
}

inline std::string boardHex(const tribun::Board& b) { return tribun::boardToHex(b); }

}  // namespace boardrules::fuzz
