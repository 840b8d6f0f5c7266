// Plain data of the board-as-graph model (seed 002): zone definitions, tokens, diagnostics, and
// the size limits that keep memory bounded whatever a caller passes in.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace boardrules::spatial {

// Hard limits. Anything larger is refused with an error naming the limit, so a hostile or
// mistaken input cannot make the engine allocate without bound.
inline constexpr std::size_t kMaxZones = 100000;
inline constexpr std::size_t kMaxAdjacencyRefs = 1000000;  // sum of all adjacentTo lengths
inline constexpr std::size_t kMaxZoneIdLength = 256;
inline constexpr std::size_t kMaxTokens = 1000000;
inline constexpr std::size_t kMaxDiagnostics = 1000;  // then one SPATIAL_DIAGNOSTICS_TRUNCATED

struct ZoneDef {
  std::string id;
  // Absent and empty both mean an isolated zone.
  std::optional<std::vector<std::string>> adjacentTo;
  std::string owner = "none";
  std::string visibility = "public";
  std::string ordering = "set";
};

struct Token {
  std::string id;
  std::string kind;
  std::string owner;
  friend bool operator==(const Token&, const Token&) = default;
};

enum class Severity { Error, Warning };

inline const char* severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string code;     // stable machine-readable code, e.g. SPATIAL_DANGLING_REF
  std::string path;     // where in the input, e.g. zones[2].adjacentTo[0]
  std::string message;  // names the zones involved
  std::string suggestion;                 // how to fix it, may be empty
  std::vector<std::string> alternatives;  // closest existing zone ids for a dangling reference
};

}  // namespace boardrules::spatial
