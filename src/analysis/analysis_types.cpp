// The small functions of analysis.h's types: names, the coarse sample count, the cache key.
#include <algorithm>
#include <bit>

#include "analysis/analysis.h"
#include "core/hash.h"
#include "core/version.h"

namespace rwd {

const OptionResult* DecisionResult::find(int option) const {
  for (const OptionResult& o : options)
    if (o.option == option) return &o;
  return nullptr;
}

const char* decision_status_name(DecisionStatus s) {
  switch (s) {
    case DecisionStatus::Compared:
      return "compared";
    case DecisionStatus::Single:
      return "single";
    case DecisionStatus::Alike:
      return "alike";
  }
  return "compared";
}

int coarse_samples(const AnalysisConfig& cfg) {
  const int budget = std::max(1, cfg.budget);
  if (cfg.coarse > 0) return std::min(cfg.coarse, budget);
  return std::min(budget, std::clamp(budget / 8, 8, 16));
}

int single_samples(const AnalysisConfig& cfg) {
  const int budget = std::max(1, cfg.budget);
  return cfg.light ? budget : std::max(coarse_samples(cfg), budget / 4);
}

uint64_t analysis_key(uint64_t record_hash, const AnalysisConfig& cfg) {
  Hasher h;
  h.str("rewind-analysis");
  h.add(static_cast<int32_t>(kAnalysisVersion));
  h.str(kEngineVersion);
  h.str(kRulesVersion);
  h.add(record_hash);
  for (bool s : cfg.seats) h.add(static_cast<uint8_t>(s));
  h.add(static_cast<int32_t>(cfg.budget));
  h.add(static_cast<int32_t>(coarse_samples(cfg)));
  h.add(static_cast<uint8_t>(cfg.omniscient));
  h.add(static_cast<uint8_t>(cfg.light));
  h.add(static_cast<uint8_t>(cfg.per_turn));
  h.add(static_cast<int32_t>(cfg.turn_cap));
  h.add(static_cast<int32_t>(cfg.deadline_turn));
  h.add(static_cast<uint8_t>(cfg.deadline_winner));
  h.add(static_cast<int32_t>(cfg.max_candidates));
  for (double v : {cfg.prune_z, cfg.keep_played_z, cfg.mistake_loss, cfg.mistake_z, cfg.swing_min})
    h.add(std::bit_cast<uint64_t>(v));
  h.add(static_cast<int32_t>(cfg.max_turning_points));
  return h.digest();
}

}  // namespace rwd
