// The JSON form of an Analysis: what `rewind analyse --json` prints, what the cache file
// beside a record holds, and what a front end reads (docs/analysis.md lists the fields).
// Deterministic: equal analyses give equal text (the thread count is not written, so
// analyses run on any number of threads give the same bytes).
// Thread-safe: pure functions.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "analysis/analysis.h"
#include "core/status.h"

namespace rwd {

nlohmann::json analysis_to_json(const Analysis& a);
// analysis_to_json(a).dump() with a final newline.
std::string encode_analysis_json(const Analysis& a);

// Parses what encode_analysis_json wrote. Errors name the field ("analysis JSON:
// decisions[3].before.chance: expected a number"); never throws. The thread count reads
// back as 1.
Result<Analysis> decode_analysis_json(std::string_view text);

}  // namespace rwd
