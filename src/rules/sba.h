// State-based actions (704): losing at 0 life, after drawing from an empty library or with
// ten poison counters (104.4a: both at once is a draw), creatures with 0 toughness, lethal
// or deathtouch damage, +1/+1 and -1/-1 counter pairs, tokens off the battlefield, illegal
// attachments, and the legend rule (a decision). Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Performs state-based actions until none apply (704.3). Returns false if a decision (the
// legend rule) is pending or the game ended. Sets *performed when any action happened.
bool check_state_based_actions_now(Ctx& c, bool* performed);
// Most priority checks follow no change that could make one apply (sba_dirty is clear):
// that test is inline; the full check runs out of line. (Checked builds always run the full
// check, which verifies that the flag was not forgotten.)
inline bool check_state_based_actions(Ctx& c, bool* performed) {
#if !defined(REWIND_CHECK_STATE)
  if (!c.s.sba_dirty) return !c.s.over();
#endif
  return check_state_based_actions_now(c, performed);
}
// The options of a LegendRule decision (704.5j), by id; applying one: the others go.
void sba_options(const GameState& s, OptionList& out);
void apply_legend_choice(Ctx& c, ObjectId keep);
// True iff some state-based action would apply to `s` now (704.5a-d, f-h, j, m-n, q): what
// check_state_based_actions_now would do something about. For checks (rules/state_check.h).
bool any_sba_applies(const GameState& s, const CardDb& db);

}  // namespace rwd
