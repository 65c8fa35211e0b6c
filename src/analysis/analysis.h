// Replay analysis (issue 19): for every decision of the chosen seat(s) in a finished game,
// the estimated chance to win before the decision, with the option played, and with the
// option the analysis prefers, each with its standard error; the loss in chance; the
// turning points of the game and a coach's note. docs/analysis.md says what the numbers
// mean.
//
// How a chance is estimated. A sample is one draw of everything the seat could not know at
// the decision (SeatHandle::determinized: the opponent's hand and both library orders, the
// RNG), or with `omniscient` the true hands with only the libraries reshuffled (the luck of
// the draws to come is never knowledge). From a sample, each candidate option is applied
// and the game is played to its end by the heuristic policy for both seats (a playout);
// won playouts count 1, drawn 1/2, lost 0. A playout still going `turn_cap` turns after the
// decision's turn is scored by the board evaluation squashed into [0, 1] and counted in
// `capped`. Every option of a decision is played from the same samples (common random
// numbers), so the loss in chance is a mean of paired differences with a small error.
//
// Order of work, so the big swings come first: a first look plays a few samples of every
// candidate of every decision; a screening pass brings every candidate to `coarse` samples
// (the decisions with most at stake first), which shows the decisions where no option
// changes an outcome (alike: only the played option is estimated further, to
// single_samples) and the options clearly worse than the best (dropped); the refinement
// brings the rest to `budget` samples, again the most at stake first. The progress hook
// sees the first look's turning points and then each decision as a pass finishes it.
//
// Reproducible: the seed of sample s of a decision derives from what the seat knows there
// (a hash of its view; with `omniscient`, the state hash) and s, never from the thread
// count, the order of work or time, and results are summed in a fixed order. So the same
// input and configuration give the same Analysis, byte for byte in JSON, for any `threads`.
// In the seat's-view mode an analysis depends only on what the seat could know: swapping
// the opponent's hidden cards changes nothing.
//
// Thread-safe: analyse() may run on several threads for distinct inputs; it starts its own
// worker threads and joins them before returning. Hooks are called on the calling thread.
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "game/game.h"

namespace rwd {

// The analysis algorithm's own version: part of every cache key, raised whenever the same
// input and configuration would give different numbers.
inline constexpr int kAnalysisVersion = 1;
inline constexpr int kDefaultAnalysisBudget = 128;

struct AnalysisConfig {
  bool seats[kNumPlayers] = {true, false};  // whose decisions are analysed
  int budget = kDefaultAnalysisBudget;      // samples per option at a refined decision (>= 1)
  int coarse = 0;           // samples per option in the screening pass; 0: derived from budget
  int threads = 1;          // worker threads; never changes a number
  bool omniscient = false;  // the true hidden cards instead of the seat's view
  // Light: compare only the played option and the policy's (the chance over the game and
  // the loss against the policy, without searching for a better option), for a quick graph
  // and for calibration.
  bool light = false;
  // Only the first decision of each analysed seat in each turn (one point per turn).
  bool per_turn = false;
  int turn_cap = 120;  // playouts stop this many turns after the decision's turn
  // A turn limit that ends every playout (puzzles: "win by the end of turn N"): a playout
  // still going after turn `deadline_turn` is won by `deadline_winner`. 0: none.
  int deadline_turn = 0;
  PlayerId deadline_winner = PlayerId::None;
  int max_candidates = 32;  // options compared per decision (the played and policy ones always)
  double prune_z = 2.0;  // after the screening, drop an option this many paired SEs below the best
  double keep_played_z =
      1.0;  // preferred = best by mean, unless it beats the played option by <= this many SEs
  double mistake_loss = 0.05;  // a mistake loses at least this much chance...
  double mistake_z = 2.0;      // ...and at least this many standard errors of the paired loss
  double swing_min = 0.15;     // a swing moves the chance at least this much between two decisions
  int max_turning_points = 5;  // of each kind
};

// The resolved screening sample count: cfg.coarse if set, else budget / 8 clamped to
// [8, 16]; never more than the budget.
int coarse_samples(const AnalysisConfig& cfg);
// The samples of a single or alike decision's played option: budget / 4, but at least
// coarse_samples (such a decision needs only its chance, for the graph); with `light`, the
// budget (the chance is all a light analysis estimates).
int single_samples(const AnalysisConfig& cfg);
// The first look plays this many samples of every candidate (fewer if coarse_samples is
// smaller). It orders the work and shows the big swings early; no final number depends on
// it, since a sample's outcome never depends on the pass that plays it.
inline constexpr int kFirstLookSamples = 4;

// A finished (or stopped) game to analyse: its first frame and the answers that follow.
// REQUIRES: the CardDb `start` was made from (a Replay's, a card pool's) outlives every
// analyse() call on this input and every Game copied from it.
struct AnalysisInput {
  AnalysisInput(Game start_, std::vector<int> inputs_, uint64_t record_hash_)
      : start(std::move(start_)), inputs(std::move(inputs_)), record_hash(record_hash_) {}
  Game start;                      // the first frame (frame number = start.inputs())
  std::vector<int> inputs;         // the option number answered at each later frame
  uint64_t record_hash = 0;        // the record's identity (record_hash()), for the cache key
  std::string names[kNumPlayers];  // deck names, for the notes
};

// A win chance estimated from `samples` playouts: the mean outcome and its standard error
// sqrt(var / samples) (for outcomes 0 and 1, sqrt(p(1-p)/n)). 0 samples: not estimated.
struct Estimate {
  double chance = 0.0;
  double se = 0.0;
  int samples = 0;
  friend bool operator==(const Estimate&, const Estimate&) = default;
};

struct OptionResult {
  int option = -1;    // the option's number at the decision
  std::string label;  // "attack with Serra Angel#54"
  Estimate estimate;
  bool pruned =
      false;  // dropped after the screening (clearly worse): its estimate is the screening's
  friend bool operator==(const OptionResult&, const OptionResult&) = default;
};

enum class DecisionStatus : uint8_t {
  Compared,  // the candidates were compared
  // One candidate: the other options only undo a pick, or (light) the played option is the
  // policy's. Only the played option is estimated.
  Single,
  Alike,  // every candidate gave the same outcome on every screening sample: only the played option
          // refined
};
const char* decision_status_name(DecisionStatus s);  // "compared", "single", "alike"

struct DecisionResult {
  uint32_t frame = 0;
  int turn = 0;
  PlayerId seat = PlayerId::None;
  std::string step;    // "declare_attackers"
  std::string kind;    // decision kind, "priority"
  std::string prompt;  // "p1: declare attackers (attacker 1 of up to 3)"
  int legal = 0;       // legal options at the decision
  DecisionStatus status = DecisionStatus::Compared;
  bool refined = false;  // false until its last pass has run (progress snapshots)
  int played = -1;       // option numbers
  int policy = -1;       // the heuristic policy's answer from the seat's view
  int preferred = -1;
  Estimate before;    // the chance before the decision: the policy option's estimate
  double loss = 0.0;  // preferred minus played, the mean of the paired differences
  double loss_se = 0.0;
  bool mistake = false;               // loss >= mistake_loss and loss >= mistake_z * loss_se
  int capped = 0;                     // playouts scored by the evaluation at the turn cap
  std::vector<OptionResult> options;  // the candidates, in option order

