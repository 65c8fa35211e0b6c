// Triggered abilities (603): noticing that they trigger, and putting them on the stack the
// next time a player would receive priority, active player's first (APNAP, 603.3b), each
// player choosing the order of their own. Targets are chosen as they go on the stack
// (603.3d); one with no legal target is removed. Games whose cards have no triggered
// abilities skip all of it (GameState::any_triggered).
#include "rules/triggers.h"

#include <algorithm>
#include <utility>

#include "rules/targeting.h"

namespace rwd {

namespace {

void queue(GameState& s, const Object& o, ObjectId id, uint8_t controller, size_t index,
           Target about = {}, int amount = 0) {
  if (s.triggers.full()) return;  // capacity: 16 waiting triggers at once
  s.triggers.push_back(PendingTrigger{id, o.zone_changes, controller, static_cast<uint8_t>(index),
                                      about,
                                      static_cast<int16_t>(std::clamp(amount, -32000, 32000))});
}

Target object_target(const GameState& s, ObjectId id) {
  return Target{TargetKind::Object, 0, id, s.obj(id).zone_changes};
}
Target player_target(uint8_t p) {
  return Target{TargetKind::Player, p};
}

// Whether object `id` matches filter `f` of trigger program `prog` for a trigger of `source`
// controlled by `controller`: Self/Other and EnchantedBy/AttachedBy terms name the source
// and what it is attached to.
bool matches(const GameState& s, const CardDb& db, const Program& prog, int f, ObjectId source,
             uint8_t controller, ObjectId id) {
  if (f < 0) return id == source;
  const Object& o = s.obj(id);
  for (const FilterTerm& t : prog.filters[f].terms) {
    if (t.player) continue;
    if (t.self == 1 && id != source) continue;
    if (t.self == 0 && id == source) continue;
    if (t.enchanted == 1 && id != s.obj(source).attached_to()) continue;
    const char* why = nullptr;
    if (term_matches_object(db, prog.subtypes, t, player_id(controller), o, &why)) return true;
  }
  return false;
}

// The player a trigger of `src` watches (TriggerPlayer) is p.
bool player_ok(const GameState& s, const TriggeredAbility& t, const Object& src, uint8_t p) {
  switch (t.player) {
    case TriggerPlayer::You:
      return p == src.controller;
    case TriggerPlayer::Any:
      return true;
    case TriggerPlayer::Opponent:
      return p != src.controller;
    case TriggerPlayer::EnchantedController: {
      const ObjectId host = src.attached_to();
      return host != ObjectId::None && s.obj(host).controller == p;
    }
    case TriggerPlayer::Chosen:  // 614.12: chosen as it entered (s.chosen is empty in most games)
      return !s.chosen.empty() &&
             s.chosen_value(static_cast<ObjectId>(&src - s.objects), ChosenKind::Player) == p;
  }
  return false;
}

// What the trigger's Defined$ Triggered... names, from the event: its card, player, damage
// target and source.
Target subject_of(const GameState& s, const TriggeredAbility& t, ObjectId card,
                  uint8_t card_controller, uint8_t player, const Target& damaged) {
  switch (t.subject) {
    case TriggerSubject::None:
      return Target{};
    case TriggerSubject::Card:
      return object_target(s, card);
    case TriggerSubject::Player:
      return player_target(player);
    case TriggerSubject::Target:
      return damaged;
    case TriggerSubject::CardController:
    case TriggerSubject::SourceController:
      return player_target(card_controller);
    case TriggerSubject::Blocker:  // the caller passes the blocker as the card
      return object_target(s, card);
  }
  return Target{};
}

// Calls f(id, object, index, ability) for each triggered ability of a permanent on the
// battlefield whose event passes `event_ok` and whose intervening "if" holds (603.4).
template <typename P, typename F>
void for_each_trigger_if(Ctx& c, P event_ok, F f) {
  GameState& s = c.s;
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) ids[n++] = id;  // f may not move objects, but be safe
  for (int k = 0; k < n; ++k) {
    const ObjectId id = ids[k];
    const Object& o = s.obj(id);
    if (o.zone != Zone::Battlefield) continue;
    const auto& triggered = c.db.get(o.def).front().triggered;
    for (size_t i = 0; i < triggered.size(); ++i)
      if (event_ok(triggered[i].event) &&
          trigger_condition_holds(s, c.db, id, o.controller, static_cast<int>(i)))
        f(id, o, i, triggered[i]);
  }
}

template <typename F>
void for_each_trigger(Ctx& c, TriggerEvent ev, F f) {
  for_each_trigger_if(
      c, [ev](TriggerEvent e) { return e == ev; }, f);
}

// Begins putting pending trigger `i` on the stack: its targets are chosen by settle() running
// the program's casting part; push_trigger finishes.
void begin_trigger(Ctx& c, size_t i) {
  GameState& s = c.s;
  const PendingTrigger t = s.triggers[i];
  s.triggers.erase_at(i);
  const CardFace& face = c.db.ability_face(s.obj(t.source).def);  // 113.7a: it may have transformed
  const Program& prog = *face.triggered[t.index].program;
  if (prog.num_targets > 0 &&
      !targets_available(s, c.db, prog, player_id(t.controller), t.source)) {
    c.emit(EventKind::Trigger, player_id(t.controller), t.source, -1 - t.index);  // 603.3d
    return;
  }
  c.emit(EventKind::Trigger, player_id(t.controller), t.source, t.index);
  Interaction it;
  it.targets[kMaxTargets - 1] = t.about;  // kSlotTriggered (the compiler keeps the slot free)
  it.x = static_cast<uint16_t>(std::max<int>(0, t.amount));
  it.source = t.source;
  it.controller = t.controller;
  it.phase = RunPhase::Casting;
  it.ability = static_cast<uint8_t>(kTriggeredAbilityBase + t.index);
  it.source_zone_changes = t.source_zone_changes;
  s.interactions.push_back(it);
}

// DamageDealtOnce / DamageDoneOnce (120.3, 603.2c): one trigger for all the damage its one
// object deals (or is dealt) at the same time. Damage dealt together is dealt before any
// player receives priority, so a trigger of the same ability still waiting in
// GameState::triggers belongs to the same batch: the amount is added to it.
void queue_damage_once(GameState& s, const Object& so, ObjectId src, size_t i, int amount) {
  for (PendingTrigger& p : s.triggers)
    if (p.source == src && p.source_zone_changes == so.zone_changes && p.index == i) {
      p.amount = static_cast<int16_t>(std::clamp(p.amount + amount, -32000, 32000));
      return;
    }
  queue(s, so, src, so.controller, i, Target{}, amount);
}

}  // namespace

