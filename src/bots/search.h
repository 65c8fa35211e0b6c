// The search bot: determinized information-set Monte Carlo tree search. Every simulation
// samples the hidden information from what the seat knows (SeatHandle::determinized: the
// opponent's hand and both library orders dealt from the hidden multiset, the RNG
// reseeded), walks a tree shared by all samples (UCB1 with availability counts, since an
// option may be legal in one sample and not in another), then plays on with the heuristic
// policy for a few turns and scores the result with the board evaluation. At the root every
// sample is played from every option (paired_root), so the options are compared on the same
// draws, and the heuristic's own answer stands unless the samples agree that another option
// is better (paired_choice).
//
// Reproducible: the budget is a number of simulations, never a time. The work is split
// into a fixed number of independent trees whose seeds derive from (controller seed, input
// index, tree index); threads only decide which tree runs where, and the trees' root visit
// counts, rewards and paired rows are merged in tree order (ties to the lowest option
// number). So the answer depends on
// the seat's information, the seed and the budget, never on timing or the thread count.
// Thread-safe: search_choice may run on several threads for distinct games; it starts its
// own worker threads and joins them before returning.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bots/controller.h"
#include "bots/seat.h"

namespace rwd {

struct SearchConfig {
  int simulations = 600;     // total over all trees; the --budget
  int threads = 1;
  int trees = 4;             // independent trees (root parallelism); fixed, so T does not matter
  int rollout_turns = 4;     // turns played past the current one before the evaluation
  double exploration = 0.7;  // UCB1 constant
  double epsilon = 0.05;     // rollout: chance of a uniformly random option
  // The root's options are compared on common samples: each sample (a determinization and
  // a rollout seed) is played once from every root option, so they share the luck of the
  // draw. Off: UCB1 at the root as everywhere else, and the most visited option wins.
  bool paired_root = true;
  // With paired_root: the best option by mean reward is played only if it beats the
  // heuristic's answer by more than this many standard errors of their paired differences;
  // otherwise the heuristic's answer stands. 0: the best mean always wins.
  double keep_heuristic_z = 1.0;
};

inline constexpr int kDefaultSearchBudget = 600;

struct SearchResult {
  int choice = 0;
  std::vector<int> visits;       // root visits per option number
  std::vector<double> rewards;   // root rewards per option number, summed over the trees
  int heuristic = -1;            // the heuristic's answer, when paired_root consulted it
  int simulations = 0;
  int nodes = 0;
};

// The paired root's answer, as a root slot: the option with the best mean reward over every
// sample (rows of n rewards, one per root option, in `rows` per tree; ties to the lowest
// slot), unless it beats the heuristic's answer (`heuristic`, -1 if it is not a root option)
// by no more than `z` standard errors of their paired differences: then the heuristic's.
int paired_choice(const std::vector<std::vector<double>>& rows, int n, int heuristic, double z);

// REQUIRES: seat.pending().player == seat.seat(), the game is not over.
SearchResult search(const SeatHandle& seat, const SearchConfig& config);
int search_choice(const SeatHandle& seat, const SearchConfig& config);

std::unique_ptr<Controller> make_search_controller(const SearchConfig& config);

}  // namespace rwd
