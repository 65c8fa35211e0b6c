#include "rules/vm.h"

#include "cards/disasm.h"
#include "rules/targeting.h"

namespace rwd {

namespace {

thread_local std::ostream* g_trace = nullptr;

const Program& program_of(const Ctx& c, const Interaction& it) {
  return *c.db.get(c.s.obj(it.source).def).front().program(it.ability);
}

PlayerId who_of(const GameState& s, const Interaction& it, int operand) {
  if (operand == kWhoYou) return player_id(it.controller);
  if (operand != kWhoYou &&
      (operand & kWhoSlotController)) {  // the controller of a targeted object
    const Target& t = it.targets[operand & 0x0F];
    if (t.kind != TargetKind::Object || s.obj(t.object).zone_changes != t.zone_changes)
      return PlayerId::None;
    return player_id(s.obj(t.object).controller);
  }
  const Target& t = it.targets[operand];
  return t.kind == TargetKind::Player ? player_id(t.player) : PlayerId::None;
}

bool target_legal(const Ctx& c, const Program& prog, const Interaction& it, int slot) {
  if (slot == kSlotSelf) {  // the source itself: still the same permanent (400.7)
    const Object& o = c.s.obj(it.source);
    return it.ability > 0 && o.zone == Zone::Battlefield && o.zone_changes == it.source_zone_changes;
  }
  const Target& t = it.targets[slot];
  if (t.kind == TargetKind::None) return false;
  const Filter* f = nullptr;
  for (const Instr& in : prog.code)
    if (in.op == Op::Target && in.a == slot) f = &prog.filters[in.b];
  return f && !target_problem(c.s, c.db, prog, *f, player_id(it.controller), it.source, t);
}

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
  if (o.keywords.protected_from(s.obj(source).colors)) return;
  o.damage = static_cast<int16_t>(o.damage + amount);
  s.sba_dirty = true;
  c.emit(EventKind::Damage, PlayerId::None, source, amount, t.object);
}

// 701.8: destroy (indestructible permanents are not destroyed, 702.12b; a regeneration
// shield replaces it unless the effect says it can't be regenerated, 701.15).
void destroy(Ctx& c, ObjectId id, bool regen_allowed) {
  Object& o = c.s.obj(id);
  if (o.zone != Zone::Battlefield || o.has(Keyword::Indestructible)) return;
  if (regen_allowed && regenerate(c, id)) return;
  c.emit(EventKind::Destroy, player_id(o.controller), id);
  move_to_zone(c, id, Zone::Graveyard);
  c.emit(EventKind::Dies, player_id(c.s.obj(id).owner), id);
}

void discard(Ctx& c, PlayerId p, ObjectId card) {
  move_to_zone(c, card, Zone::Graveyard);
  c.emit(EventKind::Discard, p, card);
}

// The spell leaves the stack for its owner's graveyard (608.2n), or the ability leaves
// the stack (it ceases to exist, 113.7), and the active player receives priority (117.3b).
void finish_resolution(Ctx& c) {
  GameState& s = c.s;
  const Interaction it = s.interactions.back();
  s.interactions.pop_back();
  if (it.ability == 0) {
    if (c.s.obj(it.source).zone == Zone::Stack) move_to_zone(c, it.source, Zone::Graveyard);  // an Aura is on the battlefield
  } else {
    for (size_t i = s.stack.size(); i-- > 0;)
      if (s.stack[i].object == it.source && s.stack[i].ability == it.ability) {
        s.stack.erase_at(i);
        break;
      }
  }
  s.passes = 0;
  s.priority = s.active;
}

int16_t pop(Interaction& it) { return it.sp > 0 ? it.stack[--it.sp] : 0; }
void push(Interaction& it, int v) {
  if (it.sp < kVmStackDepth) it.stack[it.sp++] = static_cast<int16_t>(v);
}

}  // namespace

void set_ability_trace(std::ostream* out) { g_trace = out; }

const Program* spell_program(const CardDb& db, const Object& o) {
  if (o.def == CardDefId::None) return nullptr;
  return db.get(o.def).front().spell.get();
}

