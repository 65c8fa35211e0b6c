// Structured log lines on stderr: one JSON object per line with "event" and the fields
// given ({"event":"listening","port":8080}). Thread-safe: lines never interleave.
#pragma once

#include <nlohmann/json.hpp>

namespace rwd {

// `fields` must be a JSON object; "event" is added. Silenced by set_log_quiet(true).
void log_line(const char* event, nlohmann::json fields = nlohmann::json::object());
void set_log_quiet(bool quiet);

}  // namespace rwd
