// One analysed decision while the analysis runs: the frame, the candidate options, and every
// playout outcome so far, one per (candidate, sample). analyse() prepares one per decision,
// runs sample ranges of it (possibly on several threads at once: distinct ranges write
// distinct elements), plans its refinement after the screening pass and reads its result.
// Thread-safe: run_samples on disjoint sample ranges of one DecisionWork may run
// concurrently; everything else needs the caller's exclusive access.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "analysis/playout.h"

namespace rwd {

struct DecisionWork {
  explicit DecisionWork(const Game& g) : frame(g) {}
  Game frame;
  PlayerId seat = PlayerId::None;
  std::string snapshot;  // omniscient: frame.snapshot()
  uint64_t key = 0;      // the samples' seed base: from the seat's view, or the state hash
  // Display fields of the result.
  std::string step, kind, prompt;
  int legal = 0;
  // The candidates, in option order; `played` and `policy` are indexes into them.
  std::vector<Option> cand;
  std::vector<int> number;
  std::vector<std::string> label;
  int played = -1;
  int policy = -1;
  DecisionStatus status = DecisionStatus::Compared;
  int budget = 0;               // samples per candidate at most: the row length of `score`
  std::vector<double> score;    // [c * budget + s]
  std::vector<uint8_t> capped;  // [c * budget + s]
  std::vector<uint8_t> active;  // the candidates the current pass plays
  std::vector<uint8_t> pruned;  // dropped after the screening pass
  std::vector<int> samples;     // samples of each candidate completed
  bool refined = false;

  const double* row(int c) const { return score.data() + static_cast<size_t>(c) * budget; }
};

// The decision at `frame` (its pending decision, answered by option `played`), ready to be
// sampled. REQUIRES: the game is not over; 0 <= played < its options' size.
DecisionWork prepare_decision(const Game& frame, int played, const AnalysisConfig& cfg);

// Plays samples [s0, s1) of every active candidate. REQUIRES: s1 <= w.budget.
void run_samples(DecisionWork& w, int s0, int s1, const AnalysisConfig& cfg);

// Marks samples [0, upto) of every active candidate as completed.
void complete_samples(DecisionWork& w, int upto);

// After the screening pass: Single and Alike decisions refine only the played option; the
// others drop options clearly worse than the best so far (prune_z paired SEs; never the
// played or the policy option).
void plan_refinement(DecisionWork& w, const AnalysisConfig& cfg);

// How much the samples so far say is at stake: the largest difference between a candidate's
// chance and the played option's.
double coarse_stake(const DecisionWork& w);

// The result from the samples completed so far (rounded, see stats.h).
DecisionResult decision_result(const DecisionWork& w, const AnalysisConfig& cfg);

}  // namespace rwd
