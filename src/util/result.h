// Error reporting without exceptions: the engine runs in WebAssembly, where exceptions are costly,
// and every rejection must carry a message that names the offending cid, byte or bit.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace boardrules {

struct Error {
  std::string message;
};

// Success or an Error. `Status::ok()` is the success value.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Error e) : error_(std::move(e.message)), failed_(true) {}  // NOLINT: implicit by design
  static Status ok() { return {}; }
  bool isOk() const { return !failed_; }
  explicit operator bool() const { return !failed_; }
  const std::string& message() const { return error_; }

 private:
  std::string error_;
  bool failed_ = false;
};

// A value or an Error.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : v_(std::move(error)) {}  // NOLINT: implicit by design
  bool isOk() const { return v_.index() == 0; }
  explicit operator bool() const { return isOk(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const std::string& message() const { return std::get<1>(v_).message; }
  Status status() const { return isOk() ? Status::ok() : Status(std::get<1>(v_)); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace boardrules