  // The candidate with option number `option`, or nullptr.
  const OptionResult* find(int option) const;
  friend bool operator==(const DecisionResult&, const DecisionResult&) = default;
};

struct TurningPoint {
  enum class Kind : uint8_t { Mistake, Swing };
  Kind kind = Kind::Mistake;
  int decision = -1;  // index in Analysis::decisions: the mistake, or the decision a swing ends at
  int from_decision = -1;  // a swing: the decision it starts after
  double from = 0.0;       // mistake: before; swing: the played option's chance at from_decision
  double to = 0.0;         // mistake: the played option's chance; swing: before at `decision`
  std::string note;        // the coach's sentence
  friend bool operator==(const TurningPoint&, const TurningPoint&) = default;
};

struct Analysis {
  int analysis_version = kAnalysisVersion;
  std::string engine_version;
  std::string rules_version;
  uint64_t record_hash = 0;
  uint64_t key = 0;       // analysis_key(record_hash, config)
  AnalysisConfig config;  // as run (threads as given; the key ignores it)
  uint32_t first_frame = 0;
  uint32_t last_frame = 0;
  std::string result;  // "p1", "p2", "draw", "ongoing"
  int final_turn = 0;  // the turn of the last frame
  // Where each turn begins: {turn, the first frame of that turn}, in order (turn markers).
  std::vector<std::pair<int, uint32_t>> turns;
  std::string names[kNumPlayers];
  std::vector<DecisionResult> decisions;     // in frame order
  std::vector<TurningPoint> turning_points;  // mistakes by loss, then swings by size
  std::vector<std::string> notes;            // the coach's summary, one sentence a line
  bool complete = false;                     // false in progress snapshots
};

// The cache key: the record hash, the seats, the budget, the mode, every other setting that
// changes a number (not threads), the engine and rules versions and kAnalysisVersion.
uint64_t analysis_key(uint64_t record_hash, const AnalysisConfig& cfg);

// The passes of an analysis, in order: the first look (kFirstLookSamples of every
// candidate of every decision), the screening (every candidate to coarse_samples, in order
// of what the first look shows at stake; then the plan: alike and single decisions, pruned
// options), the refinement (the rest, in order of stake), and the end.
enum class AnalysisPhase : uint8_t { FirstLook, Screen, Refine, Done };

struct AnalysisProgress {
  AnalysisPhase phase = AnalysisPhase::FirstLook;
  uint64_t playouts_done = 0;
  // The playouts the whole analysis will run: an upper bound until the screening ends (as if
  // every option were refined), exact afterwards; never below playouts_done.
  uint64_t playouts_planned = 0;
  int decisions_refined = 0;
  int decisions_total = 0;
  int updated = -1;  // the decision just finished (index), or -1 (the end of a pass)
  // The analysis so far, or null during the first look: every decision with its numbers so
  // far (refined = false until its last pass), the turning points those numbers show.
  // Valid only during the call.
  const Analysis* partial = nullptr;
};

struct AnalysisHooks {
  // Called on the calling thread: as each decision finishes a pass (updated = its index;
  // during the first look partial is null: a progress bar), at the end of each pass
  // (updated = -1; the end of the first look is the first look at the turning points), and
  // once at the end (phase Done).
  std::function<void(const AnalysisProgress&)> progress;
  std::stop_token stop;  // a stop request ends the analysis early with an error
};

// Analyses `input` with `cfg`. Errors: a bad configuration (budget < 1, threads < 1, no
// seat), an input that is not legal at its frame ("frame 57: option 9 is not legal: choose
// 0..4"), or a stop request ("analysis stopped"). Nothing else is changed.
Result<Analysis> analyse(const AnalysisInput& input, const AnalysisConfig& cfg,
                         const AnalysisHooks& hooks = {});

}  // namespace rwd
