// The parameters of the Animate ApiType ("target creature has base power and toughness 0/2
// until end of turn", "... becomes an artifact creature until your next upkeep") that are not
// amounts: the card types it becomes (Types$) and the duration, as Op::Animate's operand b.
// The spell compiler compiles the rest (the permanent, Power$, Toughness$). Supported forms:
// docs/card-abilities.md. Thread-safe: pure functions.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"

namespace rwd {

// `types`: Types$ (card types only, "Creature,Artifact"), or null; `until_upkeep`:
// UntilYourNextUpkeep$, or null. Returns operand b of Op::Animate, or an error naming the
// unsupported word ("Animate: Types$ word 'Assembly-Worker' ...").
Result<int> animate_operand(const std::string* types, const std::string* until_upkeep);

// The same with creature subtypes allowed in Types$ ("Artifact,Creature,Assembly-Worker"): they
// are appended to `subtypes` and kAnimateOwnSubtypes is set. `self`: the animated permanent is
// the ability's source (subtypes are supported only then); `remove_creature_types`:
// RemoveCreatureTypes$ (True only, and only with subtypes).
Result<int> animate_operand_with_subtypes(const std::string* types, const std::string* until_upkeep,
                                          bool self, const std::string* remove_creature_types,
                                          std::vector<std::string>& subtypes);

}  // namespace rwd
