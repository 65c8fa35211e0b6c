#include "rules/statics.h"

#include "cards/subtype_names.h"
#include "rules/engine_internal.h"
#include "rules/targeting.h"

namespace rwd {

namespace {

// Whether static ability `st` of `source` applies to `o` (id `id`).
bool affects(const GameState& gs, const CardDb& db, const StaticAbility& st, ObjectId source, const Object& src,
             ObjectId id, const Object& o) {
  const char* why = nullptr;
  for (const FilterTerm& t : st.affected.terms) {
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
    if (term_matches_object(db, st.subtypes, t, player_id(src.controller), o, &why)) return true;
  }
  return false;
}

const std::vector<StaticAbility>& statics_of(const CardDb& db, const Object& o) {
  return db.get(o.def).front().statics;
}

}  // namespace

bool statics_active(const GameState& s) {
  if (!s.any_static) return false;  // no card in this game has one
  for (ObjectId id : s.battlefield)
    if (s.obj(id).has(kStaticSource)) return true;
  return false;
}

void apply_statics(GameState& s, const CardDb& db, ObjectId id) {
  Object& o = s.obj(id);
  // Additions commute, so one pass over the sources gives the layer 6 and 7c results; the
  // order that matters for explanations is static_contributions'.
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : statics_of(db, src)) {
      if (!affects(s, db, st, src_id, src, id, o)) continue;
      switch (st.effect) {
        case StaticEffect::Continuous:
          o.keywords.bits = static_cast<uint16_t>(o.keywords.bits | st.keywords);  // layer 6
          o.keywords.evasion = static_cast<uint8_t>(o.keywords.evasion | st.evasion);
          if (st.extra & kExtraPreventCombatDamage) o.set(kPreventCombatDamage);  // Gaseous Form
          if (st.extra & kExtraUnblockable) o.set(kUnblockable);
          if (st.extra & kExtraCantRegenerate) o.set(kCantRegenerate);
          if (o.types & type_bit(CardType::Creature)) {                            // layer 7c
            o.power = static_cast<int16_t>(o.power + st.power);
            o.toughness = static_cast<int16_t>(o.toughness + st.toughness);
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
        case StaticEffect::MaxHandSize:  // applied in the cleanup step (rules/vm_choice.h)
          break;
      }
    }
  }
}

void refresh_battlefield(Ctx& c) {
  GameState& s = c.s;
  for (ObjectId id : s.battlefield) {
    Object& o = s.obj(id);
    const int16_t toughness = o.toughness;
    const uint16_t keywords = o.keywords.bits;
    refresh_characteristics(c, id);
    if (o.toughness < toughness || (keywords & ~o.keywords.bits)) s.sba_dirty = true;  // 704.5f-g
  }
}

void refresh_statics(Ctx& c) {
  if (statics_active(c.s)) refresh_battlefield(c);
}

int static_contributions(const GameState& s, const CardDb& db, ObjectId id, StaticContribution* out,
                         int cap) {
  const Object& o = s.obj(id);
  if (o.zone != Zone::Battlefield) return 0;
  int n = 0;
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : statics_of(db, src)) {
      if (n >= cap || !affects(s, db, st, src_id, src, id, o)) continue;
      // Insertion by timestamp (613.7a): the battlefield is in arrival order, but a
      // position or a later rule may break that.
      int j = n++;
      for (; j > 0 && out[j - 1].timestamp > src.timestamp; --j) out[j] = out[j - 1];
      out[j] = StaticContribution{src_id, &st, src.timestamp};
    }
  }
  return n;
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
