// Handlers of the questions family (rules/vm_ops.h), their options and answers (vm_ask.h).
// Each handler runs twice: first it asks (sets the pending decision, marks the interaction
// waiting and stops), then, once the answer has been applied, it goes on.
#include "rules/vm_ask.h"

#include "rules/casting.h"
#include "rules/mana.h"
#include "rules/object_facts.h"
#include "rules/targeting.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"

namespace rwd {

template <>
VmNext run_op<Op::Target>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (!it.waiting && (vm.prog.optional_targets >> in.a & 1)) {
    // "up to N": once no more were chosen for an earlier slot of the same filter, or with
    // nothing to choose, this slot stays empty (601.2c) without asking.
    bool declined = false;
    for (const Instr& other : vm.prog.code)
      declined |= other.op == Op::Target && other.b == in.b && other.a < in.a &&
                  it.targets[other.a].kind == TargetKind::None;
    OptionList opts;
    if (!declined) choose_target_options_at(vm.s, vm.c.db, vm.prog, it, in, opts);
    if (declined || opts.empty()) {
      it.targets[in.a] = Target{};
      return VmNext::Next;
    }
  }
  if (!it.waiting) {
    it.waiting = 1;
    vm.s.pending = Pending{DecisionKind::ChooseTarget, player_id(it.controller), in.a,
                           vm.prog.num_targets, it.source};
    return VmNext::Stop;
  }
  it.waiting = 0;
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Ask>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (it.waiting) {  // answered: the answer is on the stack
    it.waiting = 0;
    return VmNext::Next;
  }
  const PlayerId p = who_of(vm.s, it, in.a);
  if (p == PlayerId::None) {
    push(it, 0);
    return VmNext::Next;
  }
  it.waiting = 1;
  vm.s.pending = Pending{DecisionKind::YesNo, p, 0, 0, it.source};
  return VmNext::Stop;
}

namespace {

// Asks player p (a YesNo) whether they pay, if `can_pay`; otherwise there is no legal "pay":
// 0 is pushed without asking.
VmNext offer_payment(Vm& vm, PlayerId p, bool can_pay) {
  if (!can_pay) {
    push(vm.it, 0);
    return VmNext::Next;
  }
  vm.it.waiting = 1;
  vm.s.pending = Pending{DecisionKind::YesNo, p, 0, 0, vm.it.source};
  return VmNext::Stop;
}

}  // namespace

template <>
VmNext run_op<Op::UnlessPay>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (it.waiting) {
    it.waiting = 0;
    return VmNext::Next;
  }
  const PlayerId p = who_of(vm.s, it, in.a);
  return offer_payment(vm, p,  // {X}: this spell's
                       p != PlayerId::None &&
                           AffordCheck(vm.s, p).can_pay(vm.prog.costs[in.b], it.x));
}

// "You may pay N life" (119.4): only a player whose life total is at least N may pay.
template <>
VmNext run_op<Op::UnlessLife>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (it.waiting) {
    it.waiting = 0;
    return VmNext::Next;
  }
  const PlayerId p = who_of(vm.s, it, in.a);
  return offer_payment(vm, p, p != PlayerId::None && vm.s.player(p).life >= in.b);
}

template <>
VmNext run_op<Op::ChooseMode>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (it.waiting) {  // answered: the mode is on the stack
    it.waiting = 0;
    return VmNext::Next;
  }
  int legal = -1, n = 0;
  for (int m = 0; m < in.b; ++m)
    if (mode_legal(vm.s, vm.c.db, vm.prog, m, player_id(it.controller), it.source)) legal = m, ++n;
  if (n <= 1) {  // one legal mode: chosen without asking
    push(it, legal < 0 ? 0 : legal);
    it.mode = static_cast<uint16_t>((legal < 0 ? 0 : legal) + 1);
    return VmNext::Next;
  }
  it.waiting = 1;
  vm.s.pending = Pending{DecisionKind::ChooseMode, player_id(it.controller), 0,
                         static_cast<uint8_t>(in.b), it.source};
  return VmNext::Stop;
}

