// K:UpkeepCost:<cost> (Fourth Edition's "At the beginning of your upkeep, sacrifice CARDNAME
// unless you pay <cost>."): a triggered ability built from the keyword.
// Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {


// True iff the K: line's value is an UpkeepCost keyword ("UpkeepCost:B B").
bool is_upkeep_cost(std::string_view k_value);

// The upkeep trigger of "UpkeepCost:<cost>" for the card `card_name`: its controller may pay
// the cost (a YesNo decision, asked only if they can pay); if they don't, the permanent is
// sacrificed. Only a fixed mana cost is supported; anything else is an error naming it.
// REQUIRES: is_upkeep_cost(k_value).
Result<TriggeredAbility> upkeep_cost_trigger(std::string_view k_value, std::string_view card_name);

}  // namespace rwd
