// The JSON record encoding: for people and agents. One object; the inputs as
// [["p1", 0], ["p2", 3], ...]; hashes as 16-hex-digit strings; the start snapshot as
// base64. Field list in docs/game-record.md. Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "record/record.h"

namespace rwd {

// Deterministic text, one field per line (inputs ten to a line). Inputs whose player is
// unknown (PlayerId::None, from a binary record not yet replayed) are written as null.
std::string encode_record_json(const GameRecord& r);

// Parses and checks a JSON record: every field's type and range, nesting depth, the format
// marker and version, and record_shape_error. Errors name the field ("record JSON: inputs[12]:
// player must be \"p1\", \"p2\" or null"). Never throws.
Result<GameRecord> decode_record_json(std::string_view text);

}  // namespace rwd
