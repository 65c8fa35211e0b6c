#include "rules/vm_choice.h"

#include "cards/choice_compiler.h"
#include "cards/subtype_names.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/player_statics.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

constexpr int kMaxChoiceValues = 512;  // more than the creature types (205.3m)

// The legal values of choice `spec` for an ability controlled by `controller`, in order.
int legal_values(const GameState& s, const CardDb& db, const Program& prog, const ChoiceSpec& spec,
                 PlayerId controller, int* out, int cap) {
  int n = 0;
  switch (static_cast<ChosenKind>(spec.kind)) {
    case ChosenKind::Card: {  // the value is the card's id; by id (canonical order)
      ObjectId ids[kMaxObjects];
      int m = 0;
      if (spec.min == kChooseOnBattlefield)
        for (ObjectId id : s.battlefield) ids[m++] = id;
      else
        for (ObjectId id :
             spec.min == kChooseInHand ? s.player(controller).hand : s.player(controller).graveyard)
          ids[m++] = id;
      sort_ids(ids, m);
      for (int i = 0; i < m && n < cap; ++i)
        if (spec.filter >= 0 &&
            !filter_mismatch(s, db, prog, prog.filters[spec.filter], controller, s.obj(ids[i])))
          out[n++] = raw(ids[i]);
      break;
    }
    case ChosenKind::Player:
      for (int p = 0; p < kNumPlayers && n < cap; ++p)
        if (spec.filter >= 0 &&
            filter_matches_player(prog.filters[spec.filter], controller, player_id(p)))
          out[n++] = p;
      break;
    case ChosenKind::Number:
      for (int v = spec.min; v <= spec.max && n < cap; ++v) out[n++] = v;
      break;
    case ChosenKind::Color:  // the value is the color (WUBRG 0-4)
      for (size_t i = 0; i < spec.options.size() && n < cap; ++i)
        if (const int col = color_from_name(spec.options[i]); col >= 0) out[n++] = col;
      break;
    case ChosenKind::Type:  // the value is the subtype's code (cards/subtype_names.h)
      for (size_t i = 0; i < spec.options.size() && n < cap; ++i)
        if (const int code = subtype_code(spec.options[i]); code >= 0) out[n++] = code;
      break;
    case ChosenKind::ExiledBy:  // not a choice (rules/exile_link.h)
      break;
    case ChosenKind::Count:  // kChoiceGeneric: one of the listed options
      for (size_t i = 0; i < spec.options.size() && n < cap; ++i) out[n++] = static_cast<int>(i);
      break;
  }
  return n;
}

const Program& running_program(const GameState& s, const CardDb& db, const Interaction& it) {
  return *db.get(s.obj(it.source).def).front().program(it.ability);
}

void log_choice(Ctx& c, PlayerId p, ObjectId source, int kind, int value) {
  c.emit(EventKind::Chose, p, source, kind * 10000 + value);
}

// Op::Choose for player `p` (the chooser): with two or more answers a `choose` decision is
// made pending and true returned; otherwise *value is the one answer (chosen without asking,
// logged) or -1 when there is none, and false is returned.
bool begin_choice(Ctx& c, const Interaction& it, const Program& prog, const Instr& in, PlayerId p,
                  int* value) {
  *value = -1;
  if (p == PlayerId::None || in.b < 0 || static_cast<size_t>(in.b) >= prog.choices.size())
    return false;
  const ChoiceSpec& spec = prog.choices[in.b];
  int values[kMaxChoiceValues];
  const int n =
      legal_values(c.s, c.db, prog, spec, player_id(it.controller), values, kMaxChoiceValues);
  if (n == 0) return false;  // nothing to choose: never asked
  if (n == 1) {              // one answer: made without asking
    *value = values[0];
    log_choice(c, p, it.source, spec.kind, *value);
    return false;
  }
  c.s.pending = Pending{DecisionKind::Choose, p, 0, static_cast<uint8_t>(n), it.source};
  return true;
}

// Op::ChosenSet: `source` (still the same object) remembers `value` as its chosen `kind`;
// nothing if value < 0 or the table is full.
void remember_choice(Ctx& c, ObjectId source, ChosenKind kind, int value) {
  if (value < 0) return;
  GameState& s = c.s;
  const uint16_t zc = s.obj(source).zone_changes;
  for (ChosenEntry& e : s.chosen)
    if (e.object == source && e.kind == kind) {
      e.zone_changes = zc;
      e.value = static_cast<int16_t>(value);
      return;
    }
  if (s.chosen.full()) return;  // capacity: kMaxChosen
  s.chosen.push_back(ChosenEntry{source, zc, kind, 0, static_cast<int16_t>(value)});
  if (s.obj(source).zone == Zone::Battlefield) refresh_statics(c);  // "of the chosen color" changed
}