void queue_zone_triggers(Ctx& c, ObjectId id, Zone from, Zone to, uint8_t controller_before) {
  GameState& s = c.s;
  const Object& o = s.obj(id);
  const auto& triggered = c.db.get(o.def).front().triggered;
  const uint8_t from_bit = static_cast<uint8_t>(1u << static_cast<int>(from));
  const uint8_t to_bit = static_cast<uint8_t>(1u << static_cast<int>(to));
  for (size_t i = 0; i < triggered.size(); ++i) {
    const TriggeredAbility& t = triggered[i];
    const Target about = subject_of(s, t, id, controller_before, controller_before, Target{});
    if (t.event == TriggerEvent::EntersBattlefield && to == Zone::Battlefield &&
        trigger_condition_holds(s, c.db, id, o.controller, static_cast<int>(i)))
      queue(s, o, id, o.controller, i, subject_of(s, t, id, o.controller, o.controller, Target{}));
    // 603.10a: a "dies" or "leaves" ability looks back in time: its controller is the permanent's.
    if (t.event == TriggerEvent::Dies && from == Zone::Battlefield && to == Zone::Graveyard)
      queue(s, o, id, controller_before, i, about);
    // A permanent leaving sees itself leave: "CARDNAME leaves", or "whenever a creature dies"
    // on a creature that dies (603.10a).
    if (t.event == TriggerEvent::ZoneChange && from == Zone::Battlefield &&
        (!t.origin || (t.origin & from_bit)) && (!t.destination || (t.destination & to_bit)) &&
        (t.card_filter < 0 ||
         matches(s, c.db, *t.program, t.card_filter, id, controller_before, id)))
      queue(s, o, id, controller_before, i, about);
  }
  // Other permanents watching objects move (603.2; 603.6a, 603.10a). A permanent entering
  // sees itself enter and others entering at the same time (603.6a); one leaving is seen by
  // the permanents still there.
  for_each_trigger(
      c, TriggerEvent::ZoneChange,
      [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
        if (t.card_filter < 0) return;  // its own move: above
        if ((t.origin && !(t.origin & from_bit)) || (t.destination && !(t.destination & to_bit)))
          return;
        if (!matches(s, c.db, *t.program, t.card_filter, src, so.controller, id)) return;
        const uint8_t ctrl = to == Zone::Battlefield ? o.controller : controller_before;
        queue(s, so, src, so.controller, i, subject_of(s, t, id, ctrl, ctrl, Target{}));
      });
}

