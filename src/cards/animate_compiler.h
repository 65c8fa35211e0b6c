// The parameters of the Animate ApiType ("target creature has base power and toughness 0/2
// until end of turn", "... becomes an artifact creature until your next upkeep") that are not
// amounts: the card types it becomes (Types$) and the duration, as Op::Animate's operand b.
// The spell compiler compiles the rest (the permanent, Power$, Toughness$). Supported forms:
// docs/card-abilities.md. Thread-safe: pure functions.
#pragma once

#include <string>

#include "core/status.h"

namespace rwd {

// `types`: Types$ (card types only, "Creature,Artifact"), or null; `until_upkeep`:
// UntilYourNextUpkeep$, or null. Returns operand b of Op::Animate, or an error naming the
// unsupported word ("Animate: Types$ word 'Assembly-Worker' ...").
Result<int> animate_operand(const std::string* types, const std::string* until_upkeep);

}  // namespace rwd
