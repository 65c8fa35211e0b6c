// The interpreter's instruction handlers: the contract between the loop (rules/vm.cpp), which
// dispatches each instruction through a table built from the opcode list (cards/opcodes.h
// REWIND_OPCODES), and the files that run each family of opcodes:
//   vm_flow.cpp      values and control flow: end, push, branch, mode.skip, push.count,
//                    push.prop, check.targets, check.if, delay.trigger, play
//   vm_damage.cpp    damage, life and prevention: damage, lose.life, poison, prevent, fog...
//   vm_zones.cpp     zone changes: destroy, move, move.all, counter, sacrifice, token, attach
//   vm_effects.cpp   continuous effects: pump, animate, gain.control, grant, tap, regenerate
//   vm_counters.cpp  counters on permanents (122)
//   vm_ask.cpp       questions: target, ask, unless.pay, mode.choose, source.choose
//   vm_library.cpp   hidden zones: draw, mill, discard, search, shuffle, flip, look
//   vm_dig.cpp       scry, dig;     vm_mana.cpp  add.mana, tap.lands, mana.drain, tap.choose
//   vm_repeat.cpp    registers;     vm_choice.cpp  choose, chosen.set, enter, math
// Every opcode has exactly one handler, run_op<Op::X>: one is declared here for each entry of
// the list, and a missing definition fails the link. Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include <cstdint>

#include "cards/opcodes.h"
#include "cards/program.h"
#include "rules/ctx.h"

namespace rwd {

// What the loop does after a handler: go on to the next instruction; go on at the pc the
// handler set (a jump); or return (the program suspended on a pending decision, started
// another interaction, or is finished and gone).
enum class VmNext : uint8_t { Next, Jump, Stop };

// The running program: the innermost interaction `it` of `c.s`, and its program.
struct Vm {
  Ctx& c;
  GameState& s;
  Interaction& it;
  const Program& prog;
};

// Runs instruction `in` (prog.code[it.pc], whose op is `op`).
template <Op op>
VmNext run_op(Vm& vm, const Instr& in);
#define REWIND_OP_HANDLER(e, m, a, b, doc) \
  template <>                              \
  VmNext run_op<Op::e>(Vm & vm, const Instr& in);
REWIND_OPCODES(REWIND_OP_HANDLER)
#undef REWIND_OP_HANDLER

// The spell leaves the stack for its owner's graveyard (608.2n), or the ability leaves the
// stack (it ceases to exist, 113.7), and the active player receives priority (117.3b); the
// interaction is gone. (rules/vm.cpp)
void finish_resolution(Ctx& c);

}  // namespace rwd