// Op::Enter (608.3): the permanent spell `it.source` becomes a permanent under its
// controller's control, keeping what it chose as it entered (614.12).
void enter_with_choices(Ctx& c, const Interaction& it) {
  GameState& s = c.s;
  if (s.obj(it.source).zone != Zone::Stack) return;
  // 614.12: what it chose as it entered is the permanent's: carried over the zone change.
  ChosenEntry kept[kMaxChosen];
  int n = 0;
  for (const ChosenEntry& e : s.chosen)
    if (e.object == it.source && e.zone_changes == s.obj(it.source).zone_changes) kept[n++] = e;
  move_to_zone(c, it.source, Zone::Battlefield);  // 608.3
  set_controller(s, it.source, it.controller);
  for (int i = 0; i < n; ++i) {
    kept[i].zone_changes = s.obj(it.source).zone_changes;
    if (!s.chosen.full()) s.chosen.push_back(kept[i]);
  }
  refresh_statics(c);  // its statics read the choice ("creatures of the chosen color")
  c.emit(EventKind::EnterBattlefield, player_id(it.controller), it.source);
}

}  // namespace

template <>
VmNext run_op<Op::Choose>(Vm& vm, const Instr& in) {
  Interaction& it = vm.it;
  if (it.waiting) {  // answered: the value is on the stack
    it.waiting = 0;
    return VmNext::Next;
  }
  int value = -1;
  if (begin_choice(vm.c, it, vm.prog, in, who_of(vm.s, it, in.a), &value)) {
    it.waiting = 1;
    return VmNext::Stop;
  }
  push(it, value);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::ChosenSet>(Vm& vm, const Instr& in) {
  remember_choice(vm.c, vm.it.source, static_cast<ChosenKind>(in.a), pop(vm.it));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Enter>(Vm& vm, const Instr&) {
  enter_with_choices(vm.c, vm.it);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::PushChosen>(Vm& vm, const Instr& in) {
  push(vm.it, chosen_property(vm.s, vm.it.source, in.a, in.b));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Math>(Vm& vm, const Instr& in) {
  const int v = pop(vm.it);
  push(vm.it, apply_math(in.a, v, in.b));
  return VmNext::Next;
}

void choice_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program& prog = running_program(s, db, it);
  if (it.pc >= prog.code.size() || prog.code[it.pc].op != Op::Choose) return;
  const int b = prog.code[it.pc].b;
  if (b < 0 || static_cast<size_t>(b) >= prog.choices.size()) return;
  int values[kMaxChoiceValues];
  const int n = legal_values(s, db, prog, prog.choices[b], player_id(it.controller), values,
                             kMaxChoiceValues);
  for (int i = 0; i < n; ++i) out.push_back(Option::choice(it.source, values[i]));
}

void answer_choice(Ctx& c, const Option& o) {
  GameState& s = c.s;
  const PlayerId p = s.pending.player;
  s.pending = Pending{};
  Interaction& it = s.interactions.back();
  const Program& prog = running_program(s, c.db, it);
  log_choice(c, p, it.source, prog.choices[prog.code[it.pc].b].kind, o.choice_value());
  if (it.sp < kVmStackDepth) it.stack[it.sp++] = static_cast<int16_t>(o.choice_value());
}

int chosen_property(const GameState& s, ObjectId source, int kind, int prop) {
  if (kind < 0 || kind >= static_cast<int>(ChosenKind::Count)) return 0;
  const int v = s.chosen_value(source, static_cast<ChosenKind>(kind));
  if (prop == 1) return v >= 0 && v < kNumPlayers ? static_cast<int>(s.players[v].hand.size()) : 0;
  return v < 0 ? 0 : v;
}

int apply_math(int op, int v, int n) {
  int r = v;
  if (op == kMathPlus)
    r = v + n;
  else if (op == kMathMinus)
    r = v - n;
  else if (op == kMathNMinus)
    r = n - v;
  else if (op == kMathTimes)
    r = v * n;
  return r < -32768 ? -32768 : r > 32767 ? 32767 : r;
}

PlayerId chosen_player(const GameState& s, ObjectId source) {
  const int v = s.chosen.empty() ? -1 : s.chosen_value(source, ChosenKind::Player);
  return v >= 0 && v < kNumPlayers ? player_id(v) : PlayerId::None;
}

void forget_choices(GameState& s, ObjectId id) {
  for (size_t i = s.chosen.size(); i-- > 0;)
    if (s.chosen[i].object == id) s.chosen.erase_at(i);
}

int max_hand_size(const Ctx& c, PlayerId p) {
  int size = kMaxHandSize;
  if (!statics_active(c.s)) return size;
  // Several apply in timestamp order (613.7; the battlefield is in arrival order): the last
  // one's number, or no maximum, stands.
  for (ObjectId src_id : c.s.battlefield) {
    const Object& src = c.s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : c.db.get(src.def).front().statics)
      if (st.effect == StaticEffect::MaxHandSize &&
          (st.affected.terms.empty() ? !c.s.chosen.empty() && chosen_player(c.s, src_id) == p
                                     : static_affects_player(st, src, p)))
        size = st.power;
  }
  return size;
}

}  // namespace rwd
