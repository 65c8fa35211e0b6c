// Applying one answer to the pending decision: the option goes to the rules that handle its
// kind (priority actions, mulligans, combat, targets, choices inside abilities...). The caller
// settles afterwards. Not for use outside rules/. Thread-safe: functions of the Ctx given.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Applies option `o`. REQUIRES: `o` is one of legal_options(c.s) (the game layer checks).
void apply_answer(Ctx& c, const Option& o);

}  // namespace rwd
