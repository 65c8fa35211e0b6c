#include "rules/vm.h"

#include "cards/disasm.h"
#include "rules/animate.h"
#include "rules/control.h"
#include "rules/mana_tally.h"
#include "rules/transform.h"
#include "rules/targeting.h"
#include "rules/tokens.h"
#include "rules/sacrifice.h"
#include "rules/combat_misc.h"
#include "rules/play_effect.h"
#include "rules/vm_dig.h"
#include "rules/vm_library.h"
#include "rules/vm_repeat.h"
#include "rules/vm_mana.h"
#include "rules/vm_choice.h"

namespace rwd {

namespace {

thread_local std::ostream* g_trace = nullptr;

const Program& program_of(const Ctx& c, const Interaction& it) {
  return *c.db.ability_program(c.s.obj(it.source).def, it.ability);
}

int16_t pop(Interaction& it);

// kWhoPopped pops the player (0 or 1) from the stack; the compiler emits it only for
// instructions that pop their amount first and never suspend. kWhoSlotController | k: the
// controller of the object in target slot k.
PlayerId who_of(const GameState& s, Interaction& it, int operand) {
  if (operand == kWhoYou) return player_id(it.controller);
  if (operand == kWhoItem) {  // the player RepeatEach is at (a register)
    const int p = it.vars[kVarItem];
    return p >= 0 && p < kNumPlayers ? player_id(p) : PlayerId::None;
  }
  if (operand == kWhoPopped) {
    const int p = pop(it);
    return p >= 0 && p < kNumPlayers ? player_id(p) : PlayerId::None;
  }
  if ((operand & 0xF0) == kWhoSlotController) {  // the controller of a targeted object
    const Target& t = it.targets[operand & 0x0F];
    if (t.kind != TargetKind::Object || s.obj(t.object).zone_changes != t.zone_changes)
      return PlayerId::None;
    return player_id(s.obj(t.object).controller);
  }
  if (operand == kSlotChosenPlayer) return chosen_player(s, it.source);
  const Target& t = it.targets[operand == kSlotTriggered ? kMaxTargets - 1 : operand];
  return t.kind == TargetKind::Player ? player_id(t.player) : PlayerId::None;
}

// What a slot operand names: a chosen target, or one of the untargeted kSlot* operands
// (cards/opcodes.h) resolved now.
Target slot_target(const GameState& s, const Interaction& it, int slot) {
  if (slot == kSlotSelf)
    return Target{TargetKind::Object, 0, it.source, s.obj(it.source).zone_changes};
  if (slot == kSlotEnchanted) {
    const ObjectId host = s.obj(it.source).attached_to();
    return host == ObjectId::None ? Target{}
                                  : Target{TargetKind::Object, 0, host, s.obj(host).zone_changes};
  }
  if (slot == kSlotYou) return Target{TargetKind::Player, it.controller};
  if (slot == kSlotTriggered) return it.targets[kMaxTargets - 1];
  if (slot == kSlotChosenCard) {  // the card the source chose (ChooseCard), not targeted
    const int id = s.chosen.empty() ? -1 : s.chosen_value(it.source, ChosenKind::Card);
    if (id < 0 || id >= s.num_objects) return Target{};
    return Target{TargetKind::Object, 0, static_cast<ObjectId>(id), s.obj(static_cast<ObjectId>(id)).zone_changes};
  }
  if (slot == kSlotChosenPlayer) {  // the player the source chose (614.12), not targeted
    const PlayerId p = chosen_player(s, it.source);
    return p == PlayerId::None ? Target{} : Target{TargetKind::Player, raw(p)};
  }
  return it.targets[slot];
}

ObjectId slot_object(const GameState& s, const Interaction& it, int slot) {
  return slot_target(s, it, slot).object;
}

bool target_legal(const Ctx& c, const Program& prog, const Interaction& it, int slot) {
  if (slot == kSlotYou) return true;  // the ability's controller
  if (slot == kSlotChosenPlayer) return slot_target(c.s, it, slot).kind == TargetKind::Player;
  if (slot == kSlotChosenCard) return slot_target(c.s, it, slot).kind == TargetKind::Object;
  // The source itself (or what it enchants): still the same permanent (400.7).
  if (slot == kSlotSelf || slot == kSlotEnchanted) {
    const Object& o = c.s.obj(it.source);
    if (!(it.ability > 0 && o.zone == Zone::Battlefield &&
          o.zone_changes == it.source_zone_changes))
      return false;
    if (slot == kSlotSelf) return true;
    const ObjectId host = o.attached_to();
    return host != ObjectId::None && c.s.obj(host).zone == Zone::Battlefield;
  }
  if (slot == kSlotYou) return true;
  if (slot == kSlotTriggered) {  // the same object still (400.7), or a player
    const Target& t = it.targets[kMaxTargets - 1];
    return t.kind == TargetKind::Player ||
           (t.kind == TargetKind::Object && c.s.obj(t.object).zone_changes == t.zone_changes);
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
  const Program& prog = *c.db.ability_program(c.s.obj(item.object).def, item.ability);
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
        activate_ability(c, player_id(done.controller), done.source, done.ability - 1, done.targets,
                         done.x);
      else
        cast_spell(c, player_id(done.controller), done.source, done.x, done.targets,
                   done.cast_flags & kCastWithoutManaCost);
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
        if (target_legal(c, prog, it, in.a)) deal_damage(c, it.source, slot_target(s, it, in.a), n);
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
      case Op::Destroy: {
        bool destroyed = false;
        if (target_legal(c, prog, it, in.a)) {
          const ObjectId id = slot_object(s, it, in.a);
          const uint16_t zc = s.obj(id).zone_changes;
          destroy(c, id, !(in.b & 1));
          destroyed = s.obj(id).zone_changes != zc;  // not regenerated, not indestructible
        }
        if (in.b & 2) push(it, destroyed ? 1 : 0);  // RememberDestroyed$: "if it is destroyed this way"
        break;
      }
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
          ObjectId id = slot_object(s, it, in.a);
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
          e.object = slot_object(s, it, in.a);
          e.source = it.source;
          e.power = static_cast<int16_t>(pw);
          e.toughness = static_cast<int16_t>(t);
          e.keywords = static_cast<uint16_t>(in.b);
          add_effect(c, e);
        }
        break;
      }
      case Op::Animate: {  // 613.4b, 613.1d (rules/animate.h)
        int t = pop(it), pw = pop(it);
        if (target_legal(c, prog, it, in.a))
          animate(c, slot_object(s, it, in.a), it.source, it.controller, pw, t, in.b);
        break;
      }
      case Op::Transform:  // 701.28 (rules/transform.h)
        if (target_legal(c, prog, it, in.a)) transform_permanent(c, slot_object(s, it, in.a));
        break;
      case Op::GainControl:  // 613.1b (rules/control.h)
        if (target_legal(c, prog, it, in.a))
          gain_control(c, slot_object(s, it, in.a), it.source, it.controller,
                       static_cast<uint16_t>(in.b));
        break;
      case Op::AnimateColor:  // 613.1e (rules/control.h)
        if (target_legal(c, prog, it, in.a))
          animate_color(c, slot_object(s, it, in.a), it.source, in.b);
        break;
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
          set_controller(s, it.source, it.controller);
          aura.attach_to(target);
          c.emit(EventKind::EnterBattlefield, player_id(it.controller), it.source);
          c.emit(EventKind::Attach, player_id(it.controller), it.source, 0, target);
          refresh_battlefield(c);  // its static abilities now apply to what it enchants
        }
        break;
      case Op::AttachSource:
        // 701.3a: the Equipment, still the same permanent (400.7), becomes attached to the
        // target; 701.3b: attaching it to what it is already attached to does nothing.
        if (target_legal(c, prog, it, kSlotSelf) && target_legal(c, prog, it, in.a)) {
          const ObjectId target = it.targets[in.a].object;
          Object& equipment = s.obj(it.source);
          if (target != it.source && equipment.attached_to() != target) {
            equipment.attach_to(target);
            c.emit(EventKind::Attach, player_id(it.controller), it.source, 0, target);
            refresh_battlefield(c);  // its static abilities move to the new creature
          }
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
          const ObjectId id = slot_object(s, it, in.a);
          Object& o = s.obj(id);
          if (in.op == Op::Tap && !o.has(kTapped)) {
            set_tapped(s, id, true);
            c.emit(EventKind::Tap, player_id(o.controller), id);
            queue_tap_triggers(c, id);
            refresh_statics(c);
          } else if (in.op == Op::Untap && o.has(kTapped)) {
            set_tapped(s, id, false);
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
          const ObjectId id = slot_object(s, it, in.a);
          if (in.op == Op::PutCounter) put_counters(c, id, static_cast<CounterKind>(in.b), n);
          else remove_counters(c, id, static_cast<CounterKind>(in.b), n);
        }
        break;
      }
      case Op::TapChoose: {  // "tap N untapped creatures you control" as a cost (tapXType)
        const PlayerId p = player_id(it.controller);
        const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
        if (it.waiting) {  // the player's picks are done
          it.waiting = 0;
          pop(it);
          break;
        }
        ObjectId ids[kMaxObjects];
        const int k = tap_cost_candidates(s, c.db, prog, prog.filters[in.b], p, it.source, in.a & 1, ids);
        if (n <= 0 || k == 0 || k <= n) {  // no choice: all of them
          for (int i = 0; i < k && n > 0; ++i) tap_for_cost(c, p, ids[i]);
          pop(it);
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::ChooseCard, p, 0, static_cast<uint8_t>(n), it.source};
        return;
      }
      case Op::TapLands:  // Power Sink
        tap_mana_lands(c, who_of(s, it, in.a));
        break;
      case Op::DrainMana:
        drain_mana(c, who_of(s, it, in.a));
        break;
      case Op::PutCounterUpTo: {  // "up to n, no more than b in all" (Clockwork Beast)
        const int n = pop(it);
        const CounterKind kind = static_cast<CounterKind>(in.a);
        const int room = in.b - s.counters_on(it.source, kind);
        if (target_legal(c, prog, it, kSlotSelf) && n > 0 && room > 0)
          put_counters(c, it.source, kind, n < room ? n : room);
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
      case Op::DelayTrigger:
        create_delayed_trigger(c, it, in.a, in.b);
        break;
      case Op::CheckIf:
        if (it.ability >= kTriggeredAbilityBase &&
            !trigger_condition_holds(s, c.db, it.source, it.controller,
                                     it.ability - kTriggeredAbilityBase)) {
          // 603.4: the condition is false now: the ability does nothing.
          c.emit(EventKind::Fizzle, player_id(it.controller), it.source, 1);
          finish_resolution(c);
          return;
        }
        break;
      case Op::Token: {
        const int n = pop(it);
        const PlayerId p = who_of(s, it, in.b);
        if (p == PlayerId::None) break;
        const CardDefId def = c.db.token_def(s.obj(it.source).def, it.ability, in.a);
        for (int i = 0; i < n; ++i)
          if (create_token(c, def, p) == ObjectId::None) break;
        break;
      }
      case Op::Sacrifice:
        if (target_legal(c, prog, it, in.a)) {
          const ObjectId id = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
          sacrifice_permanent(c, player_id(s.obj(id).controller), id);
        }
        break;
      case Op::SacrificeChoose: {
        const PlayerId p = who_of(s, it, in.a);
        const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
        if (it.waiting) {  // the player's picks are done
          it.waiting = 0;
          pop(it);
          break;
        }
        ObjectId ids[kMaxObjects];
        const int k = p == PlayerId::None ? 0
                                          : sacrifice_candidates(s, c.db, prog, prog.filters[in.b],
                                                                 player_id(it.controller), p, ids, it.source);
        if (n <= 0 || k == 0) {
          pop(it);
          break;
        }
        if (k <= n) {  // no choice: all of them (701.17a)
          for (int i = 0; i < k; ++i) sacrifice_permanent(c, p, ids[i]);
          pop(it);
          break;
        }
        it.waiting = 1;
        s.pending = Pending{DecisionKind::Sacrifice, p, 0, static_cast<uint8_t>(n), it.source};
        return;
      }
      case Op::Mill: {  // 701.13a: as many as there are, if fewer (701.13b)
        const int n = pop(it);
        const PlayerId p = who_of(s, it, in.a);
        for (int i = 0; i < n && p != PlayerId::None && !s.player(p).library.empty(); ++i) {
          const ObjectId top = s.player(p).library.back();
          move_to_zone(c, top, Zone::Graveyard);
          c.emit(EventKind::Move, p, top, static_cast<int>(Zone::Graveyard));
        }
        break;
      }
      case Op::PushCount: {
        const Filter& f = prog.filters[in.b];
        const PlayerId you = player_id(it.controller);
        int n = 0;
        if (in.a == kCountBattlefield) {
          for (ObjectId id : s.battlefield) n += !filter_mismatch(s, c.db, prog, f, you, s.obj(id));
        } else if (in.a == kCountGraveyards) {
          for (const Player& pl : s.players)
            for (ObjectId id : pl.graveyard) n += !filter_mismatch(s, c.db, prog, f, you, s.obj(id));
        } else {
          for (ObjectId id : s.player(you).hand) n += !filter_mismatch(s, c.db, prog, f, you, s.obj(id));
        }
        push(it, n);
        break;
      }
      case Op::PushProp: {
        // The object as it is now, or as it last was (the compiler emits this before the
        // effects that could move it, so its values are those it had: last known information).
        const ObjectId id = in.a == kSlotSelf ? it.source : it.targets[in.a].object;
        int v = 0;
        if (in.b == kPropPlayer) {
          v = it.targets[in.a].kind == TargetKind::Player ? it.targets[in.a].player : -1;
        } else if (id != ObjectId::None) {
          const Object& o = s.obj(id);
          if (in.b == kPropManaValue) v = c.db.get(o.def).front().cost.mana_value();
          else if (in.b == kPropPower) v = o.power;
          else if (in.b == kPropToughness) v = o.toughness;
          else if (in.b >= kPropCounters) v = s.counters_on(id, static_cast<CounterKind>(in.b - kPropCounters));
          else v = o.controller;
        }
        push(it, v);
        break;
      }
      case Op::MoveAll: {  // all at once (the list is made first), each to its owner's zone
        const int owner = pop(it);
        const Filter& f = prog.filters[in.a];
        const PlayerId you = player_id(it.controller);
        ObjectId moved[kMaxObjects];
        int k = 0;
        auto consider = [&](ObjectId id) {
          const Object& o = s.obj(id);
          if ((owner < 0 || o.owner == owner) && !filter_mismatch(s, c.db, prog, f, you, o)) moved[k++] = id;
        };
        if (f.zone == FilterZone::Graveyard) {
          for (const Player& pl : s.players)
            for (ObjectId id : pl.graveyard) consider(id);
        } else {
          for (ObjectId id : s.battlefield) consider(id);
        }
        sort_ids(moved, k);
        bool shuffle[kNumPlayers] = {};
        for (int i = 0; i < k; ++i) {
          const Zone to = in.b == kZoneHand                                          ? Zone::Hand
                          : in.b == kZoneExile                                       ? Zone::Exile
                          : in.b == kZoneGraveyard                                   ? Zone::Graveyard
                                                                                     : Zone::Library;
          if (in.b == kZoneLibraryShuffle) shuffle[s.obj(moved[i]).owner] = true;
          move_to_zone(c, moved[i], to);
          c.emit(EventKind::Move, player_id(s.obj(moved[i]).owner), moved[i], static_cast<int>(to));
        }
        for (int p = 0; p < kNumPlayers; ++p)
          if (shuffle[p]) shuffle_library(c, player_id(p));
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
        if (p == PlayerId::None || !AffordCheck(s, p).can_pay(prog.costs[in.b], it.x)) {  // {X}: this spell's
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
          push(it, opts.empty() ? -1 : raw(opts[0].object()));
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
      case Op::ReplaceNextFrom: {  // 614: the next damage from the chosen source is replaced
        const int from = pop(it);
        if (from >= 0 && from < s.num_objects && target_legal(c, prog, it, in.a) && !s.shields.full()) {
          PreventionShield sh;
          sh.target = slot_target(s, it, in.a);
          sh.source = it.source;
          sh.amount = kPreventAll;
          sh.flags = static_cast<uint8_t>(kShieldOnce | ((in.b & 1) ? kShieldRedirect | (it.controller ? kShieldToP2 : 0) : 0) |
                                          ((in.b & 2) ? kShieldReflect : 0));
          sh.from = static_cast<ObjectId>(from);
          s.shields.push_back(sh);
        }
        break;
      }
      case Op::Poison: {  // 122.1f
        const int n = pop(it);
        give_poison(c, who_of(s, it, in.a), it.source, n);
        break;
      }
      case Op::Grant:
      case Op::Debuff:
        if (target_legal(c, prog, it, in.a)) {
          if (in.op == Op::Grant)
            add_granted(c, slot_object(s, it, in.a), it.source, in.b);
          else
            add_debuff(c, slot_object(s, it, in.a), it.source, in.b, in.b < 0);
        }
        break;
      case Op::PumpCombat: {
        const int t = pop(it), pw = pop(it);
        if (target_legal(c, prog, it, in.a))
          add_pump_until_end_of_combat(c, slot_object(s, it, in.a), it.source, pw, t, in.b);
        break;
      }
      case Op::Search: {  // 701.23 (rules/vm_library.cpp); the picks are applied as answered
        if (it.waiting) {
          it.waiting = 0;
        } else {
          const PlayerId p = who_of(s, it, in.a);
          const int top = it.sp > 0 ? it.stack[it.sp - 1] : 0, below = it.sp > 1 ? it.stack[it.sp - 2] : 0;
          if (begin_search(c, it, in, p, below, top)) {
            it.waiting = 1;
            return;
          }
        }
        pop(it);
        pop(it);
        break;
      }
      case Op::Scry:   // 701.22 and
      case Op::Dig: {  // 701.20e look at the top cards, move some (rules/vm_dig.cpp)
        if (it.waiting) {
          it.waiting = 0;
        } else {
          if (in.op == Op::Scry) {  // scry n: n to the bottom at most, the rest on top
            const int n = pop(it);
            push(it, n);
            push(it, n);
            push(it, kDigToBottom | kDigToTop << kDigRestShift | kDigOptional);
          }
          if (begin_dig(c, who_of(s, it, in.a))) {
            it.waiting = 1;
            return;
          }
        }
        pop(it);
        pop(it);
        pop(it);
        break;
      }
      case Op::DrawReveal:  // 701.20a
        push(it, draw_and_reveal(c, who_of(s, it, in.a)));
        break;
      case Op::DiscardIf: {
        const int id = pop(it);
        discard_if(c, prog, player_id(it.controller), id, prog.filters[in.b]);
        break;
      }
      case Op::Shuffle:  // 701.24
        if (const PlayerId p = who_of(s, it, in.a); p != PlayerId::None) shuffle_library(c, p);
        break;
      case Op::FlipCoin:  // 705
        push(it, flip_coin(c, it, who_of(s, it, in.a)));
        break;
      case Op::LookAt: {
        const int n = (in.b & 2) ? pop(it) : -1;
        look_at(c, it, who_of(s, it, in.a), n, in.b & 1);
        break;
      }
      case Op::VarSet:  // rules/vm_repeat.cpp
      case Op::VarGet:
      case Op::AddN:
      case Op::Compare:
      case Op::EachPlayer:
      case Op::VarMark:
        run_register_op(c, it, prog, in, PlayerId::None);
        break;
      case Op::MoveHand:
      case Op::SacrificeCount:
        run_register_op(c, it, prog, in, who_of(s, it, in.a));
        break;
      case Op::DamageMarked: {  // each marked player, in APNAP order
        const int n = pop(it);
        const int marked = in.a < kVmVars ? it.vars[in.a] : 0;
        for (int i = 0; i < kNumPlayers; ++i) {
          const int p = (raw(s.active) + i) % kNumPlayers;
          if ((marked >> p) & 1) deal_damage(c, it.source, Target{TargetKind::Player, static_cast<uint8_t>(p)}, n);
        }
        break;
      }
      case Op::Choose: {  // rules/vm_choice.cpp
        if (it.waiting) {  // answered: the value is on the stack
          it.waiting = 0;
          break;
        }
        int value = -1;
        if (begin_choice(c, it, prog, in, who_of(s, it, in.a), &value)) {
          it.waiting = 1;
          return;
        }
        push(it, value);
        break;
      }
      case Op::ChosenSet:
        remember_choice(c, it.source, static_cast<ChosenKind>(in.a), pop(it));
        break;
      case Op::Enter:
        enter_with_choices(c, it);
        break;
      case Op::PushChosen:
        push(it, chosen_property(s, it.source, in.a, in.b));
        break;
      case Op::Math: {
        const int v = pop(it);
        push(it, apply_math(in.a, v, in.b));
        break;
      }
      case Op::Play: {  // 608.2g: cast a card during the resolution (rules/play_effect.h)
        if (it.waiting) {  // its casting is over: it is on the stack
          it.waiting = 0;
          break;
        }
        ObjectId card = ObjectId::None;
        if (in.b & kPlayTopOfLibrary) {
          const auto& library = s.player(player_id(it.controller)).library;
          if (!library.empty()) card = library.back();
        } else if (const Target t = slot_target(s, it, in.a);
                   t.kind == TargetKind::Object && s.obj(t.object).zone_changes == t.zone_changes) {
          card = t.object;
        }
        if (card != ObjectId::None && begin_play_effect(c, it, card)) return;  // targets to choose first
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
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog || it.pc >= prog->code.size()) return;
  const Instr& in = prog->code[it.pc];
  if (in.op != Op::Target) return;
  target_options(s, db, *prog, prog->filters[in.b], player_id(it.controller), it.source, out);
  // 115.3: "two target creatures": an object chosen for an earlier slot of the same word
  // (the same filter) can't be chosen again.
  for (int slot = 0; slot < in.a; ++slot) {
    const Target& t = it.targets[slot];
    if (t.kind != TargetKind::Object) continue;
    bool same_word = false;
    for (const Instr& other : prog->code) same_word |= other.op == Op::Target && other.a == slot && other.b == in.b;
    if (!same_word) continue;
    for (size_t i = out.size(); i-- > 0;)
      if (out[i].kind() == OptionKind::Target && out[i].object() == t.object) out.erase_at(i);
  }
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
  push(it, yes ? 1 : 0);
}

}  // namespace rwd
