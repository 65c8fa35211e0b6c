// The delayed-trigger compiler: a trigger whose Execute$ is "DB$ DelayedTrigger | Mode$
// Phase | Phase$ EndCombat | Execute$ ..." (603.7) becomes a triggered ability whose program
// is one delay.trigger instruction, plus the delayed triggered ability it creates. Anything
// else on the DelayedTrigger node is refused by name. Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

// Compiles abilities.nodes[node], a DB$ DelayedTrigger node that a T: line executes. Returns
// the program of the triggering ability (delay.trigger; its trigger_subject is what
// RememberObjects$ names) and sets `delayed` to the delayed ability (event Delayed).
Result<Program> compile_delayed_trigger(const CardAbilities& abilities, int node,
                                        std::string_view card_name, TriggeredAbility& delayed);

}  // namespace rwd
