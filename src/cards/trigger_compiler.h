// The triggered-ability compiler: a T: line and the DB$ chain its Execute$ names become a
// TriggeredAbility (card_def.h). The supported Mode$ values, their parameters and compile
// functions are the registry's trigger table (ability_registry.h; docs/card-abilities.md).
// Anything else is refused with a message naming it: never a silent no-op.
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
