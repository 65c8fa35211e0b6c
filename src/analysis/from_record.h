// The input of an analysis from a game record: the record's first frame, its inputs, its
// record hash and deck names. Thread-safe: pure functions (Replay::at is const).
#pragma once

#include "analysis/analysis.h"
#include "core/status.h"
#include "record/replay.h"

namespace rwd {

// Errors: the first frame cannot be rebuilt (naming the problem).
Result<AnalysisInput> analysis_input(const Replay& replay);

}  // namespace rwd
