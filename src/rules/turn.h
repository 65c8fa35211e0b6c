// The turn (500-514) and the opening (103): steps in order with their turn-based actions,
// priority (117), mulligans (103.5), and `settle`, which advances the game until a decision
// with a real choice is pending. Not for use outside rules/.
// Thread-safe: functions of the Ctx they are given.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Advances the game until a decision with more than one legal answer (or the end): runs the
// interactions in progress, answers decisions that have one legal answer (apply_answer),
// performs turn-based and state-based actions, places triggers, and passes priority for a
// player who can only pass. When `next` is given it ends holding that decision's legal
// options (legal_options' order). A settle that takes kMandatoryLoopSteps steps is a loop of
// mandatory actions: the game is a draw (104.4b).
void settle(Ctx& c, OptionList* next = nullptr);
inline constexpr uint32_t kMandatoryLoopSteps = 1'000'000;
// The current step ends (500.4: mana pools empty; 511.3 after end of combat); the next begins.
void end_step(Ctx& c);
// The player with priority passes (117.3d); after both in a row (117.4) the top of the stack
// resolves, or the step ends if it is empty.
void pass_priority(Ctx& c);

}  // namespace rwd
