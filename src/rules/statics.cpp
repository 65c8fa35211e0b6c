#include "rules/statics.h"

#include "cards/subtype_names.h"
#include "rules/control.h"
#include "rules/static_conditions.h"
#include "rules/targeting.h"
#include "rules/zones.h"

namespace rwd {

bool static_filter_matches(const GameState& gs, const CardDb& db, const Filter& f,
                           const std::vector<std::string>& subtypes, ObjectId source,
                           const Object& src, ObjectId id, const Object& o) {
  const char* why = nullptr;
  for (const FilterTerm& t : f.terms) {
    if (t.self == 1 && id != source) continue;
    if (t.self == 0 && id == source) continue;
    if (t.enchanted == 1 && id != src.attached_to()) continue;
    if (t.chosen & 1) {  // "ChosenColor": the color its source chose (614.12); none chosen: nothing
      const int c = gs.chosen_value(source, ChosenKind::Color);
      if (c < 0 || c > 4 || !(o.colors & (1u << c))) continue;
    }
    if (t.chosen & 2) {  // "ChosenType": the subtype its source chose
      const std::string_view name = subtype_of_code(gs.chosen_value(source, ChosenKind::Type));
      if (name.empty() || !db.get(o.def).front().has_subtype(std::string(name))) continue;
    }
    if (term_matches_object(db, subtypes, t, player_id(src.controller), o, &why)) return true;
  }
  return false;
}

namespace {

// Whether static ability `st` of `source` applies to `o` (id `id`): `o` is one it affects and
// its condition, if any, holds now (604.2).
bool affects(const GameState& gs, const CardDb& db, const StaticAbility& st, ObjectId source,
             const Object& src, ObjectId id, const Object& o) {
  return static_filter_matches(gs, db, st.affected, st.subtypes, source, src, id, o) &&
         (st.condition.empty() || static_condition_holds(gs, db, st, source));
}

const std::vector<StaticAbility>& statics_of(const CardDb& db, const Object& o) {
  return db.get(o.def).front().statics;
}

// The value a SetPower$/SetToughness$ gives `o` (613.4a-b); `src` is the static's source.
int set_amount(const GameState& s, const CardDb& db, const StaticAbility& st, const StaticAmount& a,
               const Object& src, const Object& o) {
  switch (a.kind) {
    case SetAmount::None:
      return 0;
    case SetAmount::Number:
      return a.n;
    case SetAmount::AffectedManaValue:
      return db.get(o.def).front().cost.mana_value();
    case SetAmount::CountValid: {
      int n = 0;
      for (ObjectId x_id : s.battlefield) {
        const Object& x = s.obj(x_id);
        if (!st.count_name.empty() && db.get(x.def).name() != st.count_name) continue;
        const char* why = nullptr;
        for (const FilterTerm& t : st.count.terms)
          if (term_matches_object(db, st.subtypes, t, player_id(src.controller), x, &why)) {
            ++n;
            break;
          }
      }
      return n;
    }
  }
  return 0;
}

}  // namespace

bool statics_active(const GameState& s) {
  if (!s.any_static) return false;  // no card in this game has one
  for (ObjectId id : s.battlefield)
    if (s.obj(id).has(kStaticSource)) return true;
  return false;
}

void apply_statics(GameState& s, const CardDb& db, ObjectId id, PtLayers& pt) {
  Object& o = s.obj(id);
  // Layers 2, 4 and 5 first (613.1b, d, e): control, types and colors. A static decides which
  // objects it affects as it first applies, and keeps affecting them in later layers (613.6:
  // Animate Artifact's "isn't a creature" is read before its own type change). The latest
  // timestamp wins among changes of control or color (613.7); added types accumulate.
  uint64_t early = 0;  // bit k: the k-th layer-2/4/5 static (battlefield order) affects `o`
  int k = 0;
  uint32_t& control_ts = pt.control_ts;
  uint32_t& color_ts = pt.color_ts;
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : statics_of(db, src)) {
      if (!(st.layers & kEarlyLayers)) continue;
      const bool on = affects(s, db, st, src_id, src, id, o);
      if (on && k < 64) early |= uint64_t{1} << k;
      ++k;
      if (!on) continue;
      if (st.gain_control && src.timestamp >= control_ts) {  // layer 2
        o.controller = src.controller;
        control_ts = src.timestamp;
      }
      o.types = static_cast<uint16_t>(o.types | st.add_types);  // layer 4
      if (st.set_land_types) {  // layer 4, 305.7: its land types and their mana abilities
        o.land_types = static_cast<uint16_t>((o.land_types & kOwnAnimateSubtypes) | kLandTypesSet |
                                             (st.set_land_types & 0x1F));
        o.land_mana = static_cast<ColorMask>(st.set_land_types & 0x1F);  // W U B R G order
      }
      if ((st.layers & kLayerColor) && src.timestamp >= color_ts) {  // layer 5
        o.colors = st.set_colors;
        color_ts = src.timestamp;
      }
    }
  }
  // Resolved effects' control and colors (rules/control.h), after the statics' of earlier
  // timestamps and before the later layers test colors and controllers.
  if (pt.effect_layers) apply_effect_layers(s, id, pt);
  // Layers 6 and 7b-c: keyword grants and rule flags, P/T setting (latest timestamp wins),
  // then P/T additions (they commute, so one sum).
  k = 0;
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : statics_of(db, src)) {
      bool on;
      if (st.layers & kEarlyLayers) {
        on = k < 64 ? (early >> k) & 1 : affects(s, db, st, src_id, src, id, o);
        ++k;
      } else {
        on = affects(s, db, st, src_id, src, id, o);
      }
      if (!on) continue;
      switch (st.effect) {
        case StaticEffect::Continuous:
          o.keywords.bits = static_cast<uint16_t>(o.keywords.bits | st.keywords);  // layer 6
          o.keywords.evasion = static_cast<uint8_t>(o.keywords.evasion | st.evasion);
          apply_extra_flags(o, st.extra);  // Gaseous Form, "can't block", ...
          o.keywords.protection = static_cast<ColorMask>(o.keywords.protection | st.protection);
          if (st.attacks_despite_defender) o.set(kAttacksDespiteDefender);
          if (st.lure) o.set(kLure);
          if (st.cant_attack_or_block) o.set(kCantAttack), o.set(kCantBlock);  // 508.1a, 509.1a
          if (st.no_untap) o.set(kNoUntap);  // 502.3
          if (st.set_power.kind != SetAmount::None && src.timestamp >= pt.power_ts) {  // layer 7b
            pt.set_power = set_amount(s, db, st, st.set_power, src, o);
            pt.power_ts = src.timestamp;
          }
          if (st.set_toughness.kind != SetAmount::None && src.timestamp >= pt.toughness_ts) {
            pt.set_toughness = set_amount(s, db, st, st.set_toughness, src, o);
            pt.toughness_ts = src.timestamp;
          }
          pt.add_power += st.power;  // layer 7c
          pt.add_toughness += st.toughness;
          if (st.counted_pt) {  // 613.4c: "+1/+1 for each ...", counted as it applies
            pt.add_power += static_amount(s, db, st, st.power_count, src_id);
            pt.add_toughness += static_amount(s, db, st, st.toughness_count, src_id);
          }
          break;
        case StaticEffect::CantAttack:
          o.set(kCantAttack);
          break;
        case StaticEffect::CantBlock:
          o.set(kCantBlock);
          break;
        case StaticEffect::ETBTapped:  // applied as a permanent arrives (rules/combat_misc.h)
        case StaticEffect::SkipUntap:  // applied in the untap step
        case StaticEffect::RaiseCost:  // applied to costs as they are worked out
                                       // (rules/cost_mods.h)
        case StaticEffect::ReduceCost:
        case StaticEffect::MaxHandSize:  // applied in the cleanup step (rules/vm_choice.h)
        case StaticEffect::LandPlays:    // read when lands may be played (rules/player_statics.h)
          break;
      }
    }
  }
}

