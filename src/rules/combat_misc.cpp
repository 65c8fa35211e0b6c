#include "rules/combat_misc.h"

#include "cards/static_ability.h"
#include "rules/static_conditions.h"
#include "rules/targeting.h"
#include "rules/zones.h"

namespace rwd {

static_assert(kGrantEvasionMask == kExtraEvasionMask && kGrantUnblockable == kExtraUnblockable &&
                  kGrantCantRegenerate == kExtraCantRegenerate &&
                  kGrantPreventCombatDamage == kExtraPreventCombatDamage &&
                  kGrantCantBlock == kExtraCantBlock && kGrantCantAttack == kExtraCantAttack &&
                  kGrantAttacksEachCombat == kExtraAttacksEachCombat && kGrantLure == kExtraLure &&
                  kGrantAttacksDespiteDefender == kExtraAttacksDespiteDefender,
              "cards/opcodes.h kGrant* and rules/state.h EffectExtra must agree");

void give_poison(Ctx& c, PlayerId p, ObjectId source, int n) {
  if (p == PlayerId::None || n <= 0) return;
  Player& pl = c.s.player(p);
  const int before = pl.poison;
  pl.poison = static_cast<uint8_t>(before + n > 255 ? 255 : before + n);
  c.s.sba_dirty = true;  // 704.5c
  c.emit(EventKind::PoisonAdded, p, source, pl.poison - before);
}

void add_granted(Ctx& c, ObjectId id, ObjectId source, int extra) {
  ContinuousEffect e;
  e.object = id;
  e.source = source;
  e.extra = static_cast<uint16_t>(extra);
  add_effect(c, e);
}

void add_debuff(Ctx& c, ObjectId id, ObjectId source, int keywords, bool permanent) {
  ContinuousEffect e;
  e.object = id;
  e.source = source;
  e.kind = EffectKind::LoseKeywords;
  e.keywords = static_cast<uint16_t>(keywords & 0x7FFF);
  if (permanent) e.duration = EffectDuration::Permanent;
  add_effect(c, e);
}

void add_pump_until_end_of_combat(Ctx& c, ObjectId id, ObjectId source, int p, int t,
                                  int keywords) {
  ContinuousEffect e;
  e.object = id;
  e.source = source;
  e.power = static_cast<int16_t>(p);
  e.toughness = static_cast<int16_t>(t);
  e.keywords = static_cast<uint16_t>(keywords);
  e.duration = EffectDuration::EndOfCombat;
  add_effect(c, e);
}

void end_combat_effects(Ctx& c) {
  GameState& s = c.s;
  if (s.effects.empty()) return;
  ObjectId touched[kMaxEffects];
  int n = 0;
  bool layered = false;  // one changed types, colors or control: what a condition may count
  for (size_t i = s.effects.size(); i-- > 0;) {
    if (s.effects[i].duration != EffectDuration::EndOfCombat) continue;
    touched[n++] = s.effects[i].object;
    layered |= s.effects[i].add_types || s.effects[i].control;
    s.effects.erase_at(i);
  }
  for (int i = 0; i < n; ++i) refresh_characteristics(c, touched[i]);
  if (layered) refresh_conditional_statics(c);  // 604.2
  if (n > 0) s.sba_dirty = true;
}

bool enters_tapped_by_static(Ctx& c, ObjectId id) {
  const GameState& s = c.s;
  const Object& o = s.obj(id);
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource) || src_id == id) continue;
    for (const StaticAbility& st : c.db.get(src.def).front().statics) {
      if (st.effect != StaticEffect::ETBTapped) continue;
      const char* why = nullptr;
      for (const FilterTerm& t : st.affected.terms)
        if (term_matches_object(c.db, st.subtypes, t, player_id(src.controller), o, &why))
          return true;
    }
  }
  return false;
}

bool untap_step_skipped(const Ctx& c) {
  for (ObjectId src_id : c.s.battlefield) {
    const Object& src = c.s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : c.db.get(src.def).front().statics)
      if (st.effect == StaticEffect::SkipUntap) return true;
  }
  return false;
}

bool cant_block_attacker(const GameState& s, const CardDb& db, const Object& b, const Object& a) {
  const Program* p = db.get(b.def).front().cant_block.get();
  if (!p) return false;
  for (const Filter& f : p->filters)
    if (!filter_mismatch(s, db, *p, f, player_id(b.controller), a)) return true;
  return false;
}

}  // namespace rwd
