// The spell compiler: turns a spell ability (an A:SP$ line and its SubAbility$ chain, as
// parsed into the ability AST) into a Program (program.h). It accepts exactly what the
// interpreter implements and refuses everything else with a message naming the piece
// (an ApiType, a parameter, a Valid property, an amount), so a card either runs fully or
// is reported unsupported: never a silent no-op. Supported forms: docs/card-abilities.md.
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

// What a filter is compiled for, which decides the properties it may use:
// Spell: a spell's targets and counts ("Self", "Other", "EnchantedBy" refused: the spell is
// on the stack, not a choice). ActivatedTarget: an activated or triggered ability's target
// (its source is a permanent: "Other" accepted, the caller refuses "Self"). SourceRelative:
// static abilities and trigger conditions ("Self", "Other", "EnchantedBy" accepted;
// "unenchanted" refused: they don't test it).
enum class FilterUse : uint8_t { Spell, ActivatedTarget, SourceRelative };

// Compiles a Valid expression into a filter. Errors name the unsupported piece.
Result<Filter> compile_filter(std::string_view valid_text, std::vector<std::string>& subtypes,
                              FilterUse use = FilterUse::Spell);

// The ApiTypes compile_spell implements, for the support registry.
bool spell_api_implemented(ApiType api);

}  // namespace rwd
