// The text report of an analysis (`rewind analyse` without --json): a header, the coach's
// note, and one line per analysed decision with the chance before it, the option played
// and the option preferred, each with its standard error, and the loss.
// Thread-safe: pure functions.
#pragma once

#include <string>

#include "analysis/analysis.h"

namespace rwd {

// The coach's note: the analysis's notes, one per line, indented.
std::string notes_text(const Analysis& a);
// The whole report. `source` names the record in the header.
std::string analysis_text(const Analysis& a, const std::string& source);

}  // namespace rwd