void queue_cycled_triggers(Ctx& c, ObjectId card, PlayerId who) {
  GameState& s = c.s;
  if (!s.any_triggered) return;
  const Object& o = s.obj(card);
  const auto& own = c.db.get(o.def).front().triggered;  // "When you cycle CARDNAME"
  for (size_t i = 0; i < own.size(); ++i)
    if (own[i].event == TriggerEvent::Cycled && own[i].card_filter < 0)
      queue(s, o, card, raw(who), i, subject_of(s, own[i], card, raw(who), raw(who), Target{}));
  for_each_trigger(c, TriggerEvent::Cycled,
                   [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
                     if (t.card_filter >= 0 &&
                         matches(s, c.db, *t.program, t.card_filter, src, so.controller, card))
                       queue(s, so, src, so.controller, i,
                             subject_of(s, t, card, raw(who), raw(who), Target{}));
                   });
}

void queue_unblocked_triggers(Ctx& c) {
  GameState& s = c.s;
  for (ObjectId a : s.battlefield) {
    const Object& ao = s.obj(a);
    if (!ao.has(kAttacking) || ao.has(kBlocked)) continue;
    for_each_trigger(c, TriggerEvent::AttackerUnblocked,
                     [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
                       if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, a))
                         queue(s, so, src, so.controller, i,
                               subject_of(s, t, a, ao.controller, ao.controller, Target{}));
                     });
  }
}

void queue_tap_triggers(Ctx& c, ObjectId id) {
  GameState& s = c.s;
  if (!s.any_triggered) return;
  const uint8_t ctrl = s.obj(id).controller;
  for_each_trigger(c, TriggerEvent::Taps,
                   [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
                     if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, id))
                       queue(s, so, src, so.controller, i,
                             subject_of(s, t, id, ctrl, ctrl, Target{}));
                   });
}

