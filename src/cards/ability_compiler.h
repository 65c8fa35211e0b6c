// The activated-ability compiler: an A:AB$ line (with its SubAbility$ chain) becomes an
// ActivatedAbility (card_def.h): the cost the engine pays (602.2b) and the program that runs
// when the ability resolves (the effects compile as for a spell, spell_compiler.h). A mana
// ability that only taps for one mana (605.1a) becomes a mana source instead. Anything else
// in the cost or the restrictions is refused with a message naming it: never a silent no-op.
// Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

struct CompiledActivated {
  ActivatedAbility ability;   // program set unless mana_colors != 0
  ColorMask mana_colors = 0;  // a {T}: add-one-mana ability: the colors it can add
  // A mana ability with a cost beyond {T} that adds one mana of a color chosen among these
  // ("Add one mana of any color", Celestial Prism): one ActivatedAbility per color (bit 0-4
  // WUBRG), the color chosen as the ability is activated (605.3b).
  ColorMask mana_each = 0;
};

// Compiles abilities.nodes[node], an Activated node of the card named `card_name` (which
// replaces CARDNAME in the ability's text).
Result<CompiledActivated> compile_activated(const CardAbilities& abilities, int node,
                                            std::string_view card_name);

// Parses a Cost$ into what the engine pays; errors name the unsupported part.
Result<AbilityCost> compile_activation_cost(const CostAst& cost);

}  // namespace rwd
