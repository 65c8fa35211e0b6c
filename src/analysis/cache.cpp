#include "analysis/cache.h"

#include <fstream>
#include <sstream>

#include "analysis/analysis_json.h"
#include "core/hash.h"
#include "record/record_file.h"

namespace rwd {

std::string analysis_cache_path(const std::string& record_path, const AnalysisConfig& cfg) {
  const std::string seat = cfg.seats[0] && cfg.seats[1] ? "both" : cfg.seats[1] ? "p2" : "p1";
  return record_path + ".analysis-" + seat + "-" + (cfg.omniscient ? "omniscient" : "view") +
         (cfg.light ? "-light" : "") + (cfg.per_turn ? "-per-turn" : "") + "-b" +
         std::to_string(cfg.budget) + ".json";
}

std::optional<Analysis> load_cached_analysis(const std::string& path, uint64_t key,
                                             std::string* why) {
  auto no = [&](const std::string& reason) -> std::optional<Analysis> {
    if (why) *why = reason;
    return std::nullopt;
  };
  std::ifstream in(path, std::ios::binary);
  if (!in) return no("no stored analysis");
  std::ostringstream text;
  text << in.rdbuf();
  Result<Analysis> a = decode_analysis_json(text.str());
  if (!a) return no(path + ": " + a.message());
  if (a->key != key) return no(path + ": made with key " + hex64(a->key) + ", not " + hex64(key));
  if (!a->complete) return no(path + ": incomplete");
  return std::move(*a);
}

Status store_analysis(const std::string& path, const Analysis& a) {
  return write_file_atomic(path, encode_analysis_json(a));
}

}  // namespace rwd
