// The analysis stored beside its record, so it is computed once: RECORD.analysis-SEAT-MODE
// [-light][-per-turn]-bBUDGET.json (SEAT p1, p2 or both; MODE view or omniscient), the JSON of
// analysis_json.h. A stored analysis is used only if it is complete and its key equals the
// key asked for (analysis_key: the record hash, the settings, the engine, rules and analysis
// versions), so a changed record, setting or engine recomputes and overwrites it.
// Thread-safe: distinct paths may be used from distinct threads.
#pragma once

#include <optional>
#include <string>

#include "analysis/analysis.h"
#include "core/status.h"

namespace rwd {

std::string analysis_cache_path(const std::string& record_path, const AnalysisConfig& cfg);

// The analysis stored at `path` if there is one with `key`; otherwise nullopt, and `why`
// (optional) says why: no file, unreadable, another key, incomplete.
std::optional<Analysis> load_cached_analysis(const std::string& path, uint64_t key,
                                             std::string* why = nullptr);

// Writes `a` to `path` atomically (record/record_file.h). Errors name the path.
Status store_analysis(const std::string& path, const Analysis& a);

}  // namespace rwd
