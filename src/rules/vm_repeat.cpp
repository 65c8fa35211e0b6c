// Handlers of the register family (rules/vm_ops.h; cards/opcodes.h kVar*): what RepeatEach,
// Repeat and StoreSVar compile to (608.2c: an ability's instructions are followed in order,
// and "repeat this process" loops back), and what is remembered while they run: var.set,
// var.get, add, compare, each.player, var.mark, move.hand, sacrifice.count. The registers live
// in the Interaction, so a suspended loop copies, hashes and forks like any state.
#include "rules/object_facts.h"
#include "rules/sacrifice.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

int16_t clamp16(int v) {
  return static_cast<int16_t>(v < -32768 ? -32768 : v > 32767 ? 32767 : v);
}

bool compare(int v, int op, int n) {
  switch (op) {
    case 0:
      return v == n;
    case 1:
      return v != n;
    case 2:
      return v < n;
    case 3:
      return v <= n;
    case 4:
      return v > n;
    default:
      return v >= n;
  }
}

// The register operand a (register 0 if out of range).
int reg_of(const Instr& in) {
  return in.a < kVmVars ? in.a : 0;
}

}  // namespace

template <>
VmNext run_op<Op::VarSet>(Vm& vm, const Instr& in) {
  vm.it.vars[reg_of(in)] = pop(vm.it);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::VarGet>(Vm& vm, const Instr& in) {
  push(vm.it, vm.it.vars[reg_of(in)]);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::AddN>(Vm& vm, const Instr& in) {
  push(vm.it, clamp16(pop(vm.it) + in.b));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Compare>(Vm& vm, const Instr& in) {
  push(vm.it, compare(pop(vm.it), in.a, in.b) ? 1 : 0);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::EachPlayer>(
    Vm& vm, const Instr& in) {  // 101.4: in APNAP order, starting with the active player
  vm.it.vars[kVarItem] = static_cast<int16_t>(
      in.a & 1 ? raw(opponent(player_id(vm.it.controller))) : (raw(vm.s.active) + in.b) % kNumPlayers);
  vm.it.vars[kVarRemembered] = 1;  // RepeatEach remembers the player it is at
  return VmNext::Next;
}

template <>
VmNext run_op<Op::VarMark>(Vm& vm, const Instr& in) {
  const int reg = reg_of(in);
  const int who = vm.it.vars[kVarItem];
  if (who >= 0 && who < kNumPlayers)
    vm.it.vars[reg] = static_cast<int16_t>(vm.it.vars[reg] | (1 << who));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::MoveHand>(Vm& vm, const Instr& in) {  // all at once: the list is made first
  GameState& s = vm.s;
  const PlayerId p = who_of(s, vm.it, in.a);
  if (p == PlayerId::None) return VmNext::Next;
  ObjectId moved[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.player(p).hand) moved[k++] = id;
  sort_ids(moved, k);
  const int zone = in.b & 7;
  const Zone to = zone == kZoneHand        ? Zone::Hand
                  : zone == kZoneExile     ? Zone::Exile
                  : zone == kZoneGraveyard ? Zone::Graveyard
                                           : Zone::Library;
  for (int i = 0; i < k; ++i) {
    move_to_zone(vm.c, moved[i], to);
    vm.c.emit(EventKind::Move, player_id(s.obj(moved[i]).owner), moved[i], static_cast<int>(to));
  }
  if (zone == kZoneLibraryShuffle) shuffle_library(vm.c, p);  // 701.24a
  if (in.b & 8) vm.it.vars[kVarRemembered] = clamp16(vm.it.vars[kVarRemembered] + k);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::SacrificeCount>(Vm& vm,
                                  const Instr& in) {  // 701.17a: as many as they can, up to n
  Interaction& it = vm.it;
  const PlayerId p = who_of(vm.s, it, in.a);
  const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
  ObjectId ids[kMaxObjects];
  const int k = p == PlayerId::None || n <= 0
                    ? 0
                    : sacrifice_candidates(vm.s, vm.c.db, vm.prog, vm.prog.filters[in.b],
                                           player_id(it.controller), p, ids, it.source);
  it.vars[kVarRemembered] = clamp16(it.vars[kVarRemembered] + (k < n ? k : n));
  return VmNext::Next;
}

}  // namespace rwd