bool has_characteristic_defining(const CardDb& db, const Object& o) {
  for (const StaticAbility& st : statics_of(db, o))
    if (st.characteristic_defining) return true;
  return false;
}

void apply_characteristic_defining(GameState& s, const CardDb& db, ObjectId id) {
  Object& o = s.obj(id);
  for (const StaticAbility& st : statics_of(db, o)) {
    if (!st.characteristic_defining) continue;
    if (st.set_power.kind != SetAmount::None)
      o.power = static_cast<int16_t>(set_amount(s, db, st, st.set_power, o, o));
    if (st.set_toughness.kind != SetAmount::None)
      o.toughness = static_cast<int16_t>(set_amount(s, db, st, st.set_toughness, o, o));
  }
}

void refresh_characteristic_defining(Ctx& c) {
  for (int i = 0; i < c.s.num_objects; ++i) {
    const Object& o = c.s.objects[i];
    if (o.zone == Zone::Battlefield || o.zone == Zone::None || o.def == CardDefId::None) continue;
    if (c.db.get(o.def).front().statics.empty() || !has_characteristic_defining(c.db, o)) continue;
    refresh_characteristics(c, object_id(i));
  }
}

void control_changed(GameState& s, Object& o) {
  o.controlled_since_turn = s.turn;             // 302.6
  if (o.has(kAttacking) || o.has(kBlocking)) {  // 506.4: it is removed from combat
    o.clear(kAttacking);
    o.clear(kBlocking);
    o.clear(kBlocked);
    o.blocking = ObjectId::None;
  }
}

