// The interpreter's mana instructions (cards/opcodes.h; handlers in vm_mana.cpp,
// rules/vm_ops.h): adding mana (106.4), tapping all of a player's lands with mana abilities
// (Power Sink, 701.21), emptying their mana pool (106.4), and tapping permanents to pay a cost
// (tapXType, 118.3). Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Op::TapChoose ("tap an untapped creature you control" as a cost, tapXType): the untapped
// permanents p controls matching `f` (not `source` when `not_source`), in id order.
int tap_cost_candidates(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                        PlayerId p, ObjectId source, bool not_source, ObjectId* out);
// p taps `id` to pay a cost (701.21a): the Tap event and "becomes tapped" triggers.
void tap_for_cost(Ctx& c, PlayerId p, ObjectId id);
// The ChooseCard options of a TapChoose the innermost interaction waits at ("choose X").
void tap_choose_options(const GameState& s, const CardDb& db, OptionList& out);

}  // namespace rwd
