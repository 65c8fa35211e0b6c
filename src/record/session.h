// A stoppable play session: the loop that presents each decision, gets its answer (a
// forced answer from `--choose`, else the acting seat's chooser), applies it and records
// it; and that stops *before* presenting a decision when a stop rule fires (after all
// forced answers are used). Frames are the only stopping points, so a stop may fall in the
// middle of a turn, of combat, or (once abilities exist) of a suspended ability.
// Thread-safe: one session per game on one thread.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/status.h"
#include "game/game.h"
#include "record/recorder.h"
#include "record/stop_rule.h"

namespace rwd {

struct SessionHooks {
  // A decision is about to be presented (to a forced answer or to the chooser).
  std::function<void(const Game&)> before;
  // An answer was chosen and is about to be applied; `label` is its option label.
  std::function<void(const Game&, int answer, const std::string& label)> chosen;
};

// Answers the pending decision for `seat`; an error ends the session.
using Chooser = std::function<Result<int>(const Game&, PlayerId seat)>;

struct SessionEnd {
  bool stopped = false;     // false: the game is over
  std::string rule;         // the stop rule that fired, as written
};

// Plays `game` from its current frame. `forced` answers (numbers or labels) answer the next
// decisions in order, whoever acts. Every applied answer goes to `rec`. Errors name the
// frame: "frame 40: --choose \"9\": option 9 is not legal: choose 0..3". On error the game
// and record hold every input applied before it.
Result<SessionEnd> run_session(Game& game, Recorder& rec, const std::vector<StopRule>& rules,
                               const std::vector<std::string>& forced, const Chooser& chooser,
                               const SessionHooks& hooks);

}  // namespace rwd
