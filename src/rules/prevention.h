// Prevention shields (615): "prevent the next N damage that would be dealt to <target> this
// turn" (615.7), "prevent all combat damage that would be dealt this turn" (Fog) and the
// replacement shields that redirect or reflect the next damage from a source (614.9, 614.1a).
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Applies the shields in GameState::shields to `amount` damage `source` would deal to `to`
// (combat damage if `combat`), in the order they were made (616.1 lets the affected player
// choose; the order made is used), using up "next N" shields, emitting DamagePrevented;
// returns the damage left to deal.
int prevent_damage(Ctx& c, ObjectId source, const Target& to, int amount, bool combat);
// 514.2: "this turn" prevention shields end.
void end_turn_shields(GameState& s);

}  // namespace rwd