void queue_target_triggers(Ctx& c, const StackItem& item) {
  GameState& s = c.s;
  if (!s.any_triggered) return;
  const Program* prog = c.db.ability_program(s.obj(item.object).def, item.ability);
  const int n = prog ? std::min<int>(prog->num_targets, kMaxTargets) : 0;  // not the subject slot
  for (int i = 0; i < n; ++i) {
    const Target& t = item.targets[i];
    if (t.kind != TargetKind::Object) continue;
    bool again = false;  // an object targeted twice becomes the target once
    for (int j = 0; j < i; ++j) again |= item.targets[j].kind == TargetKind::Object &&
                                         item.targets[j].object == t.object;
    const Object& target = s.obj(t.object);
    if (again || target.zone_changes != t.zone_changes) continue;
    for_each_trigger(c, TriggerEvent::BecomesTarget,
                     [&](ObjectId src, const Object& so, size_t k, const TriggeredAbility& ta) {
                       if (ta.spells_only && item.ability != 0) return;
                       if (!matches(s, c.db, *ta.program, ta.card_filter, src, so.controller,
                                    t.object))
                         return;
                       if (ta.other_filter >= 0 &&
                           !matches(s, c.db, *ta.program, ta.other_filter, src, so.controller,
                                    item.object))
                         return;
                       queue(s, so, src, so.controller, k,
                             subject_of(s, ta, t.object, target.controller, item.controller,
                                        Target{}));
                     });
  }
}

void queue_mana_tap_triggers(Ctx& c, ObjectId id, PlayerId who) {
  GameState& s = c.s;
  if (!s.any_triggered) return;
  const uint8_t ctrl = s.obj(id).controller;
  for_each_trigger(c, TriggerEvent::TapsForMana,
                   [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
                     if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, id))
                       queue(s, so, src, so.controller, i,
                             subject_of(s, t, id, ctrl, raw(who), Target{}));
                   });
}

// Records the facts about this turn that a permanent's own filters read (CardFace::turn_facts;
// cleared in the cleanup step): it attacked (508.1), it dealt damage to an opponent (120.3).
static void note_turn_facts(Ctx& c, const Event& e) {
  if (e.object == ObjectId::None) return;
  Object& o = c.s.obj(e.object);
  const uint8_t facts = c.db.get(o.def).front().turn_facts;
  if (!facts) return;
  if (e.kind == EventKind::Attack && (facts & kTurnFactAttacked)) o.set(kAttackedThisTurn);
  if ((e.kind == EventKind::Damage || e.kind == EventKind::CombatDamage) &&
      (facts & kTurnFactDealtDamageToOpp) && e.amount > 0 && e.target == ObjectId::None &&
      e.player != PlayerId::None && raw(e.player) != o.controller)
    o.set(kDealtDamageToOppThisTurn);
}

