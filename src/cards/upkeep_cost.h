// K:UpkeepCost:<cost> (Fourth Edition's "At the beginning of your upkeep, sacrifice CARDNAME
// unless you pay <cost>.") and K:Echo:<cost> (702.30a): triggered abilities built from the
// keyword.
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

// True iff the K: line's value is an Echo keyword ("Echo:1 G").
bool is_echo(std::string_view k_value);

// The echo trigger of "Echo:<cost>" (702.30a): "At the beginning of your upkeep, if this came
// under your control since the beginning of your last upkeep, sacrifice it unless you pay its
// echo cost." The upkeep trigger above, marked TriggeredAbility::echo (the "if": the
// permanent's kEchoDue). Only a fixed mana cost is supported. REQUIRES: is_echo(k_value).
Result<TriggeredAbility> echo_trigger(std::string_view k_value, std::string_view card_name);

}  // namespace rwd
