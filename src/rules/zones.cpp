// Moving objects between zones, drawing and shuffling, and refreshing an object's cached
// characteristics from its card definition.
#include "rules/zones.h"

#include <algorithm>
#include <cassert>

#include "rules/combat_misc.h"
#include "rules/control.h"
#include "rules/entry_choice.h"
#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/static_conditions.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/triggers.h"

namespace rwd {

namespace {

// CardFace::enters_tapped_if of permanent `id`, arriving: the other permanents matching its
// filter for its controller, compared (614.1c: "enters tapped unless you control a Swamp").
bool enters_tapped_if_holds(const GameState& s, const CardDb& db, ObjectId id) {
  const Object& o = s.obj(id);
  const EntersTappedIf* e = db.get(o.def).front().enters_tapped_if.get();
  if (!e) return false;
  int n = 0;
  for (ObjectId b : s.battlefield)
    n += b != id && !filter_mismatch(s, db, *e->program, e->program->filters[0],
                                     player_id(o.controller), s.obj(b));
  return compare(e->cmp, n, e->n);
}

// refresh_characteristics without keeping the hand and mana tallies (rules/hand_tally.h,
// rules/mana_tally.h): for callers that keep them themselves.
void recompute_characteristics(Ctx& c, ObjectId id) {
  Object& o = c.s.obj(id);
  const CardFace& f = c.db.get(o.def).front();
  o.colors = f.colors;
  o.types = f.types;
  o.supertypes = f.supertypes;
  o.keywords = f.keywords;
  o.power = f.power;
  o.toughness = f.toughness;
  o.land_mana = static_cast<ColorMask>((f.is(CardType::Land) ? f.land_mana : 0) | f.ability_mana);
  o.land_types = 0;  // computed: set by layer-4 statics (305.7)
  o.flags &= ~static_cast<uint32_t>(
      kCantAttack | kCantBlock | kStaticSource | kUnblockable | kCantRegenerate |
      kPreventCombatDamage | kAttacksDespiteDefender | kCdaSource | kLure | kCondStaticSource |
      kAttacksEachCombat | kNoUntap | kBlocksOnlyFlyers);
  if (f.self_rules & kRuleCantBlock) o.set(kCantBlock);  // K:CARDNAME can't block.
  if (f.self_rules & kRuleNoUntap) o.set(kNoUntap);      // 502.3
  if (f.self_rules & kRuleAttacksEachCombat) o.set(kAttacksEachCombat);  // 508.1d
  if (f.self_rules & kRuleBlocksOnlyFlyers) o.set(kBlocksOnlyFlyers);    // 509.1a
  // 604.3, 613.4a: a characteristic-defining ability works in every zone.
  if (!f.statics.empty()) apply_characteristic_defining(c.s, c.db, id);
  // Off the battlefield only resolved effects (a spell's color, 613.1e) change more; counters
  // are on permanents only. Most objects (libraries, hands) stop here.
  if (o.zone != Zone::Battlefield && c.s.effects.empty() && c.s.counters.empty()) return;
  // Static abilities of permanents (611.3a: they apply only on the battlefield), in layer
  // order (statics.h), then the effects of resolved spells.
  PtLayers pt;
  if (o.zone == Zone::Battlefield) {
    if (o.supertypes & supertype_bit(Supertype::Legendary)) c.s.any_legendary = true;
    const uint8_t controller_before = o.controller;
    // Layer 2 starts from the player who put it onto the battlefield, always its owner here
    // (108.4; tokens are created under their owner's control). Only control effects make the
    // two differ, so the reset costs nothing in games without them.
    if (c.s.any_static || o.controller != o.owner) o.controller = o.owner;
    if (!f.statics.empty()) {
      o.set(kStaticSource);
      if (has_characteristic_defining(c.db, o)) o.set(kCdaSource);
      if (f.conditional_statics) o.set(kCondStaticSource);
    }
    // Layer 4 of resolved effects (Animate: 613.1d) before the statics test types.
    if (!c.s.effects.empty())
      for (const ContinuousEffect& e : c.s.effects)
        if (e.object == id && e.zone_changes == o.zone_changes) {
          o.types = static_cast<uint16_t>(o.types | e.card_types());
          if (e.add_types & ContinuousEffect::kEffectOwnSubtypes)
            o.land_types |= kOwnAnimateSubtypes;
          pt.effect_layers |= e.control || e.sets_colors();
        }
    // Effects' layers 2 and 5 apply between the statics' layers 2-5 and 6-7 (apply_statics).
    if (statics_active(c.s))
      apply_statics(c.s, c.db, id, pt);
    else if (pt.effect_layers)
      apply_effect_layers(c.s, id, pt);  // rules/control.h
    if (o.controller != controller_before) {
      control_changed(c.s, o);
      if (c.db.get(o.def).front().echo) o.set(kEchoDue);  // 702.30a: under another's control
    }
  } else if (!c.s.effects.empty()) {
    for (const ContinuousEffect& e : c.s.effects)  // a spell's color (Chaoslace, 613.1e)
      if (e.object == id && e.zone_changes == o.zone_changes && e.sets_colors()) {
        apply_effect_layers(c.s, id, pt);
        break;
      }
  }
  // Continuous effects on this object, in timestamp order (613.7): base P/T set (7b, the
  // latest timestamp among them and the statics' wins), P/T changes (7c) and keywords (6).
  int add_power = 0, add_toughness = 0;
  for (const ContinuousEffect& e : c.s.effects) {
    if (e.object != id || e.zone_changes != o.zone_changes) continue;
    if (e.kind == EffectKind::LoseKeywords) {  // Debuff (613.1f): loses what earlier ones gave
      o.keywords.bits = static_cast<uint16_t>(o.keywords.bits & ~e.keywords);
      continue;
    }
    if (e.set_power >= 0 && e.timestamp >= pt.power_ts) {
      pt.set_power = e.set_power;
      pt.power_ts = e.timestamp;
    }
    if (e.set_toughness >= 0 && e.timestamp >= pt.toughness_ts) {
      pt.set_toughness = e.set_toughness;
      pt.toughness_ts = e.timestamp;
    }
    add_power += e.power;
    add_toughness += e.toughness;
    o.keywords.bits = static_cast<uint16_t>(o.keywords.bits | e.keywords);
    if (e.extra) {  // abilities KeywordSet has no bit for (EffectExtra)
      o.keywords.evasion = static_cast<uint8_t>(o.keywords.evasion | (e.extra & kExtraEvasionMask));
      apply_extra_flags(o, e.extra);
    }
  }
  if (o.types & type_bit(CardType::Creature)) {  // 208.3: the statics' P/T apply to creatures
    if (pt.set_power >= 0) o.power = static_cast<int16_t>(pt.set_power);
    if (pt.set_toughness >= 0) o.toughness = static_cast<int16_t>(pt.set_toughness);
    add_power += pt.add_power;
    add_toughness += pt.add_toughness;
  }
  o.power = static_cast<int16_t>(o.power + add_power);
  o.toughness = static_cast<int16_t>(o.toughness + add_toughness);
  // +1/+1 and -1/-1 counters (613.4c: layer 7c, with the other P/T modifications; all are
  // additions, so applying them last gives the same values). Creatures only (208.3).
  if (!c.s.counters.empty() && (o.types & type_bit(CardType::Creature))) {
    const int net = c.s.counters_on(id, CounterKind::P1P1) - c.s.counters_on(id, CounterKind::M1M1);
    o.power = static_cast<int16_t>(o.power + net + c.s.counters_on(id, CounterKind::P1P0));
    o.toughness =
        static_cast<int16_t>(o.toughness + net - 2 * c.s.counters_on(id, CounterKind::M0M2));
  }
}

}  // namespace

void refresh_characteristics(Ctx& c, ObjectId id) {
  const Object& o = c.s.obj(id);
  switch (o.zone) {
    case Zone::Hand:  // a hand card may become playable, or stop being so (rules/hand_tally.h)
      tally_hand_card(c.s, o, -1);
      recompute_characteristics(c, id);
      tally_hand_card(c.s, o, +1);
      return;
    case Zone::Battlefield:  // its mana ability, controller, types may change (rules/mana_tally.h)
      mana_tally_add(c.s, o, -1);
      recompute_characteristics(c, id);
      mana_tally_add(c.s, o, +1);
      return;
    default:
      recompute_characteristics(c, id);
      return;
  }
}

int put_counters(Ctx& c, ObjectId id, CounterKind k, int n) {
  GameState& s = c.s;
  if (n <= 0 || s.obj(id).zone != Zone::Battlefield) return 0;
  CounterEntry* entry = nullptr;
  for (CounterEntry& e : s.counters)
    if (e.object == id && e.kind == k) entry = &e;
  if (!entry) {
    if (s.counters.full()) return 0;  // capacity: kMaxCounterEntries (object, kind) pairs
    s.counters.push_back(CounterEntry{id, k, 0, 0});
    entry = &s.counters.back();
  }
  n = std::min(n, 9999 - entry->count);  // events encode kind * 10000 + number
  if (n <= 0) return 0;
  entry->count = static_cast<int16_t>(entry->count + n);
  refresh_characteristics(c, id);
  if (s.obj(id).has(kCondStaticSource)) refresh_conditional_statics(c);  // it may count them
  s.sba_dirty = true;  // toughness may drop (704.5f), or both kinds are there (704.5q)
  c.emit(EventKind::CounterAdded, player_id(s.obj(id).controller), id,
         static_cast<int>(k) * 10000 + n);
  return n;
}

int remove_counters(Ctx& c, ObjectId id, CounterKind k, int n) {
  GameState& s = c.s;
  for (size_t i = 0; i < s.counters.size(); ++i) {
    CounterEntry& e = s.counters[i];
    if (e.object != id || e.kind != k) continue;
    n = std::min<int>(n, e.count);
    if (n <= 0) return 0;
    e.count = static_cast<int16_t>(e.count - n);
    if (e.count == 0) s.counters.erase_at(i);
    refresh_characteristics(c, id);
    if (s.obj(id).has(kCondStaticSource)) refresh_conditional_statics(c);
    s.sba_dirty = true;
    c.emit(EventKind::CounterRemoved, player_id(s.obj(id).controller), id,
           static_cast<int>(k) * 10000 + n);
    return n;
  }
  return 0;
}

void add_effect(Ctx& c, ContinuousEffect e) {
  GameState& s = c.s;
  // Effects on objects that have since changed zones no longer apply: drop them first.
  for (size_t i = s.effects.size(); i-- > 0;)
    if (s.obj(s.effects[i].object).zone_changes != s.effects[i].zone_changes) s.effects.erase_at(i);
  if (s.effects.full()) return;  // capacity: 64 effects at once
  e.timestamp = s.next_timestamp++;
  e.zone_changes = s.obj(e.object).zone_changes;
  s.effects.push_back(e);
  refresh_characteristics(c, e.object);
  // 604.2: its types, colors or controller may be what a condition counts.
  if (e.add_types || e.control) refresh_conditional_statics(c);
  s.sba_dirty = true;  // toughness may have dropped to 0 (704.5f)
}

bool regenerate(Ctx& c, ObjectId id) {
  GameState& s = c.s;
  Object& o = s.obj(id);
  if (o.has(kCantRegenerate)) return false;  // 701.15c: "can't be regenerated" (Hurr Jackal)
  for (size_t i = 0; i < s.effects.size(); ++i) {
    const ContinuousEffect& e = s.effects[i];
    if (e.kind != EffectKind::RegenerationShield || e.object != id ||
        e.zone_changes != o.zone_changes)
      continue;
    s.effects.erase_at(i);  // the shield is used up
    o.damage = 0;
    o.clear(kDeathtouchDamaged);
    const bool was_untapped = !o.has(kTapped);
    set_tapped(s, id, true);
    if (was_untapped) queue_tap_triggers(c, id);
    if (o.has(kAttacking) || o.has(kBlocking)) {  // 506.4: removed from combat
      o.clear(kAttacking);
      o.clear(kBlocking);
      o.blocking = ObjectId::None;
    }
    c.emit(EventKind::Regenerate, player_id(o.controller), id);
    refresh_statics(c);
    return true;
  }
  return false;
}

namespace {

// Ends the effects `ends` selects and recomputes the objects they were on.
template <typename Pred>
void end_effects(Ctx& c, Pred ends) {
  GameState& s = c.s;
  ObjectId touched[kMaxEffects];
  int n = 0;
  bool layered = false;  // one changed types, colors or control: what a condition may count
  for (size_t i = s.effects.size(); i-- > 0;)
    if (ends(s.effects[i])) {
      touched[n++] = s.effects[i].object;
      layered |= s.effects[i].add_types || s.effects[i].control;
      s.effects.erase_at(i);
    }
  if (n == 0) return;
  for (int i = 0; i < n; ++i) refresh_characteristics(c, touched[i]);
  if (layered) refresh_conditional_statics(c);  // 604.2
  s.sba_dirty = true;
}

}  // namespace

void end_turn_effects(Ctx& c) {
  GameState& s = c.s;
  if (s.effects.empty()) return;
  // Debuff Permanent$ True lasts while its object stays (400.7 ends it: add_effect drops it);
  // "until your next upkeep" ends in end_upkeep_effects.
  end_effects(c, [](const ContinuousEffect& e) {
    return e.duration == EffectDuration::EndOfTurn || e.duration == EffectDuration::EndOfCombat;
  });
  s.sba_dirty = true;
}

void end_upkeep_effects(Ctx& c) {
  const uint8_t active = raw(c.s.active);
  end_effects(c, [active](const ContinuousEffect& e) {
    return e.duration == EffectDuration::UntilYourNextUpkeep && e.until_player == active;
  });
}

namespace {

// Whether permanent `o`, just arrived, could make a state-based action apply. A plain land
// (not also a creature, 704.5f-h; legendary, 704.5j; an Aura, Equipment or other artifact,
// 704.5m-n; a token, 704.5d) in a game without static abilities (none could count it, 604.3)
// cannot: the other permanents are as they were. Counters it enters with mark the check
// themselves (put_counters).
bool arrival_may_need_sba(const GameState& s, const Object& o) {
  return s.any_static || !is_land(o) || is_creature(o) || o.has(kToken) ||
         (o.supertypes & supertype_bit(Supertype::Legendary)) ||
         (o.types & (type_bit(CardType::Enchantment) | type_bit(CardType::Artifact)));
}

FixedVec<ObjectId, kMaxObjects>* zone_list(GameState& s, Zone z, uint8_t owner) {
  Player& p = s.players[owner];
  switch (z) {
    case Zone::Library:
      return &p.library;
    case Zone::Hand:
      return &p.hand;
    case Zone::Graveyard:
      return &p.graveyard;
    case Zone::Exile:
      return &p.exile;
    case Zone::Battlefield:
      return &s.battlefield;
    case Zone::Stack:
    case Zone::None:
      return nullptr;
  }
  return nullptr;
}

}  // namespace

// Removes the object from its zone's list and puts it into `to` (on top, or at the bottom
// of a library). It becomes a new object (400.7): combat status, damage and tapped state go.
void move_to_zone(Ctx& c, ObjectId id, Zone to, bool to_bottom) {
  GameState& s = c.s;
  Object& o = s.obj(id);
  const Zone from = o.zone;
  // 702.34a: a spell cast with flashback is exiled instead of going anywhere else.
  if (from == Zone::Stack && o.has(kFlashbackCast)) to = Zone::Exile;
  const uint8_t controller_before = o.controller;
  const bool was_source = o.has(kStaticSource);
  if (from == Zone::Hand) tally_hand_card(s, o, -1);  // as it was counted (rules/hand_tally.h)
  if (from == Zone::Battlefield) mana_tally_add(s, o, -1);  // likewise (rules/mana_tally.h)
  if (auto* from = zone_list(s, o.zone, o.owner)) {
    bool found = from->erase_value(id);
    assert(found);
    (void)found;
  }
  if (o.zone == Zone::Stack) {
    for (size_t i = 0; i < s.stack.size(); ++i)
      if (s.stack[i].object == id) {
        s.stack.erase_at(i);
        break;
      }
  }
  // Only the battlefield's contents bear on state-based actions (704.5f-j): a draw or a
  // spell moving to the stack or graveyard cannot make one apply. (Arrivals: below.)
  if (o.zone == Zone::Battlefield) s.sba_dirty = true;
  o.zone = to;
  ++o.zone_changes;
  // 400.7a: effects of spells and abilities that changed a spell's characteristics or
  // controller continue to apply to the permanent it becomes (Chaoslace on a creature spell).
  if (from == Zone::Stack && to == Zone::Battlefield && !s.effects.empty())
    carry_spell_effects(s, id);
  // 702.33d-e: a kicked permanent spell becomes a kicked permanent ("if it was kicked").
  o.flags &= kToken | (from == Zone::Stack && to == Zone::Battlefield ? kKicked : 0u);
  // 712.8: a transformed double-faced card is front face up in any other zone (tokens have
  // token definitions; only a back face's definition is above kTokenBase otherwise).
  if (raw(o.def) >= CardDb::kTokenBase && !o.has(kToken)) o.def = c.db.front_face(o.def);
  o.damage = 0;
  o.assigned = 0;
  o.blocking = ObjectId::None;
  o.attach_to(ObjectId::None);  // a new object is attached to nothing (400.7)
  o.controller = o.owner;       // 108.4a: not on the battlefield or stack, its owner controls it
  for (size_t i = s.counters.size(); i-- > 0;)  // 400.7, 122.2: counters don't follow it
    if (s.counters[i].object == id) s.counters.erase_at(i);
  for (size_t i = s.chosen.size(); i-- > 0;)  // 400.7: the new object has chosen nothing (614.12)
    if (s.chosen[i].object == id) s.chosen.erase_at(i);
  if (auto* dest = zone_list(s, to, o.owner)) {
    if (to == Zone::Library && to_bottom)
      dest->insert(0, id);
    else
      dest->push_back(id);
  }
  if (to == Zone::Battlefield) {
    o.timestamp = s.next_timestamp++;
    o.controlled_since_turn = s.turn;
    if (c.db.get(o.def).front().self_rules & kRuleEntersTapped) o.set(kTapped);  // 614.1c
    if (enters_tapped_if_holds(s, c.db, id)) o.set(kTapped);  // 614.1c: "... unless ..."
    if (statics_active(s) && enters_tapped_by_static(c, id)) o.set(kTapped);     // 614.1c (Kismet)
    mark_entry_choice(c, id);  // 614.12: "as it enters, you may pay 2 life" (rules/entry_choice.h)
    if (c.db.get(o.def).front().echo) o.set(kEchoDue);  // 702.30a: under a player's control
    mana_tally_add(s, o, +1);  // counted from here on: refreshing it keeps the tallies
    // 614.1c: "enters with N counters" (K:etbCounter): they are on it as it arrives.
    // "If CARDNAME was kicked, it enters with N counters" (702.33e): only then.
    if (const CardFace& f = c.db.get(o.def).front();
        f.etb_counters > 0 && (!f.etb_counters_if_kicked || o.has(kKicked)))
      put_counters(c, id, static_cast<CounterKind>(f.etb_counter_kind), f.etb_counters);
  }
  if (to == Zone::Battlefield) {
    refresh_characteristics(c, id);
  } else {
    recompute_characteristics(c, id);
    if (to == Zone::Hand) tally_hand_card(s, o, +1);
  }
  if (to == Zone::Battlefield && arrival_may_need_sba(s, o)) s.sba_dirty = true;
  // A permanent with static abilities arrived or left (611.3a): everything it affects changes;
  // otherwise what a condition counts ("as long as ...", 604.2) may have.
  if (was_source || o.has(kStaticSource))
    refresh_battlefield(c);
  else
    refresh_conditional_statics(c);
  // 604.3: what characteristic-defining abilities count (permanents) may have changed: on the
  // battlefield (a scan of flags) and in the other zones (a scan of the objects with static
  // abilities), only in games with static abilities.
  if (s.any_static && (from == Zone::Battlefield || to == Zone::Battlefield)) {
    for (ObjectId b : s.battlefield)
      if (s.obj(b).has(kCdaSource) && b != id) refresh_characteristics(c, b);
    refresh_characteristic_defining(c);
  }
  if (s.any_triggered) queue_zone_triggers(c, id, from, to, controller_before);  // 603.2, 603.6
}

void draw_card(Ctx& c, PlayerId p) {
  Player& pl = c.s.player(p);
  if (pl.library.empty()) {
    pl.drew_from_empty = true;  // 704.5b
    c.s.sba_dirty = true;
    return;
  }
  ObjectId top = pl.library.back();
  move_to_zone(c, top, Zone::Hand);
  c.emit(EventKind::Draw, p, top);
}

void shuffle_library(Ctx& c, PlayerId p) {
  Player& pl = c.s.player(p);
  c.s.rng.shuffle(pl.library.begin(), pl.library.size());
  c.emit(EventKind::Shuffle, p);
}

}  // namespace rwd
