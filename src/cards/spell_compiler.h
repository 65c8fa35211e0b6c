// The spell compiler: turns a spell ability (an A:SP$ line and its SubAbility$ chain, as
// parsed into the ability AST) into a Program (program.h). It accepts exactly what the
// interpreter implements and refuses everything else with a message naming the piece
// (an ApiType, a parameter, a Valid property, an amount), so a card either runs fully or
// is reported unsupported: never a silent no-op. Each ApiType it compiles is a row of the
// registry's effect table (ability_registry.h), with its parameters and compile function
// (effects_*.cpp; the chain, targets and choices around them: effect_compiler.h); filters
// are cards/filter_compiler.h. Supported forms: docs/card-abilities.md.
// Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/ability_ast.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// Compiles the ability at abilities.nodes[node] (a Spell node) with its sub-ability chain.
// `face` is the face the ability belongs to (SVar lookups are per face).
Result<Program> compile_spell(const CardAbilities& abilities, int node);

// The effects of the activated ability at abilities.nodes[node] (an Activated node) and its
// sub-ability chain, as for a spell; its Cost$ and SorcerySpeed$ are left to
// compile_activated (ability_compiler.h), which calls this.
Result<Program> compile_ability_effects(const CardAbilities& abilities, int node);

// The effects of a triggered ability: abilities.nodes[node] is the DB$ node its Execute$
// names, compiled with its sub-ability chain; Defined$ Self is its source. `optional`
// (OptionalDecider$ You, "you may"): as it resolves its controller is asked first
// (questions[0], left empty for the caller to fill in); "no" skips every effect.
Result<Program> compile_trigger_effects(const CardAbilities& abilities, int node,
                                        bool optional = false);

}  // namespace rwd