void begin_cast(Ctx& c, PlayerId p, ObjectId card) {
  Interaction it;
  it.source = card;
  it.controller = raw(p);
  it.phase = RunPhase::Casting;
  c.s.interactions.push_back(it);
}

void begin_activation(Ctx& c, PlayerId p, ObjectId source, int ability) {
  Interaction it;
  it.source = source;
  it.controller = raw(p);
  it.phase = RunPhase::Casting;
  it.ability = static_cast<uint8_t>(ability + 1);
  c.s.interactions.push_back(it);
}

void begin_resolution(Ctx& c, const StackItem& item) {
  const Program& prog = *c.db.get(c.s.obj(item.object).def).front().program(item.ability);
  Interaction it;
  it.source = item.object;
  it.controller = item.controller;
  it.ability = item.ability;
  it.source_zone_changes = item.source_zone_changes;
  it.phase = RunPhase::Resolving;
  it.pc = prog.resolve_pc;
  it.x = item.x;
  for (int i = 0; i < kMaxTargets; ++i) it.targets[i] = item.targets[i];
  c.s.interactions.push_back(it);
}

void run_interaction(Ctx& c) {
  GameState& s = c.s;
  Interaction& it = s.interactions.back();
  const Program& prog = program_of(c, it);
  for (;;) {
    if (it.phase == RunPhase::Casting && it.pc == prog.resolve_pc) {
      // Targets chosen: the rest of casting (601.2f-h) or activating (602.2b), and onto the stack.
      Interaction done = it;
      s.interactions.pop_back();
      if (done.ability >= kTriggeredAbilityBase)
        push_trigger(c, done);
      else if (done.ability > 0)
        activate_ability(c, player_id(done.controller), done.source, done.ability - 1, done.targets);
      else
        cast_spell(c, player_id(done.controller), done.source, done.x, done.targets);
      return;
    }
    const Instr& in = prog.code[it.pc];
    if (g_trace) *g_trace << "[vm] " << c.db.get(s.obj(it.source).def).name() << ": " << disassemble_instr(prog, it.pc) << "\n";
    switch (in.op) {
      case Op::End:
        finish_resolution(c);
        return;
      case Op::Push:
        push(it, in.b);
        break;
      case Op::PushX:
        push(it, it.x);
        break;
      case Op::Target:
        if (!it.waiting) {
          it.waiting = 1;
          s.pending = Pending{DecisionKind::ChooseTarget, player_id(it.controller), in.a, prog.num_targets, it.source};
          return;
        }
        it.waiting = 0;
        break;
      case Op::CheckTargets: {
        bool any = false, chosen = false;  // a modal spell's unchosen modes have no targets
        for (int i = 0; i < prog.num_targets; ++i) {
          chosen |= it.targets[i].kind != TargetKind::None;
          any |= target_legal(c, prog, it, i);
        }
        if (chosen && !any) {  // 608.2b: the spell doesn't resolve
          c.emit(EventKind::Fizzle, player_id(it.controller), it.source);
          finish_resolution(c);
          return;
        }
        break;
      }
      case Op::Damage: {
        int n = pop(it);
        if (target_legal(c, prog, it, in.a)) deal_damage(c, it.source, it.targets[in.a], n);
        break;
      }
      case Op::DamageAll: {
        int n = pop(it);
        const Filter& f = prog.filters[in.b];
        ObjectId hit[kMaxObjects];
        int k = 0;
        for (ObjectId id : s.battlefield)
          if (is_creature(s.obj(id)) && !filter_mismatch(s, c.db, prog, f, player_id(it.controller), s.obj(id)))
            hit[k++] = id;
        for (int i = 0; i < k; ++i) deal_damage(c, it.source, Target{TargetKind::Object, 0, hit[i], 0}, n);
        if (in.a & 1)
          for (int i = 0; i < kNumPlayers; ++i)
            deal_damage(c, it.source, Target{TargetKind::Player, static_cast<uint8_t>((raw(s.active) + i) % kNumPlayers)}, n);
        break;
      }
      case Op::Destroy:
        if (target_legal(c, prog, it, in.a)) destroy(c, it.targets[in.a].object, !(in.b & 1));
        break;
      case Op::DestroyAll: {
        const Filter& f = prog.filters[in.b];
        ObjectId doomed[kMaxObjects];
        int k = 0;
        for (ObjectId id : s.battlefield)
          if (!filter_mismatch(s, c.db, prog, f, player_id(it.controller), s.obj(id))) doomed[k++] = id;
        for (int i = 0; i < k; ++i) destroy(c, doomed[i], !(in.a & 1));  // simultaneously (701.8)
        break;
      }
      case Op::Move:
        if (target_legal(c, prog, it, in.a)) {
          ObjectId id = it.targets[in.a].object;
          Zone to = in.b == kZoneHand ? Zone::Hand : in.b == kZoneExile ? Zone::Exile : Zone::Library;
          move_to_zone(c, id, to);
          c.emit(EventKind::Move, player_id(s.obj(id).owner), id, static_cast<int>(to));
        }
        break;
      case Op::GainLife: {
        int n = pop(it);
        PlayerId p = who_of(s, it, in.a);
        if (p != PlayerId::None && n > 0) {
          s.player(p).life += n;
          c.emit(EventKind::LifeGain, p, ObjectId::None, n);
        }
        break;
      }
      case Op::LoseLife: {
        int n = pop(it);
        PlayerId p = who_of(s, it, in.a);
        if (p != PlayerId::None && n > 0) {
          s.player(p).life -= n;
          s.sba_dirty = true;
          c.emit(EventKind::LifeLoss, p, ObjectId::None, n);
        }
        break;
      }
      case Op::Draw: {
        int n = pop(it);
        PlayerId p = who_of(s, it, in.a);
        for (int i = 0; i < n && p != PlayerId::None; ++i) draw_card(c, p);
        break;
      }
      case Op::Discard: {
        PlayerId p = who_of(s, it, in.a);
        int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
        if (it.waiting) {  // the player's picks are done
          it.waiting = 0;
          pop(it);
          break;
        }
        Player& pl = s.player(p);
        if (p == PlayerId::None || n <= 0 || pl.hand.empty()) {
          pop(it);
          break;
        }
        if (in.b & 1) {  // at random: the game's RNG decides
          for (int i = 0; i < n && !pl.hand.empty(); ++i)
            discard(c, p, pl.hand[s.rng.below(static_cast<uint32_t>(pl.hand.size()))]);
          pop(it);
          break;
        }
        if (static_cast<int>(pl.hand.size()) <= n) {  // no choice: the whole hand
          while (!pl.hand.empty()) discard(c, p, pl.hand.back());
          pop(it);
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::Discard, p, 0, static_cast<uint8_t>(n)};
        return;
      }
      case Op::AddMana: {
        int n = pop(it);
        for (int i = 0; i < n; ++i) {
          ++s.player(player_id(it.controller)).pool.amount[in.a];
          c.emit(EventKind::ManaAdded, player_id(it.controller), it.source, in.a);
        }
        break;
      }
      case Op::Pump: {
        int t = pop(it), pw = pop(it);
        if (target_legal(c, prog, it, in.a)) {
          ContinuousEffect e;
          e.object = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
          e.source = it.source;
          e.power = static_cast<int16_t>(pw);
          e.toughness = static_cast<int16_t>(t);
          e.keywords = static_cast<uint16_t>(in.b);
          add_effect(c, e);
        }
        break;
      }
      case Op::PumpAll: {
        int t = pop(it), pw = pop(it);
        const Filter& f = prog.filters[in.a];
        ObjectId hit[kMaxObjects];
        int k = 0;
        for (ObjectId id : s.battlefield)
          if (is_creature(s.obj(id)) && !filter_mismatch(s, c.db, prog, f, player_id(it.controller), s.obj(id)))
            hit[k++] = id;
        for (int i = 0; i < k; ++i) {
          ContinuousEffect e;
          e.object = hit[i];
          e.source = it.source;
          e.power = static_cast<int16_t>(pw);
          e.toughness = static_cast<int16_t>(t);
          e.keywords = static_cast<uint16_t>(in.b);
          add_effect(c, e);
        }
        break;
      }
      case Op::Attach:
        if (target_legal(c, prog, it, in.a)) {  // 608.3: the Aura becomes a permanent, attached (303.4f)
          const ObjectId target = it.targets[in.a].object;
          move_to_zone(c, it.source, Zone::Battlefield);
          Object& aura = s.obj(it.source);
          aura.controller = it.controller;
          aura.attach_to(target);
          c.emit(EventKind::EnterBattlefield, player_id(it.controller), it.source);
          c.emit(EventKind::Attach, player_id(it.controller), it.source, 0, target);
          refresh_battlefield(c);  // its static abilities now apply to what it enchants
        }
        break;
      case Op::Counter:
        if (target_legal(c, prog, it, in.a)) {
          const ObjectId spell = it.targets[in.a].object;
          c.emit(EventKind::Countered, player_id(s.obj(spell).controller), spell);
          move_to_zone(c, spell, Zone::Graveyard);  // leaves the stack (its item is removed)
        }
        break;
      case Op::Tap:
      case Op::Untap:
      case Op::Regenerate:
        if (target_legal(c, prog, it, in.a)) {
          const ObjectId id = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
          Object& o = s.obj(id);
          if (in.op == Op::Tap && !o.has(kTapped)) {
            o.set(kTapped);
            c.emit(EventKind::Tap, player_id(o.controller), id);
            refresh_statics(c);
          } else if (in.op == Op::Untap && o.has(kTapped)) {
            o.clear(kTapped);
            c.emit(EventKind::Untap, player_id(o.controller), id);
            refresh_statics(c);
          } else if (in.op == Op::Regenerate) {
            ContinuousEffect e;
            e.object = id;
            e.source = it.source;
            e.kind = EffectKind::RegenerationShield;
            add_effect(c, e);
          }
        }
        break;
      case Op::PutCounter:
      case Op::RemoveCounter: {
        int n = pop(it);
        if (target_legal(c, prog, it, in.a)) {
          const ObjectId id = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
          if (in.op == Op::PutCounter) put_counters(c, id, static_cast<CounterKind>(in.b), n);
          else remove_counters(c, id, static_cast<CounterKind>(in.b), n);
        }
        break;
      }
      case Op::PutCounterAll: {
        int n = pop(it);
        const Filter& f = prog.filters[in.a];
        ObjectId hit[kMaxObjects];
        int k = 0;
        for (ObjectId id : s.battlefield)
          if (!filter_mismatch(s, c.db, prog, f, player_id(it.controller), s.obj(id))) hit[k++] = id;
        for (int i = 0; i < k; ++i) put_counters(c, hit[i], static_cast<CounterKind>(in.b), n);
        break;
      }
      case Op::PreventDamage: {
        int n = pop(it);
        if (n > 0 && (in.a == kWhoYou || target_legal(c, prog, it, in.a)) && !s.shields.full()) {
          PreventionShield sh;
          sh.target =
              in.a == kWhoYou ? Target{TargetKind::Player, it.controller} : it.targets[in.a];
          sh.source = it.source;
          sh.amount = static_cast<int16_t>(n);
          s.shields.push_back(sh);
        }
        break;
      }
      case Op::Fog:
        if (!s.shields.full()) {
          PreventionShield sh;
          sh.source = it.source;
          sh.amount = kPreventAll;
          sh.flags = kShieldCombatOnly;
          s.shields.push_back(sh);
        }
        break;
      case Op::Ask: {
        if (it.waiting) {  // answered: the answer is on the stack
          it.waiting = 0;
          break;
        }
        const PlayerId p = who_of(s, it, in.a);
        if (p == PlayerId::None) {
          push(it, 0);
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::YesNo, p, 0, 0, it.source};
        return;
      }
      case Op::UnlessPay: {
        if (it.waiting) {
          it.waiting = 0;
          break;
        }
        const PlayerId p = who_of(s, it, in.a);
        if (p == PlayerId::None || !AffordCheck(s, p).can_pay(prog.costs[in.b])) {
          push(it, 0);  // no legal "pay": not asked
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::YesNo, p, 0, 0, it.source};
        return;
      }
      case Op::Branch: {
        const int v = pop(it);
        if ((in.a & 1) ? v != 0 : v == 0) {
          it.pc = static_cast<uint16_t>(in.b);
          continue;
        }
        break;
      }
      case Op::SacrificeSelf: {
        const Object& o = s.obj(it.source);
        if (o.zone == Zone::Battlefield && o.zone_changes == it.source_zone_changes) {
          const PlayerId p = player_id(o.controller);
          c.emit(EventKind::Sacrifice, p, it.source);
          move_to_zone(c, it.source, Zone::Graveyard);
          c.emit(EventKind::Dies, player_id(s.obj(it.source).owner), it.source);
        }
        break;
      }
      case Op::ChooseMode: {
        if (it.waiting) {  // answered: the mode is on the stack
          it.waiting = 0;
          break;
        }
        int legal = -1, n = 0;
        for (int m = 0; m < in.b; ++m)
          if (mode_legal(s, c.db, prog, m, player_id(it.controller), it.source)) legal = m, ++n;
        if (n <= 1) {  // one legal mode: chosen without asking
          push(it, legal < 0 ? 0 : legal);
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::ChooseMode, player_id(it.controller), 0,
                            static_cast<uint8_t>(in.b), it.source};
        return;
      }
      case Op::ModeSkip:
        if ((it.sp > 0 ? it.stack[it.sp - 1] : -1) != in.a) {
          it.pc = static_cast<uint16_t>(in.b);
          continue;
        }
        break;
      case Op::SkipUnchosen:
        if (it.targets[in.a].kind == TargetKind::None) {
          it.pc = static_cast<uint16_t>(in.b);
          continue;
        }
        break;
      case Op::ChooseSource: {
        if (it.waiting) {  // answered: the source's id is on the stack
          it.waiting = 0;
          break;
        }
        OptionList opts;
        choose_source_options(s, c.db, opts);
        if (opts.size() <= 1) {  // none or one: no choice to make
          push(it, opts.empty() ? -1 : raw(opts[0].a));
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::ChooseSource, player_id(it.controller), 0, 0, it.source};
        return;
      }
      case Op::PreventNextFrom: {
        const int from = pop(it);
        const PlayerId p = who_of(s, it, in.a);
        if (from >= 0 && from < s.num_objects && p != PlayerId::None && !s.shields.full()) {
          PreventionShield sh;
          sh.target = Target{TargetKind::Player, raw(p)};
          sh.source = it.source;
          sh.amount = kPreventAll;
          sh.flags = static_cast<uint8_t>(kShieldOnce | ((in.b & 1) ? kShieldGainLife : 0));
          sh.from = static_cast<ObjectId>(from);
          s.shields.push_back(sh);
        }
        break;
      }
      case Op::Count:
        finish_resolution(c);
        return;
    }
    ++it.pc;
  }
}

