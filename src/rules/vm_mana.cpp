#include "rules/vm_mana.h"

#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/triggers.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"

namespace rwd {

namespace {

// Op::TapLands: p taps every untapped land they control that has a mana ability.
void tap_mana_lands(Ctx& c, PlayerId p) {
  if (p == PlayerId::None) return;
  GameState& s = c.s;
  ObjectId tapped[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) {  // battlefield order: the events' order
    const Object& o = s.obj(id);
    if (o.controller == raw(p) && is_land(o) && o.land_mana != 0 && !o.has(kTapped))
      tapped[n++] = id;
  }
  for (int i = 0; i < n; ++i) {
    set_tapped(s, tapped[i], true);
    c.emit(EventKind::Tap, p, tapped[i]);
    queue_tap_triggers(c, tapped[i]);
  }
  if (n > 0) refresh_statics(c);
}

// Op::DrainMana: p loses all unspent mana (their pool is emptied).
void drain_mana(Ctx& c, PlayerId p) {
  if (p == PlayerId::None) return;
  c.s.player(p).pool = ManaPool{};
}

}  // namespace

int tap_cost_candidates(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                        PlayerId p, ObjectId source, bool not_source, ObjectId* out) {
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller != raw(p) || o.has(kTapped) || (not_source && id == source)) continue;
    if (!filter_mismatch(s, db, prog, f, p, o)) out[n++] = id;
  }
  sort_ids(out, n);
  return n;
}

void tap_for_cost(Ctx& c, PlayerId p, ObjectId id) {
  set_tapped(c.s, id, true);
  c.emit(EventKind::Tap, p, id);
  queue_tap_triggers(c, id);
  refresh_statics(c);
}

void tap_choose_options(const GameState& s, const CardDb& db, OptionList& out) {
  const Interaction& it = s.interactions.back();
  const Program& prog = *db.get(s.obj(it.source).def).front().program(it.ability);
  const Instr& in = prog.code[it.pc];
  ObjectId ids[kMaxObjects];
  const int n = tap_cost_candidates(s, db, prog, prog.filters[in.b], player_id(it.controller),
                                    it.source, in.a & 1, ids);
  for (int i = 0; i < n && !out.full(); ++i) out.push_back(Option::choose_card(ids[i]));
}

template <>
VmNext run_op<Op::AddMana>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  for (int i = 0; i < n; ++i) {
    ++vm.s.player(player_id(vm.it.controller)).pool.amount[in.a];
    vm.c.emit(EventKind::ManaAdded, player_id(vm.it.controller), vm.it.source, in.a);
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::TapLands>(Vm& vm, const Instr& in) {  // Power Sink
  tap_mana_lands(vm.c, who_of(vm.s, vm.it, in.a));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DrainMana>(Vm& vm, const Instr& in) {
  drain_mana(vm.c, who_of(vm.s, vm.it, in.a));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::TapChoose>(
    Vm& vm, const Instr& in) {  // "tap N untapped creatures you control" as a cost (tapXType)
  GameState& s = vm.s;
  Interaction& it = vm.it;
  const PlayerId p = player_id(it.controller);
  const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
  if (it.waiting) {  // the player's picks are done
    it.waiting = 0;
    pop(it);
    return VmNext::Next;
  }
  ObjectId ids[kMaxObjects];
  const int k =
      tap_cost_candidates(s, vm.c.db, vm.prog, vm.prog.filters[in.b], p, it.source, in.a & 1, ids);
  if (n <= 0 || k == 0 || k <= n) {  // no choice: all of them
    for (int i = 0; i < k && n > 0; ++i) tap_for_cost(vm.c, p, ids[i]);
    pop(it);
    return VmNext::Next;
  }
  it.waiting = 1;
  s.pending = Pending{DecisionKind::ChooseCard, p, 0, static_cast<uint8_t>(n), it.source};
  return VmNext::Stop;
}

}  // namespace rwd
