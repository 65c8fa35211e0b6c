// Handlers of the values-and-control-flow family (rules/vm_ops.h): the end of a program,
// numbers pushed (X, counts, properties), jumps, the checks a resolving ability makes first
// (608.2b, 603.4), delayed triggers (603.7) and casting a card during the resolution (608.2g).
#include "rules/delayed.h"
#include "rules/play_effect.h"
#include "rules/targeting.h"
#include "rules/triggers.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"

namespace rwd {

template <>
VmNext run_op<Op::End>(Vm& vm, const Instr&) {
  finish_resolution(vm.c);
  return VmNext::Stop;
}

template <>
VmNext run_op<Op::Push>(Vm& vm, const Instr& in) {
  push(vm.it, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PushX>(Vm& vm, const Instr&) {
  push(vm.it, vm.it.x);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Branch>(Vm& vm, const Instr& in) {
  const int v = pop(vm.it);
  if ((in.a & 1) ? v != 0 : v == 0) {
    vm.it.pc = static_cast<uint16_t>(in.b);
    return VmNext::Jump;
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::ModeSkip>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if ((it.sp > 0 ? it.stack[it.sp - 1] : -1) != in.a) {
    it.pc = static_cast<uint16_t>(in.b);
    return VmNext::Jump;
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::SkipUnchosen>(Vm& vm, const Instr& in) {
  if (vm.it.mode != in.a + 1) {
    vm.it.pc = static_cast<uint16_t>(in.b);
    return VmNext::Jump;
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PushCount>(Vm& vm, const Instr& in) {
  const GameState& s = vm.s;
  const Program& prog = vm.prog;
  const Filter& f = prog.filters[in.b];
  const PlayerId you = player_id(vm.it.controller);
  int n = 0;
  if (in.a == kCountBattlefield) {
    for (ObjectId id : s.battlefield) n += !filter_mismatch(s, vm.c.db, prog, f, you, s.obj(id));
  } else if (in.a == kCountGraveyards) {
    for (const Player& pl : s.players)
      for (ObjectId id : pl.graveyard) n += !filter_mismatch(s, vm.c.db, prog, f, you, s.obj(id));
  } else {
    for (ObjectId id : s.player(you).hand)
      n += !filter_mismatch(s, vm.c.db, prog, f, you, s.obj(id));
  }
  push(vm.it, n);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PushProp>(Vm& vm, const Instr& in) {
  // The object as it is now, or as it last was (the compiler emits this before the
  // effects that could move it, so its values are those it had: last known information).
  const GameState& s = vm.s;
  const Interaction& it = vm.it;
  const ObjectId id = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
  int v = 0;
  if (in.b == kPropPlayer) {
    v = it.targets[in.a].kind == TargetKind::Player ? it.targets[in.a].player : -1;
  } else if (id != ObjectId::None) {
    const Object& o = s.obj(id);
    if (in.b == kPropManaValue)
      v = vm.c.db.get(o.def).front().cost.mana_value();
    else if (in.b == kPropPower)
      v = o.power;
    else if (in.b == kPropToughness)
      v = o.toughness;
    else if (in.b == kPropKicked)
      v = o.has(kKicked);
    else if (in.b >= kPropCounters)
      v = s.counters_on(id, static_cast<CounterKind>(in.b - kPropCounters));
    else
      v = o.controller;
  }
  push(vm.it, v);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::CheckTargets>(Vm& vm, const Instr&) {
  bool any = false, chosen = false;  // a modal spell's unchosen modes have no targets
  for (int i = 0; i < vm.prog.num_targets; ++i) {
    chosen |= vm.it.targets[i].kind != TargetKind::None;
    any |= target_legal(vm.c, vm.prog, vm.it, i);
  }
  if (chosen && !any) {  // 608.2b: the spell doesn't resolve
    vm.c.emit(EventKind::Fizzle, player_id(vm.it.controller), vm.it.source);
    finish_resolution(vm.c);
    return VmNext::Stop;
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::CheckIf>(Vm& vm, const Instr&) {
  const Interaction& it = vm.it;
  if (it.ability >= kTriggeredAbilityBase &&
      !trigger_condition_holds(vm.s, vm.c.db, it.source, it.controller,
                               it.ability - kTriggeredAbilityBase)) {
    // 603.4: the condition is false now: the ability does nothing.
    vm.c.emit(EventKind::Fizzle, player_id(it.controller), it.source, 1);
    finish_resolution(vm.c);
    return VmNext::Stop;
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DelayTrigger>(Vm& vm, const Instr& in) {
  create_delayed_trigger(vm.c, vm.it, in.a, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Play>(
    Vm& vm, const Instr& in) {  // 608.2g: cast a card during the resolution (rules/play_effect.h)
  GameState& s = vm.s;
  Interaction& it = vm.it;
  if (it.waiting) {  // its casting is over: it is on the stack
    it.waiting = 0;
    return VmNext::Next;
  }
  ObjectId card = ObjectId::None;
  if (in.b & kPlayTopOfLibrary) {
    const auto& library = s.player(player_id(it.controller)).library;
    if (!library.empty()) card = library.back();
  } else if (const Target t = slot_target(s, it, in.a);
             t.kind == TargetKind::Object && s.obj(t.object).zone_changes == t.zone_changes) {
    card = t.object;
  }
  if (card != ObjectId::None && begin_play_effect(vm.c, it, card))
    return VmNext::Stop;  // targets to choose first
  return VmNext::Next;
}

}  // namespace rwd