namespace {

// One recomputation of every permanent. Returns whether a permanent's controller, types, colors
// or land types changed (what conditions count); `control_moved` is set if a controller did.
bool refresh_battlefield_pass(Ctx& c, bool& control_moved) {
  GameState& s = c.s;
  bool early_changed = false;
  for (ObjectId id : s.battlefield) {
    Object& o = s.obj(id);
    const uint8_t controller = o.controller;
    const int16_t toughness = o.toughness;
    const uint16_t keywords = o.keywords.bits;
    const ColorMask protection = o.keywords.protection;
    const uint16_t types = o.types, land_types = o.land_types;
    const ColorMask colors = o.colors;
    refresh_characteristics(c, id);
    if (o.toughness < toughness || (keywords & ~o.keywords.bits)) s.sba_dirty = true;  // 704.5f-g
    if (o.keywords.protection & ~protection) s.sba_dirty = true;  // 704.5m: Auras may fall off
    control_moved |= o.controller != controller;
    early_changed |= o.controller != controller || o.types != types || o.land_types != land_types ||
                     o.colors != colors;
  }
  return early_changed;
}

}  // namespace

void refresh_battlefield(Ctx& c) {
  GameState& s = c.s;
  bool control_moved = false;
  bool early_changed = refresh_battlefield_pass(c, control_moved);
  // 604.2: a condition ("as long as you control three or more artifacts") was tested against
  // the permanents as this pass found them; if their controllers, types or colors changed in
  // it, test again on the new ones (a few passes at most: a condition that turns itself off
  // stays as the last pass left it, deterministically).
  for (int pass = 0; early_changed && pass < 3 && conditional_statics_active(s); ++pass)
    early_changed = refresh_battlefield_pass(c, control_moved);
  // A permanent changed controller (layer 2): what characteristic-defining abilities count
  // ("Swamps you control") may have changed after they were computed in this pass.
  if (control_moved) {
    for (ObjectId id : s.battlefield)
      if (s.obj(id).has(kCdaSource)) {
        const int16_t toughness = s.obj(id).toughness;
        refresh_characteristics(c, id);
        if (s.obj(id).toughness < toughness) s.sba_dirty = true;
      }
    refresh_characteristic_defining(c);
  }
}

void refresh_statics(Ctx& c) {
  if (statics_active(c.s)) refresh_battlefield(c);
}

int static_contributions(const GameState& s, const CardDb& db, ObjectId id, StaticContribution* out,
                         int cap) {
  const Object& o = s.obj(id);
  if (o.zone != Zone::Battlefield) return 0;
  // Statics that change control, types or colors decided what they affect before those
  // changes (613.6): test them against the object's own types and colors (one such static
  // on an object is exact; several are approximated).
  Object base = o;
  const CardFace& f = db.get(o.def).front();
  base.types = f.types;
  base.colors = f.colors;
  for (const ContinuousEffect& e : s.effects)
    if (e.object == id && e.zone_changes == o.zone_changes)
      base.types = static_cast<uint16_t>(base.types | e.card_types());
  int n = 0;
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : statics_of(db, src)) {
      if (n >= cap || !affects(s, db, st, src_id, src, id, (st.layers & kEarlyLayers) ? base : o))
        continue;
      // Insertion by timestamp (613.7a): the battlefield is in arrival order, but a
      // position or a later rule may break that.
      int j = n++;
      for (; j > 0 && out[j - 1].timestamp > src.timestamp; --j) out[j] = out[j - 1];
      out[j] = StaticContribution{src_id, &st, src.timestamp};
    }
  }
  return n;
}

void static_set_pt(const GameState& s, const CardDb& db, const StaticContribution& c, ObjectId id,
                   int* power, int* toughness) {
  const StaticAbility& st = *c.ability;
  const Object& src = s.obj(c.source);
  const Object& o = s.obj(id);
  *power = st.set_power.kind == SetAmount::None ? -1 : set_amount(s, db, st, st.set_power, src, o);
  *toughness = st.set_toughness.kind == SetAmount::None
                   ? -1
                   : set_amount(s, db, st, st.set_toughness, src, o);
}

std::string characteristics_problem(const GameState& s, const CardDb& db) {
  GameState fresh = s;
  Ctx c{fresh, db, nullptr};
  for (int i = 0; i < fresh.num_objects; ++i) refresh_characteristics(c, object_id(i));
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& a = s.objects[i];
    const Object& b = fresh.objects[i];
    if (a == b) continue;
    std::string who = db.get(a.def).name() + "#" + std::to_string(i);
    if (a.power != b.power)
      return who + ": power " + std::to_string(a.power) + ", recomputed " + std::to_string(b.power);
    if (a.toughness != b.toughness)
      return who + ": toughness " + std::to_string(a.toughness) + ", recomputed " +
             std::to_string(b.toughness);
    if (!(a.keywords == b.keywords)) return who + ": keywords differ from a recomputation";
    if (a.flags != b.flags)
      return who + ": flags " + std::to_string(a.flags) + ", recomputed " + std::to_string(b.flags);
    return who + ": characteristics differ from a recomputation";
  }
  return "";
}

}  // namespace rwd
