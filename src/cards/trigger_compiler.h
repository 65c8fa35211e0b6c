// The triggered-ability compiler: a T: line (Mode$ ChangesZone or Phase) and the DB$ chain
// its Execute$ names become a TriggeredAbility (card_def.h). Supported: "When CARDNAME enters
// the battlefield", "When CARDNAME dies", "At the beginning of your/each upkeep" and "... end
// step". Anything else is refused with a message naming it: never a silent no-op.
// Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

// Compiles abilities.nodes[node], a Trigger node of the card named `card_name`.
Result<TriggeredAbility> compile_trigger(const CardAbilities& abilities, int node,
                                         std::string_view card_name);

}  // namespace rwd
