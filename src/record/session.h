// A stoppable play session: the loop that presents each decision, gets its answer (a
// forced answer from `--choose` when the decision is the forced seat's, else the acting
// seat's chooser), applies it and records it with who answered; and that stops *before*
// presenting a decision when a stop rule fires. Frames are the only stopping points, so a
// stop may fall in the middle of a turn, of combat, or of a suspended ability.
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
  // An answer was chosen and is about to be applied; `label` is its option label; `forced`
  // iff it was one of the forced answers.
  std::function<void(const Game&, int answer, const std::string& label, bool forced)> chosen;
  // Recorded as who answered (RecordInput::by) the chooser's answers for each seat: the
  // seat's controller kind. Empty: unknown.
  std::string chooser_names[kNumPlayers];
};

// Answers the pending decision for `seat`; an error ends the session.
using Chooser = std::function<Result<int>(const Game&, PlayerId seat)>;

// Answers given ahead (`resume --choose`): they belong to one seat and answer that seat's
// next decisions in order; the other seat's decisions stay its chooser's.
struct ForcedAnswers {
  std::vector<std::string> answers;  // numbers or labels
  PlayerId seat = PlayerId::None;    // whose decisions they answer
  std::string by = "agent";          // recorded as their answerer
};

struct SessionEnd {
  bool stopped = false;     // false: the game is over
  std::string rule;         // the stop rule that fired, as written
};

// Plays `game` from its current frame. Stop rules are checked before every decision, and
// win over forced answers: a stop (or the end of the game) with forced answers left unused
// is an error naming them. Every applied answer goes to `rec` with its answerer. Errors
// name the frame: "frame 40: --choose \"9\": option 9 is not legal: choose 0..3". On
// error the game and record hold every input applied before it.
Result<SessionEnd> run_session(Game& game, Recorder& rec, const std::vector<StopRule>& rules,
                               const ForcedAnswers& forced, const Chooser& chooser,
                               const SessionHooks& hooks);

}  // namespace rwd
