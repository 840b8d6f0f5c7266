#include "tribun/time_control.h"

#include <cctype>
#include <vector>

namespace boardrules::tribun {

namespace {

constexpr const char* kForm = "give <initial ms>+<increment ms> [buffer <ms>] [max <ms>], or - for none";

std::vector<std::string_view> splitBlanks(std::string_view text) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    const size_t from = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > from) out.push_back(text.substr(from, i - from));
  }
  return out;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A whole number of milliseconds: digits only, at most kMaxTimeControlMs.
Result<int64_t> milliseconds(std::string_view what, std::string_view digits) {
  if (digits.empty()) return Error{"TimeControl: the " + std::string(what) + " is missing; " + kForm};
  int64_t value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9')
      return Error{"TimeControl: the " + std::string(what) + " \"" + std::string(digits) + "\" is not a whole number of milliseconds"};
    if (value > (kMaxTimeControlMs - (c - '0')) / 10)
      return Error{"TimeControl: the " + std::string(what) + " " + std::string(digits) + " ms is more than " +
                   std::to_string(kMaxTimeControlMs)};
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

Result<std::optional<ClockConfig>> parseTimeControl(std::string_view text) {
  const std::vector<std::string_view> parts = splitBlanks(text);
  if (parts.empty()) return Error{std::string("TimeControl is empty: ") + kForm};
  if (parts.size() == 1 && parts[0] == "-") return std::optional<ClockConfig>();
  ClockConfig config;
  const std::string_view first = parts[0];
  const size_t plus = first.find('+');
  Result<int64_t> initial = milliseconds("initial time", first.substr(0, plus));
  if (!initial) return Error{initial.message()};
  config.initialMs = initial.value();
  if (plus != std::string_view::npos) {
    Result<int64_t> increment = milliseconds("increment", first.substr(plus + 1));
    if (!increment) return Error{increment.message()};
    config.incrementMs = increment.value();
  }
  bool sawBuffer = false, sawMax = false;
  for (size_t i = 1; i < parts.size(); i += 2) {
    const std::string key = lower(parts[i]);
    if (key != "buffer" && key != "max")
      return Error{"TimeControl: unknown part \"" + std::string(parts[i]) + "\" (expected buffer or max); " + kForm};
    bool& seen = key == "buffer" ? sawBuffer : sawMax;
    if (seen) return Error{"TimeControl: " + key + " is given twice"};
    if (key == "buffer" && sawMax) return Error{"TimeControl: buffer comes before max"};
    seen = true;
    if (i + 1 >= parts.size()) return Error{"TimeControl: " + key + " needs a number of milliseconds"};
    Result<int64_t> value = milliseconds(key == "buffer" ? "buffer" : "maximum game time", parts[i + 1]);
    if (!value) return Error{value.message()};
    (key == "buffer" ? config.bufferMs : config.maxGameMs) = value.value();
  }
  if (const Status valid = validateClockConfig(config); !valid) return Error{"TimeControl: " + valid.message()};
  return std::optional<ClockConfig>(config);
}

std::string formatTimeControl(const ClockConfig& c) {
  std::string out = std::to_string(c.initialMs) + "+" + std::to_string(c.incrementMs);
  if (c.bufferMs > 0) out += " buffer " + std::to_string(c.bufferMs);
  if (c.maxGameMs > 0) out += " max " + std::to_string(c.maxGameMs);
  return out;
}

}  // namespace boardrules::tribun
