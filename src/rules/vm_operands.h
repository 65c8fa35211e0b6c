// The interpreter's operands (cards/opcodes.h): the machine stack of an interaction (pop,
// push), "who" operands (who_of: kWhoYou, kWhoItem, kWhoPopped, kWhoSlotController | k, a
// target slot holding a player) and slot operands (slot_target: a chosen target or one of
// the untargeted kSlot* operands, and whether it is still legal). Every instruction handler
// (rules/vm_ops.h) reads its operands through these. Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include <cstdint>

#include "cards/program.h"
#include "rules/ctx.h"

namespace rwd {

// The running program of interaction `it` (its source's spell or ability program).
inline const Program& program_of(const Ctx& c, const Interaction& it) {
  return *c.db.ability_program(c.s.obj(it.source).def, it.ability);
}

// Pops the top of `it`'s stack (0 when it is empty); pushes v (nothing when it is full).
inline int16_t pop(Interaction& it) {
  return it.sp > 0 ? it.stack[--it.sp] : 0;
}
inline void push(Interaction& it, int v) {
  if (it.sp < kVmStackDepth) it.stack[it.sp++] = static_cast<int16_t>(v);
}

// The player a "who" operand names, or PlayerId::None. kWhoPopped pops the player (0 or 1)
// from the stack; the compiler emits it only for instructions that pop their amount first
// and never suspend. kWhoSlotController | k: the controller of the object in target slot k.
PlayerId who_of(const GameState& s, Interaction& it, int operand);

// What a slot operand names: a chosen target, or one of the untargeted kSlot* operands
// resolved now; its object (ObjectId::None for a player or nothing).
Target slot_target(const GameState& s, const Interaction& it, int slot);
inline ObjectId slot_object(const GameState& s, const Interaction& it, int slot) {
  return slot_target(s, it, slot).object;
}

// Whether what slot `slot` names is still legal for the resolving program `prog` (608.2b):
// a chosen target against its Target instruction's filter, the source still the same
// permanent (400.7), the triggered ability's subject still the same object.
bool target_legal(const Ctx& c, const Program& prog, const Interaction& it, int slot);
// target_legal, and what the slot names is an object (a slot for "any target" may hold a
// player, whom an effect on permanents skips).
inline bool object_target_legal(const Ctx& c, const Program& prog, const Interaction& it, int slot) {
  return target_legal(c, prog, it, slot) && slot_target(c.s, it, slot).kind == TargetKind::Object;
}

}  // namespace rwd
