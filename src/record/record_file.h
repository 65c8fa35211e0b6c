// Reading and writing record files. The format follows the file: a file that starts with
// the binary magic is binary, anything else is read as JSON. Writing picks binary for the
// ".rwr" extension and JSON otherwise. Every output of the CLI is written by
// write_file_atomic: to a new temporary file beside PATH, synced and closed, then renamed
// over PATH, so PATH is never left half-written.
// Thread-safe: distinct paths may be used from distinct threads.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "record/record.h"

namespace rwd {

enum class RecordFormat { Json, Binary };

// Binary iff `path` ends in ".rwr".
RecordFormat record_format_for(const std::string& path);

// Parses bytes in either encoding (by the magic).
Result<GameRecord> parse_record(std::string_view bytes);

// Reads and parses PATH. Errors name the path and the problem ("no such file", "is a
// directory", the parse error).
Result<GameRecord> read_record_file(const std::string& path);

std::string encode_record(const GameRecord& r, RecordFormat format);

// Writes `r` to PATH atomically (see above). On error PATH is untouched and the temporary
// file is removed.
Status write_record_file(const std::string& path, const GameRecord& r);

// Writes `bytes` to PATH atomically: the temporary file PATH.PID.tmp is created new (never
// an existing file), written, synced, closed and renamed over PATH. Errors: PATH is a
// directory, the folder is not writable, a write fails; PATH is then untouched.
Status write_file_atomic(const std::string& path, std::string_view bytes);

// Whether an output may be written to `out`: an error message, or "" when it may.
// Refused: `out` is one of `inputs` by file identity (another name or a link to it counts),
// unless it is `continued` (the input the output extends: `resume F --snapshot-out F`);
// `out` is a directory; `out` exists and `force` is false. `flag` names the option in
// messages ("--out").
std::string output_problem(const std::string& flag, const std::string& out,
                           const std::vector<std::string>& inputs, bool force,
                           const std::string& continued = "");

}  // namespace rwd
