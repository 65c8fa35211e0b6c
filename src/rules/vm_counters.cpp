// Handlers of the counters family (rules/vm_ops.h): putting counters on and removing them
// from permanents (122.1, 122.6).
#include "rules/targeting.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

template <>
VmNext run_op<Op::PutCounter>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    put_counters(vm.c, slot_object(vm.s, vm.it, in.a), static_cast<CounterKind>(in.b), n);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::RemoveCounter>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  if (target_legal(vm.c, vm.prog, vm.it, in.a))
    remove_counters(vm.c, slot_object(vm.s, vm.it, in.a), static_cast<CounterKind>(in.b), n);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PutCounterUpTo>(
    Vm& vm, const Instr& in) {  // "up to n, no more than b in all" (Clockwork Beast)
  const int n = pop(vm.it);
  const CounterKind kind = static_cast<CounterKind>(in.a);
  const int room = in.b - vm.s.counters_on(vm.it.source, kind);
  if (target_legal(vm.c, vm.prog, vm.it, kSlotSelf) && n > 0 && room > 0)
    put_counters(vm.c, vm.it.source, kind, n < room ? n : room);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PutCounterAll>(Vm& vm, const Instr& in) {
  const GameState& s = vm.s;
  const int n = pop(vm.it);
  const Filter& f = vm.prog.filters[in.a];
  ObjectId hit[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.battlefield)
    if (!filter_mismatch(s, vm.c.db, vm.prog, f, player_id(vm.it.controller), s.obj(id)))
      hit[k++] = id;
  for (int i = 0; i < k; ++i) put_counters(vm.c, hit[i], static_cast<CounterKind>(in.b), n);
  return VmNext::Next;
}

}  // namespace rwd