void choose_target_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.get(s.obj(it.source).def).front().program(it.ability);
  if (!prog || it.pc >= prog->code.size()) return;
  const Instr& in = prog->code[it.pc];
  if (in.op != Op::Target) return;
  target_options(s, db, *prog, prog->filters[in.b], player_id(it.controller), it.source, out);
}

void answer_target(Ctx& c, const Option& o) {
  Interaction& it = c.s.interactions.back();
  const Program& prog = program_of(c, it);
  it.targets[prog.code[it.pc].a] = target_of_option(c.s, o);
  c.s.pending = Pending{};
}

void choose_mode_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.get(s.obj(it.source).def).front().program(it.ability);
  if (!prog) return;
  for (size_t m = 0; m < prog->modes.size(); ++m)
    if (mode_legal(s, db, *prog, static_cast<int>(m), player_id(it.controller), it.source))
      out.push_back({OptionKind::Mode, 0, it.source, ObjectId::None, static_cast<uint16_t>(m)});
}

void choose_source_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.get(s.obj(it.source).def).front().program(it.ability);
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
      out.push_back({OptionKind::Source, 0, ids[i]});
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
    if (solve_payment(prog.costs[in.b], 0, units, &pay)) spend_mana(c, p, units, pay);
  }
  push(it, yes ? 1 : 0);
}

}  // namespace rwd
