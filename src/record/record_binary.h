// The binary record encoding: compact, for bulk use (`rewind sim --record-dir`). Inputs
// cost one byte each while option numbers stay below 128 (a LEB128 varint; the acting
// player is not stored: it is pending().player on replay). Layout in docs/game-record.md.
// Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "record/record.h"

namespace rwd {

inline constexpr char kRecordBinaryMagic[4] = {'R', 'W', 'R', 'C'};

// Deterministic: equal records give equal bytes. Inputs' players are not written.
std::string encode_record_binary(const GameRecord& r);

// Parses and checks a binary record: magic, format version, every length against the
// bytes that remain and against the limits in record.h, the checksum trailer, and
// record_shape_error. Inputs come back with player PlayerId::None (unknown until
// replayed). `verify_checksum` = false skips only the trailer comparison (for fuzzing).
Result<GameRecord> decode_record_binary(std::string_view bytes, bool verify_checksum = true);

// True iff `bytes` begins with the binary magic.
bool looks_binary_record(std::string_view bytes);

}  // namespace rwd