template <>
VmNext run_op<Op::ChooseSource>(Vm& vm, const Instr&) {
  Interaction& it = vm.it;
  if (it.waiting) {  // answered: the source's id is on the stack
    it.waiting = 0;
    return VmNext::Next;
  }
  OptionList opts;
  choose_source_options(vm.s, vm.c.db, opts);
  if (opts.size() <= 1) {  // none or one: no choice to make
    push(it, opts.empty() ? -1 : raw(opts[0].object()));
    return VmNext::Next;
  }
  it.waiting = 1;
  vm.s.pending = Pending{DecisionKind::ChooseSource, player_id(it.controller), 0, 0, it.source};
  return VmNext::Stop;
}

void choose_target_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog || it.pc >= prog->code.size()) return;
  const Instr& in = prog->code[it.pc];
  if (in.op != Op::Target) return;
  // "Up to N": no more targets (a done comes first, as everywhere).
  if (prog->optional_targets >> in.a & 1) out.push_back(Option::done());
  choose_target_options_at(s, db, *prog, it, in, out);
}

void choose_target_options_at(const GameState& s, const CardDb& db, const Program& program,
                              const Interaction& it, const Instr& in, OptionList& out) {
  const Program* prog = &program;
  target_options(s, db, *prog, prog->filters[in.b], player_id(it.controller), it.source, out);
  // 115.3: "two target creatures": an object chosen for an earlier slot of the same word
  // (the same filter) can't be chosen again.
  for (int slot = 0; slot < in.a; ++slot) {
    const Target& t = it.targets[slot];
    if (t.kind != TargetKind::Object) continue;
    bool same_word = false;
    for (const Instr& other : prog->code)
      same_word |= other.op == Op::Target && other.a == slot && other.b == in.b;
    if (!same_word) continue;
    for (size_t i = out.size(); i-- > 0;)
      if (out[i].kind() == OptionKind::Target && out[i].object() == t.object) out.erase_at(i);
  }
}

void answer_target(Ctx& c, const Option& o) {
  Interaction& it = c.s.interactions.back();
  const Program& prog = program_of(c, it);
  it.targets[prog.code[it.pc].a] = o.kind() == OptionKind::Done ? Target{} : target_of_option(c.s, o);
  c.s.pending = Pending{};
}

void choose_mode_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog) return;
  for (size_t m = 0; m < prog->modes.size(); ++m)
    if (mode_legal(s, db, *prog, static_cast<int>(m), player_id(it.controller), it.source))
      out.push_back(Option::mode(it.source, static_cast<int>(m)));
}

void choose_source_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog || it.pc >= prog->code.size() || prog->code[it.pc].op != Op::ChooseSource) return;
  const Filter& f = prog->filters[prog->code[it.pc].a];
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) ids[n++] = id;
  for (const StackItem& item : s.stack)
    if (item.ability == 0) ids[n++] = item.object;  // a spell is a source too (609.7)
  sort_ids(ids, n);
  for (int i = 0; i < n; ++i)
    if (!filter_mismatch(s, db, *prog, f, player_id(it.controller), s.obj(ids[i])))
      out.push_back(Option::source(ids[i]));
}

void answer_mode(Ctx& c, int mode) {
  c.s.pending = Pending{};
  push(c.s.interactions.back(), mode);
}

void answer_yes_no(Ctx& c, bool yes) {
  GameState& s = c.s;
  const PlayerId p = s.pending.player;
  s.pending = Pending{};
  Interaction& it = s.interactions.back();
  const Program& prog = program_of(c, it);
  const Instr& in = prog.code[it.pc];
  if (yes &&
      in.op == Op::UnlessPay) {  // 118.12: pay the cost now, with the engine's choice of sources
    ManaUnits units;
    collect_mana_units(s, p, units);
    ManaPayment pay;
    if (solve_payment(prog.costs[in.b], it.x, units, &pay)) spend_mana(c, p, units, pay);
  }
  if (yes && in.op == Op::UnlessLife) {  // 119.4: paying life is losing it
    s.player(p).life -= in.b;
    s.sba_dirty = true;
    c.emit(EventKind::LifeLoss, p, ObjectId::None, in.b);
  }
  push(it, yes ? 1 : 0);
}

}  // namespace rwd
