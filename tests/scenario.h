// Scenario files: a board, the answers, and the expected log lines and outcomes of one rules
// situation (format in docs/scenarios.md). Thread-safe: pure functions.
#pragma once

#include <string>
#include <vector>

#include "cards/card_db.h"
#include "core/status.h"

namespace rwd {

struct ScenarioResult {
  bool passed = false;
  std::vector<std::string> failures;  // one line per failed expectation
  std::vector<std::string> log;       // every event line, for diagnosis
};

// Runs the scenario text against `db`. Malformed scenario text is an error (not a failure).
Result<ScenarioResult> run_scenario(const std::string& text, const std::string& source, const CardDb& db);

}  // namespace rwd
