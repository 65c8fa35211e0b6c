// `rewind replay FILE --info`: a record's header in brief, its own record hash, who
// answered its inputs, and its ancestry: the parent recorded in a fork is looked for among
// the records in the search folders (by default FILE's folder), then that record's parent,
// and so on. Thread-safe: reads files; one call at a time per output stream.
#pragma once

#include <string>
#include <vector>

#include "record/record.h"

namespace rwd {

// Prints the info of `rec` (read from `file`) to stdout, text or one JSON object. Returns
// the exit code (0; the ancestry may be incomplete, which the output says).
int print_record_info(const GameRecord& rec, const std::string& file,
                      const std::vector<std::string>& search_dirs, bool json);

}  // namespace rwd
