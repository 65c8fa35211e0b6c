// The interpreter's register instructions (cards/opcodes.h kVar*): what RepeatEach, Repeat
// and StoreSVar compile to (608.2c: an ability's instructions are followed in order, and
// "repeat this process" loops back), and what is remembered while they run. The registers
// live in the Interaction, so a suspended loop copies, hashes and forks like any state.
// No heap allocation. Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/engine_internal.h"

namespace rwd {

// Runs one of Op::VarSet, VarGet, AddN, Compare, EachPlayer, MoveHand, VarMark and
// SacrificeCount on the innermost interaction `it`; `p` is the player its "who" operand names
// (PlayerId::None for the instructions without one).
void run_register_op(Ctx& c, Interaction& it, const Program& prog, const Instr& in, PlayerId p);

}  // namespace rwd