void event_triggers(Ctx& c, const Event& e) {
  GameState& s = c.s;
  if (e.kind == EventKind::Attack || e.kind == EventKind::Damage ||
      e.kind == EventKind::CombatDamage)
    note_turn_facts(c, e);
  switch (e.kind) {
    case EventKind::Attack: {  // object attacks (508.1, 508.3a)
      const uint8_t ctrl = s.obj(e.object).controller;
      int attackers = 0;  // all are declared before the first Attack event (508.1)
      for (ObjectId id : s.battlefield) attackers += s.obj(id).has(kAttacking);
      for_each_trigger(
          c, TriggerEvent::Attacks,
          [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (t.attacks_alone && attackers != 1) return;  // 506.5
            if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, e.object))
              queue(s, so, src, so.controller, i, subject_of(s, t, e.object, ctrl, ctrl, Target{}));
          });
      return;
    }
    case EventKind::Block: {  // object blocks target (509.1, 509.3)
      const ObjectId blocker = e.object, attacker = e.target;
      const uint8_t bctrl = s.obj(blocker).controller, actrl = s.obj(attacker).controller;
      for_each_trigger(
          c, TriggerEvent::Blocks,
          [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, blocker))
              queue(s, so, src, so.controller, i,
                    subject_of(s, t, blocker, bctrl, bctrl, Target{}));
          });
      for_each_trigger(
          c, TriggerEvent::AttackerBlockedBy,
          [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, attacker) &&
                (t.other_filter == -1 ||  // kFilterSelf: matches() tests blocker == src
                 matches(s, c.db, *t.program, t.other_filter, src, so.controller, blocker)))
              queue(s, so, src, so.controller, i,
                    subject_of(s, t, t.subject == TriggerSubject::Blocker ? blocker : attacker,
                               actrl, actrl, Target{}));
          });
      // 509.3c: "becomes blocked" triggers once, however many creatures block it: at the
      // first of its blockers (Block events come in battlefield order).
      for (ObjectId id : s.battlefield) {
        if (id == blocker) break;
        if (s.obj(id).has(kBlocking) && s.obj(id).blocking == attacker) return;
      }
      for_each_trigger(
          c, TriggerEvent::AttackerBlocked,
          [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (matches(s, c.db, *t.program, t.card_filter, src, so.controller, attacker))
              queue(s, so, src, so.controller, i,
                    subject_of(s, t, attacker, actrl, actrl, Target{}));
          });
      return;
    }
    case EventKind::CombatDamage:
    case EventKind::Damage: {  // object deals amount to target or player (120.3)
      if (e.amount <= 0 || e.object == ObjectId::None) return;
      const Target hit =
          e.target != ObjectId::None ? object_target(s, e.target) : player_target(raw(e.player));
      const uint8_t sctrl = s.obj(e.object).controller;
      auto damage_event = [](TriggerEvent ev) {
        return ev == TriggerEvent::DamageDone || ev == TriggerEvent::DamageDealtOnce ||
               ev == TriggerEvent::DamageDoneOnce;
      };
      for_each_trigger_if(
          c, damage_event,
          [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (t.combat_only && e.kind != EventKind::CombatDamage) return;
            if (t.event == TriggerEvent::DamageDoneOnce) {  // the once-side is the damaged one
              if (hit.kind != TargetKind::Object ||
                  !matches(s, c.db, *t.program, t.card_filter, src, so.controller, hit.object))
                return;
              if (t.other_filter >= 0 &&
                  !matches(s, c.db, *t.program, t.other_filter, src, so.controller, e.object))
                return;
              queue_damage_once(s, so, src, i, e.amount);
              return;
            }
            if (!matches(s, c.db, *t.program, t.card_filter, src, so.controller, e.object)) return;
            if (t.other_filter >= 0) {
              const Filter& f = t.program->filters[t.other_filter];
              const bool ok =
                  hit.kind == TargetKind::Player
                      ? filter_matches_player(f, player_id(so.controller), player_id(hit.player))
                      : matches(s, c.db, *t.program, t.other_filter, src, so.controller,
                                hit.object);
              if (!ok) return;
            }
            if (t.event == TriggerEvent::DamageDealtOnce)
              queue_damage_once(s, so, src, i, e.amount);
            else
              queue(s, so, src, so.controller, i, subject_of(s, t, e.object, sctrl, sctrl, hit),
                    e.amount);
          });
      return;
    }
    case EventKind::Discard: {  // player discards object (701.9): it is in their graveyard now
      if (e.object == ObjectId::None) return;
      for_each_trigger(c, TriggerEvent::Discarded,
                       [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
                         if (matches(s, c.db, *t.program, t.card_filter, src, so.controller,
                                     e.object))
                           queue(s, so, src, so.controller, i,
                                 subject_of(s, t, e.object, raw(e.player), raw(e.player),
                                            Target{}));
                       });
      return;
    }
    case EventKind::Draw:
    case EventKind::LifeGain:
    case EventKind::Cast: {  // player draws (121.1), gains life (119.9), casts a spell (601.2i)
      const TriggerEvent ev = e.kind == EventKind::Draw       ? TriggerEvent::Drawn
                              : e.kind == EventKind::LifeGain ? TriggerEvent::LifeGained
                                                              : TriggerEvent::SpellCast;
      if (e.player == PlayerId::None) return;
      for_each_trigger(
          c, ev, [&](ObjectId src, const Object& so, size_t i, const TriggeredAbility& t) {
            if (!player_ok(s, t, so, raw(e.player))) return;
            if (ev == TriggerEvent::SpellCast &&
                !matches(s, c.db, *t.program, t.card_filter, src, so.controller, e.object))
              return;
            queue(s, so, src, so.controller, i,
                  subject_of(s, t, e.object, raw(e.player), raw(e.player), Target{}), e.amount);
          });
      return;
    }
    default:
      return;
  }
}

