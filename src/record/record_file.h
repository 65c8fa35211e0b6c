// Reading and writing record files. The format follows the file: a file that starts with
// the binary magic is binary, anything else is read as JSON. Writing picks binary for the
// ".rwr" extension and JSON otherwise. Writes go to PATH.tmp, are flushed and closed, then
// renamed over PATH, so PATH is never left half-written.
// Thread-safe: distinct paths may be used from distinct threads.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "record/record.h"

namespace rwd {

enum class RecordFormat { Json, Binary };

// Binary iff `path` ends in ".rwr".
RecordFormat record_format_for(const std::string& path);

// Parses bytes in either encoding (by the magic).
Result<GameRecord> parse_record(std::string_view bytes);

// Reads and parses PATH. Errors name the path and the problem.
Result<GameRecord> read_record_file(const std::string& path);

std::string encode_record(const GameRecord& r, RecordFormat format);

// Writes `r` to PATH atomically (see above). On error PATH is untouched and the temporary
// file is removed.
Status write_record_file(const std::string& path, const GameRecord& r);

// Writes `bytes` to PATH atomically.
Status write_file_atomic(const std::string& path, std::string_view bytes);

}  // namespace rwd
