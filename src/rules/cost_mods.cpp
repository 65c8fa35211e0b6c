#include "rules/cost_mods.h"

#include "rules/statics.h"
#include "rules/targeting.h"

namespace rwd {

bool cost_mods_active(const GameState& s, const CardDb& db) {
  if (!statics_active(s)) return false;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (!o.has(kStaticSource)) continue;
    for (const StaticAbility& st : db.get(o.def).front().statics)
      if (st.effect == StaticEffect::RaiseCost || st.effect == StaticEffect::ReduceCost)
        return true;
  }
  return false;
}

CostChange cost_change(const GameState& s, const CardDb& db, PlayerId p, ObjectId object,
                       bool spell) {
  CostChange ch;
  if (!statics_active(s)) return ch;
  const Object& o = s.obj(object);
  for (ObjectId src_id : s.battlefield) {
    const Object& src = s.obj(src_id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : db.get(src.def).front().statics) {
      if (st.effect != StaticEffect::RaiseCost && st.effect != StaticEffect::ReduceCost) continue;
      if ((st.cost_of == CostModOf::Spell) != spell) continue;
      if (st.cost_by == CostModBy::You && raw(p) != src.controller) continue;
      if (st.cost_by == CostModBy::Opponent && raw(p) == src.controller) continue;
      bool hit = false;
      const char* why = nullptr;
      for (const FilterTerm& t : st.affected.terms) {
        if (t.self == 1 && object != src_id) continue;
        if (t.self == 0 && object == src_id) continue;
        hit = hit || term_matches_object(db, st.subtypes, t, player_id(src.controller), o, &why);
      }
      if (!hit) continue;
      (st.effect == StaticEffect::RaiseCost ? ch.raise : ch.reduce) += st.cost_amount;
    }
  }
  return ch;
}

ManaCost apply_cost_change(const ManaCost& base, int x, const CostChange& ch) {
  ManaCost m = base;
  int generic = base.generic + base.x_count * x + ch.raise;  // 601.2f: increases first
  generic = generic > ch.reduce ? generic - ch.reduce : 0;   // then reductions, generic only
  m.generic = static_cast<uint8_t>(generic > 255 ? 255 : generic);
  m.x_count = 0;
  if (m.generic > 0) m.has_cost = true;
  return m;
}

int max_x_with_change(const ManaCost& base, const CostChange& ch, const ManaUnits& units, int cap) {
  ManaCost m = base;
  const int fixed = base.generic + ch.raise;  // the fixed generic part, increased
  m.generic = static_cast<uint8_t>(fixed > ch.reduce ? fixed - ch.reduce : 0);
  if (m.generic > 0) m.has_cost = true;
  const int mx = max_payable_x(m, units, cap);
  if (mx < 0 || base.x_count == 0) return mx;
  const int spare = ch.reduce > fixed ? ch.reduce - fixed : 0;  // what is left pays for X
  const int x = mx + spare / base.x_count;
  return x > cap ? cap : x;
}

}  // namespace rwd
