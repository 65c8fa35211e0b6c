// Costs of an activated ability that need the player's choice (601.2h, 602.2b, 118.3):
// "Sacrifice a creature" (Sac<N/Valid>), "Discard a card" (Discard<N/Card>) and "Tap an
// untapped creature you control" (tapXType<N/Valid>). They compile
// into the ability program's casting part, after the targets and before resolve_pc, so the
// ability's activation suspends on the same Sacrifice / Discard decisions as effects do; the
// engine pays the rest of the cost (mana, {T}, life...) when the program reaches resolve_pc.
// Thread-safe: pure functions.
#pragma once

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// Appends the chosen-cost instructions of activated node `n`'s Cost$ to `prog` (and their
// filters): "push N; sacrifice.choose you F" and "push N; discard you 0". Errors name the
// part ("Cost$ 'Sac<1/Creature.Other>': Valid ...").
Status emit_choice_costs(const AbilityNode& n, Program& prog);

// The filter of the sacrifice cost emitted before `prog.resolve_pc`, or -1.
int choice_cost_filter(const Program& prog);

}  // namespace rwd
