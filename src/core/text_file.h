// Reading a whole text file. Thread-safe: a pure function of the file system.
#pragma once

#include <string>

#include "core/status.h"

namespace rwd {

// The file's bytes. Error "cannot read file: PATH" if it cannot be opened or read.
Result<std::string> read_text_file(const std::string& path);

}  // namespace rwd
