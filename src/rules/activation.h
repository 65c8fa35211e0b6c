// Activated abilities of permanents (602): the Activate options, the X an activation
// announces, and paying the costs to put the ability on the stack. Why one can't be
// activated now (activation_problem) is part of the options API (rules/options.h).
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Appends an Activate option for each ability `p` can activate now: by source id, then number.
void activation_options(const GameState& s, const CardDb& db, PlayerId p, OptionList& out);
// Whether activating ability `ability` of `source` announces an X ({X} in its mana cost, or
// SubCounter<X/...>, 107.3), and the largest X it allows (what can be paid; the counters on it).
bool activation_announces_x(const GameState& s, const CardDb& db, ObjectId source, int ability);
int activation_max_x(const GameState& s, const CardDb& db, ObjectId source, int ability);
// 602.2b-i: pays the costs ({T}, {Q}, mana, life, counters, discards) and puts the ability on
// the stack with `targets` (chosen by its program, 602.2b) and X = x.
// REQUIRES: activation_problem(...) == nullptr when the activation began.
void activate_ability(Ctx& c, PlayerId p, ObjectId source, int ability, const Target* targets,
                      int x = 0);

}  // namespace rwd
