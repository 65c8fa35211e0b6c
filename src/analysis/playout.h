// One sample of an analysed decision: the frame with what the seat could not know drawn at
// random (or, omniscient, only the libraries reshuffled), and a playout of the game to its
// end by the heuristic policy for both seats. The pieces analyse() is built from.
// Thread-safe: pure functions of their arguments; distinct calls may run on distinct
// threads (they share only the const frame and its CardDb).
#pragma once

#include <cstdint>
#include <string>

#include "core/rng.h"
#include "game/game.h"

namespace rwd {

// How playouts end and are scored (from AnalysisConfig).
struct PlayoutRules {
  int turn_cap = 120;     // stop this many turns after the start's turn: the evaluation decides
  int deadline_turn = 0;  // > 0: a playout still going after this turn is won by deadline_winner
  PlayerId deadline_winner = PlayerId::None;
  double epsilon = 0.0;  // chance of a uniformly random option at each playout decision
};

inline constexpr int kMaxPlayoutDecisions = 5000;  // a guard; scored like the turn cap

// What the seat knows at a decision, as one number: a hash of its view (the JSON of
// Game::view(seat), which holds everything the seat may know) and the frame number. Equal for two
// games that differ only in what the seat cannot see.
uint64_t view_key(const Game& frame, PlayerId seat);

// The start of sample `seed` from `frame`, for `seat`. Seat's view: frame.determinized(seat,
// seed). Omniscient: the true state with the RNG restarted from `seed` and both libraries
// reshuffled, loaded from `snapshot` (frame.snapshot(), made once per frame); when the seat
// is choosing cards from its library right now (a search or a scry names them), the true
// state unchanged. REQUIRES: snapshot == frame.snapshot() when omniscient.
Game sample_game(const Game& frame, PlayerId seat, bool omniscient, const std::string& snapshot,
                 uint64_t seed);

struct PlayoutEnd {
  double score =
      0.0;  // for the seat: 1 won, 0 lost, 1/2 drawn, the squashed evaluation when capped
  bool capped = false;
};

// Plays `g` on with the heuristic for both seats (and `rules.epsilon` random picks from
// `rng`) until the game ends, the deadline passes or the turn cap is reached.
PlayoutEnd play_out(Game& g, PlayerId seat, const PlayoutRules& rules, Rng& rng);

// The number of `option` among g's legal options, or -1 if it is not legal there.
int option_number(const Game& g, const Option& option);

}  // namespace rwd