bool trigger_condition_holds(const GameState& s, const CardDb& db, ObjectId source,
                             uint8_t controller, int index) {
  const TriggeredAbility& t = db.ability_face(s.obj(source).def).triggered[index];
  if (t.present_filter < 0) return true;
  int n = 0;
  for (ObjectId id : s.battlefield)
    n += matches(s, db, *t.program, t.present_filter, source, controller, id);
  return compare(t.present_cmp, n, t.present_n);
}

void queue_step_triggers(Ctx& c) {
  GameState& s = c.s;
  const TriggerEvent ev = s.step == Step::Upkeep        ? TriggerEvent::Upkeep
                          : s.step == Step::Draw        ? TriggerEvent::DrawStep
                          : s.step == Step::EndCombat   ? TriggerEvent::EndCombatStep
                          : s.step == Step::BeginCombat ? TriggerEvent::BeginCombatStep
                                                        : TriggerEvent::EndStep;
  for_each_trigger(c, ev, [&](ObjectId id, const Object& o, size_t i, const TriggeredAbility& t) {
    if (!player_ok(s, t, o, raw(s.active))) return;
    if (t.echo) {  // 702.30a: only if it came under their control since their last upkeep
      if (!o.has(kEchoDue)) return;
      s.obj(id).clear(kEchoDue);  // this upkeep began: the next one asks only if it comes again
    }
    queue(s, o, id, o.controller, i, subject_of(s, t, id, o.controller, raw(s.active), Target{}));
  });
}

void place_triggers(Ctx& c) {
  GameState& s = c.s;
  // 603.3b: the active player's first (so they resolve last), then the other's.
  PlayerId p = s.active;
  bool any = false;
  for (const PendingTrigger& t : s.triggers) any |= t.controller == raw(p);
  if (!any) p = opponent(p);
  size_t first = s.triggers.size(), count = 0;
  bool same = true;
  for (size_t i = 0; i < s.triggers.size(); ++i) {
    const PendingTrigger& t = s.triggers[i];
    if (t.controller != raw(p)) continue;
    if (first == s.triggers.size()) first = i;
    ++count;
    const PendingTrigger& f = s.triggers[first];
    same &= s.obj(t.source).def == s.obj(f.source).def && t.index == f.index;
  }
  if (count > 1 && !same) {  // their own order is their choice (603.3b)
    s.pending = Pending{DecisionKind::OrderTriggers, p};
    return;
  }
  begin_trigger(c, first);
}

void order_trigger_options(const GameState& s, OptionList& out) {
  const size_t first = out.size();
  for (size_t i = 0; i < s.triggers.size(); ++i)
    if (s.triggers[i].controller == raw(s.pending.player))
      out.push_back(Option::put_trigger(s.triggers[i].source, static_cast<int>(i)));
  // Canonical order (rules/options.h): by source id, then in the order they triggered. The
  // triggers wait in battlefield (arrival) order, which differs once a later id arrived first.
  for (size_t i = first + 1; i < out.size(); ++i)
    for (size_t j = i; j > first && raw(out[j - 1].object()) > raw(out[j].object()); --j)
      std::swap(out[j - 1], out[j]);
}

void answer_put_trigger(Ctx& c, const Option& o) {
  c.s.pending = Pending{};
  begin_trigger(c, o.trigger());
}

void push_trigger(Ctx& c, const Interaction& done) {
  GameState& s = c.s;
  StackItem item{done.source, done.controller, done.ability, done.x, {}, done.source_zone_changes};
  for (int i = 0; i < kMaxTargets; ++i) item.targets[i] = done.targets[i];
  s.stack.push_back(item);
  s.passes = 0;
  queue_target_triggers(c, item);  // 603.3d
}

}  // namespace rwd
