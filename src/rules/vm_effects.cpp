// Handlers of the continuous-effects family (rules/vm_ops.h): +N/+N and keywords until end
// of turn or of combat (611.2, 613.4c), base power and types (Animate, 613.4b, 613.1d),
// control (613.1b) and colors (613.1e), abilities granted and lost, transforming (701.28),
// tapping and untapping (701.21) and regeneration shields (701.15).
#include "rules/animate.h"
#include "rules/combat_misc.h"
#include "rules/control.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/transform.h"
#include "rules/triggers.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

ContinuousEffect pump_effect(ObjectId id, ObjectId source, int power, int toughness, int keywords) {
  ContinuousEffect e;
  e.object = id;
  e.source = source;
  e.power = static_cast<int16_t>(power);
  e.toughness = static_cast<int16_t>(toughness);
  e.keywords = static_cast<uint16_t>(keywords);
  return e;
}

}  // namespace

template <>
VmNext run_op<Op::Pump>(Vm& vm, const Instr& in) {
  const int t = pop(vm.it), pw = pop(vm.it);
  if (object_target_legal(vm.c, vm.prog, vm.it, in.a))
    add_effect(vm.c, pump_effect(slot_object(vm.s, vm.it, in.a), vm.it.source, pw, t, in.b));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PumpAll>(Vm& vm, const Instr& in) {
  const GameState& s = vm.s;
  const int t = pop(vm.it), pw = pop(vm.it);
  const Filter& f = vm.prog.filters[in.a];
  ObjectId hit[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.battlefield)
    if (is_creature(s.obj(id)) &&
        !filter_mismatch(s, vm.c.db, vm.prog, f, player_id(vm.it.controller), s.obj(id)))
      hit[k++] = id;
  for (int i = 0; i < k; ++i) add_effect(vm.c, pump_effect(hit[i], vm.it.source, pw, t, in.b));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PumpCombat>(Vm& vm, const Instr& in) {
  const int t = pop(vm.it), pw = pop(vm.it);
  if (object_target_legal(vm.c, vm.prog, vm.it, in.a))
    add_pump_until_end_of_combat(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, pw, t, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Animate>(Vm& vm, const Instr& in) {  // 613.4b, 613.1d (rules/animate.h)
  const int t = pop(vm.it), pw = pop(vm.it);
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    animate(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, vm.it.controller, pw, t, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::AnimateColor>(Vm& vm, const Instr& in) {  // 613.1e (rules/control.h)
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    animate_color(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::AnimateKeywords>(Vm& vm, const Instr& in) {  // 613.1f
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    ContinuousEffect e = pump_effect(slot_object(vm.s, vm.it, in.a), vm.it.source, 0, 0,
                                     in.b & 0x7FFF);
    if (in.b < 0) e.duration = EffectDuration::Permanent;
    add_effect(vm.c, e);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Transform>(Vm& vm, const Instr& in) {  // 701.28 (rules/transform.h)
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    transform_permanent(vm.c, slot_object(vm.s, vm.it, in.a));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::GainControl>(Vm& vm, const Instr& in) {  // 613.1b (rules/control.h)
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    gain_control(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, vm.it.controller,
                 static_cast<uint16_t>(in.b));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Grant>(Vm& vm, const Instr& in) {
  if (object_target_legal(vm.c, vm.prog, vm.it, in.a))
    add_granted(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, in.b);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::StayTapped>(Vm& vm, const Instr& in) {  // 502.3, for one untap step
  if (object_target_legal(vm.c, vm.prog, vm.it, in.a)) vm.s.obj(slot_object(vm.s, vm.it, in.a)).set(kSkipNextUntap);
  return VmNext::Next;
}

// 614.1c: it enters tapped, so it never becomes tapped (no tap event or trigger).
template <>
VmNext run_op<Op::EnterTapped>(Vm& vm, const Instr&) {
  const Object& o = vm.s.obj(vm.it.source);
  if (o.zone == Zone::Battlefield && o.zone_changes == vm.it.source_zone_changes &&
      !o.has(kTapped)) {
    set_tapped(vm.s, vm.it.source, true);
    refresh_statics(vm.c);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Debuff>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    add_debuff(vm.c, slot_object(vm.s, vm.it, in.a), vm.it.source, in.b, in.b < 0);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Tap>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const ObjectId id = slot_object(vm.s, vm.it, in.a);
    const Object& o = vm.s.obj(id);
    if (!o.has(kTapped)) {
      set_tapped(vm.s, id, true);
      vm.c.emit(EventKind::Tap, player_id(o.controller), id);
      queue_tap_triggers(vm.c, id);
      refresh_statics(vm.c);
    }
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Untap>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const ObjectId id = slot_object(vm.s, vm.it, in.a);
    const Object& o = vm.s.obj(id);
    if (o.has(kTapped)) {
      set_tapped(vm.s, id, false);
      vm.c.emit(EventKind::Untap, player_id(o.controller), id);
      refresh_statics(vm.c);
    }
  }
  return VmNext::Next;
}

// TapAll / UntapAll (701.21): the permanents matching the filter as it resolves, together;
// then the triggers and statics that see it.
template <>
VmNext run_op<Op::TapAll>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  const bool untap = in.a & 1;
  const int of = in.a & kTapAllOfPopped ? pop(vm.it) : -1;
  const Filter& f = vm.prog.filters[in.b];
  const bool stay = in.a & kTapAllStayTapped;
  if ((in.a & kTapAllOfPopped) && (of < 0 || of >= kNumPlayers)) return VmNext::Next;
  ObjectId turned[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.battlefield)
    if ((stay || s.obj(id).has(kTapped) == untap) && (of < 0 || s.obj(id).controller == of) &&
        !filter_mismatch(s, vm.c.db, vm.prog, f, player_id(vm.it.controller), s.obj(id)))
      turned[k++] = id;
  if (stay) {  // 502.3: "they don't untap during their controller's next untap step"
    for (int i = 0; i < k; ++i) s.obj(turned[i]).set(kSkipNextUntap);
    return VmNext::Next;
  }
  for (int i = 0; i < k; ++i) {
    set_tapped(s, turned[i], !untap);
    vm.c.emit(untap ? EventKind::Untap : EventKind::Tap, player_id(s.obj(turned[i]).controller),
              turned[i]);
  }
  if (!untap)
    for (int i = 0; i < k; ++i) queue_tap_triggers(vm.c, turned[i]);
  if (k > 0) refresh_statics(vm.c);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Regenerate>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    ContinuousEffect e;
    e.object = slot_object(vm.s, vm.it, in.a);
    e.source = vm.it.source;
    e.kind = EffectKind::RegenerationShield;
    add_effect(vm.c, e);
  }
  return VmNext::Next;
}

}  // namespace rwd
