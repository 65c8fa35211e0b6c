// Static abilities about players rather than objects (611.3): "you may play an additional
// land on each of your turns" (305.2) and "you have no maximum hand size" / "your maximum
// hand size is N" (402.2, 514.1). Their StaticAbility::affected is a player filter (You,
// Player) relative to the permanent's controller. Thread-safe: reads the state only.
#pragma once

#include "cards/card_db.h"
#include "rules/state.h"

namespace rwd {

// 305.2: how many lands player p may play this turn (1, plus each LandPlays static's power
// that applies to p).
int land_plays_allowed(const GameState& s, const CardDb& db, PlayerId p);

// Whether static `st` of permanent `source` applies to player p through its player filter.
bool static_affects_player(const StaticAbility& st, const Object& source, PlayerId p);

}  // namespace rwd
