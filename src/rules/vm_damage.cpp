// Handlers of the damage-and-life family (rules/vm_ops.h): noncombat damage (120.3), life
// gained and lost (119.3), poison counters (122.1f) and the prevention and replacement
// shields abilities make (615, 614).
#include "rules/combat_misc.h"
#include "rules/extra_turns.h"
#include "rules/object_facts.h"
#include "rules/prevention.h"
#include "rules/targeting.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"

namespace rwd {

namespace {

// Noncombat damage from `source` (120.3): marked on a creature, lost as life by a player;
// prevented by protection from the source's color (702.16e).
void deal_damage(Ctx& c, ObjectId source, const Target& t, int amount) {
  if (amount <= 0) return;
  GameState& s = c.s;
  if (!s.shields.empty() && (amount = prevent_damage(c, source, t, amount, false)) <= 0)
    return;  // 615
  if (t.kind == TargetKind::Player) {
    s.players[t.player].life -= amount;
    s.sba_dirty = true;
    c.emit(EventKind::Damage, player_id(t.player), source, amount);
    return;
  }
  Object& o = s.obj(t.object);
  if (protected_from(o, s.obj(source))) return;  // 702.16e
  o.damage = static_cast<int16_t>(o.damage + amount);
  s.sba_dirty = true;
  c.emit(EventKind::Damage, PlayerId::None, source, amount, t.object);
}

}  // namespace

template <>
VmNext run_op<Op::Damage>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    deal_damage(vm.c, vm.it.source, slot_target(vm.s, vm.it, in.a), n);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DamageAll>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  const int n = pop(vm.it);
  const Filter& f = vm.prog.filters[in.b];
  ObjectId hit[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.battlefield)
    if (is_creature(s.obj(id)) &&
        !filter_mismatch(s, vm.c.db, vm.prog, f, player_id(vm.it.controller), s.obj(id)))
      hit[k++] = id;
  for (int i = 0; i < k; ++i)
    deal_damage(vm.c, vm.it.source, Target{TargetKind::Object, 0, hit[i], 0}, n);
  if (in.a & 1)
    for (int i = 0; i < kNumPlayers; ++i) {
      const auto p = static_cast<uint8_t>((raw(s.active) + i) % kNumPlayers);
      if (!(in.a & 2) || p != vm.it.controller)  // a&2: each opponent only (102.2)
        deal_damage(vm.c, vm.it.source, Target{TargetKind::Player, p}, n);
    }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DamageMarked>(Vm& vm, const Instr& in) {  // each marked player, in APNAP order
  const int n = pop(vm.it);
  const int marked = in.a < kVmVars ? vm.it.vars[in.a] : 0;
  for (int i = 0; i < kNumPlayers; ++i) {
    const int p = (raw(vm.s.active) + i) % kNumPlayers;
    if ((marked >> p) & 1)
      deal_damage(vm.c, vm.it.source, Target{TargetKind::Player, static_cast<uint8_t>(p)}, n);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::GainLife>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  const PlayerId p = who_of(vm.s, vm.it, in.a);
  if (p != PlayerId::None && n > 0) {
    vm.s.player(p).life += n;
    vm.c.emit(EventKind::LifeGain, p, ObjectId::None, n);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::LoseLife>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  const PlayerId p = who_of(vm.s, vm.it, in.a);
  if (p != PlayerId::None && n > 0) {
    vm.s.player(p).life -= n;
    vm.s.sba_dirty = true;
    vm.c.emit(EventKind::LifeLoss, p, ObjectId::None, n);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Poison>(Vm& vm, const Instr& in) {  // 122.1f
  const int n = pop(vm.it);
  give_poison(vm.c, who_of(vm.s, vm.it, in.a), vm.it.source, n);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::ExtraTurn>(Vm& vm, const Instr& in) {  // 500.7
  const int n = pop(vm.it);
  const PlayerId p = who_of(vm.s, vm.it, in.a);
  if (p == PlayerId::None || n <= 0) return VmNext::Next;
  if (const int added = add_extra_turns(vm.s, p, n); added > 0)
    vm.c.emit(EventKind::ExtraTurn, p, vm.it.source, added);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Fight>(Vm& vm, const Instr& in) {  // 701.12
  const ObjectId a = slot_object(vm.s, vm.it, in.a), b = slot_object(vm.s, vm.it, in.b);
  const auto fighter = [&](int slot, ObjectId id) {
    return id != ObjectId::None && object_target_legal(vm.c, vm.prog, vm.it, slot) &&
           vm.s.obj(id).zone == Zone::Battlefield && is_creature(vm.s.obj(id));
  };
  if (!fighter(in.a, a) || !fighter(in.b, b)) return VmNext::Next;  // 701.12b
  const int pa = vm.s.obj(a).power, pb = vm.s.obj(b).power;  // both, before either is dealt
  if (pa > 0) deal_damage(vm.c, a, Target{TargetKind::Object, 0, b, vm.s.obj(b).zone_changes}, pa);
  if (pb > 0 && a != b)
    deal_damage(vm.c, b, Target{TargetKind::Object, 0, a, vm.s.obj(a).zone_changes}, pb);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PreventDamage>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  const Interaction& it = vm.it;
  const int n = pop(vm.it);
  if (n > 0 && (in.a == kWhoYou || target_legal(vm.c, vm.prog, it, in.a)) && !s.shields.full()) {
    PreventionShield sh;
    sh.target = in.a == kWhoYou ? Target{TargetKind::Player, it.controller} : it.targets[in.a];
    sh.source = it.source;
    sh.amount = static_cast<int16_t>(n);
    s.shields.push_back(sh);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Fog>(Vm& vm, const Instr&) {
  if (!vm.s.shields.full()) {
    PreventionShield sh;
    sh.source = vm.it.source;
    sh.amount = kPreventAll;
    sh.flags = kShieldCombatOnly;
    vm.s.shields.push_back(sh);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PreventNextFrom>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  const int from = pop(vm.it);
  const PlayerId p = who_of(s, vm.it, in.a);
  if (from >= 0 && from < s.num_objects && p != PlayerId::None && !s.shields.full()) {
    PreventionShield sh;
    sh.target = Target{TargetKind::Player, raw(p)};
    sh.source = vm.it.source;
    sh.amount = kPreventAll;
    sh.flags = static_cast<uint8_t>(kShieldOnce | ((in.b & 1) ? kShieldGainLife : 0));
    sh.from = static_cast<ObjectId>(from);
    s.shields.push_back(sh);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::ReplaceNextFrom>(
    Vm& vm, const Instr& in) {  // 614: the next damage from the chosen source is replaced
  GameState& s = vm.s;
  const Interaction& it = vm.it;
  const int from = pop(vm.it);
  if (from >= 0 && from < s.num_objects && target_legal(vm.c, vm.prog, it, in.a) &&
      !s.shields.full()) {
    PreventionShield sh;
    sh.target = slot_target(s, it, in.a);
    sh.source = it.source;
    sh.amount = kPreventAll;
    sh.flags = static_cast<uint8_t>(
        kShieldOnce | ((in.b & 1) ? kShieldRedirect | (it.controller ? kShieldToP2 : 0) : 0) |
        ((in.b & 2) ? kShieldReflect : 0));
    sh.from = static_cast<ObjectId>(from);
    s.shields.push_back(sh);
  }
  return VmNext::Next;
}

}  // namespace rwd
