// Stop conditions for stop/resume (`--stop-every`). A stop is checked before a decision is
// presented, never in the middle of one; counts are of this session (since the game was
// started or resumed), so repeating the same rule on each resume steps through a game.
//   p1:choice:K | p2:choice:K | both:choice:K
//       stop before presenting a choice of the named player(s) once K of their choices
//       have been answered in this session (K = 0: before the first one).
//   turn:N
//       stop before the first choice of a turn at least N turns after the session began.
// Thread-safe: values and pure functions.
#pragma once

#include <string>
#include <string_view>

#include "core/ids.h"
#include "core/status.h"

namespace rwd {

struct StopRule {
  enum class Kind { Choice, Turn };
  Kind kind = Kind::Choice;
  bool seats[kNumPlayers] = {true, true};  // Choice: whose choices count and stop
  uint32_t count = 1;                       // K or N
  std::string text;                         // as written, for messages ("p1:choice:3")
};

// Errors quote the text and list the accepted forms.
Result<StopRule> parse_stop_rule(std::string_view text);

// Choices answered in this session so far, by seat, and the turn it began on.
struct SessionCounts {
  uint32_t choices[kNumPlayers] = {0, 0};
  int start_turn = 0;
};

// True iff `rule` stops the session before a decision of `acting` at `turn`.
bool stop_fires(const StopRule& rule, const SessionCounts& counts, PlayerId acting, int turn);

}  // namespace rwd
